import { CALL_RETENTION_TEXTS, outboundCallRecords, outboundCallRecordsApi } from '@console/remote-admin/contract';
import { SEEDED_ACCOUNTS, SEEDED_EXPIRED_CALLS } from '@console/sdk/seeded';
import type { Locator, Page } from '@playwright/test';
import { expect, login, test } from '../../support/fixtures';
import { choose, confirmPopover, dialog, downloadSheet, message, rows, rowWith, saveDialog, searchBy, searchForm, sheetHeader } from '../../support/listPage';

const f = outboundCallRecords.fields;

/**
 * 外呼记录设置 as an agent: a company's recording and days saved (a recording kept longer than its record
 * refused, the typed values kept), back to the defaults; the list as a file. The purge: the next test.
 */
test('/outboundCallRecords: an agent sets a company’s retention and goes back to the defaults, and exports the list', async ({ page }) => {
  await login(page, 'agent', { to: '/outboundCallRecords' });
  await expect(rows(page).first()).toBeVisible();
  expect(sheetHeader(await downloadSheet(page, '外呼记录设置.xlsx'))).toEqual(outboundCallRecordsApi.export.columns.map((column) => column.title));

  // A company on the defaults: its own days, refused while the recording would outlive the record.
  await choose(page, searchForm(page), f.retentionSource.label, '平台默认');
  await searchForm(page).locator('button[type=submit]').click();
  await expect(rows(page).first()).toContainText('平台默认');
  const company = (await rows(page).last().locator('td').first().innerText()).trim();
  // Its own settings move it out of a 平台默认 search: the company is searched by name alone.
  await searchForm(page)
    .getByRole('button', { name: /重\s*置/ })
    .click();
  await searchBy(page, f.companyName.label, company);
  const row = rowWith(page, company).first();
  await row.getByRole('button', { name: '编辑' }).click();
  await choose(page, dialog(page), f.recordingEnabled.label, '关闭');
  await dialog(page).getByLabel(f.recordDays.label, { exact: true }).fill('400');
  await dialog(page).getByLabel(f.recordingDays.label, { exact: true }).fill('500');
  await dialog(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.locator('.ant-message-error')).toContainText(CALL_RETENTION_TEXTS.recordingLonger);
  await expect(dialog(page).getByLabel(f.recordDays.label, { exact: true })).toHaveValue('400');
  await dialog(page).getByLabel(f.recordingDays.label, { exact: true }).fill('200');
  await saveDialog(page);
  await expect(row).toContainText('企业设置');
  await expect(row).toContainText('关闭');
  await expect(row).toContainText('400');

  // Back to the defaults: recording on, days left empty.
  await row.getByRole('button', { name: '编辑' }).click();
  await choose(page, dialog(page), f.recordingEnabled.label, '开启');
  await dialog(page).getByLabel(f.recordDays.label, { exact: true }).clear();
  await dialog(page).getByLabel(f.recordingDays.label, { exact: true }).clear();
  await saveDialog(page);
  await expect(row).toContainText('平台默认');
  await expect(row).toContainText('开启');
});

/** A row's cell under the column titled `title`. */
async function cellOf(page: Page, row: Locator, title: string): Promise<Locator> {
  const titles = (await page.locator('.ant-table-thead:visible th').allInnerTexts()).map((text) => text.trim());
  expect(titles).toContain(title);
  return row.locator('td').nth(titles.indexOf(title));
}

/**
 * The purge in a browser, on the company the seed gives calls past its retention (SEEDED_EXPIRED_CALLS,
 * dated from the day the world is seeded): the agent sees its counts, is asked with them, confirms, and
 * the counts are 0; /operationLog has the write.
 */
test('/outboundCallRecords: an agent purges a company’s expired call records, asked with their counts first, and the log shows it', async ({ page }) => {
  const { companyName, records, recordings } = SEEDED_EXPIRED_CALLS;
  await login(page, 'agent', { to: '/outboundCallRecords' });
  await searchBy(page, f.companyName.label, companyName);
  const row = rowWith(page, companyName);
  await expect(row).toHaveCount(1);
  const expiredRecords = await cellOf(page, row, f.expiredRecords.label);
  const expiredRecordings = await cellOf(page, row, f.expiredRecordings.label);
  await expect(expiredRecords).toHaveText(String(records));
  await expect(expiredRecordings).toHaveText(String(recordings));

  await row.getByRole('button', { name: '清理过期', exact: true }).click();
  await expect(page.locator('.ant-popconfirm:visible')).toContainText(CALL_RETENTION_TEXTS.purgeQuestion(records, recordings));
  await confirmPopover(page);
  await expect(message(page)).toContainText('清理完成');
  await expect(expiredRecords).toHaveText('0');
  await expect(expiredRecordings).toHaveText('0');
  await expect(row.getByRole('button', { name: '清理过期', exact: true })).toHaveCount(0);

  await page.goto('/operationLog');
  await searchBy(page, '操作', '清理过期通话记录');
  await expect(rows(page).first()).toContainText('清理过期通话记录');
  await expect(rows(page).first()).toContainText(SEEDED_ACCOUNTS.agent.username);
});
