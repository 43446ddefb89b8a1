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
/** The statistics group (section 2: admin and agent menus have statistics), admin and agent only. */
const STATISTICS = ['/report', '/companyStatistics', '/seating', '/statistics'];
/** Notices: admin, agent and subAgent open them (section 6); the 公告管理 group is in the admin and agent menus (section 2). */
const NOTICES = ['/notice', '/addNotice'];
/** Service: admin plus oem (section 6); oem's entries serve its menu search and dashboard, the shell shows oem no sidebar (section 2). */
const SERVICE = ['/workOrder', '/afterSales', '/refundList'];
/** In the menu: 退款列表 in the finance group, 工单 and 售后 under 其他. */
const SERVICE_MENU = ['/workOrder', '/afterSales'];
/** Branding: /OEMset and /OEMswiper admin only (ledger: brands belong to no agent); /swipes Common, in the OEM group of the admin and agent menus. */
const BRANDING = ['/OEMset', '/OEMswiper', '/swipes'];
const MENU: Record<Role, string[]> = {
  // By menu group: 企业管理, 统计报表, 代理商管理, 权限管理, 财务管理, 记录, 号码管理, 系统设置.
  admin: [
    '/dashboard',
    '/company',
    '/department',
    '/user',
    '/addressErrList',
    '/panelData',
    ...STATISTICS,
    '/agent',
    '/subagent',
    '/administratorAccount',
    '/agentSerial',
    ...RIGHTS,
    '/businessRecords',
    '/woniuRecharge',
    '/flowManagement',
    '/refundList',
    '/deleteRecords',
    '/callsNumber',
    '/userPhone',
    '/cardType',
    '/outboundCallRecords',
    '/setColor',
    ...NOTICES,
    ...BRANDING,
    ...SERVICE_MENU,
  ],
  // Section 2: the agent menu omits the admin-rights sections (their routes stay open, section 6); the sub-agent's is the most reduced.
  agent: ['/dashboard', '/company', '/department', '/user', ...STATISTICS, '/cardType', '/outboundCallRecords', '/setColor', ...NOTICES, '/swipes'],
  subAgent: ['/dashboard', '/company', '/department', '/user'],
  oem: ['/dashboard', '/agent', '/refundList', ...SERVICE_MENU],
  company: ['/dashboard', '/company', '/department', '/user'],
  department: ['/dashboard', '/department', '/user'],
  normal: ['/dashboard', '/department', '/user'],
  // Section 2: the gm role sees only its recording entry (remote-cloudcall's /GM).
  gm: [],
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
    ...STATISTICS,
    '/panelData',
    ...NOTICES,
    ...SERVICE,
    '/cardType',
    '/outboundCallRecords',
    '/flowManagement',
    '/addReturns',
    '/prestore',
    ...BRANDING,
  ],
  agent: [
    '/dashboard',
    '/user',
    '/setColor',
    '/company',
    '/department',
    ...RIGHTS,
    '/validate',
    ...STATISTICS,
    ...NOTICES,
    '/cardType',
    '/outboundCallRecords',
    '/addReturns',
    '/swipes',
  ],
  subAgent: ['/dashboard', '/user', '/setColor', '/company', '/department', ...RIGHTS, '/validate', ...NOTICES, '/cardType', '/addReturns', '/swipes'],
  oem: ['/dashboard', '/user', '/agent', '/department', '/validate', ...SERVICE, '/addReturns', '/swipes'],
  company: ['/dashboard', '/user', '/setColor', '/company', '/department', '/validate', '/addReturns', '/swipes'],
  department: ['/dashboard', '/user', '/setColor', '/department', '/validate', '/addReturns', '/swipes'],
  normal: ['/dashboard', '/user', '/setColor', '/department', '/validate', '/addReturns', '/swipes'],
  // Section 6: gm only for /GM; the common routes answer it 403 too.
  gm: [],
};

/** Recharge management (/addReturns) is in the admin and agent menus on the cloud-enterprise brand only (spec sections 2 and 9). */
const CLOUD_MENU: Partial<Record<Role, string[]>> = {
  admin: MENU.admin.flatMap((path) => (path === '/addressErrList' ? [path, '/addReturns'] : [path])),
  agent: MENU.agent.flatMap((path) => (path === '/user' ? [path, '/addReturns'] : [path])),
};
const menuOn = (role: Role, host: SeededHost): string[] => (host === 'cloud' ? CLOUD_MENU[role] : undefined) ?? MENU[role];

/**
 * The operation manual of each seeded host (spec sections 2 and 9): 操作手册 for the cloud-enterprise brand, 操作手册2 for
 * the other, none elsewhere. Every role may open it there (a Common route); it sits in the 其他 group of every sidebar, so
 * not oem's (no sidebar) nor gm's (only its recording entry).
 */
const MANUAL: Record<SeededHost, string[]> = { default: [], cy: [], cloud: ['/operationManual'], brand2: ['/operationManual2'] };
const HAS_OTHERS_GROUP = (role: Role) => role !== 'oem' && role !== 'gm';
/** /guide is the admin's (ledger: no sidebar); /aa, 常见问题, is common and in no sidebar. */
const GUIDES = (role: Role) => (role === 'admin' ? ['/guide', '/aa'] : ['/aa']);

describe('remote-admin manifest', () => {
  for (const host of Object.keys(SEEDED_HOSTS) as SeededHost[]) {
    it.each([...ROLES])(`%s on ${host}: exact menu and routes`, (role) => {
      expect(visibleMenuPaths(manifest.routes, seededContext(role, host))).toEqual([...menuOn(role, host), ...(HAS_OTHERS_GROUP(role) ? MANUAL[host] : [])]);
      // gm is confined to /GM (section 6): the common manuals answer it 403 too.
      const manuals = role === 'gm' ? [] : [...MANUAL[host], ...GUIDES(role)];
      expect(allowedPaths(manifest.routes, seededContext(role, host))).toEqual([...ALLOWED[role], ...manuals]);
    });
  }

  it('shows 管理员账号 in the menu of the usernames root and admin only (spec section 2), while every admin may open it', () => {
    for (const username of ['root', 'admin'])
      expect(visibleMenuPaths(manifest.routes, seededContext('admin', 'default', username))).toContain('/administratorAccount');
    const operator = seededContext('admin', 'default', 'ops01');
    expect(visibleMenuPaths(manifest.routes, operator)).toEqual(MENU.admin.filter((path) => path !== '/administratorAccount'));
    expect(allowedPaths(manifest.routes, operator)).toEqual([...ALLOWED.admin, ...GUIDES('admin')]);
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
