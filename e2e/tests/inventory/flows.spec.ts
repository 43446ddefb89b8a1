import { MOBILE } from '@console/sdk/contract';
import type { Locator } from '@playwright/test';
import { expect, login, test } from '../../support/fixtures';
import {
  callWithClaimedAdmin,
  choose,
  confirmDialog,
  confirmPopover,
  dialog,
  downloadSheet,
  expectEmpty,
  message,
  openWithClaimedAdmin,
  pickOption,
  REFUSED,
  clickFolded,
  confirmFolded,
  rowConfirm,
  rows,
  rowWith,
  saveDialog,
  searchBy,
  sheetHeader,
  total,
  totalCount,
  unique,
} from '../../support/listPage';

/** The number in the row's column `index` (0-based, visible cells). */
const cellNumber = async (row: Locator, index: number) => Number((await row.locator('td').nth(index).innerText()).replace(/,/g, ''));

test.describe('inventory: goods, stock, shipments and the records the counts come from', () => {
  test('admin sets up goods, receives, ships (refused beyond stock, the form kept), cancels, and the records agree', async ({ page }) => {
    const name = unique('测试卡');
    await login(page, 'admin', { to: '/inventorySetMenu' });
    await expect(rows(page).first()).toBeVisible();

    // Create, with the form's own checks first.
    await page.getByRole('button', { name: '新增货品' }).click();
    const form = dialog(page);
    await confirmDialog(page);
    await expect(form.getByText('请选择库存线')).toBeVisible();
    await choose(page, form, '库存线', '四季通信SIM卡');
    await form.getByLabel('货品名称').fill(name);
    await form.getByLabel('型号').fill('E2E-1');
    await saveDialog(page);
    await searchBy(page, '货品名称', name);
    await expect(total(page)).toHaveText('共 1 条');

    // Edit the threshold.
    await rows(page).first().getByRole('button', { name: '编辑' }).click();
    await dialog(page).getByLabel('预警值').fill('40');
    await saveDialog(page);
    await expect(rows(page).first().locator('td').nth(4)).toHaveText('40');

    // Stock: receive 50, try to ship 80, ship 30.
    await page.goto(`/SJTXinventory?name=${encodeURIComponent(name)}`);
    const stock = rowWith(page, name);
    await expect(stock).toHaveCount(1);
    await expect(stock).toContainText('库存不足');
    await stock.getByRole('button', { name: '入库', exact: true }).click();
    await dialog(page).getByLabel('入库数量').fill('50');
    await saveDialog(page);
    await expect(stock.locator('td').nth(2)).toHaveText('50');
    await expect(stock).toContainText('正常');

    await stock.getByRole('button', { name: '出库', exact: true }).click();
    const ship = dialog(page);
    await ship.getByLabel('出库数量').fill('80');
    const company = await pickOption(page, ship, '收货企业');
    await ship.getByLabel('收货人').fill('张三');
    await ship.getByLabel('联系电话').fill('1381234');
    await ship.getByLabel('收货地址').fill('北京市朝阳区测试路 1 号');
    await confirmDialog(page);
    await expect(ship.getByText(MOBILE.message)).toBeVisible();
    await ship.getByLabel('联系电话').fill('13812345678');
    await confirmDialog(page);
    await expect(message(page)).toContainText('库存不足：当前库存 50，本次出库 80');
    await expect(ship).toBeVisible();
    await expect(ship.getByLabel('收货人')).toHaveValue('张三');
    await expect(ship.getByLabel('收货地址')).toHaveValue('北京市朝阳区测试路 1 号');
    await ship.getByLabel('出库数量').fill('30');
    await saveDialog(page);
    await expect(stock.locator('td').nth(2)).toHaveText('20');
    await expect(stock).toContainText('库存不足');

    // The records: 出库记录 has the shipment, 库存明细 the two movements with their balances.
    await page.goto('/outboundRecord');
    await searchBy(page, '收货企业', company);
    const shipment = rowWith(page, name);
    await expect(shipment).toHaveCount(1);
    await expect(shipment).toContainText('张三');
    await expect(shipment).toContainText('待发货');

    // Edit the delivery, then cancel: the 30 return to stock.
    await shipment.getByRole('button', { name: '编辑' }).click();
    await choose(page, dialog(page), '快递公司', '顺丰速运');
    await dialog(page).getByLabel('快递单号').fill('SF1234567890');
    await choose(page, dialog(page), '状态', '已发货');
    await saveDialog(page);
    await expect(shipment).toContainText('SF1234567890');
    await expect(shipment).toContainText('已发货');
    await rowConfirm(page, shipment, '撤销');
    await expect(shipment).toContainText('已撤销');
    await expect(shipment.getByRole('button', { name: '撤销', exact: true })).toHaveCount(0);

    await page.goto('/inventoryList');
    await searchBy(page, '关联单号', '');
    await choose(page, page.locator('form.ant-form-inline:visible').first(), '库存线', '四季通信SIM卡');
    const movements = rows(page).filter({ hasText: name });
    await page.locator('form.ant-form-inline:visible button[type=submit]').click();
    await expect(movements).toHaveCount(3);
    // Newest first: cancel (+30 -> 50), shipment (-30 -> 20), receipt (+50 -> 50).
    expect(await cellNumber(movements.nth(0), 5)).toBe(50);
    expect(await cellNumber(movements.nth(1), 5)).toBe(20);
    expect(await cellNumber(movements.nth(2), 5)).toBe(50);
    await expect(movements.nth(0)).toContainText('撤销出库');
    await expect(movements.nth(1)).toContainText('发货出库');

    await page.goto(`/SJTXinventory?name=${encodeURIComponent(name)}`);
    await expect(rowWith(page, name).locator('td').nth(2)).toHaveText('50');

    // Goods with records cannot be deleted; goods without can.
    await page.goto(`/inventorySetMenu?name=${encodeURIComponent(name)}`);
    await rowConfirm(page, rowWith(page, name), '删除');
    await expect(message(page)).toContainText('该货品已有出入库记录，不能删除，可改为停用');
    const spare = unique('备用卡');
    await page.getByRole('button', { name: '新增货品' }).click();
    await choose(page, dialog(page), '库存线', '四季终端设备');
    await dialog(page).getByLabel('货品名称').fill(spare);
    await saveDialog(page);
    await searchBy(page, '货品名称', spare);
    await rowConfirm(page, rowWith(page, spare), '删除');
    await expectEmpty(page);
  });

  test('stock and records export as .xlsx with the columns on screen', async ({ page }) => {
    await login(page, 'admin', { to: '/SJinventory' });
    await expect(rows(page).first()).toBeVisible();
    expect(sheetHeader(await downloadSheet(page, '四季终端设备库存.xlsx', /导\s*出/))).toEqual([
      '货品名称',
      '型号',
      '当前库存',
      '单位',
      '预警值',
      '库存状态',
      '累计入库',
      '累计出库',
      '最近变动',
    ]);
    await page.getByRole('button', { name: '发货记录' }).click();
    await expect(page).toHaveURL(/\/SJDeliveryRecord$/);
    // The stock page stays on screen until the shipment page has loaded: wait for a shipment row.
    await expect(page).toHaveTitle(/^四季发货记录/);
    await expect(rows(page).first()).toContainText(/^CK\d{12}/);
    const header = sheetHeader(await downloadSheet(page, '四季发货记录.xlsx', /导\s*出/));
    expect(header[0]).toBe('出库单号');
  });
});

