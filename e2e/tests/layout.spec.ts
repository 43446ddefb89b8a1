import { expect, login, test, rows } from '../support/fixtures';

test.describe('layout', () => {
  test('tabs: visiting adds, closing the active one goes next, then previous, the last goes to the root', async ({ page }) => {
    await login(page, 'admin');
    for (const path of ['/customer', '/blackList', '/record']) {
      await page.goto(path);
      await expect(rows(page).first()).toBeVisible();
    }
    const tabs = page.getByTestId('tab-bar').getByTestId('tab-label');
    await expect(tabs).toHaveText(['系统首页', '我的客户', '黑名单', '通话记录']);

    await page.goto('/blackList');
    // Closed once the page is there, as a user would: a close during the reload raced the route's own tab.
    await expect(rows(page).first()).toBeVisible();
    await page.getByTestId('tab-bar').locator('.ant-tabs-tab', { hasText: '黑名单' }).locator('.console-tab-close').click();
    await expect(page).toHaveURL(/\/record$/);
    await expect(tabs).toHaveText(['系统首页', '我的客户', '通话记录']);
    await page.getByTestId('tab-bar').locator('.ant-tabs-tab', { hasText: '通话记录' }).locator('.console-tab-close').click();
    await expect(page).toHaveURL(/\/customer$/);
    await page
      .getByTestId('tab-bar')
      .getByRole('button', { name: /标签选项/ })
      .hover();
    await page.getByText('关闭全部').click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(tabs).toHaveText(['系统首页']);
  });

  test('the sidebar collapses below 1500 px', async ({ page }) => {
    await page.setViewportSize({ width: 1499, height: 900 });
    await login(page, 'admin');
    await expect(page.getByTestId('sidebar')).toHaveClass(/ant-layout-sider-collapsed/);
    await page.setViewportSize({ width: 1500, height: 900 });
    await expect(page.getByTestId('sidebar')).not.toHaveClass(/ant-layout-sider-collapsed/);
  });

  test('the sidebar footer shows the last login time', async ({ page }) => {
    await login(page, 'department');
    await page.getByTestId('user-menu').hover();
    await page.getByText('退出登录').click();
    await login(page, 'department');
    await expect(page.getByTestId('last-login')).toContainText(/上次登录：\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  });
});
