import { describe, expect, it } from 'vitest';
import { rolesExcept, type AccessContext, type RouteDeclaration } from '@console/sdk';
import { isSearchShortcut, matchRoutes, searchableRoutes } from './menuSearchRules';

const context = (patch: Partial<AccessContext> = {}): AccessContext => ({
  role: 'admin',
  username: 'admin',
  hostname: 'localhost',
  brandName: '云呼管理平台',
  flags: {},
  ...patch,
});

/** Declarations of the kinds remote-carrier, remote-crm and the shell make (the shell's tests import no remote). */
const routes: RouteDeclaration[] = [
  { path: '/dashboard', title: '系统首页', module: './Dashboard', menu: [{ order: 0 }] },
  { path: '/blackList', title: '黑名单', module: './BlackList', menu: [{ group: 'others', order: 30, roles: rolesExcept('gm') }] },
  { path: '/tagQuery', title: '标记查询', module: './TagQuery', roles: ['admin', 'agent', 'subAgent'], menu: [{ group: 'others', order: 60 }] },
  { path: '/returnVisit', title: '回访提醒', module: './ReturnVisit' },
  {
    path: '/advancedSearch',
    title: '高级搜索',
    module: './DirectorySearch',
    roles: rolesExcept('oem', 'gm'),
    when: { hideOnCyHost: true, flag: 'interior' },
    menu: [{ group: 'leadFinding', order: 10 }],
  },
  { path: '/operationManual', title: '操作手册', module: './Manual', when: { brands: ['cloudEnterprise'] }, menu: [{ group: 'others', order: 90 }] },
  {
    path: '/administratorAccount',
    title: '管理员账号',
    module: './Accounts',
    roles: ['admin'],
    when: { usernames: ['root', 'admin'] },
    menu: [{ group: 'system', order: 5, title: '超级管理员' }],
  },
];

const paths = (ctx: AccessContext, query = '') => matchRoutes(searchableRoutes(routes, ctx), query).map((entry) => entry.path);

describe('searchableRoutes: the pages this user may open', () => {
  it('differs per role: admin finds 标记查询, a company user does not', () => {
    expect(paths(context(), '标记')).toEqual(['/tagQuery']);
    expect(paths(context({ role: 'company', username: 'company' }), '标记')).toEqual([]);
    expect(paths(context({ role: 'company', username: 'company' }), '黑名单')).toEqual(['/blackList']);
  });

  it('lists sidebar entries in sidebar order, then pages without an entry', () => {
    expect(paths(context())).toEqual(['/dashboard', '/administratorAccount', '/blackList', '/tagQuery', '/returnVisit']);
    expect(searchableRoutes(routes, context()).find((entry) => entry.path === '/blackList')?.group).toBe('其他');
  });

  it('never lists a page the guard answers 403 or 404 for', () => {
    const interior = { interior: true };
    expect(paths(context({ flags: interior }), '高级')).toEqual(['/advancedSearch']);
    expect(paths(context(), '高级')).toEqual([]); // flag missing: 403
    expect(paths(context({ flags: interior, hostname: 'cy.localhost' }), '高级')).toEqual([]); // CY host: 404
    expect(paths(context({ role: 'oem', username: 'oem', flags: interior }), '高级')).toEqual([]); // role: 403
    expect(paths(context(), '手册')).toEqual([]); // another brand: 404
    expect(paths(context({ brandName: '' }), '手册')).toEqual([]); // brand not known yet
    expect(paths(context({ brandName: '云企业' }), '手册')).toEqual(['/operationManual']);
    expect(paths(context({ username: 'admin2' }), '管理员')).toEqual([]); // username: 403
    expect(paths(context({ role: null }))).toEqual([]);
  });

  it('matches the sidebar text, the route title and the path, case-insensitively', () => {
    expect(paths(context(), '超级')).toEqual(['/administratorAccount']);
    expect(paths(context(), '管理员账号')).toEqual(['/administratorAccount']);
    expect(paths(context(), 'BLACK')).toEqual(['/blackList']);
    expect(paths(context(), '/tagq')).toEqual(['/tagQuery']);
    expect(paths(context(), '  回访 ')).toEqual(['/returnVisit']);
    expect(paths(context(), '不存在的页面')).toEqual([]);
  });

  it('puts exact and prefix matches first', () => {
    const entries = searchableRoutes(
      [
        { path: '/blackListImport', title: '导入黑名单', module: './A', menu: [{ order: 1 }] },
        { path: '/blackListLog', title: '黑名单记录', module: './B', menu: [{ order: 2 }] },
        { path: '/blackList', title: '黑名单', module: './C', menu: [{ order: 3 }] },
      ],
      context(),
    );
    expect(matchRoutes(entries, '黑名单').map((entry) => entry.path)).toEqual(['/blackList', '/blackListLog', '/blackListImport']);
  });
});

describe('isSearchShortcut', () => {
  const key = (patch: Partial<KeyboardEvent>) => ({ key: 'k', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, isComposing: false, ...patch });

  it('is Ctrl+K or Cmd+K, nothing else', () => {
    expect(isSearchShortcut(key({ ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key({ metaKey: true }))).toBe(true);
    expect(isSearchShortcut(key({ ctrlKey: true, key: 'K' }))).toBe(true);
    expect(isSearchShortcut(key({}))).toBe(false);
    expect(isSearchShortcut(key({ ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isSearchShortcut(key({ ctrlKey: true, key: 'j' }))).toBe(false);
  });
});
