/**
 * Remotes whose code has run in this page, by container: never swapped under a running page
 * (MF-NOTES 8). Its own module: the page loader adds to it, and the registry poll (catalogState.ts),
 * which the loader calls after a failed chunk, reads it.
 */
const loaded = new Set<string>();

export const isLoaded = (container: string) => loaded.has(container);

export function markLoaded(container: string): void {
  loaded.add(container);
}
