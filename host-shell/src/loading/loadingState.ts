import { atom } from 'jotai';
import { platformStore } from '@console/sdk';

/** How many pages' code is loading right now (navigations are transitions, so Suspense may not show). */
export const pendingLoadsAtom = atom(0);

/** Counts a load while it runs. React starts lazy loads during render, so the count moves a tick later. */
export async function trackLoad<T>(loading: Promise<T>): Promise<T> {
  await Promise.resolve();
  platformStore.set(pendingLoadsAtom, (n) => n + 1);
  try {
    return await loading;
  } finally {
    platformStore.set(pendingLoadsAtom, (n) => n - 1);
  }
}
