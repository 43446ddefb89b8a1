import { platformStore, readEntryFiles, type EntryFiles } from '@console/sdk';
import { pendingLoadsAtom } from '../loading/loadingState';
import { pageAt } from './catalogState';

/**
 * A page's code fetched before the click, into the browser's HTTP cache, without running any of
 * it: the area's remoteEntry.js (read as text for the list of the page's chunk files it carries at
 * its end) and those chunk files, as the scripts and style sheets that load them later ask for
 * them (no-cors, with credentials: the same cache entries). Nothing is registered with the Module
 * Federation runtime and nothing is marked loaded, so an area fetched but not run still takes a new
 * release silently on its next visit (another release is another URL). A failure is silent: the
 * real visit loads and reports as it always did.
 *
 * When: `idle` every menu page of this user, once a session, after the first page has settled;
 * `submenu` the pages of a sidebar group as it opens; `intent` a menu entry or search hit under the
 * pointer or the keyboard. None on a connection that asks to save data or is 2g.
 */
export type PrefetchTrigger = 'idle' | 'submenu' | 'intent';

const TRIGGERS: readonly PrefetchTrigger[] = ['idle', 'submenu', 'intent'];

/** A fetch that has not answered by then is dropped (an entry that hangs keeps no connection). */
const PREFETCH_TIMEOUT_MS = 30_000;
/** The idle prefetch waits this long after the first page's code and the page's own load. */
export const IDLE_PREFETCH_DELAY_MS = 1_500;
/** Marked once the idle prefetch has settled, or at once when there is none (the bench waits for it, as a user reading a page would). */
export const IDLE_PREFETCH_MARK = 'console:prefetched';

/** Defined (true) in the single bundle, which has no remote code to fetch (build-config/src/singleConfig.ts). */
declare const __CONSOLE_SINGLE_BUNDLE__: boolean | undefined;

interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Whether `trigger` may fetch now. `chosen`: the triggers in use, all of them unless a measurement
 * sets `__consolePrefetchTriggers` before the shell starts.
 */
export function prefetchAllowed(
  trigger: PrefetchTrigger,
  connection = (navigator as { connection?: Connection }).connection,
  chosen: readonly string[] = (globalThis as { __consolePrefetchTriggers?: readonly string[] }).__consolePrefetchTriggers ?? TRIGGERS,
): boolean {
  if (typeof __CONSOLE_SINGLE_BUNDLE__ !== 'undefined') return false;
  if (connection?.saveData || /(^|-)2g$/.test(connection?.effectiveType ?? '')) return false;
  return chosen.includes(trigger);
}

const entries = new Map<string, Promise<EntryFiles>>();
const fetched = new Map<string, Promise<void>>();

function quietly(url: string, init: RequestInit): Promise<Response | undefined> {
  return fetch(url, { ...init, priority: 'low', signal: AbortSignal.timeout(PREFETCH_TIMEOUT_MS) } as RequestInit).catch(() => undefined);
}

function entryFiles(entryUrl: string): Promise<EntryFiles> {
  let files = entries.get(entryUrl);
  if (!files) {
    // Read in full here: an answer never read would leave its download unfinished.
    files = quietly(entryUrl, { credentials: 'omit' })
      .then(async (response) => (response?.ok ? readEntryFiles(await response.text()) : {}))
      .catch(() => ({}));
    entries.set(entryUrl, files);
  }
  return files;
}

function fetchFile(url: string): Promise<void> {
  let done = fetched.get(url);
  if (!done) {
    done = quietly(url, { mode: 'no-cors', credentials: 'include' })
      .then((response) => response?.arrayBuffer())
      .then(
        () => undefined,
        () => undefined,
      );
    fetched.set(url, done);
  }
  return done;
}

/**
 * Fetches the code of the page at `path` (a path of this user's menu); settles when it is fetched or
 * given up. After `signal`'s abort it starts no more fetches.
 */
export async function prefetchPath(path: string, trigger: PrefetchTrigger, signal?: AbortSignal): Promise<void> {
  if (!prefetchAllowed(trigger)) return;
  const page = pageAt(path);
  if (!page) return;
  const { route, remote } = page;
  // A remote that cannot be used, or a local override (its dev server rebuilds at will), is left to the visit.
  if (!remote.entryUrl || remote.problem || remote.override) return;
  const files = (await entryFiles(remote.entryUrl))[route.module] ?? [];
  if (signal?.aborted) return;
  await Promise.all(files.map((file) => fetchFile(new URL(file, remote.entryUrl).href)));
}

/**
 * Resolves when `schedule`'s callback runs. On `signal`'s abort the callback is cancelled (no timer
 * or listener outlives the run) and the promise rejects.
 */
function until(signal: AbortSignal, schedule: (done: () => void) => () => void): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => {
      cancel();
      reject(signal.reason);
    };
    const cancel = schedule(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    });
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

const delay = (signal: AbortSignal, ms: number) =>
  until(signal, (done) => {
    const timer = setTimeout(done, ms);
    return () => clearTimeout(timer);
  });

const windowLoaded = (signal: AbortSignal) =>
  document.readyState === 'complete'
    ? Promise.resolve()
    : until(signal, (done) => {
        window.addEventListener('load', done, { once: true });
        return () => window.removeEventListener('load', done);
      });

const noPageLoading = (signal: AbortSignal) =>
  platformStore.get(pendingLoadsAtom) === 0
    ? Promise.resolve()
    : until(signal, (done) =>
        platformStore.sub(pendingLoadsAtom, () => {
          if (platformStore.get(pendingLoadsAtom) === 0) done();
        }),
      );

const browserIdle = (signal: AbortSignal) =>
  'requestIdleCallback' in window
    ? until(signal, (done) => {
        const handle = requestIdleCallback(done, { timeout: 5_000 });
        return () => cancelIdleCallback(handle);
      })
    : delay(signal, 0);

/**
 * A session's idle prefetch: once the page has loaded and IDLE_PREFETCH_DELAY_MS more have passed,
 * fetches the code of every page in `paths` (this user's menu), one after another; before each page
 * it waits until no page is loading and the browser is idle, so that it never competes with the
 * user's own clicks. (Checked only once, before the first page, a click into a loaded area right
 * after the first page took 374 ms against 300 ms without prefetch, medians of 8: the run had
 * started beside it.) Then runs `after`, one step per idle slice (warmList.ts: the modules of a
 * kit list's antd components). Marks IDLE_PREFETCH_MARK when done.
 *
 * Returns the run's stop, for the end of the session (a logout, another user, another menu): a
 * stopped run fetches nothing more and leaves no timer or listener behind. A later run fetches only
 * what no earlier run of this document has fetched.
 */
export function prefetchWhenIdle(paths: readonly string[], after: readonly (() => void)[] = []): () => void {
  // Nothing to fetch (the single bundle, a connection that saves data): settled at once, so that a
  // measurement waiting for the mark does not sit out its timeout instead.
  if (!prefetchAllowed('idle')) {
    performance.mark(IDLE_PREFETCH_MARK);
    return () => undefined;
  }
  const run = new AbortController();
  const { signal } = run;
  void (async () => {
    await windowLoaded(signal);
    await delay(signal, IDLE_PREFETCH_DELAY_MS);
    for (const path of paths) {
      await noPageLoading(signal);
      await browserIdle(signal);
      await prefetchPath(path, 'idle', signal);
    }
    for (const step of after) {
      await browserIdle(signal);
      if (!signal.aborted) step();
    }
    if (!signal.aborted) performance.mark(IDLE_PREFETCH_MARK);
  })().catch(() => undefined);
  return () => run.abort();
}
