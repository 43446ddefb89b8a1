import { emptyHttpCache, expect, groupEntries, login, test, rows } from '../../support/fixtures';
import { startOrigin, stopOrigin } from '../../support/platform';

const CARRIER_DOWN =
  /ERR_CONNECTION_REFUSED|Failed to load resource|remote_carrier|remote-carrier|运营商管理|RUNTIME-008|ScriptExternalLoadError|Loading script failed/;

test.describe('a stopped remote breaks only its own pages', () => {
  test.afterEach(async () => {
    await startOrigin('remote-carrier').catch(() => undefined);
  });

  test('while the console is open: its pages show the error panel, retry works once it is back', async ({ page, expectConsoleErrors }) => {
    expectConsoleErrors(CARRIER_DOWN);
    await login(page, 'admin');
    await stopOrigin('remote-carrier');
    await emptyHttpCache(page);
    await groupEntries(page, '其他');
    await page.getByTestId('sidebar').getByText('黑名单', { exact: true }).click();
    await expect(page.getByText('「运营商管理」模块加载失败')).toBeVisible();
    const retry = page.getByRole('button', { name: /重\s*试/ });
    await expect(retry).toBeVisible();

    // The rest of the console keeps working.
    await page.getByTestId('sidebar').getByText('通话记录', { exact: true }).click();
    await expect(rows(page).first()).toBeVisible();
    await page.goto('/customer');
    await expect(rows(page).first()).toBeVisible();

    await page.goto('/blackList');
    await expect(page.getByText('「运营商管理」模块加载失败')).toBeVisible();
    await startOrigin('remote-carrier');
    await page.getByRole('button', { name: /重\s*试/ }).click();
    await expect(rows(page).first()).toBeVisible();
  });

  test('on a reload while it is down: menu and routes survive from the release seen before', async ({ page, expectConsoleErrors }) => {
    expectConsoleErrors(CARRIER_DOWN);
    await login(page, 'admin');
    await stopOrigin('remote-carrier');
    await emptyHttpCache(page);
    await page.goto('/blackList');
    await expect(page.getByText('「运营商管理」模块加载失败')).toBeVisible();
    expect(await groupEntries(page, '其他')).toContain('黑名单');
    await page.goto('/record');
    await expect(rows(page).first()).toBeVisible();
  });

  test('first visit ever while it is down: its paths say the area is unreadable, others work', async ({ browser, expectConsoleErrors }) => {
    expectConsoleErrors(CARRIER_DOWN);
    await stopOrigin('remote-carrier');
    const context = await browser.newContext();
    const page = await context.newPage();
    await login(page, 'admin', { to: '/customer' });
    await expect(rows(page).first()).toBeVisible();
    await page.goto('/blackList');
    await expect(page.getByText('该页面所属的模块暂时无法读取')).toBeVisible();
    await startOrigin('remote-carrier');
    await page.getByRole('button', { name: /重\s*试/ }).click();
    await expect(rows(page).first()).toBeVisible();
    await context.close();
  });
});
