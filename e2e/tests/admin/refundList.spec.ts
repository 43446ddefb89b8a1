import { refundApi, refunds } from '@console/remote-admin/contract';
import { expect, login, test } from '../../support/fixtures';
import { dialog, downloadSheet, message, pickOption, rows, saveDialog, searchBy, sheetHeader } from '../../support/listPage';

const f = refunds.fields;

/** A refund request: the admin files it, the oem (from its dashboard) pays it, the company's balance pays; a second one is rejected. */
test('/refundList: add, edit, refund, reject; the export', async ({ page }) => {
  await login(page, 'admin', { to: '/refundList' });
  await expect(rows(page).first()).toBeVisible();
  expect(sheetHeader(await downloadSheet(page, '退款列表.xlsx'))).toEqual(refundApi.export.columns.map((column) => column.title));

  const file = async (amount: string) => {
    await page.getByRole('button', { name: '新增退款申请' }).click();
    // The seeded company, whose balance (12,000 元) pays the refund.
    await pickOption(page, dialog(page), f.companyId.label, '星辰科技');
    await dialog(page).getByLabel(f.amount.label, { exact: true }).fill(amount);
    await dialog(page).getByLabel(f.reason.label, { exact: true }).fill('重复充值');
    await saveDialog(page);
    // The new request's number: the earlier one's message may still be on screen beside it.
    let refundNo = '';
    await expect
      .poll(async () => {
        const said = await message(page).allInnerTexts();
        refundNo = said.flatMap((text) => [...text.matchAll(/退款申请 (TK\d+) 已提交/g)].map((found) => found[1]!)).find((no) => !filed.includes(no)) ?? '';
        return refundNo;
      })
      .not.toBe('');
    filed.push(refundNo);
    return refundNo;
  };
  const filed: string[] = [];
  const first = await file('0.02');
  await searchBy(page, f.refundNo.label, first);
  await rows(page).first().getByRole('button', { name: '编辑' }).click();
  await dialog(page).getByLabel(f.amount.label, { exact: true }).fill('0.01');
  await saveDialog(page);
  await expect(rows(page).first()).toContainText('0.01');
  const second = await file('0.01');

  await page.evaluate(() => localStorage.clear());
  await login(page, 'oem');
  await page.locator('.oem-entries').getByRole('link', { name: '退款列表' }).click();
  await searchBy(page, f.refundNo.label, first);
  await rows(page).first().getByRole('button', { name: '退款' }).click();
  await dialog(page).getByLabel('审核备注').fill('核实无误');
  await saveDialog(page);
  await expect(rows(page).first()).toContainText('已退款');
  await expect(rows(page).first()).toContainText('oem');
  await expect(rows(page).first().getByRole('button', { name: '退款' })).toHaveCount(0);

  await searchBy(page, f.refundNo.label, second);
  await rows(page).first().getByRole('button', { name: '驳回' }).click();
  await dialog(page).getByLabel('驳回原因').fill('金额与充值记录不符');
  await saveDialog(page);
  await expect(rows(page).first()).toContainText('已驳回');
  await expect(rows(page).first()).toContainText('金额与充值记录不符');
});
