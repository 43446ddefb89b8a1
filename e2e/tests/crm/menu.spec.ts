import { SEEDED_HOSTS } from '@console/sdk/seeded';
import { shellUrl } from '../../support/platform';
import { expect, groupEntries, login, sidebarTopLevel, test } from '../../support/fixtures';

/**
 * The CRM, lead-management and lead-finding groups of each role's sidebar (spec section 2; the
 * normal and department roles see fewer CRM items: CONTRACT.md, CRM, "Route and menu decisions").
 */
const CRM_ALL = [
  '客户统计',
  '我的客户',
  '公海客户',
  '部门公海',
  '字段配置',
  '跟进进度',
  '客户来源',
  '释放记录',
  '自动回收',
  '客户标签',
  '模板管理',
  '线索收集',
  '操作记录',
];
const LEAD_FINDING = ['高级搜索', '企业搜索', '店铺搜索', '行业模板', '地图搜索', '批量查企业', '线索池账户', '线索公海'];

test.describe('CRM menus per role', () => {
  test('normal staff: five CRM items and only the lead list', async ({ page }) => {
    await login(page, 'normal');
    expect(await groupEntries(page, 'CRM管理')).toEqual(['我的客户', '公海客户', '部门公海', '跟进进度', '线索收集']);
    expect(await groupEntries(page, '线索管理')).toEqual(['线索列表']);
    expect(await sidebarTopLevel(page)).not.toContain('线索查找');
  });

  test('department: supervision but no company configuration, and the lead pool', async ({ page }) => {
    await login(page, 'department');
    expect(await groupEntries(page, 'CRM管理')).toEqual(['客户统计', '我的客户', '公海客户', '部门公海', '跟进进度', '释放记录', '线索收集', '操作记录']);
    expect(await groupEntries(page, '线索管理')).toEqual(['线索列表', '线索池', '线索分配']);
  });

  test('company: every CRM item and, with the interior flag, lead finding', async ({ page }) => {
    await login(page, 'company');
    expect(await groupEntries(page, 'CRM管理')).toEqual(CRM_ALL);
    expect(await groupEntries(page, '线索查找')).toEqual(LEAD_FINDING);
  });

  test('admin: the full CRM menu, the department pool included (the login sets its CRMDepartmentHigh flag)', async ({ page }) => {
    await login(page, 'admin');
    expect(await groupEntries(page, 'CRM管理')).toEqual(CRM_ALL);
  });

  test('a CY host has no lead finding in the menu, and its pages are not found', async ({ page }) => {
    await login(page, 'company', { host: SEEDED_HOSTS.cy.hostname });
    expect(await sidebarTopLevel(page)).not.toContain('线索查找');
    expect(await groupEntries(page, 'CRM管理')).toEqual(CRM_ALL);
    await page.goto(`${shellUrl(SEEDED_HOSTS.cy.hostname)}/advancedSearch`);
    await expect(page).toHaveURL(/\/404$/);
  });
});
