import ExcelJS from 'exceljs';
import { seatingApi } from '@console/remote-admin/contract';
import { expect, login, test } from '../../support/fixtures';
import { rows, total } from '../../support/listPage';

test('/seating: 坐席统计 lists seat-days and downloads them as .xlsx', { tag: '@smoke' }, async ({ page }) => {
  await login(page, 'agent', { to: '/seating' });
  await expect(rows(page)).toHaveCount(10);
  await expect(total(page)).toHaveText(/共 [\d,]+ 条/);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /导\s*出/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('坐席统计.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  expect(workbook.getWorksheet(1)!.getRow(1).values).toEqual([undefined, ...seatingApi.export.columns.map((column) => column.title)]);
});
