import * as contract from '@console/remote-inventory/contract';
import { LIMIT_TEXTS, PURCHASE_TEXTS, STOCK_TEXTS, WHITE_CARD_TEXTS } from '@console/remote-inventory/contract';
import { entriesOf, MOBILE } from '@console/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@console/sdk/manifest';
import { SEEDED_ACCOUNTS } from '@console/sdk/seeded';
import { readSheet, startBackend, type Harness } from '../../test/harness';

/** The inventory area: lists, the stock ledger, purchases, white cards, warnings, frequency limits. */
let backend: Harness;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  backend = await startBackend();
  for (const role of ROLES) tokens[role] = await backend.login(SEEDED_ACCOUNTS[role].username);
});
afterAll(() => backend.app.close());

type Body = { code: number; message: string; data: any };
const post = async (url: string, payload: Record<string, unknown> = {}, who = 'admin', headers: Record<string, string> = {}): Promise<Body> =>
  (await backend.call({ method: 'POST', url, token: tokens[who], payload, headers })).body;
const get = async (url: string, query: Record<string, string> = {}, who = 'admin'): Promise<Body> =>
  (await backend.call({ method: 'GET', url: `${url}?${new URLSearchParams(query)}`, token: tokens[who] })).body;
const count = (sql: string, ...values: unknown[]) =>
  backend.db
    .prepare(sql)
    .pluck()
    .get(...values) as number;

/** A goods of its own for a test, with `stock` received. */
async function newGoods(stock = 0, line = 'SJTX'): Promise<number> {
  const name = `测试货品${Math.random().toString(36).slice(2, 8)}`;
  const { data } = await post('/api/inventory/goodsSave', { line, name, unit: '张', warnThreshold: 10 });
  if (stock) expect((await post('/api/inventory/receive', { goodsId: data.id, quantity: stock })).data.quantity).toBe(stock);
  return data.id;
}
const quantityOf = (goodsId: number) => count('SELECT quantity FROM inventory_goods WHERE id = ?', goodsId);
/** The ledger's sum for a goods: what its quantity must always equal. */
const ledgerOf = (goodsId: number) =>
  count("SELECT COALESCE(SUM(CASE direction WHEN 'in' THEN quantity ELSE -quantity END), 0) FROM inventory_movements WHERE goods_id = ?", goodsId);
const shipment = (goodsId: number, quantity: number) => ({
  goodsId,
  quantity,
  companyId: 1,
  receiver: '张三',
  receiverPhone: '13800000000',
  address: '北京市朝阳区 1 号',
});

describe('the seeded inventory agrees with its records', () => {
  it('every goods quantity is the sum of its movements, each balance follows the one before, and several are low', () => {
    expect(
      count(
        "SELECT COUNT(*) FROM inventory_goods g WHERE quantity != (SELECT COALESCE(SUM(CASE direction WHEN 'in' THEN quantity ELSE -quantity END), 0) FROM inventory_movements m WHERE m.goods_id = g.id)",
      ),
    ).toBe(0);
    const broken =
      count(`SELECT COUNT(*) FROM (SELECT balance, quantity, direction, LAG(balance) OVER (PARTITION BY goods_id ORDER BY created_at, id) AS before FROM inventory_movements)
      WHERE before IS NOT NULL AND balance != before + CASE direction WHEN 'in' THEN quantity ELSE -quantity END`);
    expect(broken).toBe(0);
    expect(count('SELECT COUNT(*) FROM inventory_movements')).toBeGreaterThan(2500);
    expect(count('SELECT COUNT(*) FROM inventory_shipments')).toBeGreaterThan(1000);
    expect(count('SELECT COUNT(*) FROM white_cards')).toBe(5000);
    expect(count('SELECT COUNT(*) FROM inventory_goods WHERE quantity < warn_threshold')).toBeGreaterThan(3);
  });
});

