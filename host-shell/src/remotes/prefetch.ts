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
 * When: `idle` every menu page of this user, once, after the first page has settled; `submenu` the
 * pages of a sidebar group as it opens; `intent` a menu entry or search hit under the pointer or the
 * keyboard. None on a connection that asks to save data or is 2g.
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

/** Fetches the code of the page at `path` (a path of this user's menu); settles when it is fetched or given up. */
export async function prefetchPath(path: string, trigger: PrefetchTrigger): Promise<void> {
  if (!prefetchAllowed(trigger)) return;
  const page = pageAt(path);
  if (!page) return;
  const { route, remote } = page;
  // A remote that cannot be used, or a local override (its dev server rebuilds at will), is left to the visit.
  if (!remote.entryUrl || remote.problem || remote.override) return;
  const files = (await entryFiles(remote.entryUrl))[route.module] ?? [];
  await Promise.all(files.map((file) => fetchFile(new URL(file, remote.entryUrl).href)));
}

let idleScheduled = false;

/**
 * Once a session: when the first page's code has loaded and the page is quiet, fetches the code of
 * every page in `paths` (the user's menu), one after another, so that it never competes with the
 * user's own requests.
 */
export function prefetchWhenIdle(paths: () => string[]): void {
  if (idleScheduled) return;
  idleScheduled = true;
  // Nothing to fetch (the single bundle, a connection that saves data): settled at once, so that a
  // measurement waiting for the mark does not sit out its timeout instead.
  if (!prefetchAllowed('idle')) {
    performance.mark(IDLE_PREFETCH_MARK);
    return;
  }
  const idle = (run: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 5_000 }) : setTimeout(run, 0));
  const settled = () =>
    new Promise<void>((resolve) => {
      const check = () => (platformStore.get(pendingLoadsAtom) === 0 ? resolve() : setTimeout(check, 250));
      const afterLoad = () => setTimeout(check, IDLE_PREFETCH_DELAY_MS);
      if (document.readyState === 'complete') afterLoad();
      else window.addEventListener('load', afterLoad, { once: true });
    });
  void settled().then(() =>
    idle(async () => {
      for (const path of paths()) await prefetchPath(path, 'idle');
      performance.mark(IDLE_PREFETCH_MARK);
    }),
  );
}
