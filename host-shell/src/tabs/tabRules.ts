import { TAB_LIMIT } from '@console/sdk';

/** Tab entry (spec section 3). */
export interface TabEntry {
  name: string;
  title: string;
  path: string;
}

/** The root: closing the last tab, or a tab with no neighbour, goes here (then to /dashboard). */
export const HOME_PATH = '/';

/** Visiting a page adds its tab once; beyond the limit the oldest tab is dropped (spec section 4). */
export function visitTab(tabs: TabEntry[], entry: TabEntry, limit = TAB_LIMIT): TabEntry[] {
  if (tabs.some((tab) => tab.path === entry.path)) return tabs;
  const kept = tabs.length >= limit ? tabs.slice(tabs.length - limit + 1) : tabs;
  return [...kept, entry];
}

export interface TabChange {
  tabs: TabEntry[];
  /** Where to go, or null to stay. */
  navigateTo: string | null;
}

/**
 * Closing a tab: if it was the active one, go to the next tab, else the previous, else home
 * (spec section 2).
 */
export function closeTab(tabs: TabEntry[], path: string, activePath: string): TabChange {
  const index = tabs.findIndex((tab) => tab.path === path);
  if (index < 0) return { tabs, navigateTo: null };
  const rest = tabs.filter((_, i) => i !== index);
  if (path !== activePath) return { tabs: rest, navigateTo: null };
  const neighbour = rest[index] ?? rest[index - 1];
  return { tabs: rest, navigateTo: neighbour ? neighbour.path : HOME_PATH };
}

/** Keeps `keepPath`'s tab and the ones `keep` accepts; if the active tab went, go to `keepPath`. */
function closeWhere(tabs: TabEntry[], keepPath: string, activePath: string, keep: (index: number, anchor: number) => boolean): TabChange {
  const anchor = tabs.findIndex((tab) => tab.path === keepPath);
  if (anchor < 0) return { tabs, navigateTo: null };
  const rest = tabs.filter((_, index) => index === anchor || keep(index, anchor));
  return { tabs: rest, navigateTo: rest.some((tab) => tab.path === activePath) ? null : keepPath };
}

/** Close others (of the tab right-clicked, by default the active one). */
export function closeOtherTabs(tabs: TabEntry[], keepPath: string, activePath = keepPath): TabChange {
  return closeWhere(tabs, keepPath, activePath, () => false);
}

/** Close the tabs left of `path`. */
export function closeLeftTabs(tabs: TabEntry[], path: string, activePath: string): TabChange {
  return closeWhere(tabs, path, activePath, (index, anchor) => index > anchor);
}

/** Close the tabs right of `path`. */
export function closeRightTabs(tabs: TabEntry[], path: string, activePath: string): TabChange {
  return closeWhere(tabs, path, activePath, (index, anchor) => index < anchor);
}

export function closeAllTabs(): TabChange {
  return { tabs: [], navigateTo: HOME_PATH };
}