describe('lists: filters, line, sorting and paging on the server', () => {
  it('stock of a line, low stock only, sorted by quantity', async () => {
    const all = (await post('/api/inventory/stockList', { line: 'SJ', pageSize: 100 })).data;
    expect(all.total).toBe(16);
    const lineOf = backend.db.prepare('SELECT line FROM inventory_goods WHERE id = ?').pluck();
    expect(new Set(all.list.map((row: { id: number }) => lineOf.get(row.id)))).toEqual(new Set(['SJ']));
    const low = (await post('/api/inventory/stockList', { line: 'SJTX', low: 1, pageSize: 100 })).data.list as {
      quantity: number;
      warnThreshold: number;
      low: number;
    }[];
    expect(low.every((row) => row.quantity < row.warnThreshold && row.low === 1)).toBe(true);
    const sorted = (await post('/api/inventory/stockList', { line: 'SJTX', sortField: 'quantity', sortOrder: 'ascend', pageSize: 100 })).data.list.map(
      (row: { quantity: number }) => row.quantity,
    );
    expect(sorted).toEqual([...sorted].sort((a, b) => a - b));
    const row = all.list[0];
    expect(row.quantity).toBe(row.received - row.shipped);
    expect(await post('/api/inventory/stockList', {})).toMatchObject({ code: 400, message: '请填写库存线' });
  });

  it('shipments by line, status and time; movements by direction and reference; paging totals', async () => {
    const signed = (await post('/api/inventory/shipmentList', { line: 'SJTX', status: '已签收', pageSize: 50 })).data;
    expect(signed.total).toBeGreaterThan(100);
    const lineOf = backend.db.prepare('SELECT g.line FROM inventory_shipments s JOIN inventory_goods g ON g.id = s.goods_id WHERE s.id = ?').pluck();
    expect(new Set(signed.list.map((row: { id: number }) => lineOf.get(row.id)))).toEqual(new Set(['SJTX']));
    expect(signed.list.every((row: { status: string }) => row.status === '已签收')).toBe(true);
    const page2 = (await post('/api/inventory/shipmentList', { line: 'SJTX', status: '已签收', pageIndex: 2, pageSize: 50 })).data;
    expect(page2.total).toBe(signed.total);
    expect(page2.list[0].id).not.toBe(signed.list[0].id);
    const recent = (await post('/api/inventory/shipmentList', { line: 'SJ', createdAtFrom: '2100-01-01 00:00:00' })).data;
    expect(recent).toEqual({ list: [], total: 0 });
    const { shipmentNo } = signed.list[0];
    const movements = (await post('/api/inventory/movementList', { reference: shipmentNo, direction: 'out' })).data.list;
    expect(movements).toHaveLength(1);
    expect(movements[0]).toMatchObject({ reason: '发货出库', direction: 'out', quantity: signed.list[0].quantity });
  });

  it('purchase orders by status and supplier, amounts to two decimals; warnings by reason and agent', async () => {
    const ordered = (await post('/api/inventory/purchaseOrderList', { status: '已下单', supplier: '蜗牛移动', pageSize: 100 })).data.list as {
      status: string;
      supplier: string;
      amount: number;
      quantity: number;
      unitPrice: number;
    }[];
    expect(ordered.length).toBeGreaterThan(0);
    for (const row of ordered) {
      expect([row.status, row.supplier]).toEqual(['已下单', '蜗牛移动']);
      expect(row.amount).toBe(Math.round(row.quantity * row.unitPrice * 100) / 100);
    }
    const agents = (await get('/api/warning/findAgent')).data as { value: number; label: string }[];
    const byAgent = (await post('/api/warning/warNingPhone', { agentId: agents[0]!.value, reason: '已过期', pageSize: 100 })).data;
    expect(byAgent.list.every((row: { agentName: string; reason: string }) => row.agentName === agents[0]!.label && row.reason === '已过期')).toBe(true);
    const counted = (await post('/api/warning/count', { agentId: agents[0]!.value, reason: '已过期' })).data;
    expect(counted.total).toBe(byAgent.total);
  });
});

describe('warnings by time, like every list with one', () => {
  it('filters by the warning time and the validity date, and sorts by them', async () => {
    expect((await post('/api/warning/warNingPhone', { createdAtFrom: '2100-01-01 00:00:00' })).data).toEqual({ list: [], total: 0 });
    expect((await post('/api/warning/count', { createdAtFrom: '2100-01-01 00:00:00' })).data.total).toBe(0);
    const until = (await post('/api/warning/warNingPhone', { validDateTo: '2000-01-01 00:00:00' })).data;
    expect(until.total).toBe(count("SELECT COUNT(*) FROM warning_phones WHERE valid_date <= '2000-01-01 00:00:00'"));
    const sorted = (await post('/api/warning/warNingPhone', { sortField: 'validDate', sortOrder: 'ascend', pageSize: 100 })).data.list.map(
      (row: { validDate: string }) => row.validDate,
    );
    expect(sorted).toEqual([...sorted].sort());
    expect(await post('/api/warning/warNingPhone', { createdAtFrom: '昨天' })).toMatchObject({ code: 400, message: '预警时间起格式应为 YYYY-MM-DD HH:mm:ss' });
  });
});

