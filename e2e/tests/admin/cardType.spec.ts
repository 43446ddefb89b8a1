import { cardType, cardTypeApi } from '@console/remote-admin/contract';
import { expect, login, test } from '../../support/fixtures';
import { choose, confirmPopover, dialog, downloadSheet, expectEmpty, rows, saveDialog, searchBy, sheetHeader, unique } from '../../support/listPage';

const f = cardType.fields;

/** An agent's own card brand: added, edited, deleted; the list as a file. */
test('/cardType: an agent adds, edits and deletes its own brand; the export', async ({ page }) => {
  const name = unique('E2E卡');
  await login(page, 'agent', { to: '/cardType' });
  await expect(rows(page).first()).toBeVisible();
  expect(sheetHeader(await downloadSheet(page, '卡类型.xlsx'))).toEqual(cardTypeApi.export.columns.map((column) => column.title));

  await page.getByRole('button', { name: '新增卡类型' }).click();
  await dialog(page).getByLabel(f.name.label, { exact: true }).fill(name);
  await choose(page, dialog(page), f.operator.label, '联通');
  await dialog(page).getByLabel(f.monthlyFee.label, { exact: true }).fill('39.9');
  await choose(page, dialog(page), f.status.label, '启用');
  await saveDialog(page);
  await searchBy(page, f.name.label, name);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('39.90');

  await rows(page).first().getByRole('button', { name: '编辑' }).click();
  await dialog(page).getByLabel(f.name.label, { exact: true }).fill(`${name}改`);
  await saveDialog(page);
  await expect(rows(page).first()).toContainText(`${name}改`);
  await rows(page).first().getByRole('button', { name: '删除' }).click();
  await confirmPopover(page);
  await expectEmpty(page);
});