test.describe('purchases', () => {
  test('admin adds, edits, orders and receives a purchase order into stock, and deletes another', async ({ page }) => {
    await login(page, 'admin', { to: '/SJTXinventory' });
    await expect(rows(page).first()).toBeVisible();
    const goods = (await rows(page).first().locator('td').nth(0).innerText()).trim();
    const before = await cellNumber(rows(page).first(), 2);

    await page.goto('/purchaseOrderList');
    await expect(rows(page).first()).toBeVisible();
    await page.getByRole('button', { name: '新增采购订单' }).click();
    const form = dialog(page);
    await choose(page, form, '供应商', '四季通信');
    await choose(page, form, '货品', goods);
    await form.getByLabel('采购数量').fill('120');
    await form.getByLabel('单价（元）').fill('12.5');
    await confirmDialog(page);
    await expect(message(page)).toContainText(/已创建采购订单 PO\d{12}/);
    const orderNo = /PO\d{12}/.exec(await message(page).innerText())![0];
    await searchBy(page, '订单号', orderNo);
    const order = rowWith(page, orderNo);
    await expect(order).toContainText('1,500.00');
    await expect(order).toContainText('待审核');

    await order.getByRole('button', { name: '编辑' }).click();
    await dialog(page).getByLabel('采购数量').fill('100');
    await saveDialog(page);
    await expect(order).toContainText('1,250.00');

    await rowConfirm(page, order, '审核下单');
    await expect(order).toContainText('已下单');
    await expect(order.getByRole('button', { name: '编辑' })).toHaveCount(0);
    await rowConfirm(page, order, '到货入库');
    await expect(order).toContainText('已到货');

    await page.goto(`/SJTXinventory?name=${encodeURIComponent(goods)}`);
    await expect(rowWith(page, goods).first().locator('td').nth(2)).toHaveText(String(before + 100).replace(/\B(?=(\d{3})+(?!\d))/g, ','));

    // A second order, deleted while 待审核.
    await page.goto('/purchaseOrderList');
    await page.getByRole('button', { name: '新增采购订单' }).click();
    await choose(page, dialog(page), '供应商', '迪加通信');
    await choose(page, dialog(page), '货品', goods);
    await dialog(page).getByLabel('采购数量').fill('5');
    await dialog(page).getByLabel('单价（元）').fill('1');
    await confirmDialog(page);
    const second = /PO\d{12}/.exec(await message(page).filter({ hasText: '已创建' }).last().innerText())![0];
    await searchBy(page, '订单号', second);
    // A 待审核 order has five actions for the admin: 编辑, 审核下单 and 取消 are buttons, 变更记录 and 删除 under 更多.
    await clickFolded(page, rowWith(page, second), '删除');
    await confirmFolded(page);
    await expectEmpty(page);

    const header = sheetHeader(await downloadSheet(page, '采购订单.xlsx', /导\s*出/));
    expect(header).toEqual(['订单号', '供应商', '库存线', '货品', '数量', '单价（元）', '金额（元）', '状态', '下单时间', '到货时间']);
  });

  test('the purchase list turns low stock into orders awaiting review', async ({ page }) => {
    await login(page, 'admin', { to: '/purchaseList' });
    await expect(rows(page).first()).toBeVisible();
    const goods = (await rows(page).first().locator('td').nth(2).innerText()).trim();
    await rows(page).first().locator('.ant-checkbox-input').check();
    await page.getByRole('button', { name: /生成采购订单/ }).click();
    await choose(page, dialog(page), '供应商', '四季通信');
    await dialog(page).getByLabel('单价（元）').fill('8');
    await confirmDialog(page);
    await expect(message(page)).toContainText(/已生成 1 张待审核采购订单|所选货品已有足够的在途采购/);
    await page.goto('/purchaseOrderList?status=待审核');
    await expect(rowWith(page, goods).first()).toBeVisible();
  });
});

