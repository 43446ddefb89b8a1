/**
 * A reload because of a release happens at most once per area in a short while: a chunk that is
 * still missing after it shows the area's error panel instead of reloading again and again.
 */
const KEY = 'console:release-reload';
export const RELOAD_GUARD_MS = 5 * 60_000;

export function mayReload(area: string, now = Date.now(), storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage): boolean {
  try {
    const last = JSON.parse(storage.getItem(KEY) ?? 'null') as { area: string; at: number } | null;
    if (last && last.area === area && now - last.at < RELOAD_GUARD_MS) return false;
    storage.setItem(KEY, JSON.stringify({ area, at: now }));
    return true;
  } catch {
    return false;
  }
}

export function guardedReload(area: string): boolean {
  if (!mayReload(area)) return false;
  window.location.reload();
  return true;
}
