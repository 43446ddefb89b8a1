import { ROLE_LABELS, ROLES } from '@console/sdk/manifest';
import { SEEDED_ACCOUNTS } from '@console/sdk/seeded';
import { expect, login, loginWithForm, test } from '../support/fixtures';

test.describe('login', () => {
  for (const role of ROLES) {
    // gm is confined to its recordings (spec sections 2 and 6): it lands on /GM, every other role on the dashboard.
    const home = role === 'gm' ? { path: '/GM', title: '录音质检' } : { path: '/dashboard', title: '系统首页' };
    // gm's page ships with this release's remote-cloudcall: the compat smoke (older remotes) leaves it out.
    test(`the seeded ${role} account logs in and lands on ${home.path}`, { tag: role === 'gm' ? [] : '@smoke' }, async ({ page }) => {
      await loginWithForm(page, role);
      await expect(page).toHaveURL(new RegExp(`${home.path}$`));
      await expect(page).toHaveTitle(`${home.title} | 云呼管理平台`);
      await expect(page.getByTestId('user-menu')).toContainText(SEEDED_ACCOUNTS[role].username);
      await expect(page.getByTestId('user-menu')).toContainText(ROLE_LABELS[role]);
      if (role !== 'gm') await expect(page.getByTestId('dashboard')).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('ms_role'))).toBe(role);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^Bearer [0-9a-f]{48}$/);
    });
  }

  test('a wrong password says why and keeps what was typed', async ({ page }) => {
    await page.goto('/login');
    await page.getByPlaceholder('用户名').fill('admin');
    await page.getByPlaceholder('密码').fill('wrong-password');
    await page.locator('button[type=submit]').click();
    await expect(page.locator('.ant-message')).toContainText('用户名或密码错误');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByPlaceholder('用户名')).toHaveValue('admin');
    await expect(page.getByPlaceholder('密码')).toHaveValue('wrong-password');
  });

  test('logout clears the session and returns to /login', async ({ page }) => {
    await login(page, 'company');
    await page.getByTestId('user-menu').hover();
    await page.getByText('退出登录').click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('ms_role')])).toEqual([null, null]);
    await page.goto('/customer');
    await expect(page).toHaveURL(/\/login$/);
  });
});