test.describe('white cards', () => {
  test('admin adds (bad ICCID refused), edits, assigns, voids, imports, exports and deletes white cards', async ({ page }) => {
    await login(page, 'admin', { to: '/whiteCard' });
    await expect(rows(page).first()).toBeVisible();
    const iccid = `8986${Date.now().toString().slice(-12)}${Math.floor(Math.random() * 9000 + 1000)}`;

    await page.getByRole('button', { name: '新增白卡' }).click();
    const form = dialog(page);
    await form.getByLabel('ICCID').fill('12345');
    await form.getByLabel('批次号').fill('E2E-BATCH');
    await confirmDialog(page);
    await expect(form.getByText('ICCID 须为 19 或 20 位数字')).toBeVisible();
    await form.getByLabel('ICCID').fill(iccid);
    await saveDialog(page);
    await searchBy(page, 'ICCID', iccid);
    const card = rowWith(page, iccid);
    await expect(card).toContainText('在库');

    await card.getByRole('button', { name: '编辑' }).click();
    await choose(page, dialog(page), '卡类型', '物联网卡');
    await saveDialog(page);
    await expect(card).toContainText('物联网卡');

    // Adding it twice is refused by the backend, and the form keeps the input.
    await page.getByRole('button', { name: '新增白卡' }).click();
    await dialog(page).getByLabel('ICCID').fill(iccid);
    await dialog(page).getByLabel('批次号').fill('E2E-BATCH');
    await confirmDialog(page);
    await expect(message(page)).toContainText(`ICCID ${iccid} 已存在`);
    await expect(dialog(page).getByLabel('ICCID')).toHaveValue(iccid);
    await dialog(page)
      .getByRole('button', { name: /取\s*消/ })
      .click();

    await card.locator('.ant-checkbox-input').check();
    await page.getByRole('button', { name: /分配企业/ }).click();
    const company = await pickOption(page, dialog(page), '分配给企业');
    await confirmDialog(page);
    await expect(message(page)).toContainText('已分配 1 张');
    await expect(card).toContainText('已分配');
    await expect(card).toContainText(company);
    // An assigned card is no longer in stock: it cannot be deleted, voided or assigned again.
    await expect(card.getByRole('button', { name: '删除' })).toHaveCount(0);
    await card.locator('.ant-checkbox-input').check();
    await page.getByRole('button', { name: /作废/ }).click();
    await expect(message(page)).toContainText('只有在库的白卡可以分配、删除或作废');

    // Import two cards, then delete one and void the other.
    const imported = [`${iccid.slice(0, -2)}11`, `${iccid.slice(0, -2)}22`];
    const template = page.waitForEvent('download');
    await page.getByRole('button', { name: '下载导入模板' }).click();
    expect((await template).suggestedFilename()).toBe('白卡导入模板.csv');
    const csv = `ICCID,卡类型,批次号,备注\n${imported[0]},标准卡,E2E-IMPORT,\n${imported[1]},语音卡,E2E-IMPORT,浏览器导入\n`;
    await page
      .locator('input[type=file]:not([disabled])')
      .first()
      .setInputFiles({ name: '白卡.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(message(page)).toContainText('导入完成：新增 2 张');
    // The prefix of this test's three cards (the search form still holds the first card's ICCID).
    await searchBy(page, 'ICCID', iccid.slice(0, -2));
    await expect(rowWith(page, imported[0]!)).toHaveCount(1);
    await rowConfirm(page, rowWith(page, imported[0]!), '删除');
    await expect(rowWith(page, imported[0]!)).toHaveCount(0);
    // The assigned card is still ticked from before: untick it, tick the imported one.
    await rowWith(page, iccid).locator('.ant-checkbox-input').uncheck();
    await rowWith(page, imported[1]!).locator('.ant-checkbox-input').check();
    await page.getByRole('button', { name: /作废（1）/ }).click();
    await confirmPopover(page);
    await expect(rowWith(page, imported[1]!)).toContainText('已作废');

    const header = sheetHeader(await downloadSheet(page, '白卡管理.xlsx', /导\s*出$/));
    expect(header).toEqual(['ICCID', '卡类型', '批次号', '状态', '分配企业', '备注', '入库时间', '分配时间']);
  });
});

test.describe('warnings and frequency limits', () => {
  test('early warnings: counts for the search, companies, top ten, removal and both files', async ({ page }) => {
    await login(page, 'admin', { to: '/earlyWarning' });
    await expect(rows(page).first()).toBeVisible();
    const figures = page.getByRole('group', { name: '统计' });
    const all = await totalCount(page);
    await expect(figures.locator('.ant-statistic', { hasText: '预警号码' }).locator('.ant-statistic-content-value')).toHaveText(all.toLocaleString('en-US'));
    await choose(page, page.locator('form.ant-form-inline:visible').first(), '预警原因', '即将到期');
    await page.locator('form.ant-form-inline:visible button[type=submit]').click();
    await expect.poll(() => totalCount(page)).toBeLessThan(all);
    const expiring = await totalCount(page);
    await expect(figures.locator('.ant-statistic', { hasText: '预警号码' }).locator('.ant-statistic-content-value')).toHaveText(
      expiring.toLocaleString('en-US'),
    );
    await expect(figures.locator('.ant-statistic', { hasText: '即将到期' }).locator('.ant-statistic-content-value')).toHaveText(
      expiring.toLocaleString('en-US'),
    );

    const phone = (await rows(page).first().locator('td').nth(1).innerText()).trim();
    await rows(page).first().locator('.ant-checkbox-input').check();
    await page.getByRole('button', { name: /移除预警/ }).click();
    await confirmPopover(page);
    await expect(message(page)).toContainText('已移除 1 个');
    await expect(total(page)).toHaveText(`共 ${expiring - 1} 条`);
    await expect(rowWith(page, phone)).toHaveCount(0);

    expect(sheetHeader(await downloadSheet(page, '预警号码.xlsx', /导\s*出$/))).toEqual(['号码', '企业', '代理商', '预警原因', '有效期', '预警时间']);
    expect(sheetHeader(await downloadSheet(page, '过期号码.xlsx', '导出过期号码'))).toEqual(['号码', '企业', '代理商', '有效期']);

    await page.getByRole('button', { name: '企业预警' }).click();
    await expect(dialog(page).locator('.ant-table-row').first()).toBeVisible();
    await expect(dialog(page).locator('.ant-pagination-total-text')).toHaveText(/^共 \d+ 条$/);
    await dialog(page).locator('.ant-modal-close').click();
    await page.getByRole('button', { name: '预警企业TOP10' }).click();
    await expect(dialog(page).getByRole('img', { name: '预警企业TOP10' }).locator('canvas')).toBeVisible();
  });

  test('admin adds, edits and deletes a company limit (bad input refused); a company reads its limits only', async ({ page }) => {
    await login(page, 'admin', { to: '/frequencyLimiting' });
    await expect(rows(page).first()).toBeVisible();
    await expect(rowWith(page, '平台默认').getByRole('button', { name: '删除' })).toHaveCount(0);

    await page.getByRole('button', { name: '新增企业规则' }).click();
    const form = dialog(page);
    const company = await pickOption(page, form, '适用企业');
    // A company has one rule: one left by an earlier run of this test goes first (through the API, as admin).
    await page.evaluate(async (name) => {
      const headers = { Authorization: localStorage.getItem('token') ?? '', 'Content-Type': 'application/x-www-form-urlencoded' };
      const listed = await (
        await fetch('/api/frequencyLimiting/list', {
          method: 'POST',
          headers,
          body: new URLSearchParams({ companyName: name, pageIndex: '1', pageSize: '10' }),
        })
      ).json();
      for (const row of listed.data.list as { id: number; companyName: string }[]) {
        if (row.companyName === name) await fetch('/api/frequencyLimiting/delete', { method: 'POST', headers, body: `id=${row.id}` });
      }
    }, company);
    await form.getByLabel('每号码每日上限').fill('20');
    await form.getByLabel('每号码每小时上限').fill('30');
    await confirmDialog(page);
    await expect(form.getByText('每小时上限不能大于每日上限')).toBeVisible();
    await form.getByLabel('每号码每小时上限').fill('5');
    await form.getByLabel('允许呼叫开始').fill('22:00');
    await form.getByLabel('允许呼叫结束').fill('09:00');
    await confirmDialog(page);
    await expect(message(page)).toContainText('开始时间须早于结束时间');
    await expect(form.getByLabel('每号码每日上限')).toHaveValue('20');
    await form.getByLabel('允许呼叫开始').fill('09:00');
    await form.getByLabel('允许呼叫结束').fill('18:00');
    await saveDialog(page);

    await searchBy(page, '适用企业', company);
    const rule = rowWith(page, company);
    await rule.getByRole('button', { name: '编辑' }).click();
    await dialog(page).getByLabel('每号码每日上限').fill('25');
    await dialog(page).getByLabel('每号码每小时上限').fill('5');
    await dialog(page).getByLabel('允许呼叫开始').fill('09:00');
    await dialog(page).getByLabel('允许呼叫结束').fill('18:00');
    await saveDialog(page);
    await expect(rule.locator('td').nth(1)).toHaveText('25');
    await expect(rule).toContainText('09:00-18:00');
    await rowConfirm(page, rule, '删除');
    await expectEmpty(page);

    // The company role opens the common route: the default rule and its own, and no buttons to change them.
    await login(page, 'company', { to: '/frequencyLimiting' });
    await expect(rowWith(page, '平台默认')).toHaveCount(1);
    expect(await totalCount(page)).toBeLessThanOrEqual(2);
    await expect(page.getByRole('button', { name: '新增企业规则' })).toHaveCount(0);
    await expect(rows(page).first().getByRole('button', { name: '编辑' })).toHaveCount(0);
  });

  test('an agent claiming admin opens /whiteCard, but the backend refuses its list and its writes', async ({ page }) => {
    await login(page, 'agent');
    await openWithClaimedAdmin(page, '/whiteCard');
    expect(await callWithClaimedAdmin(page, '/api/inventory/whiteCardVoid', 'ids=1')).toEqual(REFUSED);
  });
});
