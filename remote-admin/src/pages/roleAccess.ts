import { defineResource, enumOf, type RowOf } from '@console/sdk/contract';
import { BRANDS, checkRouteAccess, ROLE_LABELS, ROLES, type AccessContext, type Role, type RouteDeclaration, type SessionFlag } from '@console/sdk/manifest';
import type { Page, PageQuery, Query } from '@console/sdk/kit';

/** Whether a role may open a route: always, only under a condition (a flag, a username), or not. */
export const ACCESS_MARK = enumOf([
  { value: 'yes', label: '可访问', color: 'green' },
  { value: 'conditional', label: '有条件', color: 'orange' },
  { value: 'no', label: '—', color: 'default' },
]);
type Mark = 'yes' | 'conditional' | 'no';

const roleColumns = Object.fromEntries(ROLES.map((role) => [role, { label: ROLE_LABELS[role], kind: 'enum', values: ACCESS_MARK, filter: false }])) as Record<
  Role,
  { label: string; kind: 'enum'; values: typeof ACCESS_MARK; filter: false }
>;

/** 角色权限 (/role): one row per served route, one column per role, read off the served manifests. */
export const roleAccess = defineResource({
  title: { label: '页面', kind: 'text', filter: true, max: 50 },
  path: { label: '路由', kind: 'code', filter: true, max: 50 },
  area: { label: '所属模块', kind: 'text', filter: true, max: 50 },
  conditions: { label: '附加条件', kind: 'text' },
  ...roleColumns,
});
export type RoleAccessRow = RowOf<typeof roleAccess>;

/** What a session flag opens, for the conditions column. */
const FLAG_LABELS: Record<SessionFlag, string> = { interior: '需开通线索查找', sip: '需开通网页电话', CRMDepartmentHigh: '需开通部门公海' };

export function conditionsOf(route: RouteDeclaration): string {
  const when = route.when;
  if (!when) return '';
  return [
    when.usernames && `仅用户名 ${when.usernames.join('、')}`,
    when.flag && FLAG_LABELS[when.flag],
    when.brands && `仅品牌 ${when.brands.map((brand) => BRANDS[brand]).join('、')}`,
    when.hideOnCyHost && 'CY 域名下不提供',
  ]
    .filter(Boolean)
    .join('；');
}

/**
 * The guard's own answer (checkRouteAccess) for `role`: on a host and brand where the route exists,
 * once with every flag and username the route asks for, once with none.
 */
export function markOf(route: RouteDeclaration, role: Role): Mark {
  const context = (granted: boolean): AccessContext => ({
    role,
    username: granted ? (route.when?.usernames?.[0] ?? '') : '',
    hostname: 'console.example.com',
    brandName: route.when?.brands ? BRANDS[route.when.brands[0]!] : '',
    flags: granted ? { interior: true, sip: true, CRMDepartmentHigh: true } : {},
  });
  if (checkRouteAccess(route, context(false)) === 'allowed') return 'yes';
  return checkRouteAccess(route, context(true)) === 'allowed' ? 'conditional' : 'no';
}

/** The table's rows, in the served order. */
export function roleAccessRows(routes: readonly (RouteDeclaration & { remoteTitle: string })[]): RoleAccessRow[] {
  return routes.map((route, index) => ({
    id: index + 1,
    title: route.title,
    path: route.path,
    area: route.remoteTitle,
    conditions: conditionsOf(route),
    ...(Object.fromEntries(ROLES.map((role) => [role, markOf(route, role)])) as Record<Role, Mark>),
  }));
}

/** The search over the rows: text parts, and the routes one role may open (with or without conditions). */
export function roleAccessPage(rows: RoleAccessRow[], query: Query & PageQuery): Page<RoleAccessRow> {
  const part = (key: 'title' | 'path' | 'area') => String(query[key] ?? '').trim();
  const role = query.role as Role | undefined;
  const matches = rows.filter(
    (row) => (['title', 'path', 'area'] as const).every((key) => !part(key) || row[key].includes(part(key))) && (!role || row[role] !== 'no'),
  );
  const start = (query.pageIndex - 1) * query.pageSize;
  return { list: matches.slice(start, start + query.pageSize), total: matches.length };
}