describe('warning reasons agree with the validity dates', () => {
  it('says 已过期 exactly for a passed date, in the list, its filter and its counts, whatever a row stored', async () => {
    const insert = backend.db.prepare(
      `INSERT INTO warning_phones (phone_number, company_id, agent_id, reason, valid_date, created_at) VALUES (?, 1, NULL, ?, ?, '2026-01-01 00:00:00')`,
    );
    // Rows written later that disagree with their dates: each reads as its date says.
    insert.run('19900000001', '已过期', '2999-01-01 00:00:00');
    insert.run('19900000002', '即将到期', '2000-01-01 00:00:00');
    type Warning = { phoneNumber: string; reason: string; validDate: string };
    const all = async (query: Record<string, unknown> = {}) => {
      const rows: Warning[] = [];
      for (let pageIndex = 1; ; pageIndex++) {
        const { list, total } = (await post('/api/warning/warNingPhone', { ...query, pageIndex, pageSize: 100 })).data as { list: Warning[]; total: number };
        rows.push(...list);
        if (rows.length >= total || list.length === 0) return rows;
      }
    };
    const list = await all();
    const today = new Date().toISOString().slice(0, 10);
    // (A date of today may be either side of now.)
    expect(list.filter((row) => row.validDate.slice(0, 10) !== today && (row.reason === '已过期') !== row.validDate.slice(0, 10) < today)).toEqual([]);
    expect(list.find((row) => row.phoneNumber === '19900000001')?.reason).toBe('即将到期');
    expect(list.find((row) => row.phoneNumber === '19900000002')?.reason).toBe('已过期');
    const expired = await all({ reason: '已过期' });
    expect(expired.every((row) => row.validDate.slice(0, 10) <= today)).toBe(true);
    expect(expired.map((row) => row.phoneNumber)).toContain('19900000002');
    expect((await post('/api/warning/count', {})).data.expired).toBe(expired.length);
    backend.db.prepare("DELETE FROM warning_phones WHERE phone_number IN ('19900000001', '19900000002')").run();
  });
});

