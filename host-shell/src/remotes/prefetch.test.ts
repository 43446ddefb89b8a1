import { afterEach, describe, expect, it, vi } from 'vitest';
import { entryFilesComment, platformStore } from '@console/sdk';
import type { RemoteRecord } from './catalog';
import { routeTable } from './catalog';
import { catalogAtom } from './catalogState';
import { prefetchAllowed, prefetchPath } from './prefetch';

const ENTRY = 'http://localhost:8081/remotes/remote-carrier/1.0.0/remoteEntry.js';

/** remote-carrier with 黑名单 only, unless `remote` says otherwise. */
const carrierRecord = (remote: Partial<RemoteRecord> = {}) =>
  ({
    name: 'remote-carrier',
    version: '1.0.0',
    manifestUrl: ENTRY.replace('remoteEntry.js', 'console-manifest.json'),
    entryUrl: ENTRY,
    problem: null,
    manifest: { routes: [{ path: '/blackList', title: '黑名单', module: './BlackList' }] },
    ...remote,
  }) as RemoteRecord;

function catalogWith(remote: Partial<RemoteRecord>): void {
  const record = carrierRecord(remote);
  platformStore.set(catalogAtom, { status: 'ready', catalog: { remotes: [record], routes: routeTable([record]) } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

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
    const step = vi.fn();
    fresh.prefetchWhenIdle(['/blackList'], [step]);
    expect(performance.getEntriesByName(fresh.IDLE_PREFETCH_MARK)).toHaveLength(1);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(step).not.toHaveBeenCalled();
  });

  /** A fresh prefetch module and SDK (resetModules), a catalog of two carrier pages, and every fetch recorded. */
  async function idleRun(onFetch: (file: string) => void = () => undefined) {
    // Timers only: the mark is read from the real performance timeline.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.resetModules();
    const fresh = await import('./prefetch');
    const { platformStore: store, entryFilesComment: comment } = await import('@console/sdk');
    const { catalogAtom: catalog } = await import('./catalogState');
    const { routeTable: routes } = await import('./catalog');
    const { pendingLoadsAtom } = await import('../loading/loadingState');
    const record = carrierRecord({
      manifest: {
        routes: [
          { path: '/blackList', title: '黑名单', module: './BlackList' },
          { path: '/tagQuery', title: '标记查询', module: './TagQuery' },
        ],
      },
    } as Partial<RemoteRecord>);
    store.set(catalog, { status: 'ready', catalog: { remotes: [record], routes: routes([record]) } });
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      const file = url.split('/').pop()!;
      fetched.push(file);
      onFetch(file);
      const body = url === ENTRY ? `var remote_carrier;${comment({ './BlackList': ['1.a.js'], './TagQuery': ['3.c.js'] })}` : 'x';
      // A plain answer: only what the prefetch reads of it.
      return { ok: true, text: async () => body, arrayBuffer: async () => new ArrayBuffer(body.length) };
    });
    vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 50));
    vi.stubGlobal('cancelIdleCallback', (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle));
    performance.clearMarks(fresh.IDLE_PREFETCH_MARK);
    const marks = () => performance.getEntriesByName(fresh.IDLE_PREFETCH_MARK).length;
    return { fresh, fetched, marks, pageLoading: (loading: boolean) => store.set(pendingLoadsAtom, loading ? 1 : 0) };
  }

  it('fetches page after page, each only once no page is loading and the browser is idle', async () => {
    let pageLoading: (loading: boolean) => void = () => undefined;
    // The user opens a page while the first page's code is being fetched.
    const run = await idleRun((file) => file === '1.a.js' && pageLoading(true));
    pageLoading = run.pageLoading;
    const { fresh, fetched, marks } = run;

    fresh.prefetchWhenIdle(['/blackList', '/tagQuery']);
    await vi.advanceTimersByTimeAsync(fresh.IDLE_PREFETCH_DELAY_MS - 1);
    expect(fetched).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(fetched).toEqual(['remoteEntry.js', '1.a.js']);
    // However long that page takes to load, the next page's code waits for it.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetched).toEqual(['remoteEntry.js', '1.a.js']);
    expect(marks()).toBe(0);
    pageLoading(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(fetched).toEqual(['remoteEntry.js', '1.a.js', '3.c.js']);
    expect(marks()).toBe(1);
  });

  it("after the pages' code, runs each step it was given in an idle slice of its own, then marks itself settled; a stopped run runs no more", async () => {
    const { fresh, fetched, marks } = await idleRun();
    const ran: string[] = [];
    const steps = ['Table', 'Form', 'Select'].map((name) => () => void ran.push(name));
    const stop = fresh.prefetchWhenIdle(['/blackList'], steps);
    await vi.advanceTimersByTimeAsync(fresh.IDLE_PREFETCH_DELAY_MS + 75);
    expect(fetched).toEqual(['remoteEntry.js', '1.a.js']);
    expect(ran).toEqual([]);
    await vi.advanceTimersByTimeAsync(50);
    expect(ran).toEqual(['Table']);
    await vi.advanceTimersByTimeAsync(50);
    expect(ran).toEqual(['Table', 'Form']);
    expect(marks()).toBe(0);
    await vi.advanceTimersByTimeAsync(50);
    expect(ran).toEqual(['Table', 'Form', 'Select']);
    expect(marks()).toBe(1);

    // A run stopped between two steps runs no more of them.
    const later: string[] = [];
    const stopLater = fresh.prefetchWhenIdle(
      [],
      ['a', 'b'].map((name) => () => void later.push(name)),
    );
    await vi.advanceTimersByTimeAsync(fresh.IDLE_PREFETCH_DELAY_MS + 50);
    expect(later).toEqual(['a']);
    stopLater();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(later).toEqual(['a']);
    stop();
  });

  it('stops when its session ends: nothing more is fetched, no timer is left, no mark; the next run fetches only what is new', async () => {
    const { fresh, fetched, marks } = await idleRun();
    const stop = fresh.prefetchWhenIdle(['/blackList', '/tagQuery']);
    // The idle callback (50 ms here) before the first page has run, the one before the second not yet.
    await vi.advanceTimersByTimeAsync(fresh.IDLE_PREFETCH_DELAY_MS + 75);
    expect(fetched).toEqual(['remoteEntry.js', '1.a.js']);
    // The logout, while the run waits for the browser to be idle before the second page.
    stop();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetched).toEqual(['remoteEntry.js', '1.a.js']);
    expect(marks()).toBe(0);

    // The next session's run (another user's menu): the pages of this document's earlier run are not fetched again.
    fresh.prefetchWhenIdle(['/blackList', '/tagQuery']);
    await vi.advanceTimersByTimeAsync(fresh.IDLE_PREFETCH_DELAY_MS + 200);
    expect(fetched).toEqual(['remoteEntry.js', '1.a.js', '3.c.js']);
    expect(marks()).toBe(1);
  });
});
