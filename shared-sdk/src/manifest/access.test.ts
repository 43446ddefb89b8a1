import { describe, expect, it } from 'vitest';
import { buildMenu, checkRouteAccess, homePath, sidebarVisible, type AccessContext } from './access';
import { ROLES, type Role } from './roles';
import type { RouteDeclaration } from './schema';

const context = (patch: Partial<AccessContext> = {}): AccessContext => ({
  role: 'admin',
  username: 'someone',
  hostname: 'localhost',
  brandName: '云呼管理平台',
  flags: {},
  ...patch,
});

const route = (patch: Partial<RouteDeclaration>): RouteDeclaration => ({ path: '/x', title: '页面', module: './X', ...patch });

describe('checkRouteAccess: the guard of spec section 5', () => {
  it('sends everyone without a stored role to /login, whatever the route', () => {
    expect(checkRouteAccess(route({}), context({ role: null }))).toBe('login');
    expect(checkRouteAccess(undefined, context({ role: null }))).toBe('login');
    expect(checkRouteAccess(route({ roles: ['admin'] }), context({ role: null }))).toBe('login');
  });

  it('opens a route without a role list to every logged-in role but the confined gm', () => {
    for (const role of ROLES) expect(checkRouteAccess(route({}), context({ role }))).toBe(role === 'gm' ? 'forbidden' : 'allowed');
  });

  it('confines gm to the routes declared for gm alone (spec section 6: only /GM)', () => {
    expect(checkRouteAccess(route({ roles: ['gm'] }), context({ role: 'gm' }))).toBe('allowed');
    expect(checkRouteAccess(route({ roles: ['admin', 'gm'] }), context({ role: 'gm' }))).toBe('forbidden');
    expect(checkRouteAccess(route({ roles: ['admin', 'gm'] }), context({ role: 'admin' }))).toBe('allowed');
  });

  it('opens a role-gated route only to the listed roles, the rest get 403', () => {
    const adminAndOem = route({ roles: ['admin', 'oem'] });
    const allowed = ROLES.filter((role) => checkRouteAccess(adminAndOem, context({ role })) === 'allowed');
    const forbidden = ROLES.filter((role) => checkRouteAccess(adminAndOem, context({ role })) === 'forbidden');
    expect(allowed).toEqual(['admin', 'oem']);
    expect(forbidden).toEqual(['agent', 'subAgent', 'company', 'department', 'normal', 'gm']);
  });

  it('treats a path no manifest declares as not found', () => {
    expect(checkRouteAccess(undefined, context())).toBe('notFound');
  });

  it('hides CY-marked pages on a host carrying the CY marker (404 there, open elsewhere)', () => {
    const leadFinding = route({ when: { hideOnCyHost: true } });
    expect(checkRouteAccess(leadFinding, context({ hostname: 'cy.localhost' }))).toBe('notFound');
    expect(checkRouteAccess(leadFinding, context({ hostname: 'www.cyhosting.com' }))).toBe('notFound');
    expect(checkRouteAccess(leadFinding, context({ hostname: 'localhost' }))).toBe('allowed');
  });

  it('shows brand pages only on that brand', () => {
    const manual = route({ when: { brands: ['cloudEnterprise'] } });
    expect(checkRouteAccess(manual, context({ brandName: '云企业' }))).toBe('allowed');
    expect(checkRouteAccess(manual, context({ brandName: '讯呼通' }))).toBe('notFound');
    expect(checkRouteAccess(manual, context({ brandName: '' }))).toBe('notFound');
  });

  it('limits username-gated pages to those usernames (administratorAccount: root and admin)', () => {
    const accounts = route({ roles: ['admin'], when: { usernames: ['root', 'admin'] } });
    expect(checkRouteAccess(accounts, context({ username: 'root' }))).toBe('allowed');
    expect(checkRouteAccess(accounts, context({ username: 'admin' }))).toBe('allowed');
    expect(checkRouteAccess(accounts, context({ username: 'admin2' }))).toBe('forbidden');
  });

  it('requires a flagged page’s session flag', () => {
    const flagged = route({ when: { flag: 'interior' } });
    expect(checkRouteAccess(flagged, context({ flags: { interior: true } }))).toBe('allowed');
    expect(checkRouteAccess(flagged, context({ flags: { interior: false } }))).toBe('forbidden');
  });
});

