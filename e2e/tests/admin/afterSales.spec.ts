import { afterSales, afterSalesApi } from '@console/remote-admin/contract';
import { expect, login, test } from '../../support/fixtures';
import {
  choose,
  confirmPopover,
  dialog,
  downloadSheet,
  expectEmpty,
  message,
  pickOption,
  rows,
  saveDialog,
  searchBy,
  sheetHeader,
} from '../../support/listPage';

const f = afterSales.fields;

/** An after-sales case: registered by the admin, worked through to 已完成 by the oem (from its dashboard), deleted; the export. */
test('/afterSales: add, edit to processing and done, delete; the export', async ({ page }) => {
  await login(page, 'admin', { to: '/afterSales' });
  await expect(rows(page).first()).toBeVisible();
  await expect(page.locator('.ant-statistic', { hasText: '待处理' })).toBeVisible();
  expect(sheetHeader(await downloadSheet(page, '售后管理.xlsx'))).toEqual(afterSalesApi.exportAfterSale.columns.map((column) => column.title));

  await page.getByRole('button', { name: '新增售后单' }).click();
  await pickOption(page, dialog(page), f.companyId.label);
  await choose(page, dialog(page), f.product.label, 'SIM卡');
  await choose(page, dialog(page), f.issue.label, '补办');
  await dialog(page).getByLabel(f.quantity.label, { exact: true }).fill('3');
  await dialog(page).getByLabel(f.description.label, { exact: true }).fill('三张卡丢失，申请补办');
  await saveDialog(page);
  await expect(message(page)).toContainText('已登记');
  const serviceNo = /售后单 (SH\d+) 已登记/.exec(await message(page).innerText())![1];
  await searchBy(page, f.serviceNo.label, serviceNo);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('待处理');

  await page.evaluate(() => localStorage.clear());
  await login(page, 'oem');
  await page.locator('.oem-entries').getByRole('link', { name: '售后管理' }).click();
  await searchBy(page, f.serviceNo.label, serviceNo);
  await rows(page).first().getByRole('button', { name: '编辑' }).click();
  await choose(page, dialog(page), f.status.label, '处理中');
  await saveDialog(page);
  await expect(rows(page).first()).toContainText('处理中');
  await rows(page).first().getByRole('button', { name: '编辑' }).click();
  await choose(page, dialog(page), f.status.label, '已完成');
  await dialog(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  // A finished case needs its result: refused, the dialog keeps what was chosen.
  await expect(message(page)).toContainText('完成售后单须填写处理结果');
  await dialog(page).getByLabel(f.result.label, { exact: true }).fill('已寄出三张新卡');
  await saveDialog(page);
  await expect(rows(page).first()).toContainText('已完成');
  await expect(rows(page).first().getByRole('button', { name: '编辑' })).toHaveCount(0);

  await rows(page).first().getByRole('button', { name: '删除' }).click();
  await confirmPopover(page);
  await expectEmpty(page);
});