describe('the stock ledger', () => {
  it('receives and ships; a shipment beyond the stock is refused with its numbers and writes nothing', async () => {
    const goodsId = await newGoods(50);
    const movements = count('SELECT COUNT(*) FROM inventory_movements');
    const shipments = count('SELECT COUNT(*) FROM inventory_shipments');
    expect(await post('/api/inventory/ship', shipment(goodsId, 80))).toEqual({ code: 400, message: STOCK_TEXTS.short(50, 80), data: null });
    expect(STOCK_TEXTS.short(50, 80)).toBe('库存不足：当前库存 50，本次出库 80');
    expect(count('SELECT COUNT(*) FROM inventory_movements')).toBe(movements);
    expect(count('SELECT COUNT(*) FROM inventory_shipments')).toBe(shipments);
    const shipped = await post('/api/inventory/ship', shipment(goodsId, 30));
    expect(shipped.data.quantity).toBe(20);
    expect(quantityOf(goodsId)).toBe(ledgerOf(goodsId));
    expect((await post('/api/inventory/ship', { ...shipment(goodsId, 1), receiverPhone: '123' })).message).toBe(MOBILE.message);
    expect((await post('/api/inventory/receive', { goodsId, quantity: 0 })).message).toMatch(/入库数量/);
  });

  it('two concurrent shipments of more than half the stock: one ships, the other is refused, stock never below zero', async () => {
    const goodsId = await newGoods(100);
    const answers = await Promise.all([post('/api/inventory/ship', shipment(goodsId, 60)), post('/api/inventory/ship', shipment(goodsId, 60))]);
    expect(answers.map((answer) => answer.code).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.code === 400)!.message).toBe(STOCK_TEXTS.short(40, 60));
    expect(quantityOf(goodsId)).toBe(40);
    expect(ledgerOf(goodsId)).toBe(40);
    // Many at once: as many as fit are shipped, never more.
    const many = await Promise.all(Array.from({ length: 10 }, () => post('/api/inventory/ship', shipment(goodsId, 7))));
    expect(many.filter((answer) => answer.code === 200)).toHaveLength(5);
    expect(quantityOf(goodsId)).toBe(5);
    expect(ledgerOf(goodsId)).toBe(5);
  });

  it('the database itself refuses a negative quantity', () => {
    const goodsId = count('SELECT id FROM inventory_goods LIMIT 1');
    expect(() => backend.db.prepare('UPDATE inventory_goods SET quantity = -1 WHERE id = ?').run(goodsId)).toThrow(/CHECK/);
  });

  it('cancelling a shipment returns its quantity once; a signed shipment cannot be cancelled', async () => {
    const goodsId = await newGoods(10);
    const { shipmentId } = (await post('/api/inventory/ship', shipment(goodsId, 4))).data;
    expect((await post('/api/inventory/shipmentCancel', { id: shipmentId })).data.quantity).toBe(10);
    expect(await post('/api/inventory/shipmentCancel', { id: shipmentId })).toMatchObject({ code: 400, message: STOCK_TEXTS.notCancellable });
    expect(quantityOf(goodsId)).toBe(ledgerOf(goodsId));
    const second = (await post('/api/inventory/ship', shipment(goodsId, 2))).data.shipmentId;
    expect(
      (
        await post('/api/inventory/shipmentUpdate', {
          id: second,
          receiver: '李四',
          receiverPhone: '13900000000',
          address: '上海',
          status: '已签收',
          express: '顺丰速运',
          trackingNo: 'SF1',
        })
      ).code,
    ).toBe(200);
    expect(await post('/api/inventory/shipmentCancel', { id: second })).toMatchObject({ code: 400, message: STOCK_TEXTS.notCancellable });
  });

  it('goods with records cannot be deleted; disabled goods neither receive nor ship', async () => {
    const used = await newGoods(5);
    expect(await post('/api/inventory/goodsDelete', { id: used })).toMatchObject({ code: 400, message: STOCK_TEXTS.goodsInUse });
    const row = backend.db.prepare('SELECT name, unit FROM inventory_goods WHERE id = ?').get(used) as { name: string; unit: string };
    await post('/api/inventory/goodsSave', { id: used, name: row.name, unit: row.unit, warnThreshold: 10, enabled: false });
    expect(await post('/api/inventory/receive', { goodsId: used, quantity: 1 })).toMatchObject({ code: 400, message: STOCK_TEXTS.goodsDisabled });
    const fresh = await newGoods();
    expect((await post('/api/inventory/goodsDelete', { id: fresh })).code).toBe(200);
    expect(await post('/api/inventory/goodsSave', { line: 'SJ', name: row.name, unit: '台', warnThreshold: -1 })).toMatchObject({ code: 400 });
  });
});

describe('purchase orders', () => {
  it('add (待审核, numbered), edit only while 待审核, order, receive into stock once; other steps refused', async () => {
    const goodsId = await newGoods(0);
    const created = (await post('/api/inventory/purchaseOrderSave', { supplier: '四季通信', goodsId, quantity: 100, unitPrice: 12.5 })).data;
    expect(created.orderNo).toMatch(/^PO\d{12}$/);
    expect((await post('/api/inventory/purchaseOrderSave', { id: created.id, supplier: '四季通信', goodsId, quantity: 120, unitPrice: 12.5 })).code).toBe(200);
    expect(await post('/api/inventory/purchaseOrderStatus', { id: created.id, status: '已到货' })).toMatchObject({
      code: 400,
      message: PURCHASE_TEXTS.badStep('待审核', '已到货'),
    });
    expect((await post('/api/inventory/purchaseOrderStatus', { id: created.id, status: '已下单' })).code).toBe(200);
    expect(await post('/api/inventory/purchaseOrderSave', { id: created.id, supplier: '四季通信', goodsId, quantity: 1, unitPrice: 1 })).toMatchObject({
      code: 400,
      message: PURCHASE_TEXTS.notEditable,
    });
    expect(await post('/api/inventory/purchaseOrderDelete', { id: created.id })).toMatchObject({ code: 400, message: PURCHASE_TEXTS.notDeletable });
    expect((await post('/api/inventory/purchaseOrderStatus', { id: created.id, status: '已到货' })).code).toBe(200);
    expect(quantityOf(goodsId)).toBe(120);
    expect(await post('/api/inventory/purchaseOrderStatus', { id: created.id, status: '已到货' })).toMatchObject({ code: 400 });
    expect(quantityOf(goodsId)).toBe(120);
    expect(count("SELECT COUNT(*) FROM inventory_movements WHERE reference = ? AND reason = '采购入库'", created.orderNo)).toBe(1);
    expect((await post('/api/inventory/purchaseOrderSave', { supplier: '四季通信', goodsId, quantity: 1, unitPrice: 0 })).message).toBe(
      '单价（元）不能小于 0.01',
    );
    expect((await post('/api/inventory/purchaseOrderSave', { supplier: '四季通信', goodsId, quantity: 1, unitPrice: 1.234 })).message).toBe(
      '单价（元）最多两位小数',
    );
  });

  it('the purchase list suggests twice the threshold less stock and orders, and turns a selection into orders', async () => {
    const needs = (await post('/api/inventory/purchaseList', { pageSize: 100 })).data.list as {
      id: number;
      quantity: number;
      warnThreshold: number;
      onOrder: number;
      suggested: number;
    }[];
    expect(needs.length).toBeGreaterThan(0);
    for (const need of needs) {
      expect(need.quantity).toBeLessThan(need.warnThreshold);
      expect(need.suggested).toBe(Math.max(0, 2 * need.warnThreshold - need.quantity - need.onOrder));
    }
    const wanted = needs.filter((need) => need.suggested > 0).slice(0, 2);
    const made = await post('/api/inventory/purchaseFromList', { goodsIds: wanted.map((need) => need.id), supplier: '四季通信', unitPrice: 5 });
    expect(made.data.created).toBe(wanted.length);
  });
});

