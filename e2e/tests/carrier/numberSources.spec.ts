import { numberSourceApi } from '@console/remote-carrier/contract';
import { expect, login, test } from '../../support/fixtures';
import { downloadSheet, rows, sheetHeader, sheetRows, totalCount } from '../../support/listPage';

test('/hySA: the figures per company with their totals above; the list exports', async ({ page }) => {
  await login(page, 'admin', { to: '/hySA' });
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByRole('group', { name: '统计' })).toContainText('平台号码');
  const companies = await totalCount(page);
  const sheet = await downloadSheet(page, '号源分析.xlsx');
  expect(sheetHeader(sheet)).toEqual(numberSourceApi.export.columns.map((column) => column.title));
  expect(sheetRows(sheet)).toHaveLength(companies + 1);
});
