import { describe, expect, it } from 'vitest';
import { allowedPaths, ROLES, visibleMenuPaths, type Role } from '@console/sdk/manifest';
import { SEEDED_HOSTS, seededContext, type SeededHost } from '@console/sdk/seeded';
import { manifest } from './manifest';

/** The admin-only pages of agents and accounts (spec section 2), in manifest order; /remoteLogin has no menu entry. */
const AGENT_PAGES = ['/subagent', '/administratorAccount', '/agentSerial', '/remoteLogin', '/callsNumber', '/userPhone'];

/** Written from spec sections 2 and 6: what each role sees of this remote, on every seeded host. */
/**
 * Rights and records: in the 权限管理 menu group of admin only (section 2: admin-only sections; the agent menu omits
 * the admin-rights sections), while admin, agent and subAgent may open the routes (section 6). 业务记录 admin only.
 */
const RIGHTS = ['/role', '/operationLog', '/termOfValidity'];
const MENU: Record<Role, string[]> = {
  // By menu group: 企业管理, 代理商管理, 权限管理, 财务管理, 记录, 号码管理, 系统设置.
  admin: [
    '/dashboard',
    '/company',
    '/department',
    '/user',
    '/addressErrList',
    '/agent',
    '/subagent',
    '/administratorAccount',
    '/agentSerial',
    ...RIGHTS,
    '/businessRecords',
    '/woniuRecharge',
    '/flowManagement',
    '/deleteRecords',
    '/callsNumber',
    '/userPhone',
    '/setColor',
  ],
  // Section 2: the agent menu omits the admin-rights sections (their routes stay open, section 6); the sub-agent's is the most reduced.
  agent: ['/dashboard', '/company', '/department', '/user', '/setColor'],
  subAgent: ['/dashboard', '/company', '/department', '/user'],
  oem: ['/dashboard', '/agent'],
  company: ['/dashboard', '/company', '/department', '/user'],
  department: ['/dashboard', '/department', '/user'],
  normal: ['/dashboard', '/department', '/user'],
  gm: ['/dashboard'],
};

/** /validate is a Common route (section 2) in no sidebar: every role opens it. */
const ALLOWED: Record<Role, string[]> = {
  admin: [
    '/dashboard',
    '/user',
    '/agent',
    '/woniuRecharge',
    '/setColor',
    '/company',
    '/department',
    '/addressErrList',
    '/deleteRecords',
    ...AGENT_PAGES,
    ...RIGHTS,
    '/businessRecords',
    '/validate',
    '/flowManagement',
    '/addReturns',
    '/prestore',
  ],
  agent: ['/dashboard', '/user', '/setColor', '/company', '/department', ...RIGHTS, '/validate', '/addReturns'],
  subAgent: ['/dashboard', '/user', '/setColor', '/company', '/department', ...RIGHTS, '/validate', '/addReturns'],
  oem: ['/dashboard', '/user', '/agent', '/department', '/validate', '/addReturns'],
  company: ['/dashboard', '/user', '/setColor', '/company', '/department', '/validate', '/addReturns'],
  department: ['/dashboard', '/user', '/setColor', '/department', '/validate', '/addReturns'],
  normal: ['/dashboard', '/user', '/setColor', '/department', '/validate', '/addReturns'],
  gm: ['/dashboard', '/user', '/department', '/validate', '/addReturns'],
};

/** Recharge management (/addReturns) is in the admin and agent menus on the cloud-enterprise brand only (spec sections 2 and 9). */
const CLOUD_MENU: Partial<Record<Role, string[]>> = {
  admin: MENU.admin.flatMap((path) => (path === '/addressErrList' ? [path, '/addReturns'] : [path])),
  agent: ['/dashboard', '/company', '/department', '/user', '/addReturns', '/setColor'],
};
const menuOn = (role: Role, host: SeededHost): string[] => (host === 'cloud' ? CLOUD_MENU[role] : undefined) ?? MENU[role];

describe('remote-admin manifest', () => {
  for (const host of Object.keys(SEEDED_HOSTS) as SeededHost[]) {
    it.each([...ROLES])(`%s on ${host}: exact menu and routes`, (role) => {
      expect(visibleMenuPaths(manifest.routes, seededContext(role, host))).toEqual(menuOn(role, host));
      expect(allowedPaths(manifest.routes, seededContext(role, host))).toEqual(ALLOWED[role]);
    });
  }

  it('shows 管理员账号 in the menu of the usernames root and admin only (spec section 2), while every admin may open it', () => {
    for (const username of ['root', 'admin'])
      expect(visibleMenuPaths(manifest.routes, seededContext('admin', 'default', username))).toContain('/administratorAccount');
    const operator = seededContext('admin', 'default', 'ops01');
    expect(visibleMenuPaths(manifest.routes, operator)).toEqual(MENU.admin.filter((path) => path !== '/administratorAccount'));
    expect(allowedPaths(manifest.routes, operator)).toEqual(ALLOWED.admin);
  });
});

describe('route notes', () => {
  it('say so where a role may open a route but has no menu entry for it (an agent reaches /termOfValidity by address)', () => {
    const unexplained = manifest.routes
      .filter((route) => route.roles && route.menu?.length)
      .filter((route) => {
        const menuRoles = new Set(route.menu!.flatMap((entry) => entry.roles ?? route.roles!));
        return route.roles!.some((role) => !menuRoles.has(role)) && !/menu/.test(route.rolesNote ?? '');
      })
      .map((route) => route.path);
    expect(unexplained).toEqual([]);
  });
});
