import { buildMenu, checkRouteAccess, type AccessContext, type RouteDeclaration } from '@console/sdk';

/** One page the menu search can open. */
export interface SearchEntry {
  path: string;
  title: string;
  /** Sidebar group the entry sits in, for display only ('' when top-level or not in the sidebar). */
  group: string;
  /** Lower-cased title(s) and path that a query is matched against. */
  haystack: string[];
}

/**
 * The pages this user may open here: exactly the routes the guard answers 'allowed' for (so nothing
 * that would give 403 or 404: role, username, flag, brand and host rules are the guard's own).
 * Sidebar entries come first in sidebar order, under the title the sidebar shows; routes the user
 * may open without a sidebar entry (e.g. /returnVisit) follow by title.
 */
export function searchableRoutes(routes: RouteDeclaration[], ctx: AccessContext): SearchEntry[] {
  const allowed = new Map(routes.filter((route) => checkRouteAccess(route, ctx) === 'allowed').map((route) => [route.path, route]));
  const entries = new Map<string, SearchEntry>();
  const add = (route: RouteDeclaration, title: string, group: string) => {
    const known = entries.get(route.path);
    if (known) {
      known.haystack.push(title.toLowerCase());
      return;
    }
    entries.set(route.path, { path: route.path, title, group, haystack: [title.toLowerCase(), route.title.toLowerCase(), route.path.toLowerCase()] });
  };
  for (const node of buildMenu([...allowed.values()], ctx)) {
    const leaves = node.kind === 'group' ? node.children : [node];
    for (const leaf of leaves) add(allowed.get(leaf.path)!, leaf.title, node.kind === 'group' ? node.title : '');
  }
  const rest = [...allowed.values()].filter((route) => !entries.has(route.path));
  rest.sort((a, b) => a.title.localeCompare(b.title, 'zh-CN'));
  for (const route of rest) add(route, route.title, '');
  return [...entries.values()];
}

/**
 * Case-insensitive substring match on titles and path; an empty query lists everything. Exact
 * matches first, then prefixes, then the rest, each in list order (Enter opens the first).
 */
export function matchRoutes(entries: SearchEntry[], query: string): SearchEntry[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return entries;
  const rank = (entry: SearchEntry) => {
    if (entry.haystack.some((text) => text === needle || text === `/${needle}`)) return 0;
    if (entry.haystack.some((text) => text.startsWith(needle) || text.startsWith(`/${needle}`))) return 1;
    return entry.haystack.some((text) => text.includes(needle)) ? 2 : 3;
  };
  return entries
    .map((entry) => ({ entry, rank: rank(entry) }))
    .filter(({ rank: r }) => r < 3)
    .sort((a, b) => a.rank - b.rank)
    .map(({ entry }) => entry);
}

/** Ctrl+K, or Cmd+K on a Mac, opens the search. */
export function isSearchShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'isComposing'>): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && !event.isComposing && event.key.toLowerCase() === 'k';
}
