import { workOrder, workOrderApi } from '@console/remote-admin/contract';
import { expect, login, test } from '../../support/fixtures';
import {
  choose,
  confirmPopover,
  dialog,
  downloadSheet,
  expectEmpty,
  message,
  pickOption,
  rows,
  saveDialog,
  searchBy,
  sheetHeader,
  unique,
} from '../../support/listPage';

const f = workOrder.fields;

/** A work order from add to close: the admin opens and handles it, the oem (no sidebar: from its dashboard) replies and closes it. */
test('/workOrder: add, edit, handle, reply, close, delete; the export', async ({ page }) => {
  const title = unique('E2E工单');
  await login(page, 'admin', { to: '/workOrder' });
  await expect(rows(page).first()).toBeVisible();
  expect(sheetHeader(await downloadSheet(page, '工单管理.xlsx'))).toEqual(workOrderApi.export.columns.map((column) => column.title));

  await page.getByRole('button', { name: '新增工单' }).click();
  await dialog(page).getByLabel(f.title.label, { exact: true }).fill(title);
  await choose(page, dialog(page), f.category.label, '线路质量');
  await pickOption(page, dialog(page), f.companyId.label);
  await dialog(page).getByLabel(f.content.label, { exact: true }).fill('外呼有杂音');
  await dialog(page).getByLabel(f.contactPhone.label, { exact: true }).fill('13800138000');
  await saveDialog(page);
  await searchBy(page, f.title.label, title);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('待处理');

  await rows(page).first().getByRole('button', { name: '编辑' }).click();
  await dialog(page).getByLabel(f.title.label, { exact: true }).fill(`${title}改`);
  await saveDialog(page);
  await searchBy(page, f.title.label, `${title}改`);
  await rows(page).first().getByRole('button', { name: '处理' }).click();
  await dialog(page).getByLabel('回复内容').fill('已更换线路');
  await saveDialog(page);
  await expect(rows(page).first()).toContainText('已处理');
  await expect(rows(page).first()).toContainText('admin');

  // The oem role has no sidebar: its dashboard leads to the page.
  await page.evaluate(() => localStorage.clear());
  await login(page, 'oem');
  await page.locator('.oem-entries').getByRole('link', { name: '工单管理' }).click();
  await expect(page).toHaveURL(/\/workOrder$/);
  await searchBy(page, f.title.label, `${title}改`);
  await rows(page).first().getByRole('button', { name: '回复' }).click();
  await dialog(page).getByLabel('回复内容').fill('请确认是否恢复');
  await saveDialog(page);
  await rows(page).first().getByRole('button', { name: '关闭' }).click();
  await confirmPopover(page);
  await expect(message(page)).toContainText('工单已关闭');
  await expect(rows(page).first()).toContainText('已关闭');
  await rows(page).first().getByRole('button', { name: '详情' }).click();
  const replies = page.locator('.ant-drawer:visible .work-order-reply');
  await expect(replies).toHaveCount(2);
  await expect(replies.nth(0)).toContainText('admin');
  await expect(replies.nth(0)).toContainText('已更换线路');
  await expect(replies.nth(1)).toContainText('oem');
  await expect(replies.nth(1)).toContainText('请确认是否恢复');
  await page.keyboard.press('Escape');

  await rows(page).first().getByRole('button', { name: '删除' }).click();
  await confirmPopover(page);
  await expectEmpty(page);
});
