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
 * React holds a Suspense boundary's content back until 300 ms after a fallback last appeared or
 * went (FALLBACK_THROTTLE_MS): the render a resolved lazy schedules is a "retry", and retries are
 * throttled, whenever its code came (react/react#36569). On a deep link the page's code came
 * shortly after the shell first drew its loading state, and the page then waited, the main thread
 * idle, for up to 300 ms. So a page's code that arrives while a loading state is on screen also
 * re-renders the kept pages as an ordinary update (KeepAlivePages reads this atom), which React
 * commits as soon as it is rendered. A navigation that shows no loading state (a transition keeps
 * the page on screen) is not throttled and renders nothing more.
 */
export const revealPagesAtom = atom(0);
let loadingStatesShown = 0;

/** A loading state is on screen until the returned function is called (RouteLoading's layout effect). */
export function loadingStateShown(): () => void {
  loadingStatesShown++;
  return () => void loadingStatesShown--;
}

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
    // React renders the update in a task of its own, after the lazy has taken the code in.
    if (loadingStatesShown > 0) platformStore.set(revealPagesAtom, (n) => n + 1);
  }
}
