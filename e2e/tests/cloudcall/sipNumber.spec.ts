import ExcelJS from 'exceljs';
import { expect, login, test } from '../../support/fixtures';
import { choose, confirmPopover, dialog, expectEmpty, rows, saveDialog, searchBy, total } from '../../support/listPage';

test('/sipNumber: SIP号码', { tag: '@smoke' }, async ({ page }) => {
  await login(page, 'admin', { to: '/sipNumber' });
  await expect(rows(page)).toHaveCount(10);
  await expect(total(page)).toHaveText('共 300 条');
  // A value of its own per attempt.
  const unique = `${Date.now().toString().slice(-8)}`;
  await page.getByRole('button', { name: '新增SIP号码' }).click();
  await dialog(page).getByLabel('SIP账号', { exact: true }).fill(unique);
  await dialog(page).getByLabel('注册服务器IP', { exact: true }).fill('注册服务器IP');
  await dialog(page).getByLabel('WebSocket地址', { exact: true }).fill('WebSocket地址');
  await dialog(page).getByLabel('SSL端口', { exact: true }).fill('0012345');
  await saveDialog(page);
  await searchBy(page, 'SIP账号', unique);
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().getByRole('button', { name: '编辑' }).click();
  await dialog(page).getByLabel('SIP账号', { exact: true }).fill(`${unique}1`);
  await saveDialog(page);
  await expect(rows(page).first()).toContainText(`${unique}1`);
  await rows(page).first().getByRole('button', { name: '删除' }).click();
  await confirmPopover(page);
  await expectEmpty(page);
  await searchBy(page, 'SIP账号', '');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /导\s*出/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('SIP号码.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const sheet = workbook.getWorksheet(1)!;
  expect(sheet.getRow(1).values).toEqual([undefined, ...['SIP账号', '所属用户', '注册服务器IP', 'WebSocket地址', 'SSL端口', '企业', '代理商', '更新时间']]);
  expect(sheet.rowCount).toBe(301);
});
