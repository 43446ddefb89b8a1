import { randomUUID } from 'node:crypto';
import { LOGIN_LOCK } from '@console/sdk/constants';
import { SESSION_TEXTS } from '@console/sdk/messages';
import { platformHeaders } from '@console/sdk/rules';
import { shellUrl } from '../../support/platform';
import { expect, goInApp, login, test } from '../../support/fixtures';

/**
 * Sessions (CONTRACT.md, "Session"): the login lock and a logout that ends the token on the server. The lock is
 * tried on usernames of this test's own (unknown ones lock alike), never on an account other tests use.
 */

/** The lock text with any time: `登录失败次数过多，请于 HH:mm 后再试`. */
const LOCKED = new RegExp(
  SESSION_TEXTS.loginLocked('TIME')
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace('TIME', '\\d{2}:\\d{2}'),
);

test.describe('sessions', () => {
  test(`the login form says until when after ${LOGIN_LOCK.maxFailures} failed logins`, async ({ page }) => {
    const username = `e2e-lock-${randomUUID().slice(0, 8)}`;
    await page.goto('/login');
    await page.getByPlaceholder('用户名').fill(username);
    await page.getByPlaceholder('密码').fill('wrong-password');
    const submit = page.locator('button[type=submit]');
    let message = '';
    for (let attempt = 1; attempt <= LOGIN_LOCK.maxFailures; attempt++) {
      // A click on the button while it is still loading would be ignored.
      await expect(submit).not.toHaveClass(/ant-btn-loading/);
      const answer = page.waitForResponse((response) => response.url().endsWith('/api/login/login'));
      await submit.click();
      message = ((await (await answer).json()) as { message: string }).message;
      if (attempt < LOGIN_LOCK.maxFailures) expect(message).toBe('用户名或密码错误');
    }
    expect(message).toMatch(LOCKED);
    await expect(page.locator('.ant-message')).toContainText(message);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a forged X-Forwarded-For through the shell’s origin does not escape the lock', async ({ page }) => {
    const username = `e2e-forged-${randomUUID().slice(0, 8)}`;
    let last = { code: 0, message: '' };
    for (let attempt = 1; attempt <= LOGIN_LOCK.maxFailures; attempt++) {
      // Each try claims another client address; the origin's proxy replaces the header with the real one.
      const answer = await page.request.post(`${shellUrl()}/api/login/login`, {
        form: { username, password: 'wrong-password' },
        headers: { 'X-Forwarded-For': `203.0.113.${attempt}` },
      });
      last = (await answer.json()) as typeof last;
    }
    expect(last.message).toMatch(LOCKED);
  });

  test('logout ends the token on the server, and the token never travels in a URL', async ({ page }) => {
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    await login(page, 'department');
    await goInApp(page, '/blackList');
    const stored = await page.evaluate(() => [localStorage.getItem('token') ?? '', localStorage.getItem('ms_role') ?? '']);
    const [authorization, role] = stored;
    const token = authorization.replace(/^Bearer /, '');
    expect(token).toMatch(/^[0-9a-f]{48}$/);
    const check = () => page.request.get(`${shellUrl()}/api/blackList/list`, { headers: platformHeaders(authorization, role) });
    expect((await check()).status()).toBe(200);

    const logout = page.waitForResponse((response) => response.url().endsWith('/api/login/logout'));
    await page.getByTestId('user-menu').hover();
    await page.getByText('退出登录').click();
    await expect(page).toHaveURL(/\/login$/);
    const answer = await logout;
    expect(answer.request().headers()['authorization']).toBe(authorization);
    expect((await answer.json()).code).toBe(200);

    expect((await check()).status()).toBe(401);
    expect(urls.length).toBeGreaterThan(10);
    expect(urls.filter((url) => url.includes(token))).toEqual([]);
  });
});
