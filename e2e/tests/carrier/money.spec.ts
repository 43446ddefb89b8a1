import { moneyApi, preDeposits, woniuBills } from '@console/remote-carrier/contract';
import { expect, login, test } from '../../support/fixtures';
import { choose, confirmPopover, dialog, downloadSheet, message, pickOption, rows, saveDialog, searchBy, sheetHeader } from '../../support/listPage';

test.describe('money with the operators (admin)', () => {
  test('/preDeposit: a pre-deposit moves the balance and is listed with it; the list exports', async ({ page }) => {
    await login(page, 'admin', { to: '/preDeposit' });
    await expect(rows(page).first()).toBeVisible();
    const voucher = `YC${Date.now().toString(36)}`;
    await page.getByRole('button', { name: '新增预存' }).click();
    await pickOption(page, dialog(page), preDeposits.fields.companyId.label, '星辰');
    await choose(page, dialog(page), preDeposits.fields.operator.label, 'DJ');
    await dialog(page).getByLabel(preDeposits.fields.amount.label, { exact: true }).fill('888.8');
    await dialog(page).getByLabel(preDeposits.fields.voucherNo.label, { exact: true }).fill(voucher);
    await saveDialog(page);
    await expect(message(page)).toContainText('已预存，当前余额');
    await searchBy(page, preDeposits.fields.voucherNo.label, voucher);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('888.80');
    const sheet = await downloadSheet(page, '预存记录.xlsx');
    expect(sheetHeader(sheet)).toEqual(moneyApi.preDepositExport.columns.map((column) => column.title));
  });

  test('/djRebateList: pending rebates are paid in a batch', async ({ page }) => {
    await login(page, 'admin', { to: '/djRebateList?status=%E5%BE%85%E5%8F%91%E6%94%BE' });
    await expect(rows(page).first()).toBeVisible();
    await rows(page).nth(0).locator('input[type=checkbox]').check();
    await page.getByRole('button', { name: /发放返利（1）/ }).click();
    await confirmPopover(page);
    await expect(message(page)).toContainText('已发放 1 笔返利');
  });

  test('/woniuBill: a bill shows its lines and an open bill is settled; the bills export', async ({ page }) => {
    await login(page, 'admin', { to: '/woniuBill?status=%E6%9C%AA%E7%BB%93%E6%B8%85' });
    const bill = rows(page).first();
    await expect(bill).toBeVisible();
    await bill.getByRole('button', { name: '明细' }).click();
    const drawer = page.locator('.ant-drawer:visible');
    await expect(drawer.locator('.ant-table-row').first()).toContainText('月租');
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await bill.getByRole('button', { name: '结清' }).click();
    await confirmPopover(page);
    await expect(message(page)).toContainText('账单已结清');
    const sheet = await downloadSheet(page, '蜗牛账单.xlsx');
    expect(sheetHeader(sheet)).toEqual(moneyApi.woniuBillExport.columns.map((column) => column.title));
    expect(woniuBills.fields.total.label).toBe('合计（元）');
  });
});
