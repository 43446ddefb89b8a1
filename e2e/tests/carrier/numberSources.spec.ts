import { numberSourceApi } from '@console/remote-carrier/contract';
import { expect, login, test } from '../../support/fixtures';
import { downloadSheet, rows, sheetHeader, sheetRows, totalCount } from '../../support/listPage';

test('/hySA: the figures per company with their totals above; the list exports', async ({ page }) => {
  await login(page, 'admin', { to: '/hySA' });
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByRole('group', { name: '统计' })).toContainText('平台号码');
  await page.getByRole('button', { name: '号码排行' }).click();
  await expect(page.getByRole('img', { name: '号码最多的十家企业' })).toBeVisible();
  await page.keyboard.press('Escape');
  const companies = await totalCount(page);
  const sheet = await downloadSheet(page, '号源分析.xlsx');
  expect(sheetHeader(sheet)).toEqual(numberSourceApi.export.columns.map((column) => column.title));
  expect(sheetRows(sheet)).toHaveLength(companies + 1);
});
