import { expect, login, test } from '../../support/fixtures';
import {
  callWithClaimedAdmin,
  choose,
  dialog,
  downloadSheet,
  expectEmpty,
  message,
  openWithClaimedAdmin,
  pickOption,
  REFUSED,
  rowConfirm,
  rows,
  rowWith,
  saveDialog,
  searchBy,
  searchForm,
  sheetHeader,
  totalCount,
  unique,
} from '../../support/listPage';

/** Eleven digits no seeded number has (the seed's middle numbers end in 1000xxxx), different on every run. */
const digits = (prefix: string) => `${prefix}${String(Date.now()).slice(-7)}`;

test.describe('callback (AXB)', () => {
  test('a package is sold and bought, its middle number allocated, bound, released and taken back', async ({ page }) => {
    test.setTimeout(240_000);
    const name = unique('E2E套餐');
    const x = digits('1709');
    const a = digits('1390');
    const b = digits('1370');

    // The platform puts a package of two middle numbers on sale, then edits it.
    await login(page, 'admin', { to: '/packageManagement' });
    await page.getByRole('button', { name: '新增AXB套餐' }).click();
    await dialog(page).getByLabel('套餐名称', { exact: true }).fill(name);
    await dialog(page).getByLabel('号码数量', { exact: true }).fill('2');
    await dialog(page).getByLabel('包含分钟数', { exact: true }).fill('100');
    await dialog(page).getByLabel('价格（元）', { exact: true }).fill('1');
    await dialog(page).getByLabel('超出资费（元/分钟）', { exact: true }).fill('0.1');
    await dialog(page).getByLabel('有效天数', { exact: true }).fill('30');
    await saveDialog(page);
    await searchBy(page, '套餐名称', name);
    await expect(rows(page)).toHaveCount(1);
    await rows(page).first().getByRole('button', { name: '编辑' }).click();
    await dialog(page).getByLabel('包含分钟数', { exact: true }).fill('200');
    await saveDialog(page);
    await expect(rows(page).first()).toContainText('200');

    // The company buys it with its balance, and exports its orders.
    await login(page, 'company', { to: '/packageList' });
    await page.getByRole('button', { name: '购买套餐' }).click();
    await pickOption(page, dialog(page), '企业', '星辰科技');
    await choose(page, dialog(page), '套餐', name);
    await saveDialog(page);
    await expect(message(page)).toContainText('购买成功，企业余额');
    await expect(rowWith(page, name)).toContainText('生效中');
    const orders = await totalCount(page);
    const sheet = await downloadSheet(page, '套餐列表.xlsx');
    expect(sheetHeader(sheet)).toEqual(expect.arrayContaining(['订单号', '企业', '套餐', '价格（元）', '购买后余额（元）']));
    expect(sheet.rowCount - 1).toBe(orders);

    // A sold package is not deleted.
    await login(page, 'admin', { to: '/packageManagement' });
    await searchBy(page, '套餐名称', name);
    await rowConfirm(page, rows(page).first(), '删除');
    await expect(message(page)).toContainText('该套餐已有企业购买，不能删除，可将其下架');

    // A new middle number enters the stock and is allocated to the company within its package.
    await page.goto('/AXBinventory');
    await page.getByRole('button', { name: '新增中间号' }).click();
    await dialog(page).getByLabel('中间号', { exact: true }).fill(x);
    await dialog(page).getByLabel('归属地', { exact: true }).fill('杭州');
    await choose(page, dialog(page), '运营商', '联通');
    await saveDialog(page);
    await searchBy(page, '中间号', x);
    await expect(rows(page).first()).toContainText('库存');
    await rows(page).first().getByRole('button', { name: '分配' }).click();
    await pickOption(page, dialog(page), '企业', '星辰科技');
    await saveDialog(page);
    await expect(rows(page).first()).toContainText('已分配');

    // The company's A number is registered, then bound with B on the middle number.
    await page.goto('/privateNumber');
    await page.getByRole('button', { name: '新增隐私号' }).click();
    await pickOption(page, dialog(page), '企业', '星辰科技');
    await dialog(page).getByLabel('隐私号', { exact: true }).fill(a);
    await dialog(page).getByLabel('使用人', { exact: true }).fill('E2E使用人');
    await saveDialog(page);
    await page.goto('/AXBBinding');
    await page.getByRole('button', { name: '新增绑定' }).click();
    await dialog(page).getByLabel('中间号', { exact: true }).fill(x);
    await dialog(page).getByLabel('A号码', { exact: true }).fill(a);
    await dialog(page).getByLabel('B号码', { exact: true }).fill(b);
    await saveDialog(page);
    await searchBy(page, '中间号', x);
    await expect(rows(page).first()).toContainText('绑定中');

    // The number is bound once at a time: a second binding is refused and what was typed stays.
    await page.getByRole('button', { name: '新增绑定' }).click();
    await dialog(page).getByLabel('中间号', { exact: true }).fill(x);
    await dialog(page).getByLabel('A号码', { exact: true }).fill(a);
    await dialog(page).getByLabel('B号码', { exact: true }).fill(digits('1360'));
    await dialog(page)
      .getByRole('button', { name: /确\s*定|保\s*存/ })
      .click();
    await expect(message(page)).toContainText('该中间号正在绑定中，请先解绑');
    await expect(dialog(page).getByLabel('A号码', { exact: true })).toHaveValue(a);
    await dialog(page)
      .getByRole('button', { name: /取\s*消/ })
      .click();
    await expect(page.locator('.ant-modal:visible')).toHaveCount(0);

    await page.goto('/middleNumber');
    await searchBy(page, '中间号', x);
    await expect(rows(page).first()).toContainText('绑定中');
    await expect(rows(page).first()).toContainText(b);

    // Released, the number is free again and goes back to stock.
    await page.goto('/AXBBinding');
    await searchBy(page, '中间号', x);
    await rowConfirm(page, rows(page).first(), '解绑');
    await expect(rows(page).first()).toContainText('已解绑');
    await page.goto('/AXBinventory');
    await searchBy(page, '中间号', x);
    await rowConfirm(page, rows(page).first(), '回收');
    await expect(rows(page).first()).toContainText('库存');
  });

  test('admin adds an X-number user package and deletes it', async ({ page }) => {
    const name = unique('E2E用户套餐');
    await login(page, 'admin', { to: '/packageManagementXuser' });
    await page.getByRole('button', { name: '新增X号用户套餐' }).click();
    await dialog(page).getByLabel('套餐名称', { exact: true }).fill(name);
    await dialog(page).getByLabel('号码数量', { exact: true }).fill('3');
    await dialog(page).getByLabel('价格（元）', { exact: true }).fill('30');
    await dialog(page).getByLabel('超出资费（元/分钟）', { exact: true }).fill('0.12');
    await saveDialog(page);
    await searchBy(page, '套餐名称', name);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('30.00');
    await rowConfirm(page, rows(page).first(), '删除');
    await expectEmpty(page);
  });

  test('admin exports the consumption of a search; its sheet is the search', async ({ page }) => {
    // The search from the link (the list keeps it in the URL): the first total drawn is already the search's.
    await login(page, 'admin', { to: '/consumptionDetails?caller=138' });
    await expect(searchForm(page).getByLabel('主叫', { exact: true })).toHaveValue('138');
    await expect(rows(page).first()).toContainText('138');
    const count = await totalCount(page);
    const sheet = await downloadSheet(page, '回拨消费明细.xlsx');
    expect(sheetHeader(sheet)).toEqual([
      '中间号',
      '主叫',
      '被叫',
      '方向',
      '企业',
      '代理商',
      '通话时间',
      '通话时长',
      '计费分钟',
      '单价（元/分钟）',
      '费用（元）',
    ]);
    expect(sheet.rowCount - 1).toBe(count);
  });

  test('a company claiming admin opens /AXBBinding, but the backend refuses its list and its binding', async ({ page }) => {
    await login(page, 'company');
    await openWithClaimedAdmin(page, '/AXBBinding');
    expect(
      await callWithClaimedAdmin(page, '/api/axb/bind', 'xNumber=17000000000&aPhone=13800000001&bPhone=13900000001&expiresAt=2099-01-01%2000:00:00'),
    ).toEqual(REFUSED);
  });
});
