/**
 * Which visited pages stay mounted (hidden) so switching back shows them exactly as left. Only
 * pages with an open tab are kept, the current one always; beyond `hiddenLimit` hidden pages the
 * least recently shown is let go (it reloads fresh when shown again).
 */
export function keptPages(previous: string[], current: string | null, openTabs: string[], hiddenLimit: number): string[] {
  const open = new Set(openTabs);
  const recent = previous.filter((path) => path !== current && open.has(path));
  const hidden = recent.slice(Math.max(0, recent.length - hiddenLimit));
  return current ? [...hidden, current] : hidden;
}
