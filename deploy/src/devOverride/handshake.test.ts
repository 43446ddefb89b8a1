import { describe, expect, it } from 'vitest';
import { createHandshake, policyAllows, TICKET_TTL_MS } from './handshake';

const CONSOLE = 'http://localhost:8080';
const DEV = 'http://127.0.0.1:8132';

function setUp() {
  let now = 1_000_000;
  const handshake = createHandshake({
    consoleOrigin: CONSOLE,
    devOrigin: DEV,
    remote: 'remote-carrier',
    manifestFile: 'console-manifest.json',
    clock: () => now,
  });
  const ticketOf = (link: string) => new URLSearchParams(new URL(link).hash.slice(1)).get('console-dev-ticket')!;
  return { handshake, ticketOf, advance: (ms: number) => (now += ms), now: () => now };
}

describe('the dev link handshake', () => {
  it('links to the console with the dev origin and a random ticket in the fragment, never the query', () => {
    const { handshake, ticketOf } = setUp();
    const link = new URL(handshake.link('/blackList'));
    expect(link.origin + link.pathname + link.search).toBe(`${CONSOLE}/blackList`);
    expect(new URLSearchParams(link.hash.slice(1)).get('console-dev-origin')).toBe(DEV);
    expect(ticketOf(link.href)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(ticketOf(handshake.link())).not.toBe(ticketOf(link.href));
  });

  it('trades a ticket once, for the console origin only', () => {
    const { handshake, ticketOf } = setUp();
    const ticket = ticketOf(handshake.link());
    expect(handshake.claim('http://evil.example', ticket).status).toBe(403);
    expect(handshake.claim(undefined, ticket).status).toBe(403);
    expect(handshake.claim(CONSOLE, ticket)).toEqual({ status: 200, body: { remote: 'remote-carrier', manifest: `${DEV}/console-manifest.json` } });
    expect(handshake.claim(CONSOLE, ticket)).toEqual({ status: 403, body: { error: '链接无效或已使用' } });
  });

  it('refuses a made-up or expired ticket', () => {
    const { handshake, ticketOf, advance } = setUp();
    const ticket = ticketOf(handshake.link());
    expect(handshake.claim(CONSOLE, 'A'.repeat(43)).status).toBe(403);
    expect(handshake.claim(CONSOLE, '').status).toBe(403);
    advance(TICKET_TTL_MS + 1);
    expect(handshake.claim(CONSOLE, ticket)).toEqual({ status: 403, body: { error: '链接已过期' } });
  });

  it('tells whether a console policy lets the dev server run scripts', () => {
    const policy = (scripts: string) => `default-src 'self'; script-src 'self' ${scripts}; connect-src 'self' http://127.0.0.1:*`;
    expect(policyAllows(policy('http://127.0.0.1:*'), DEV)).toBe(true);
    expect(policyAllows(policy(DEV), DEV)).toBe(true);
    expect(policyAllows(policy('http://localhost:*'), DEV)).toBe(false);
    expect(policyAllows(policy('http://127.0.0.1:9000'), DEV)).toBe(false);
    expect(policyAllows("default-src 'self'", DEV)).toBe(false);
  });
});