describe('buildMenu', () => {
  const routes: RouteDeclaration[] = [
    route({ path: '/dashboard', title: '系统首页', menu: [{ order: 0 }] }),
    route({ path: '/customer', title: '我的客户', menu: [{ group: 'crm', order: 20 }] }),
    route({ path: '/customTag', title: '字段配置', menu: [{ group: 'crm', order: 10, roles: ['admin', 'company'] }] }),
    route({ path: '/agent', title: '代理商管理', roles: ['admin', 'oem'], menu: [{ group: 'agentManagement', order: 1 }] }),
    route({ path: '/hidden', title: '无菜单' }),
    route({
      path: '/accountReview',
      title: '账户审核',
      menu: [
        { group: 'carrier', order: 6, roles: ['admin', 'agent'] },
        { group: 'others', order: 2, roles: ['company'] },
      ],
    }),
    route({ path: '/operationManual', title: '操作手册', menu: [{ group: 'others', order: 9, when: { brands: ['cloudEnterprise'] } }] }),
    route({ path: '/advancedSearch', title: '高级搜索', when: { hideOnCyHost: true, flag: 'interior' }, menu: [{ group: 'leadFinding', order: 1 }] }),
  ];
  const paths = (ctx: AccessContext) =>
    buildMenu(routes, ctx).map((node) => (node.kind === 'group' ? `${node.key}[${node.children.map((c) => c.path).join(',')}]` : node.path));

  it('orders top-level items and groups, groups by the SDK catalogue order', () => {
    expect(paths(context({ flags: { interior: true } }))).toEqual([
      '/dashboard',
      'leadFinding[/advancedSearch]',
      'crm[/customTag,/customer]',
      'carrier[/accountReview]',
      'agentManagement[/agent]',
    ]);
  });

  it('differs per role: placement roles narrow, route roles forbid, empty groups vanish', () => {
    expect(paths(context({ role: 'company' }))).toEqual(['/dashboard', 'crm[/customTag,/customer]', 'others[/accountReview]']);
    expect(paths(context({ role: 'normal' }))).toEqual(['/dashboard', 'crm[/customer]']);
  });

  it('differs per brand and host', () => {
    expect(paths(context({ role: 'normal', brandName: '云企业' }))).toEqual(['/dashboard', 'crm[/customer]', 'others[/operationManual]']);
    expect(paths(context({ hostname: 'cy.localhost', flags: { interior: true } }))).not.toContain('leadFinding[/advancedSearch]');
  });

  it('keys a route placed in two groups uniquely', () => {
    const keys = buildMenu(routes, context({ role: 'admin' })).flatMap((node) => (node.kind === 'group' ? node.children.map((c) => c.key) : [node.key]));
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('sidebarVisible', () => {
  it('hides the sidebar of the oem role only (spec section 2)', () => {
    const hidden = (ROLES as readonly Role[]).filter((role) => !sidebarVisible(role));
    expect(hidden).toEqual(['oem']);
  });
});

describe('homePath: where a user lands after login and at the root', () => {
  const routes = [
    route({ path: '/dashboard', menu: [{ order: 1 }] }),
    route({ path: '/record', menu: [{ group: 'others', order: 10 }] }),
    route({ path: '/GM', roles: ['gm'], menu: [{ order: 10 }] }),
  ];
  it('is the system home for every role that may open it', () => {
    for (const role of ROLES.filter((one) => one !== 'gm')) expect(homePath(routes, context({ role }))).toBe('/dashboard');
  });
  it('is the first menu entry of a role the home is closed to: gm lands on /GM', () => {
    expect(homePath(routes, context({ role: 'gm' }))).toBe('/GM');
    expect(homePath(routes.slice(0, 2), context({ role: 'gm' }))).toBe('/dashboard');
  });
});
