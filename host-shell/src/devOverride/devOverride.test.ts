import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checkedOverride, claimOverride, DEV_OVERRIDES_KEY, endDevOverrides, isOrigin, readOverrides, takeHandshake } from './devOverride';

const DEV = 'http://127.0.0.1:8132';
const TICKET = 'x'.repeat(43);

function address(path: string) {
  const url = new URL(path, 'http://localhost:8080');
  const replaced: string[] = [];
  return {
    location: { hash: url.hash, pathname: url.pathname, search: url.search },
    history: { state: null, replaceState: (_state: unknown, _title: string, to: string) => void replaced.push(to) },
    replaced,
  };
}

beforeEach(() => sessionStorage.clear());

describe('the dev link', () => {
  it('is read from the fragment only, and taken out of the address at once', () => {
    const { location, history, replaced } = address(`/blackList?page=2#console-dev-origin=${encodeURIComponent(DEV)}&console-dev-ticket=${TICKET}&keep=1`);
    expect(takeHandshake(location, history)).toEqual({ origin: DEV, ticket: TICKET });
    expect(replaced).toEqual(['/blackList?page=2#keep=1']);
  });

  it('in the query string is not a dev link', () => {
    const { location, history, replaced } = address(`/blackList?console-dev-origin=${encodeURIComponent(DEV)}&console-dev-ticket=${TICKET}`);
    expect(takeHandshake(location, history)).toBeNull();
    expect(replaced).toEqual([]);
  });
});

describe('trading the ticket', () => {
  const answer = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status }));

  it('posts the ticket to the dev server and takes the override it names', async () => {
    const fetcher = answer(200, { remote: 'remote-carrier', manifest: `${DEV}/console-manifest.json` });
    await expect(claimOverride({ origin: DEV, ticket: TICKET }, fetcher)).resolves.toEqual({
      remote: 'remote-carrier',
      origin: DEV,
      manifest: `${DEV}/console-manifest.json`,
    });
    expect(fetcher).toHaveBeenCalledWith(`${DEV}/__console-dev/claim`, expect.objectContaining({ method: 'POST', body: TICKET, credentials: 'omit' }));
  });

  it('sets nothing when the dev server refuses, answers a manifest elsewhere, or the address is not an origin', async () => {
    await expect(claimOverride({ origin: DEV, ticket: TICKET }, answer(403, { error: '链接无效或已使用' }))).rejects.toThrow('链接无效或已使用');
    await expect(
      claimOverride({ origin: DEV, ticket: TICKET }, answer(200, { remote: 'remote-carrier', manifest: 'http://evil.example/m.json' })),
    ).rejects.toThrow('答复无效');
    const never = vi.fn();
    for (const origin of ['javascript:alert(1)', 'http://127.0.0.1:8132/path', 'data:text/javascript,1', 'http://u@127.0.0.1:8132']) {
      await expect(claimOverride({ origin, ticket: TICKET }, never), origin).rejects.toThrow('本地调试地址无效');
    }
    await expect(claimOverride({ origin: DEV, ticket: 'short' }, never)).rejects.toThrow('链接无效');
    expect(never).not.toHaveBeenCalled();
  });
});

describe('stored overrides', () => {
  it('keeps only well-formed ones and ends them all', () => {
    const good = { remote: 'remote-carrier', origin: DEV, manifest: `${DEV}/console-manifest.json` };
    sessionStorage.setItem(DEV_OVERRIDES_KEY, JSON.stringify([good, { ...good, manifest: 'http://elsewhere/m.json' }, { ...good, remote: '../x' }]));
    expect(readOverrides()).toEqual([good]);
    endDevOverrides();
    expect(sessionStorage.getItem(DEV_OVERRIDES_KEY)).toBeNull();
    expect(readOverrides()).toEqual([]);
  });

  it('checks origins strictly', () => {
    expect(isOrigin(DEV)).toBe(true);
    expect(isOrigin(`${DEV}/`)).toBe(false);
    expect(isOrigin('https://dev-box:3000')).toBe(true);
    expect(checkedOverride(null)).toBeNull();
  });
});
