import { expect, login, test, rows, total } from '../support/fixtures';
import { openWithClaimedAdmin } from '../support/listPage';

test.describe('route guard (spec section 5)', () => {
  test('without a stored role every page goes to /login', async ({ page }) => {
    for (const path of ['/', '/dashboard', '/blackList', '/agent', '/403', '/404', '/no-such-page']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    }
  });

  test('a page opened while logged out opens after the login', async ({ page }) => {
    await page.goto('/blackList');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByPlaceholder('用户名').fill('company');
    await page.getByPlaceholder('密码').fill('123456');
    await page.locator('button[type=submit]').click();
    await expect(page).toHaveURL(/\/blackList$/);
    await expect(rows(page).first()).toBeVisible();
  });

  test('the root goes to /dashboard', async ({ page }) => {
    await login(page, 'admin', { to: '/' });
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('an unknown page goes to /404', { tag: '@smoke' }, async ({ page }) => {
    await login(page, 'admin', { to: '/no-such-page' });
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible();
    await expect(page).toHaveTitle('页面不存在 | 云呼管理平台');
  });

  test('a role-gated page goes to /403 for other roles', { tag: '@smoke' }, async ({ page }) => {
    await login(page, 'company', { to: '/agent' });
    await expect(page).toHaveURL(/\/403$/);
    await expect(page.getByText('抱歉，您无权访问此页面')).toBeVisible();
  });

  test('the same page opens for a listed role', async ({ page }) => {
    await login(page, 'oem', { to: '/agent' });
    await expect(page).toHaveURL(/\/agent$/);
    await expect(total(page)).toHaveText(/^共 [1-9]\d* 条$/);
  });

  test('a tampered ms_role shows the page but the backend refuses the data', async ({ page }) => {
    await login(page, 'company');
    await openWithClaimedAdmin(page, '/agent');
  });
});
