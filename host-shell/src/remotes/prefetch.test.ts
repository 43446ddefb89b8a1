import { afterEach, describe, expect, it, vi } from 'vitest';
import { entryFilesComment, platformStore } from '@console/sdk';
import type { RemoteRecord } from './catalog';
import { routeTable } from './catalog';
import { catalogAtom } from './catalogState';
import { prefetchAllowed, prefetchPath } from './prefetch';

const ENTRY = 'http://localhost:8081/remotes/remote-carrier/1.0.0/remoteEntry.js';

function catalogWith(remote: Partial<RemoteRecord>): void {
  const record = {
    name: 'remote-carrier',
    version: '1.0.0',
    manifestUrl: ENTRY.replace('remoteEntry.js', 'console-manifest.json'),
    entryUrl: ENTRY,
    problem: null,
    manifest: { routes: [{ path: '/blackList', title: '黑名单', module: './BlackList' }] },
    ...remote,
  } as RemoteRecord;
  platformStore.set(catalogAtom, { status: 'ready', catalog: { remotes: [record], routes: routeTable([record]) } });
}

afterEach(() => vi.unstubAllGlobals());

describe('prefetchAllowed', () => {
  it('says no on a connection that saves data or is 2g', () => {
    expect(prefetchAllowed('idle', { effectiveType: '4g' })).toBe(true);
    expect(prefetchAllowed('idle', { saveData: true, effectiveType: '4g' })).toBe(false);
    expect(prefetchAllowed('intent', { effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed('intent', { effectiveType: 'slow-2g' })).toBe(false);
    expect(prefetchAllowed('submenu', undefined)).toBe(true);
  });

  it('only for the triggers chosen', () => {
    expect(prefetchAllowed('idle', undefined, ['intent'])).toBe(false);
    expect(prefetchAllowed('intent', undefined, ['intent'])).toBe(true);
  });
});

describe('prefetchPath', () => {
  it("fetches the entry and the page's chunk files, as the scripts will ask for them, once", async () => {
    const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
      url === ENTRY
        ? new Response(`var remote_carrier;${entryFilesComment({ './BlackList': ['1.a.js', '2.b.css'], './TagQuery': ['3.c.js'] })}`)
        : new Response('x'),
    );
    vi.stubGlobal('fetch', fetchMock);
    catalogWith({});
    await prefetchPath('/blackList', 'intent');
    await prefetchPath('/blackList', 'submenu');
    expect(fetchMock.mock.calls.map(([url, init]) => [url, init?.mode ?? 'cors'])).toEqual([
      [ENTRY, 'cors'],
      ['http://localhost:8081/remotes/remote-carrier/1.0.0/1.a.js', 'no-cors'],
      ['http://localhost:8081/remotes/remote-carrier/1.0.0/2.b.css', 'no-cors'],
    ]);
  });

  it('is silent when the origin is down, and fetches nothing for an unusable remote or an unknown path', async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    catalogWith({ entryUrl: ENTRY.replace('1.0.0', '1.0.1') });
    await expect(prefetchPath('/blackList', 'intent')).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    catalogWith({ entryUrl: ENTRY.replace('1.0.0', '1.0.2'), problem: '模块清单不可用' });
    await prefetchPath('/blackList', 'intent');
    await prefetchPath('/nowhere', 'intent');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('prefetchWhenIdle', () => {
  it('with nothing it may fetch (a connection that saves data), marks itself settled at once and fetches nothing', async () => {
    vi.resetModules();
    const fresh = await import('./prefetch');
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('navigator', { connection: { saveData: true } });
    performance.clearMarks(fresh.IDLE_PREFETCH_MARK);
    fresh.prefetchWhenIdle(() => ['/blackList']);
    expect(performance.getEntriesByName(fresh.IDLE_PREFETCH_MARK)).toHaveLength(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
