import ExcelJS from 'exceljs';
import { expect, login, test } from '../../support/fixtures';
import { rows, total } from '../../support/listPage';

test('/operationLog: 操作日志', { tag: '@smoke' }, async ({ page }) => {
  await login(page, 'admin', { to: '/operationLog' });
  await expect(rows(page)).toHaveCount(10);
  await expect(total(page)).toHaveText('共 3000 条');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /导\s*出/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('操作日志.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const sheet = workbook.getWorksheet(1)!;
  expect(sheet.getRow(1).values).toEqual([undefined, ...['操作人', '角色', '操作', '操作对象', 'IP 地址', '企业', '代理商', '操作时间']]);
  expect(sheet.rowCount).toBe(3001);
});
