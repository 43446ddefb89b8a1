import type { Role } from '@console/sdk/manifest';
import { expect, groupEntries, login, sidebarTopLevel, test } from '../support/fixtures';

/** The sidebar of each seeded role on the default host, as the five manifests declare it. */
const SIDEBAR: Record<Exclude<Role, 'oem'>, string[]> = {
  admin: [
    '系统首页',
    '线索查找',
    'CRM管理',
    '线索管理',
    '企业管理',
    '运营商管理',
    '虚拟运营商',
    '质检管理',
    '云呼叫',
    '话单批次',
    '回拨管理',
    '库存管理',
    '统计报表',
    '代理商管理',
    '权限管理',
    '财务管理',
    '记录管理',
    '号码管理',
    '系统设置',
    '公告管理',
    'OEM管理',
    '其他',
  ],
  // Section 2: the agent menu omits inventory, callback and the admin-rights sections.
  agent: [
    '系统首页',
    '线索查找',
    'CRM管理',
    '线索管理',
    '企业管理',
    '运营商管理',
    '虚拟运营商',
    '质检管理',
    '云呼叫',
    '话单批次',
    '统计报表',
    '系统设置',
    '公告管理',
    'OEM管理',
    '其他',
  ],
  subAgent: ['系统首页', 'CRM管理', '线索管理', '企业管理', '质检管理', '其他'],
  company: ['系统首页', '线索查找', 'CRM管理', '线索管理', '企业管理', '质检管理', '云呼叫', '话单批次', '其他'],
  department: ['系统首页', 'CRM管理', '线索管理', '企业管理', '质检管理', '其他'],
  normal: ['系统首页', 'CRM管理', '线索管理', '企业管理', '其他'],
  // Section 2: the gm role sees only its recording entry (and lands on it).
  gm: ['录音质检'],
};

test.describe('the menu differs per role', () => {
  for (const [role, expected] of Object.entries(SIDEBAR)) {
    test(`${role} sees exactly its sidebar`, async ({ page }) => {
      await login(page, role);
      expect(await sidebarTopLevel(page)).toEqual(expected);
    });
  }

  test('entries inside a group differ too: marker query only for admin and agents', async ({ page }) => {
    await login(page, 'admin');
    expect(await groupEntries(page, '其他')).toEqual([
      '通话记录',
      '通话录音',
      '工单管理',
      '黑名单',
      '售后管理',
      '黑名单管理',
      '号码报备',
      '标记查询',
      '方案管理',
    ]);
    await login(page, 'company');
    // 账户审核 (a Common route): in the carrier group of admin and agent, in 其他 for the others.
    expect(await groupEntries(page, '其他')).toEqual(['通话记录', '通话录音', '账户审核', '黑名单', '黑名单管理', '号码报备']);
  });

  test('the oem role works without a sidebar', async ({ page }) => {
    await login(page, 'oem');
    await expect(page.getByTestId('dashboard')).toBeVisible();
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
  });

  test('a menu click opens the page in the routed content and a tab, and highlights its entry', async ({ page }) => {
    await login(page, 'admin');
    await groupEntries(page, '其他');
    const highlighted = page.getByTestId('sidebar').locator('.ant-menu-item-selected');
    await expect(highlighted).toHaveText('系统首页');
    await page.getByTestId('sidebar').getByText('黑名单', { exact: true }).click();
    await expect(highlighted).toHaveText('黑名单');
    await expect(page).toHaveURL(/\/blackList$/);
    await expect(page).toHaveTitle('黑名单 | 云呼管理平台');
    await expect(page.getByTestId('tab-bar').getByText('黑名单')).toBeVisible();
  });
});
