import { abnormalCalls, gateApi, gateRefusals, numberControl, numberControlApi, operatorWhitelist } from '@console/remote-carrier/contract';
import { expect, login, test } from '../../support/fixtures';
import {
  choose,
  confirmPopover,
  dialog,
  downloadSheet,
  expectEmpty,
  pickOption,
  rows,
  saveDialog,
  searchBy,
  searchForm,
  sheetHeader,
  sheetRows,
} from '../../support/listPage';

/** A mobile number of its own per attempt (retries and parallel runs never meet). */
const freshMobile = (prefix: string) => `${prefix}${Date.now().toString().slice(-8)}`;

test.describe('the dialling gate’s rules (remote-carrier)', () => {
  test('/numberControl: an agent stops a number of its company, slows it, releases and deletes the rule; the list exports', async ({ page }) => {
    await login(page, 'agent', { to: '/numberControl' });
    await expect(rows(page)).toHaveCount(10);
    const phone = freshMobile('139');
    await page.getByRole('button', { name: '新增管控规则' }).click();
    await dialog(page).getByLabel(numberControl.fields.phoneNumber.label, { exact: true }).fill(phone);
    await pickOption(page, dialog(page), numberControl.fields.companyId.label, '星辰');
    await dialog(page).getByLabel(numberControl.fields.reason.label, { exact: true }).fill('投诉较多');
    await saveDialog(page);
    await searchBy(page, numberControl.fields.phoneNumber.label, phone);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('停止外呼');
    await rows(page).first().getByRole('button', { name: '编辑' }).click();
    await choose(page, dialog(page), numberControl.fields.mode.label, '限速');
    await dialog(page).getByLabel(numberControl.fields.dailyLimit.label, { exact: true }).fill('80');
    await saveDialog(page);
    await expect(rows(page).first()).toContainText('限速');
    await expect(rows(page).first()).toContainText('80');
    await rows(page).first().getByRole('button', { name: '删除' }).click();
    await confirmPopover(page);
    await expectEmpty(page);
    await searchBy(page, numberControl.fields.phoneNumber.label, '');
    const sheet = await downloadSheet(page, '号码管控.xlsx');
    expect(sheetHeader(sheet)).toEqual(numberControlApi.export.columns.map((column) => column.title));
  });

  test('/WNWhitelistCY: admin adds a consenting callee for a company on CY’s line and deletes it', async ({ page }) => {
    await login(page, 'admin', { to: '/WNWhitelistCY' });
    await expect(rows(page)).toHaveCount(10);
    const phone = freshMobile('137');
    await page.getByRole('button', { name: '新增白名单号码' }).click();
    await dialog(page).getByLabel(operatorWhitelist.fields.phoneNumber.label, { exact: true }).fill(phone);
    await pickOption(page, dialog(page), operatorWhitelist.fields.companyId.label, '星辰');
    await saveDialog(page);
    await searchBy(page, operatorWhitelist.fields.phoneNumber.label, phone);
    await expect(rows(page)).toHaveCount(1);
    await rows(page).first().getByRole('button', { name: '删除' }).click();
    await confirmPopover(page);
    await expectEmpty(page);
  });
});

test('/gateRefusals: an agent filters the refused attempts by rule and downloads them', async ({ page }) => {
  await login(page, 'agent', { to: '/gateRefusals' });
  await expect(rows(page)).toHaveCount(10);
  await choose(page, searchForm(page), gateRefusals.fields.rule.label, '黑名单');
  await searchForm(page).locator('button[type=submit]').click();
  await expect(page).toHaveURL(/rule=blacklist/);
  await expect(rows(page).first()).toContainText('黑名单');
  const sheet = await downloadSheet(page, '外呼拦截记录.xlsx');
  expect(sheetHeader(sheet)).toEqual(gateApi.refusalsExport.columns.map((column) => column.title));
  expect(
    sheetRows(sheet)
      .slice(1)
      .every((row) => row.includes('黑名单')),
  ).toBe(true);
});

test('/WNAbnormalCallListCY: admin handles an abnormal call with a remark and downloads the list', async ({ page }) => {
  await login(page, 'admin', { to: '/WNAbnormalCallListCY' });
  await expect(rows(page)).toHaveCount(10);
  await choose(page, searchForm(page), abnormalCalls.fields.handled.label, '未处理');
  await searchForm(page).locator('button[type=submit]').click();
  await expect(page).toHaveURL(/handled=0/);
  const first = rows(page).first();
  // The row's number: its first 11-digit cell (the callee comes after it).
  const phone = (await first.locator('td').allInnerTexts()).map((cell) => cell.trim()).find((cell) => /^1\d{10}$/.test(cell))!;
  await first.getByRole('button', { name: '处理', exact: true }).click();
  await dialog(page).getByLabel('处理说明', { exact: true }).fill('已联系企业核实');
  await saveDialog(page);
  await choose(page, searchForm(page), abnormalCalls.fields.handled.label, '已处理');
  await searchBy(page, abnormalCalls.fields.phoneNumber.label, phone);
  await expect(rows(page).filter({ hasText: '已联系企业核实' }).first()).toBeVisible();
  const sheet = await downloadSheet(page, '异常通话.xlsx');
  expect(sheetRows(sheet).length).toBeGreaterThan(1);
});
