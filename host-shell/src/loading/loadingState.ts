import { atom } from 'jotai';
import { platformStore } from '@console/sdk';

/** How many pages' code is loading right now (navigations are transitions, so Suspense may not show). */
export const pendingLoadsAtom = atom(0);

/**
 * A page whose code takes longer than this is shown at once, loading in its own tab: until then
 * the page on screen stays (a fast load swaps pages without a flash of a spinner).
 */
export const SLOW_PAGE_DELAY_MS = 400;

/**
 * Paths whose code took longer than SLOW_PAGE_DELAY_MS: the keep-alive pages give each its own
 * loading state (once set, for as long as it stays mounted).
 */
export const slowPagesAtom = atom<ReadonlySet<string>>(new Set<string>());

/**
 * Counts a load while it runs. React starts lazy loads during render, so the count moves a tick
 * later. `path`: the page it is for, marked slow if it is not there after SLOW_PAGE_DELAY_MS.
 */
export async function trackLoad<T>(loading: Promise<T>, path?: string): Promise<T> {
  await Promise.resolve();
  platformStore.set(pendingLoadsAtom, (n) => n + 1);
  const slow =
    path === undefined
      ? undefined
      : setTimeout(() => platformStore.set(slowPagesAtom, (paths) => (paths.has(path) ? paths : new Set(paths).add(path))), SLOW_PAGE_DELAY_MS);
  try {
    return await loading;
  } finally {
    clearTimeout(slow);
    platformStore.set(pendingLoadsAtom, (n) => n - 1);
  }
}
