import { E2E } from '../support/platform';
import { currentPage, expect, groupEntries, login, pauseClock, rows, test } from '../support/fixtures';

const cloudcall = E2E.remotes.find((remote) => remote.name === 'remote-cloudcall')!;
const admin = E2E.remotes.find((remote) => remote.name === 'remote-admin')!;

test.describe('loading a page’s code', () => {
  test('a page that has not loaded after 120 s says so, in that page only, with a progress bar meanwhile', async ({ page, expectConsoleErrors }) => {
    expectConsoleErrors(/remote_cloudcall|页面加载超时|Failed to load/);
    await page.clock.install();
    await login(page, 'admin');
    // remote-cloudcall's entry never answers.
    await page.route(`http://localhost:${cloudcall.port}/**/remoteEntry.js`, () => new Promise(() => {}));
    await groupEntries(page, '其他');
    await pauseClock(page);
    await page.getByTestId('sidebar').getByText('通话记录', { exact: true }).click();
    await expect(page.getByRole('progressbar', { name: '页面加载中' })).toBeVisible();
    await page.clock.runFor(119_000);
    await expect(page.getByText('页面加载超时')).toHaveCount(0);
    await page.clock.runFor(1_000);
    await expect(page.getByText('页面加载超时')).toBeVisible();
    await expect(page.getByText('「通话与云呼」模块加载失败')).toBeVisible();
    await page.clock.resume();

    // The rest of the console keeps working.
    await page.getByTestId('sidebar').getByText('黑名单', { exact: true }).click();
    await expect(rows(page).first()).toBeVisible();

    await page.unroute(`http://localhost:${cloudcall.port}/**/remoteEntry.js`);
    await page.getByTestId('sidebar').getByText('通话记录', { exact: true }).click();
    await currentPage(page)
      .getByRole('button', { name: /重\s*试/ })
      .click();
    await expect(rows(page).first()).toBeVisible();
  });

  test('a style chunk that fails carries CSS_CHUNK_LOAD_FAILED and breaks only its page', async ({ page, expectConsoleErrors }) => {
    expectConsoleErrors(/\.css|css chunk|net::ERR_FAILED|Failed to load resource/i);
    await page.route(`http://localhost:${admin.port}/**/*.css`, (route) => route.abort());
    await page.goto('/login');
    await page.getByPlaceholder('用户名').fill('admin');
    await page.getByPlaceholder('密码').fill('123456');
    await page.locator('button[type=submit]').click();
    await expect(page.getByText('页面样式加载失败')).toBeVisible();
    await expect(currentPage(page).getByTestId('remote-error-detail')).toContainText(/css chunk/i);

    await page.goto('/blackList');
    await expect(rows(page).first()).toBeVisible();

    await page.unroute(`http://localhost:${admin.port}/**/*.css`);
    await page.goto('/dashboard');
    await expect(page.getByTestId('dashboard')).toBeVisible();
  });
});
