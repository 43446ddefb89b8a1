import { randomBytes, timingSafeEqual } from 'node:crypto';
import { DEV_OVERRIDE } from '@console/sdk/devOverride';

/**
 * How a browser asks for a local override of one area (`pnpm dev <remote>`): the dev command prints
 * a console link carrying a one-time ticket in its fragment (never sent to any server, and removed
 * from the address at once). The shell trades the ticket with the dev server, which checks it here
 * (unused, unexpired, asked from the console's own origin) and only then names the remote and its
 * manifest. A crafted link cannot set an override: its ticket is unknown to the dev server (a random
 * 256-bit value printed only to the developer's terminal), a ticket works once, and the browser
 * reaches a dev server only at an origin the console's Content-Security-Policy allows.
 */
export const CLAIM_PATH = DEV_OVERRIDE.claimPath;
export const TICKET_TTL_MS = 10 * 60_000;

export interface ClaimAnswer {
  status: number;
  body: { remote: string; manifest: string } | { error: string };
}

export interface Handshake {
  /** A fresh ticket's console link; earlier unused tickets stay valid until they expire. */
  link(path?: string): string;
  /** Trades a ticket asked for by a page of `requestOrigin`. */
  claim(requestOrigin: string | undefined, ticket: string, now?: number): ClaimAnswer;
}

export interface HandshakeOptions {
  /** The console's origin, e.g. http://localhost:8080: the only origin a ticket is traded for. */
  consoleOrigin: string;
  /** This dev server's origin, e.g. http://127.0.0.1:8132. */
  devOrigin: string;
  remote: string;
  manifestFile: string;
  clock?: () => number;
}

export function createHandshake({ consoleOrigin, devOrigin, remote, manifestFile, clock = Date.now }: HandshakeOptions): Handshake {
  const tickets = new Map<string, number>();
  const matching = (ticket: string): string | undefined => {
    const given = Buffer.from(ticket);
    for (const known of tickets.keys()) {
      const candidate = Buffer.from(known);
      if (candidate.length === given.length && timingSafeEqual(candidate, given)) return known;
    }
    return undefined;
  };
  return {
    link(path = '/') {
      const ticket = randomBytes(32).toString('base64url');
      tickets.set(ticket, clock() + TICKET_TTL_MS);
      const fragment = new URLSearchParams({ [DEV_OVERRIDE.originParam]: devOrigin, [DEV_OVERRIDE.ticketParam]: ticket });
      return `${consoleOrigin}${path}#${fragment}`;
    },
    claim(requestOrigin, ticket, now = clock()) {
      if (requestOrigin !== consoleOrigin) return { status: 403, body: { error: `只接受来自 ${consoleOrigin} 的请求` } };
      const known = matching(ticket.trim());
      if (!known) return { status: 403, body: { error: '链接无效或已使用' } };
      const expires = tickets.get(known)!;
      tickets.delete(known);
      if (now > expires) return { status: 403, body: { error: '链接已过期' } };
      return { status: 200, body: { remote, manifest: `${devOrigin}/${manifestFile}` } };
    },
  };
}

/**
 * Whether a Content-Security-Policy lets a page run scripts from `origin` (exactly, or by a
 * `scheme://host:*` source): the dev command warns when the console it runs against would refuse it.
 */
export function policyAllows(policy: string, origin: string): boolean {
  const scripts = policy
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === 'script-src')
    ?.slice(1);
  if (!scripts) return false;
  const { protocol, hostname } = new URL(origin);
  return scripts.some((source) => source === origin || source === `${protocol}//${hostname}:*`);
}