describe('white cards', () => {
  const iccid = (n: number) => `898600000000000${String(n).padStart(5, '0')}`;

  it('adds with a valid, unique ICCID; assigns, voids and deletes only cards in stock, a batch all or nothing', async () => {
    expect(await post('/api/inventory/whiteCardSave', { iccid: '123', cardType: '标准卡', batchNo: 'T' })).toMatchObject({
      code: 400,
      message: WHITE_CARD_TEXTS.badIccid,
    });
    const a = (await post('/api/inventory/whiteCardSave', { iccid: iccid(1), cardType: '标准卡', batchNo: 'T' })).data.id;
    const b = (await post('/api/inventory/whiteCardSave', { iccid: iccid(2), cardType: '语音卡', batchNo: 'T' })).data.id;
    expect(await post('/api/inventory/whiteCardSave', { iccid: iccid(1), cardType: '标准卡', batchNo: 'T' })).toMatchObject({
      code: 400,
      message: WHITE_CARD_TEXTS.duplicate(iccid(1)),
    });
    expect((await post('/api/inventory/whiteCardAssign', { ids: [a], companyId: 1 })).data.assigned).toBe(1);
    expect(await post('/api/inventory/whiteCardVoid', { ids: [a, b] })).toMatchObject({ code: 400, message: WHITE_CARD_TEXTS.notInStock });
    expect(count("SELECT COUNT(*) FROM white_cards WHERE id = ? AND status = '在库'", b)).toBe(1);
    expect(await post('/api/inventory/whiteCardDelete', { id: a })).toMatchObject({ code: 400, message: WHITE_CARD_TEXTS.notInStock });
    expect((await post('/api/inventory/whiteCardVoid', { ids: [b] })).data.voided).toBe(1);
  });

  it('imports all rows or none, naming the first bad row; serves its template', async () => {
    const header = ['ICCID', '卡类型', '批次号', '备注'];
    const before = count('SELECT COUNT(*) FROM white_cards');
    const bad = await backend.call({
      method: 'POST',
      url: '/api/inventory/whiteCardImport',
      token: tokens.admin,
      payload: {
        header,
        rows: [
          [iccid(10), '标准卡', 'I', ''],
          [iccid(10), '标准卡', 'I', ''],
        ],
      },
    });
    expect(bad.body).toMatchObject({ code: 400, message: `第 2 行：ICCID ${iccid(10)} 在文件中重复` });
    const badType = await backend.call({
      method: 'POST',
      url: '/api/inventory/whiteCardImport',
      token: tokens.admin,
      payload: { header, rows: [[iccid(11), '金卡', 'I', '']] },
    });
    expect(badType.body.message).toMatch(/^第 1 行：卡类型须为/);
    expect(count('SELECT COUNT(*) FROM white_cards')).toBe(before);
    const good = await backend.call({
      method: 'POST',
      url: '/api/inventory/whiteCardImport',
      token: tokens.admin,
      payload: {
        header,
        rows: [
          [iccid(12), '标准卡', 'I', ''],
          [iccid(13), '数据卡', 'I', '备注'],
          ['', '', '', ''],
        ],
      },
    });
    expect(good.body.data.imported).toBe(2);
    const template = await backend.app.inject({ method: 'GET', url: '/api/inventory/whiteCardTemplate', headers: { authorization: `Bearer ${tokens.admin}` } });
    expect(template.headers['content-disposition']).toContain(encodeURIComponent('白卡导入模板.csv'));
    expect(template.body.startsWith('\uFEFFICCID,卡类型,批次号,备注\r\n')).toBe(true);
  });
});

