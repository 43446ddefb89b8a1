import ExcelJS from 'exceljs';
import { companyStatisticsApi } from '@console/remote-admin/contract';
import { expect, login, test } from '../../support/fixtures';
import { rows, total } from '../../support/listPage';

test('/companyStatistics: 企业统计 counts today again and downloads the list as .xlsx', { tag: '@smoke' }, async ({ page }) => {
  await login(page, 'admin', { to: '/companyStatistics' });
  await expect(rows(page)).toHaveCount(10);
  await expect(total(page)).toHaveText(/共 [\d,]+ 条/);
  await expect(page.getByRole('group', { name: '统计' })).toContainText('接通率');

  await page.getByRole('button', { name: /更新统计/ }).click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.getByText(/已更新 1 天的统计，共 \d+ 条/)).toBeVisible();

  await page.getByRole('button', { name: /近30天趋势/ }).click();
  await expect(page.getByRole('img', { name: '近30天呼叫趋势' })).toBeVisible();
  await page.keyboard.press('Escape');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /导\s*出/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('企业统计.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const sheet = workbook.getWorksheet(1)!;
  expect(sheet.getRow(1).values).toEqual([undefined, ...companyStatisticsApi.download.columns.map((column) => column.title)]);
  expect(sheet.rowCount).toBeGreaterThan(1000);
});
