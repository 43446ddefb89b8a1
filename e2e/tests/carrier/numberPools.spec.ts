import { numberPoolApi, poolNumbers } from '@console/remote-carrier/contract';
import { expect, login, test } from '../../support/fixtures';
import {
  confirmDialog,
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

test('/woniunumberPool: numbers go in, are assigned to a company and taken back in a batch, leave when free; the pool exports', async ({ page }) => {
  await login(page, 'admin', { to: '/woniunumberPool' });
  await expect(rows(page).first()).toBeVisible();
  // Numbers of their own per attempt (170 + 8 digits of the clock).
  const stem = `170${Date.now().toString().slice(-7)}`;
  await page.getByRole('button', { name: '号码入池' }).click();
  await dialog(page).getByLabel(poolNumbers.fields.phoneNumbers.label, { exact: true }).fill(`${stem}1\n${stem}2\n999`);
  await saveDialog(page);
  await expect(message(page)).toContainText('已入池 2 个号码；格式不正确：999');
  await searchBy(page, poolNumbers.fields.phoneNumber.label, stem);
  await expect(rows(page)).toHaveCount(2);
  await rows(page).nth(0).locator('input[type=checkbox]').check();
  await rows(page).nth(1).locator('input[type=checkbox]').check();
  await page.getByRole('button', { name: /分配给企业（2）/ }).click();
  const company = await pickOption(page, dialog(page), '分配给企业', '星辰');
  await confirmDialog(page);
  await expect(message(page)).toContainText('已分配 2 个号码');
  await expect(rows(page).filter({ hasText: company })).toHaveCount(2);
  // An assigned number is not deleted: it is taken back first.
  await expect(rows(page).first().getByRole('button', { name: '删除' })).toHaveCount(0);
  await rows(page).nth(0).locator('input[type=checkbox]').check();
  await rows(page).nth(1).locator('input[type=checkbox]').check();
  await page.getByRole('button', { name: /收回（2）/ }).click();
  await confirmPopover(page);
  await expect(message(page)).toContainText('已收回 2 个号码');
  for (const phone of [`${stem}1`, `${stem}2`]) {
    await rows(page).filter({ hasText: phone }).getByRole('button', { name: '删除' }).click();
    await confirmPopover(page);
  }
  await expectEmpty(page);
  await searchBy(page, poolNumbers.fields.phoneNumber.label, '');
  const sheet = await downloadSheet(page, '蜗牛号码池.xlsx');
  expect(sheetHeader(sheet)).toEqual(numberPoolApi.export.columns.map((column) => column.title));
});
