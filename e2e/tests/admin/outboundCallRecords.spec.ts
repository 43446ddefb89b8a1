import { CALL_RETENTION_TEXTS, outboundCallRecords, outboundCallRecordsApi } from '@console/remote-admin/contract';
import { expect, login, test } from '../../support/fixtures';
import { choose, dialog, downloadSheet, rows, rowWith, saveDialog, searchBy, searchForm, sheetHeader } from '../../support/listPage';

const f = outboundCallRecords.fields;

/**
 * 外呼记录设置 as an agent: a company's recording and days saved (a recording kept longer than its record
 * refused, the typed values kept), back to the defaults; the list as a file. The purge is held to its rows by
 * local-backend's outboundCallRecords tests (the seeded world's expired rows depend on the day it runs).
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
