import { BRANDS, hostHasCyMarker } from './brand';
import { MENU_GROUPS, type MenuGroupKey } from './menuGroups';
import type { MenuIconName } from './icons';
import { CONFINED_ROLES, type Role } from './roles';
import type { Conditions, MenuPlacement, RouteDeclaration, SessionFlag } from './schema';

/** Who is looking: the inputs of every route and menu decision. */
export interface AccessContext {
  role: Role | null;
  username: string;
  hostname: string;
  /** webName of this host's brand; empty until known. */
  brandName: string;
  flags: Partial<Record<SessionFlag, boolean>>;
}

/**
 * Host and brand conditions decide whether a page exists on this console at all (a CY host has no
 * lead finding: 404). Role, username and flag conditions decide whether this user may open it (403).
 */
function existsHere(when: Conditions | undefined, ctx: AccessContext): boolean {
  if (!when) return true;
  if (when.hideOnCyHost && hostHasCyMarker(ctx.hostname)) return false;
  if (when.brands && !when.brands.some((brand) => BRANDS[brand] === ctx.brandName)) return false;
  return true;
}

function permitted(roles: Role[] | undefined, when: Conditions | undefined, ctx: AccessContext): boolean {
  if (!ctx.role) return false;
  if (roles && !roles.includes(ctx.role)) return false;
  if (when?.usernames && !when.usernames.includes(ctx.username)) return false;
  if (when?.flag && !ctx.flags[when.flag]) return false;
  return true;
}

export type RouteAccess = 'allowed' | 'login' | 'forbidden' | 'notFound';

/**
 * The route guard of spec section 5. `route` is undefined for a path no manifest declares.
 * No stored role: only /login (which the shell owns) is allowed, everything else goes to /login.
 */
export function checkRouteAccess(route: RouteDeclaration | undefined, ctx: AccessContext): RouteAccess {
  if (!ctx.role) return 'login';
  if (!route || !existsHere(route.when, ctx)) return 'notFound';
  return permitted(route.roles, route.when, ctx) && !confinedAway(route.roles, ctx.role) ? 'allowed' : 'forbidden';
}

/** A confined role (CONFINED_ROLES) opens only the routes whose role list names it alone. */
function confinedAway(roles: Role[] | undefined, role: Role): boolean {
  return CONFINED_ROLES.includes(role) && !(roles?.length === 1 && roles[0] === role);
}

/** Where a user lands (after login, at the root): the system home, or where they may not open it, their first menu entry. */
export const HOME_PAGE = '/dashboard';

export function homePath(routes: RouteDeclaration[], ctx: AccessContext): string {
  const home = routes.find((route) => route.path === HOME_PAGE);
  if (checkRouteAccess(home, ctx) === 'allowed') return HOME_PAGE;
  return visibleMenuPaths(routes, ctx)[0] ?? HOME_PAGE;
}

function placementVisible(route: RouteDeclaration, placement: MenuPlacement, ctx: AccessContext): boolean {
  return checkRouteAccess(route, ctx) === 'allowed' && existsHere(placement.when, ctx) && permitted(placement.roles, placement.when, ctx);
}

export interface MenuLeaf {
  kind: 'item';
  key: string;
  path: string;
  title: string;
  icon?: MenuIconName;
  order: number;
}

export interface MenuGroup {
  kind: 'group';
  key: MenuGroupKey;
  title: string;
  icon: MenuIconName;
  order: number;
  children: MenuLeaf[];
}

export type MenuNode = MenuLeaf | MenuGroup;

const byOrder = (a: { order: number; title: string }, b: { order: number; title: string }) => a.order - b.order || a.title.localeCompare(b.title, 'zh-CN');

/** The sidebar for this user on this host: groups with no visible entry are left out. */
export function buildMenu(routes: RouteDeclaration[], ctx: AccessContext): MenuNode[] {
  const topLevel: MenuLeaf[] = [];
  const groups = new Map<MenuGroupKey, MenuLeaf[]>();
  for (const route of routes) {
    for (const placement of route.menu ?? []) {
      if (!placementVisible(route, placement, ctx)) continue;
      const leaf: MenuLeaf = {
        kind: 'item',
        key: placement.group ? `${placement.group}:${route.path}` : route.path,
        path: route.path,
        title: placement.title ?? route.title,
        icon: route.icon,
        order: placement.order,
      };
      if (!placement.group) topLevel.push(leaf);
      else groups.set(placement.group, [...(groups.get(placement.group) ?? []), leaf]);
    }
  }
  const groupNodes: MenuGroup[] = [...groups].map(([key, children]) => ({
    kind: 'group',
    key,
    title: MENU_GROUPS[key].title,
    icon: MENU_GROUPS[key].icon,
    order: MENU_GROUPS[key].order,
    children: children.sort(byOrder),
  }));
  return [...topLevel, ...groupNodes].sort(byOrder);
}

/** The oem role works without a sidebar (spec section 2). */
export function sidebarVisible(role: Role | null): boolean {
  return role !== null && role !== 'oem';
}

/** Paths of the sidebar entries this user sees, in menu order (what manifest tests compare). */
export function visibleMenuPaths(routes: RouteDeclaration[], ctx: AccessContext): string[] {
  return menuPaths(buildMenu(routes, ctx));
}

/** Every page a menu leads to, in its order. */
export const menuPaths = (nodes: MenuNode[]): string[] =>
  nodes.flatMap((node) => (node.kind === 'group' ? node.children.map((leaf) => leaf.path) : [node.path]));

/** Paths this user may open. */
export function allowedPaths(routes: RouteDeclaration[], ctx: AccessContext): string[] {
  return routes.filter((route) => checkRouteAccess(route, ctx) === 'allowed').map((route) => route.path);
}