describe('frequency limits', () => {
  it('validates bounds, hour against day, the window and one rule per company; the default stays', async () => {
    const rule = { companyId: 2, perDay: 20, perHour: 5, redialMinutes: 30, startTime: '09:00', endTime: '18:00' };
    backend.db.prepare('DELETE FROM frequency_limits WHERE company_id = 2').run();
    expect((await post('/api/frequencyLimiting/save', { ...rule, perHour: 30 })).message).toBe(LIMIT_TEXTS.hourOverDay);
    expect((await post('/api/frequencyLimiting/save', { ...rule, startTime: '18:00', endTime: '09:00' })).message).toBe(LIMIT_TEXTS.badWindow);
    expect((await post('/api/frequencyLimiting/save', { ...rule, perDay: 5000 })).code).toBe(400);
    expect((await post('/api/frequencyLimiting/save', rule)).code).toBe(200);
    expect((await post('/api/frequencyLimiting/save', rule)).message).toBe(LIMIT_TEXTS.duplicate);
    const defaultId = count('SELECT id FROM frequency_limits WHERE company_id IS NULL');
    expect((await post('/api/frequencyLimiting/delete', { id: defaultId })).message).toBe(LIMIT_TEXTS.defaultKept);
  });

  it('every role reads the rules that apply to it: admin all, a company the default and its own, oem and gm nothing', async () => {
    const rows = async (who: string) =>
      (await post('/api/frequencyLimiting/list', { pageSize: 100 }, who)).data as { total: number; list: { companyId: number | null }[] };
    expect((await rows('admin')).total).toBe(count('SELECT COUNT(*) FROM frequency_limits'));
    for (const who of ['company', 'department', 'normal']) {
      const ids = (await rows(who)).list.map((row) => row.companyId);
      expect(ids).toContain(null);
      expect(ids.every((id) => id === null || id === 1)).toBe(true);
    }
    const agent = (await rows('agent')).list.map((row) => row.companyId).filter((id) => id !== null);
    const agentCompanies = backend.db
      .prepare(
        'SELECT id FROM companies WHERE agent_id IN (SELECT id FROM agents WHERE id = (SELECT agent_id FROM users WHERE username = ?) OR parent_id = (SELECT agent_id FROM users WHERE username = ?))',
      )
      .pluck()
      .all('agent', 'agent');
    expect(agent.every((id) => agentCompanies.includes(id))).toBe(true);
    expect((await rows('oem')).total).toBe(0);
    expect((await rows('gm')).total).toBe(0);
  });
});

describe('access', () => {
  it('every admin-only inventory call refuses an agent, even one whose UserRole header claims admin', async () => {
    for (const entry of entriesOf(contract).filter((entry) => entry.access !== 'loggedIn')) {
      const response = await backend.call({
        method: entry.method,
        url: entry.path,
        token: tokens.agent,
        headers: { userrole: 'admin' },
        ...(entry.method === 'GET' ? {} : { payload: {} }),
      });
      expect(response.body, entry.path).toEqual({ code: 403, message: '无权限访问该数据', data: null });
    }
  });
});

describe('exports are .xlsx with the contract columns, codes as text', () => {
  it('shipments, white cards and expired numbers', async () => {
    for (const [url, payload, title, code] of [
      ['/api/inventory/exportShipments', { line: 'SJTX' }, '出库单号', 'receiverPhone'],
      ['/api/inventory/exportWhiteCards', {}, 'ICCID', 'iccid'],
      ['/api/warning/downloadInvalidDatePhone', {}, '号码', 'phoneNumber'],
    ] as const) {
      const response = await backend.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${tokens.admin}` } });
      expect(response.statusCode, url).toBe(200);
      const sheet = await readSheet(response.rawPayload);
      expect(sheet.getRow(1).getCell(1).value, url).toBe(title);
      expect(sheet.rowCount, url).toBeGreaterThan(10);
      const column = (sheet.getRow(1).values as unknown[]).findIndex(
        (value) => value === { receiverPhone: '联系电话', iccid: 'ICCID', phoneNumber: '号码' }[code],
      );
      expect(typeof sheet.getRow(2).getCell(column).value, url).toBe('string');
    }
  });
});
