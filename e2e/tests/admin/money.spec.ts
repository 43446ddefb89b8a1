import { flowManagementApi, MONEY_TEXTS } from '@console/remote-admin/contract';
import { expect, login, sidebarTopLevel, test } from '../../support/fixtures';
import { confirmDialog, dialog, downloadSheet, rows, saveDialog, searchBy, totalCount } from '../../support/listPage';

/** The balance the move dialog's title states (当前预存余额 1,234.50 元), in fen. */
async function balanceInDialog(page: Parameters<typeof login>[0]): Promise<number> {
  await expect(dialog(page)).toContainText('当前预存余额');
  const text = await dialog(page).innerText();
  return Math.round(Number(text.match(/当前预存余额 ([\d,.]+) 元/)![1].replaceAll(',', '')) * 100);
}

test('/prestore and /flowManagement: a refund past the balance is refused, a recharge lands in the flow list and its export', async ({ page }) => {
  await login(page, 'admin', { to: '/prestore' });
  await expect(rows(page)).toHaveCount(10);
  const company = (await rows(page).nth(2).locator('td').first().innerText()).trim();
  await searchBy(page, '企业', company);
  await expect(rows(page)).toHaveCount(1);

  await rows(page).first().getByRole('button', { name: '退款' }).click();
  const balance = await balanceInDialog(page);
  await dialog(page)
    .getByLabel('金额（元）', { exact: true })
    .fill(((balance + 1) / 100).toFixed(2));
  await confirmDialog(page);
  await expect(page.locator('.ant-message-error')).toContainText(MONEY_TEXTS.refundOverBalance(((balance + 1) / 100).toFixed(2), (balance / 100).toFixed(2)));
  await page.keyboard.press('Escape');

  await rows(page).first().getByRole('button', { name: '充值' }).click();
  await dialog(page).getByLabel('金额（元）', { exact: true }).fill('1.23');
  await saveDialog(page);
  // The list reloads after the save: the row shows the balance moved by exactly 1.23.
  await expect(rows(page).first()).toContainText(((balance + 123) / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2 }));

  await page.goto('/flowManagement');
  const everyCompany = await totalCount(page);
  await searchBy(page, '企业', company);
  // The newest move of every company is this recharge too: wait for the company's own list.
  await expect.poll(() => totalCount(page)).toBeLessThan(everyCompany);
  await expect(rows(page).first()).toContainText('充值');
  await expect(rows(page).first()).toContainText('1.23');
  const count = await totalCount(page);
  const sheet = await downloadSheet(page, '流水管理.xlsx');
  expect(sheet.getRow(1).values).toEqual([undefined, ...flowManagementApi.export.columns.map((column) => column.title)]);
  expect(sheet.rowCount).toBe(count + 1);
});

test('/addReturns: 充值管理 is in the agent’s menu on the cloud-enterprise brand only (spec sections 2 and 9)', async ({ page }) => {
  await login(page, 'agent', { host: 'cloud.localhost' });
  expect(await sidebarTopLevel(page)).toContain('充值管理');
  await login(page, 'agent');
  expect(await sidebarTopLevel(page)).not.toContain('充值管理');
  await page.goto('/addReturns');
  await expect(page).toHaveTitle('充值申请 | 云呼管理平台');
});
