import { shellUrl } from '../support/platform';
import { expect, login, sidebarTopLevel, test, rows } from '../support/fixtures';

test.describe('brand per host', () => {
  test('the default host shows lead finding to a flagged role', async ({ page }) => {
    await login(page, 'admin');
    expect(await sidebarTopLevel(page)).toContain('线索查找');
    await page.goto('/advancedSearch');
    await expect(page).toHaveTitle('高级搜索 | 云呼管理平台');
    await expect(rows(page).first()).toBeVisible();
  });

  test('a CY-marker host hides lead finding in the menu and answers its route with 404', { tag: '@smoke' }, async ({ page }) => {
    await login(page, 'admin', { host: 'cy.localhost' });
    await expect(page).toHaveTitle('系统首页 | 创营云呼');
    expect(await sidebarTopLevel(page)).not.toContain('线索查找');
    await page.goto(`${shellUrl('cy.localhost')}/advancedSearch`);
    await expect(page).toHaveURL(/\/404$/);
  });

  test('the brand gives title, favicon and logo', async ({ page }) => {
    await login(page, 'company', { host: 'cloud.localhost' });
    await expect(page).toHaveTitle('系统首页 | 云企业');
    // An uploaded PNG (issue 63), served by the backend.
    expect(await page.locator('link[rel="icon"]').getAttribute('href')).toMatch(/^\/api\/admin\/upload\/file\/[0-9a-f]{64}\.png$/);
    await expect(page.getByTestId('sidebar').locator('.console-sider-logo')).toContainText('云企业');
    await page.goto(`${shellUrl('cloud.localhost')}/blackList`);
    await expect(page).toHaveTitle('黑名单 | 云企业');
  });

  test('a host without a brand says 查询失败，请稍后再试！', async ({ page }) => {
    await page.goto(`${shellUrl('nobrand.localhost')}/login`);
    await expect(page.locator('.ant-message')).toContainText('查询失败，请稍后再试！');
    await expect(page).toHaveTitle('登录');
  });
});
