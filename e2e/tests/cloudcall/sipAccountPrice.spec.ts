import ExcelJS from 'exceljs';
import { expect, login, test } from '../../support/fixtures';
import { rows, total } from '../../support/listPage';

test('/sipAccountPrice: SIP账号价格', { tag: '@smoke' }, async ({ page }) => {
  await login(page, 'admin', { to: '/sipAccountPrice' });
  await expect(rows(page)).toHaveCount(10);
  await expect(total(page)).toHaveText('共 300 条');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /导\s*出/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('SIP账号价格.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const sheet = workbook.getWorksheet(1)!;
  expect(sheet.getRow(1).values).toEqual([
    undefined,
    ...['月租（元/个/月）', '通话单价（元/分钟）', '计费单位', 'SIP账号数', '月租合计（元）', '状态', '企业', '代理商', '更新时间'],
  ]);
  expect(sheet.rowCount).toBe(301);
});
