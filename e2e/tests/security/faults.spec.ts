import type { Locator, Page } from '@playwright/test';
import { REQUEST_TIMEOUT_MS } from '@console/sdk/constants';
import { SHELL_TEXTS } from '@console/sdk/messages';
import { currentPage, expect, login, pauseClock, test } from '../../support/fixtures';

/**
 * API faults of spec section 8 on a real form: /blackList's 添加黑名单 dialog (remote-carrier, the
 * page kit's FormDialog). Every fault is injected on the save call only, so nothing reaches the
 * backend and no other test's data changes.
 */
const SAVE = '**/api/blackList/bulkAdd';
const TYPED = { numbers: '13912340001\n13912340002', reason: '故障演练' };

async function typeIntoDialog(page: Page): Promise<Locator> {
  await currentPage(page).getByRole('button', { name: '添加黑名单' }).click();
  const dialog = page.getByRole('dialog', { name: '添加黑名单' });
  await dialog.getByLabel('号码').fill(TYPED.numbers);
  await dialog.getByLabel('原因').fill(TYPED.reason);
  return dialog;
}

const okButton = (dialog: Locator) => dialog.getByRole('button', { name: /确\s*定/ });

/** The save settled (spinner gone) and the dialog still holds everything typed. */
async function expectInputKept(dialog: Locator): Promise<void> {
  await expect(okButton(dialog)).not.toHaveClass(/ant-btn-loading/);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('号码')).toHaveValue(TYPED.numbers);
  await expect(dialog.getByLabel('原因')).toHaveValue(TYPED.reason);
}

/** Every text the page logs to the console. */
function consoleLog(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => lines.push(message.text()));
  return lines;
}

const messages = (page: Page) => page.locator('.ant-message-notice');

test.describe('API faults on a form being saved (spec section 8)', () => {
  test('HTTP 401 mid-session: all local storage cleared, back to /login, nothing else said', async ({ page, expectConsoleErrors }) => {
    expectConsoleErrors(/status of 401 \(Unauthorized\)/);
    await login(page, 'admin', { to: '/blackList' });
    const dialog = await typeIntoDialog(page);
    // A preference that a logout keeps: a 401 clears all local storage, this too.
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.route(SAVE, (route) => route.fulfill({ status: 401, json: { code: 401, message: '登录已失效，请重新登录', data: null } }));

    await okButton(dialog).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByPlaceholder('用户名')).toBeVisible();
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
    await expect(messages(page)).toHaveCount(0);
  });

  test('HTTP 500: only logged; no message, no redirect, storage kept, the input stays', async ({ page, expectConsoleErrors }) => {
    expectConsoleErrors(/status of 500 \(Internal Server Error\)/);
    expectConsoleErrors(/^服务器错误 500/);
    const log = consoleLog(page);
    await login(page, 'admin', { to: '/blackList' });
    const dialog = await typeIntoDialog(page);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await page.route(SAVE, (route) => route.fulfill({ status: 500, json: { code: 500, message: '服务器内部错误', data: null } }));

    await okButton(dialog).click();
    await expect.poll(() => log.filter((line) => line.startsWith('服务器错误 500'))).toHaveLength(1);
    await expectInputKept(dialog);
    await expect(messages(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/blackList$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token);
  });

  for (const reason of ['internetdisconnected', 'connectionrefused'] as const) {
    test(`network down (${reason}): logged, the caller says ${SHELL_TEXTS.networkError}, the input stays`, async ({ page, expectConsoleErrors }) => {
      expectConsoleErrors(/net::ERR_(INTERNET_DISCONNECTED|CONNECTION_REFUSED)/);
      expectConsoleErrors(/^请求失败/);
      const log = consoleLog(page);
      await login(page, 'admin', { to: '/blackList' });
      const dialog = await typeIntoDialog(page);
      await page.route(SAVE, (route) => route.abort(reason));

      await okButton(dialog).click();
      await expect(messages(page)).toHaveText([SHELL_TEXTS.networkError]);
      await expectInputKept(dialog);
      expect(log.filter((line) => line.startsWith('请求失败'))).toHaveLength(1);
    });
  }

  test(`timeout: the client gives up after ${REQUEST_TIMEOUT_MS} ms, logs it, the caller says ${SHELL_TEXTS.networkError}, the input stays`, async ({
    page,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors(/^请求失败/);
    const log = consoleLog(page);
    // The client's deadline is a page timer (axios arms one when the Cookie Store API is there, as in
    // Chromium), so the page clock runs it: no real minutes are waited.
    await page.clock.install();
    await login(page, 'admin', { to: '/blackList' });
    const dialog = await typeIntoDialog(page);
    await page.route(SAVE, () => new Promise<void>(() => {})); // the backend never answers
    await pauseClock(page);

    await okButton(dialog).click();
    await expect(okButton(dialog)).toHaveClass(/ant-btn-loading/);
    await page.clock.runFor(REQUEST_TIMEOUT_MS - 1_000);
    await expect(okButton(dialog)).toHaveClass(/ant-btn-loading/);
    await expect(messages(page)).toHaveCount(0);

    await page.clock.runFor(1_000);
    await expect(messages(page)).toHaveText([SHELL_TEXTS.networkError]);
    await expectInputKept(dialog);
    expect(log.filter((line) => line.startsWith('请求失败'))).toEqual([expect.stringContaining(`timeout of ${REQUEST_TIMEOUT_MS}ms exceeded`)]);
  });

  test('code != 200: the server’s message, exactly, and the input stays', async ({ page }) => {
    const refusal = '号码格式不正确：13912340001';
    await login(page, 'admin', { to: '/blackList' });
    const dialog = await typeIntoDialog(page);
    await page.route(SAVE, (route) => route.fulfill({ status: 200, json: { code: 400, message: refusal, data: null } }));

    await okButton(dialog).click();
    await expect(messages(page)).toHaveText([refusal]);
    await expectInputKept(dialog);
  });
});
