import ExcelJS from 'exceljs';
import { expect, login, test } from '../../support/fixtures';
import { choose, confirmPopover, dialog, expectEmpty, rows, saveDialog, searchBy, total } from '../../support/listPage';

test('/userPhone: 员工手机', { tag: '@smoke' }, async ({ page }) => {
  await login(page, 'admin', { to: '/userPhone' });
  await expect(rows(page)).toHaveCount(10);
  await expect(total(page)).toHaveText('共 2500 条');
  // A value of its own per attempt.
  const unique = `${Date.now().toString().slice(-8)}`;
  await page.getByRole('button', { name: '新增员工手机' }).click();
  await dialog(page).getByLabel('手机号', { exact: true }).fill(unique);
  await dialog(page).getByLabel('员工账号', { exact: true }).fill('员工账号');
  await choose(page, dialog(page), '状态', '在用');
  await saveDialog(page);
  await searchBy(page, '手机号', unique);
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().getByRole('button', { name: '编辑' }).click();
  await dialog(page).getByLabel('手机号', { exact: true }).fill(`${unique}1`);
  await saveDialog(page);
  await expect(rows(page).first()).toContainText(`${unique}1`);
  await rows(page).first().getByRole('button', { name: '删除' }).click();
  await confirmPopover(page);
  await expectEmpty(page);
  await searchBy(page, '手机号', '');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /导\s*出/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('员工手机.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const sheet = workbook.getWorksheet(1)!;
  expect(sheet.getRow(1).values).toEqual([undefined, ...['手机号', '员工账号', '员工姓名', '手机型号', 'IMEI', '状态', '企业', '代理商', '绑定时间']]);
  expect(sheet.rowCount).toBe(2501);
});
