import { carrierNumber, numberEvent, rechargeApi } from '@console/remote-carrier/contract';
import type { Page } from '@playwright/test';
import { expect, login, test } from '../../support/fixtures';
import { choose, dialog, downloadSheet, message, pickOption, rows, saveDialog, searchBy, searchForm, sheetHeader } from '../../support/listPage';

/** The numbers of the first rows of a brand's virtual-commerce list in `state` (by default the CY line: only this file acts on it). */
async function numbersIn(page: Page, state: string, howMany: number, list = '/CYWNvirtualCommerce'): Promise<string[]> {
  await page.goto(list);
  await choose(page, searchForm(page), '状态', state);
  await searchForm(page).locator('button[type=submit]').click();
  await expect.poll(() => new URL(page.url()).searchParams.get('state')).not.toBeNull();
  await expect.poll(async () => (await rows(page).allInnerTexts()).every((text) => text.includes(state))).toBe(true);
  const texts = await rows(page).allInnerTexts();
  return texts.slice(0, howMany).map((text) => text.match(/1\d{10}/)![0]);
}

test.describe('number lines', () => {
  test('/CYWNvirtualCommerce: a number is suspended and restored with a reason, its history shows it, and the list exports', async ({ page }) => {
    await login(page, 'admin', { to: '/CYWNvirtualCommerce' });
    const [phone] = await numbersIn(page, '已开通', 1);
    await page.goto('/CYWNvirtualCommerce');
    await searchBy(page, '号码', phone);
    const row = rows(page).filter({ hasText: phone });
    await row.getByRole('button', { name: '停机', exact: true }).click();
    await expect(dialog(page)).toContainText(`确定停机号码 ${phone} 吗？`);
    await dialog(page).getByLabel('原因').fill('客户申请停机（e2e）');
    await saveDialog(page);
    await expect(row).toContainText('已停机');
    await row.getByRole('button', { name: '复机', exact: true }).click();
    await dialog(page).getByLabel('原因').fill('客户已缴费（e2e）');
    await saveDialog(page);
    await expect(row).toContainText('已开通');
    await row.getByRole('button', { name: '状态记录', exact: true }).click();
    const drawer = page.locator('.ant-drawer:visible');
    await expect(drawer.locator('.ant-table-row').first()).toContainText('客户已缴费（e2e）');
    await expect(drawer).toContainText('客户申请停机（e2e）');
    await page.keyboard.press('Escape');
    // The file has the columns on screen (the page's).
    // The health score is among them (issue 60), and the file has the columns on screen, 操作 aside.
    await expect(page.getByRole('columnheader', { name: carrierNumber.fields.healthScore.label, exact: true })).toBeVisible();
    const shown = (await page.locator('.console-page thead th').allInnerTexts()).map((text) => text.trim()).filter((text) => text && text !== '操作');
    expect(sheetHeader(await downloadSheet(page, '号码列表.xlsx'))).toEqual(shown);
  });

  test('/accountOpeningProgressCY and /accountReview: an agent submits an opening, the admin approves it', async ({ page }) => {
    const phone = `171${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 90 + 10)}`;
    await login(page, 'agent', { to: '/accountOpeningProgressCY' });
    await page.getByRole('button', { name: '提交开户' }).click();
    await dialog(page).getByLabel('号码').fill(phone);
    await dialog(page).getByLabel('机主').fill('测试机主');
    await choose(page, dialog(page), '套餐', '月租 39 元 300 分钟');
    await pickOption(page, dialog(page), '企业', '星辰');
    await saveDialog(page);
    await expect(message(page)).toContainText('开户申请已提交，等待审核');
    await searchBy(page, '号码', phone);
    await expect(rows(page).filter({ hasText: phone })).toContainText('审核中');

    // The agent's page is left before its session goes: a list reload it sent after the storage was
    // cleared under it answered 401 (seen twice, once after waiting for the network to be idle).
    await page.goto('about:blank');
    await login(page, 'admin', { to: '/accountReview' });
    await searchBy(page, '号码', phone);
    const row = rows(page).filter({ hasText: phone });
    await row.getByRole('button', { name: '审核通过', exact: true }).click();
    await saveDialog(page);
    await expect(row).toContainText('已开通');
  });

  test('/batchAccountClosureCY: the valid numbers of a pasted list are closed, the others named', async ({ page }) => {
    await login(page, 'admin', { to: '/CYWNvirtualCommerce' });
    const phones = await numbersIn(page, '已停机', 2);
    await page.goto('/batchAccountClosureCY');
    await page.getByRole('button', { name: '批量销户' }).click();
    await dialog(page)
      .getByLabel('号码')
      .fill(`${phones.join('\n')}\n123`);
    await dialog(page).getByLabel('备注').fill('合同到期（e2e）');
    await saveDialog(page);
    await expect(message(page)).toContainText('已销户 2 个；未销户：123（号码格式不正确）');
    await searchBy(page, '号码', phones[0]!);
    await expect(rows(page).filter({ hasText: phones[0]! })).toContainText('合同到期（e2e）');
  });

  test('/wnQuery: the line answers one number of a pasted batch and names the one it does not know', async ({ page }) => {
    await login(page, 'admin', { to: '/wnQuery' });
    await expect(rows(page).first()).toBeVisible();
    const phone = (await rows(page).first().innerText()).match(/1\d{10}/)![0];
    await searchBy(page, '号码', `${phone} 17000000000`);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(phone);
    await expect(page.getByText('未找到的号码')).toBeVisible();
    await expect(page.getByText('17000000000')).toBeVisible();
  });

  test('/WNrestartRecordListCY: an open number is restarted with a reason, and its record is listed', async ({ page }) => {
    await login(page, 'admin', { to: '/CYWNvirtualCommerce' });
    // The third open number: the suspend flow takes the first.
    const phone = (await numbersIn(page, '已开通', 3))[2]!;
    await page.goto('/WNrestartRecordListCY');
    await page.getByRole('button', { name: '重启号码' }).click();
    await dialog(page).getByLabel('号码').fill(phone);
    await dialog(page).getByLabel('原因').fill('无法呼出（e2e）');
    await saveDialog(page);
    await expect(message(page)).toContainText('号码已重启');
    await searchBy(page, '号码', phone);
    await expect(rows(page).first()).toContainText('无法呼出（e2e）');
    const shown = ['phoneNumber', 'reason', 'companyName', 'userName', 'at'] as const;
    expect(sheetHeader(await downloadSheet(page, '号码状态记录.xlsx'))).toEqual(shown.map((key) => numberEvent.fields[key].label));
  });

  test('/gmRecharge: a recharge moves the number’s balance and is listed, and the list exports', async ({ page }) => {
    await login(page, 'admin', { to: '/GMvirtualCommerce' });
    const [phone] = await numbersIn(page, '已开通', 1, '/GMvirtualCommerce');
    await page.goto('/gmRecharge');
    await page.getByRole('button', { name: '充值' }).click();
    await dialog(page).getByLabel('号码').fill(phone!);
    await dialog(page).getByLabel('充值金额（元）').fill('88.8');
    await dialog(page).getByLabel('备注').fill('月初充值（e2e）');
    await saveDialog(page);
    await expect(message(page)).toContainText('充值成功，当前余额');
    await searchBy(page, '号码', phone!);
    await expect(rows(page).first()).toContainText('88.80');
    await expect(rows(page).first()).toContainText('月初充值（e2e）');
    expect(sheetHeader(await downloadSheet(page, '号码充值记录.xlsx'))).toEqual(rechargeApi.export.columns.map((column) => column.title));
  });
});
