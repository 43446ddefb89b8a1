import type { Role } from '@console/sdk/manifest';
import { SEEDED_HOSTS } from '@console/sdk/seeded';
import { expect, login, test } from '../../support/fixtures';
import { rows, total, totalCount } from '../../support/listPage';

const BRAND = SEEDED_HOSTS.default.brandName;

/**
 * Every route of remote-crm opens for a role allowed to see it, without console errors, with
 * seeded rows from the backend. Role per route: who works with the page (the company account can
 * open all 28; staff, agent and admin take the ones that are theirs).
 */
const ROUTES: [path: string, title: string, role: Role][] = [
  ['/customer', '我的客户', 'normal'],
  ['/CRMHigh', '公海客户', 'company'],
  ['/CRMDepartmentHigh', '部门公海', 'department'],
  ['/customTag', '字段配置', 'company'],
  ['/followProgress', '跟进进度', 'normal'],
  ['/CRMsource', '客户来源', 'company'],
  ['/release', '释放记录', 'department'],
  ['/automaticRecycling', '自动回收', 'company'],
  ['/tag', '客户标签', 'company'],
  ['/modou', '模板管理', 'company'],
  ['/clueCollection', '线索收集', 'company'],
  ['/operationRecord', '操作记录', 'admin'],
  ['/returnVisit', '回访提醒', 'company'],
  ['/customerQualityControl', '客户质检', 'department'],
  ['/clue', '线索列表', 'normal'],
  ['/assignLeads', '线索分配', 'department'],
  ['/cluePool', '线索池', 'company'],
  ['/webClue', '网页线索', 'agent'],
  ['/consultationDetailed', '咨询明细', 'company'],
  ['/advancedSearch', '高级搜索', 'admin'],
  ['/companySearch', '企业搜索', 'company'],
  ['/shopSearch', '店铺搜索', 'agent'],
  ['/industryTemplate', '行业模板', 'company'],
  ['/batchCheckCompany', '批量查企业', 'company'],
  ['/poolAccount', '线索池账户', 'admin'],
  ['/highSeas', '线索公海', 'company'],
];

test.describe('every remote-crm route shows seeded rows', () => {
  for (const [path, title, role] of ROUTES) {
    test(`${path} (${title}) for ${role}`, async ({ page }) => {
      await login(page, role, { to: path });
      await expect(page).toHaveTitle(`${title} | ${BRAND}`);
      await expect(rows(page).first()).toBeVisible();
      expect(await totalCount(page)).toBeGreaterThan(0);
    });
  }

  test('/CRMstatistics (客户统计) draws getCrmSum for the department', async ({ page }) => {
    await login(page, 'department', { to: '/CRMstatistics' });
    await expect(page).toHaveTitle(`客户统计 | ${BRAND}`);
    await expect(page.getByRole('img', { name: '跟进进度分布' }).locator('canvas')).toBeVisible();
    await expect(page.getByRole('img', { name: '新增客户与跟进趋势' }).locator('canvas')).toBeVisible();
    const figure = page.locator('.ant-statistic', { hasText: '客户总数' }).locator('.ant-statistic-content-value');
    await expect(figure).toHaveText(/^[1-9][\d,]*$/);
    await expect(page.locator('.ant-table-tbody .ant-table-row:visible').first()).toBeVisible();
  });

  test('/mapSearch (地图搜索) lists regions offline and the companies of the chosen one', async ({ page }) => {
    await login(page, 'company', { to: '/mapSearch' });
    await expect(page).toHaveTitle(`地图搜索 | ${BRAND}`);
    await expect(page.getByText('离线环境不加载地图底图')).toBeVisible();
    await expect(rows(page).first()).toBeVisible();
    const all = await totalCount(page);
    const region = page.getByTestId('region-list').getByText(/^北京市（\d+）$/).first();
    const beijing = Number(/（(\d+)）/.exec(await region.innerText())![1]);
    expect(beijing).toBeGreaterThan(0);
    expect(beijing).toBeLessThan(all);
    await region.click();
    await expect(page.getByText('北京市的企业')).toBeVisible();
    // The heading changes at once, the list when its query answers: wait for the region's own count.
    await expect(total(page)).toHaveText(`共 ${beijing} 条`);
    for (const region of await rows(page).locator('td:nth-child(3)').allInnerTexts()) expect(region).toContain('北京市');
  });
});
