import { hasUnsavedChanges } from '@console/sdk';

/**
 * A reload because of a release happens at most once per area in a short while: a chunk that is
 * still missing after it shows the area's error panel instead of reloading again and again. Each
 * area has its own guard (a map area -> time of its last reload), so two broken areas cannot take
 * turns reloading the page forever.
 */
const KEY = 'console:release-reload';
export const RELOAD_GUARD_MS = 5 * 60_000;

export function mayReload(area: string, now = Date.now(), storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage): boolean {
  try {
    const reloads = JSON.parse(storage.getItem(KEY) ?? '{}') as Record<string, unknown>;
    const last = reloads[area];
    if (typeof last === 'number' && now - last < RELOAD_GUARD_MS) return false;
    storage.setItem(KEY, JSON.stringify({ ...reloads, [area]: now }));
    return true;
  } catch {
    return false;
  }
}

/**
 * Reloads for an area's release unless a form holds unsaved input: then nothing is thrown away
 * (and the guard is not used up); the area keeps its error panel and the release notice, whose
 * 刷新 asks first. Answers whether the page reloads.
 */
export function guardedReload(area: string): boolean {
  if (hasUnsavedChanges() || !mayReload(area)) return false;
  window.location.reload();
  return true;
}
