import { FAILURE_TEXTS } from '@console/sdk/messages';
import { expect, login, test } from '../../support/fixtures';
import { startBackend, stopBackend } from '../../support/platform';
import { confirmDialog, dialog, message, rows, searchBy, total } from '../../support/listPage';

// While the backend is down the browser logs the failed calls (the page's and the header's polls).
const BACKEND_DOWN = /502|Bad Gateway|请求失败|Failed to load resource/;

test.describe('the backend restarts while the console is open', () => {
  test.afterEach(async () => {
    await startBackend();
  });

  test('says so in Chinese while it is down, works again without a reload, and keeps what was saved', async ({ page, expectConsoleErrors }) => {
    expectConsoleErrors(BACKEND_DOWN);
    const suffix = String(Date.now()).slice(-7);
    const before = `1390${suffix}`;
    const during = `1391${suffix}`;
    await login(page, 'admin', { to: '/blackList' });
    await expect(rows(page).first()).toBeVisible();
    const addNumber = async (phone: string) => {
      await page.getByRole('button', { name: '添加黑名单' }).click();
      await dialog(page).getByLabel('号码').fill(phone);
      await confirmDialog(page);
    };
    await addNumber(before);
    await expect(message(page)).toContainText('已添加 1 个号码');
    // Set in this document: still there at the end means the page was never reloaded.
    await page.evaluate(() => ((window as { restartMarker?: boolean }).restartMarker = true));

    await stopBackend();
    await page.getByRole('button', { name: '刷新' }).click();
    await expect(page.locator('.ant-alert-error:visible')).toContainText(`数据加载失败：${FAILURE_TEXTS.serviceUnavailable}`);
    await addNumber(during);
    await expect(message(page)).toContainText(FAILURE_TEXTS.serviceUnavailable);
    await expect(dialog(page).getByLabel('号码')).toHaveValue(during);

    await startBackend();
    // The same dialog, saved again.
    await confirmDialog(page);
    await expect(dialog(page)).toBeHidden();
    await expect(message(page)).toContainText('已添加 1 个号码');
    await expect(page.locator('.ant-alert-error:visible')).toHaveCount(0);
    for (const phone of [before, during]) {
      await searchBy(page, '号码', phone);
      await expect(total(page)).toHaveText('共 1 条');
      await expect(rows(page).first()).toContainText(phone);
    }
    expect(await page.evaluate(() => (window as { restartMarker?: boolean }).restartMarker)).toBe(true);
  });
});
