import { BATCH_TEXTS, batchApi, batchCharge } from '@console/remote-cloudcall/contract';
import { ROLES } from '@console/sdk/manifest';
import { SEEDED_ACCOUNTS } from '@console/sdk/seeded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNumbersByKind, readSheet, startBackend, type Harness } from '../../test/harness';
import { unitPriceOf } from './batchLedger';

/** Call batches: the seeded world, each role's scope, allocations within the agent's holding, imports, state changes, billing. */
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
const one = <T = number>(sql: string, ...values: unknown[]) =>
  backend.db
    .prepare(sql)
    .pluck()
    .get(...values) as T;

/** A batch type of its own, held by agent 1 (quota 100 at 0.10) and given to company 1 (quota 30 at 0.12). */
async function ownType(): Promise<{ typeId: number; holdingId: number; companyAllocationId: number }> {
  const name = `测试类型${Math.random().toString(36).slice(2, 8)}`;
  const typeId = (await post(batchApi.types.save.path, { name, billingSeconds: 60, unitPrice: 0.08, enabled: 1 })).data.id;
  const holdingId = (await post(batchApi.allocationSave.path, { typeId, agentId: 1, quota: 100, unitPrice: 0.1 })).data.id;
  const given = await post(batchApi.allocationSave.path, { typeId, companyId: 1, quota: 30, unitPrice: 0.12 }, 'agent');
  expect(given.code).toBe(200);
  return { typeId, holdingId, companyAllocationId: given.data.id };
}

describe('the seeded call batches', () => {
  it('hold realistic volume, every batch within its company’s quota and every company within its agent’s holding', () => {
    expect(one('SELECT COUNT(*) FROM cdr_batches')).toBeGreaterThan(150);
    expect(one('SELECT COUNT(*) FROM cdr_batch_numbers')).toBeGreaterThan(5000);
    expect(
      one(`SELECT COUNT(*) FROM cdr_batch_allocations l WHERE l.company_id IS NOT NULL AND l.quota <
        (SELECT COALESCE(SUM(total), 0) FROM cdr_batches b WHERE b.company_id = l.company_id AND b.type_id = l.type_id)`),
    ).toBe(0);
    expect(
      one(`SELECT COUNT(*) FROM cdr_batch_allocations h WHERE h.company_id IS NULL AND h.quota <
        (SELECT COALESCE(SUM(quota), 0) FROM cdr_batch_allocations l WHERE l.agent_id = h.agent_id AND l.type_id = h.type_id AND l.company_id IS NOT NULL)`),
    ).toBe(0);
    expect(one('SELECT COUNT(*) FROM cdr_batches b WHERE b.total != (SELECT COUNT(*) FROM cdr_batch_numbers n WHERE n.batch_id = b.id)')).toBe(0);
  });

  it('bills every connected call at its units × the company’s price plus premium, to the cent', () => {
    const rows = backend.db
      .prepare(
        `SELECT n.company_id AS companyId, b.type_id AS typeId, n.phone, n.duration_seconds AS seconds, t.billing_seconds AS unit, n.billed_units AS units,
           n.unit_price AS price, n.charge FROM cdr_batch_numbers n JOIN cdr_batches b ON b.id = n.batch_id JOIN cdr_batch_types t ON t.id = b.type_id
         WHERE n.billed_units > 0`,
      )
      .all() as { companyId: number; typeId: number; phone: string; seconds: number; unit: number; units: number; price: number; charge: number }[];
    expect(rows.length).toBeGreaterThan(1000);
    for (const row of rows) {
      expect(row.units).toBe(Math.ceil(row.seconds / row.unit));
      expect(row.price).toBe(unitPriceOf(backend.db, row.companyId, row.typeId, row.phone));
      expect(row.charge).toBe(batchCharge(row.units, row.price));
    }
    expect(one('SELECT COUNT(*) FROM cdr_batch_numbers WHERE billed_units > 0 AND result != ?', '已接通')).toBe(0);
  });

  it('computes a charge in fen: no floating-point residue', () => {
    expect(batchCharge(3, 0.07)).toBe(0.21);
    expect(batchCharge(7, 0.1)).toBe(0.7);
    expect(batchCharge(0, 0.5)).toBe(0);
    expect(batchCharge(1234, 0.013)).toBe(12.34);
  });
});

describe('scope by role', () => {
  it('admin sees every batch, the agent its tree’s companies’, the company its own; other roles are refused', async () => {
    const total = (who: string) => post(batchApi.list.path, { pageSize: 10 }, who).then((body) => body.data.total as number);
    expect(await total('admin')).toBe(one('SELECT COUNT(*) FROM cdr_batches'));
    expect(await total('agent')).toBe(one('SELECT COUNT(*) FROM cdr_batches WHERE agent_id IN (SELECT id FROM agents WHERE id = 1 OR parent_id = 1)'));
    expect(await total('company')).toBe(one('SELECT COUNT(*) FROM cdr_batches WHERE company_id = 1'));
    const numbers = await post(batchApi.numberList.path, { pageSize: 50 }, 'company');
    expect(numbers.data.list.every((row: { companyName: string }) => row.companyName === '星辰科技有限公司')).toBe(true);
    for (const role of ['subAgent', 'oem', 'department', 'normal', 'gm']) {
      for (const path of [batchApi.list.path, batchApi.consumptionList.path, batchApi.allocationList.path, batchApi.types.list.path]) {
        expect((await post(path, {}, role)).code).toBe(403);
      }
    }
  });

  it('a tampered UserRole header changes nothing', async () => {
    expect((await post(batchApi.list.path, {}, 'normal', { UserRole: 'admin' })).code).toBe(403);
    const company = await post(batchApi.list.path, { pageSize: 10 }, 'company', { UserRole: 'admin' });
    expect(company.data.total).toBe(one('SELECT COUNT(*) FROM cdr_batches WHERE company_id = 1'));
  });

  it('only admin sets types, servers and premiums', async () => {
    expect((await post(batchApi.types.save.path, { name: '代理商类型', billingSeconds: 6, unitPrice: 0.1, enabled: 1 }, 'agent')).code).toBe(403);
    expect((await post(batchApi.servers.delete.path, { id: 1 }, 'company')).code).toBe(403);
    expect((await post(batchApi.types.list.path, { pageSize: 10 }, 'company')).data.total).toBe(one('SELECT COUNT(*) FROM cdr_batch_types'));
  });
});

describe('money on the wire', () => {
  const cents = /^\d+(\.\d{1,2})?$/;
  it('answers every allocation price as an exact decimal of at most two places', async () => {
    const list = await post(batchApi.allocationList.path, { pageSize: 100 });
    expect(list.data.list.length).toBeGreaterThan(20);
    for (const row of list.data.list as { unitPrice: number }[]) expect(String(row.unitPrice)).toMatch(cents);
  });

  it('answers a stored float residue (0.1 + 0.02) as the decimal it stands for', async () => {
    const id = (await post(batchApi.allocationList.path, { pageSize: 10 })).data.list[0].id as number;
    const was = one('SELECT unit_price FROM cdr_batch_allocations WHERE id = ?', id);
    backend.db.prepare('UPDATE cdr_batch_allocations SET unit_price = 0.1 + 0.02 WHERE id = ?').run(id);
    try {
      expect(one('SELECT unit_price FROM cdr_batch_allocations WHERE id = ?', id)).not.toBe(0.12);
      const list = await post(batchApi.allocationList.path, { pageSize: 10 });
      expect(list.data.list.find((row: { id: number }) => row.id === id).unitPrice).toBe(0.12);
    } finally {
      backend.db.prepare('UPDATE cdr_batch_allocations SET unit_price = ? WHERE id = ?').run(was, id);
    }
  });
});

describe('allocations stay within what the agent holds', () => {
  it('refuses a company more than its agent holds, below the agent’s price, or of a type the agent does not hold', async () => {
    const { typeId } = await ownType();
    const over = await post(batchApi.allocationSave.path, { typeId, companyId: 3, quota: 80, unitPrice: 0.12 }, 'admin');
    const agentOf3 = one('SELECT agent_id FROM companies WHERE id = 3');
    if (agentOf3 === 1) expect(over).toMatchObject({ code: 400, message: BATCH_TEXTS.overAgent(100, 30, 80) });
    else expect(over.message).toBe(BATCH_TEXTS.notHeld(one<string>('SELECT name FROM cdr_batch_types WHERE id = ?', typeId)));
    const company1 = one('SELECT id FROM cdr_batch_allocations WHERE type_id = ? AND company_id = 1', typeId);
    expect(await post(batchApi.allocationSave.path, { id: company1, quota: 101, unitPrice: 0.12 }, 'agent')).toMatchObject({
      code: 400,
      message: BATCH_TEXTS.overAgent(100, 0, 101),
    });
    expect(await post(batchApi.allocationSave.path, { id: company1, quota: 30, unitPrice: 0.09 }, 'agent')).toMatchObject({
      code: 400,
      message: BATCH_TEXTS.belowAgentPrice('0.10'),
    });
    const holding = one('SELECT id FROM cdr_batch_allocations WHERE type_id = ? AND agent_id = 1 AND company_id IS NULL', typeId);
    expect(await post(batchApi.allocationSave.path, { id: holding, quota: 20, unitPrice: 0.1 })).toMatchObject({
      code: 400,
      message: BATCH_TEXTS.belowAllocated(30),
    });
    // The agent never changes what it holds itself, nor gives a company of another agent.
    expect((await post(batchApi.allocationSave.path, { id: holding, quota: 1000, unitPrice: 0.1 }, 'agent')).code).toBe(403);
    const stranger = one('SELECT id FROM companies WHERE agent_id NOT IN (SELECT id FROM agents WHERE id = 1 OR parent_id = 1) LIMIT 1');
    expect((await post(batchApi.allocationSave.path, { typeId, companyId: stranger, quota: 1, unitPrice: 1 }, 'agent')).code).toBe(403);
    expect((await post(batchApi.allocationSave.path, { typeId, agentId: 1, companyId: 1, quota: 1, unitPrice: 1 })).message).toBe(BATCH_TEXTS.oneTarget);
  });
});

describe('a batch', () => {
  it('imports the valid numbers, names the invalid ones, and stays within the company’s quota', async () => {
    const { typeId } = await ownType();
    const created = await post(
      batchApi.create.path,
      { name: '导入测试', typeId, serverId: 1, numbers: '13800000001\n13800000002, 13800000001\n12345\n057188889999\nabc' },
      'company',
    );
    expect(created.code).toBe(200);
    expect(created.data).toMatchObject({ imported: 3, invalid: ['12345', 'abc'], duplicate: 1 });
    expect(one('SELECT COUNT(*) FROM cdr_batch_numbers WHERE batch_id = ?', created.data.id)).toBe(3);
    const many = Array.from({ length: 28 }, (_, i) => `139${String(i).padStart(8, '0')}`).join('\n');
    expect(await post(batchApi.create.path, { name: '超额', typeId, serverId: 1, numbers: many }, 'company')).toMatchObject({
      code: 400,
      message: BATCH_TEXTS.overQuota(30, 3, 28),
    });
    expect(await post(batchApi.create.path, { name: '无效', typeId, serverId: 1, numbers: '123\n456' }, 'company')).toMatchObject({
      code: 400,
      message: BATCH_TEXTS.noValid(2),
    });
    // The company may not lower its allocation below what it imported.
    const allocation = one('SELECT id FROM cdr_batch_allocations WHERE type_id = ? AND company_id = 1', typeId);
    expect((await post(batchApi.allocationSave.path, { id: allocation, quota: 2, unitPrice: 0.12 }, 'agent')).message).toBe(BATCH_TEXTS.belowUsed(3));
    expect((await post(batchApi.allocationDelete.path, { id: allocation }, 'agent')).message).toBe(BATCH_TEXTS.allocationInUse);
  });

  it('refuses a type the company was not allocated', async () => {
    const name = `未分配${Math.random().toString(36).slice(2, 6)}`;
    const typeId = (await post(batchApi.types.save.path, { name, billingSeconds: 6, unitPrice: 0.01, enabled: 1 })).data.id;
    expect(await post(batchApi.create.path, { name: 'x', typeId, serverId: 1, numbers: '13800000001' }, 'company')).toMatchObject({
      code: 400,
      message: BATCH_TEXTS.notAllocated(name),
    });
  });

  it('starts, pauses and stops as recorded state changes; a change its state does not allow is refused', async () => {
    const { typeId } = await ownType();
    const { id } = (await post(batchApi.create.path, { name: '状态测试', typeId, serverId: 1, numbers: '13800000009' }, 'company')).data;
    expect((await post(batchApi.state.path, { id, action: 'pause' }, 'company')).message).toBe(BATCH_TEXTS.badState('待启动', '暂停'));
    expect((await post(batchApi.state.path, { id, action: 'start' }, 'company')).data.status).toBe('进行中');
    expect((await post(batchApi.state.path, { id, action: 'pause' }, 'agent')).data.status).toBe('已暂停');
    expect((await post(batchApi.state.path, { id, action: 'stop' }, 'admin')).data.status).toBe('已停止');
    expect((await post(batchApi.state.path, { id, action: 'start' }, 'admin')).message).toBe(BATCH_TEXTS.badState('已停止', '启动'));
    const events = (await get(batchApi.events.path, { id: String(id) }, 'company')).data;
    expect(events.map((event: { action: string; operatorName: string }) => [event.action, event.operatorName])).toEqual([
      ['stop', '系统管理员'],
      ['pause', '王建国'],
      ['start', '赵敏'],
    ]);
    expect((await post(batchApi.delete.path, { id }, 'company')).message).toBe(BATCH_TEXTS.onlyPending);
  });

  it('releases its never-called numbers back to the company’s quota when stopped, in the stop itself', async () => {
    const { typeId, companyAllocationId } = await ownType();
    const numbers = Array.from({ length: 5 }, (_, i) => `1370000000${i}`).join('\n');
    const { id } = (await post(batchApi.create.path, { name: '释放测试', typeId, serverId: 1, numbers }, 'company')).data;
    expect((await post(batchApi.state.path, { id, action: 'start' }, 'company')).code).toBe(200);
    // Two numbers called (the local backend does not dial: their results written as a call would).
    backend.db.prepare("UPDATE cdr_batch_numbers SET result = '未接通' WHERE id IN (SELECT id FROM cdr_batch_numbers WHERE batch_id = ? LIMIT 2)").run(id);
    const used = async () =>
      (await post(batchApi.allocationList.path, { typeId, pageIndex: 1, pageSize: 10 }, 'agent')).data.list.find(
        (row: { id: number }) => row.id === companyAllocationId,
      ).used;
    expect(await used()).toBe(5);
    const many = Array.from({ length: 28 }, (_, i) => `136${String(i).padStart(8, '0')}`).join('\n');
    expect((await post(batchApi.create.path, { name: '超额', typeId, serverId: 1, numbers: many }, 'company')).message).toBe(BATCH_TEXTS.overQuota(30, 5, 28));

    expect((await post(batchApi.state.path, { id, action: 'stop' }, 'company')).data.status).toBe('已停止');
    expect(await used()).toBe(2);
    // The numbers stay listed with the batch (待呼叫), and the released quota can be imported again.
    expect(one("SELECT COUNT(*) FROM cdr_batch_numbers WHERE batch_id = ? AND result = '待呼叫'", id)).toBe(3);
    expect((await post(batchApi.create.path, { name: '再导入', typeId, serverId: 1, numbers: many }, 'company')).code).toBe(200);
    expect(await used()).toBe(30);
  });

  it('is out of reach of another agent’s or company’s user', async () => {
    const other = one('SELECT id FROM cdr_batches WHERE company_id != 1 AND agent_id NOT IN (SELECT id FROM agents WHERE id = 1 OR parent_id = 1) LIMIT 1');
    expect((await post(batchApi.state.path, { id: other, action: 'stop' }, 'company')).code).toBe(404);
    expect((await post(batchApi.state.path, { id: other, action: 'stop' }, 'agent')).code).toBe(404);
  });

  it('refuses to start on a disabled server', async () => {
    const { typeId } = await ownType();
    const serverId = (await post(batchApi.servers.save.path, { name: `停用${Date.now()}`, ip: '10.0.0.9', port: 5060, concurrency: 10, enabled: 1 })).data.id;
    const { id } = (await post(batchApi.create.path, { name: '服务器测试', typeId, serverId, numbers: '13800000010' }, 'company')).data;
    const server = backend.db.prepare('SELECT name, ip, port, concurrency FROM cdr_batch_servers WHERE id = ?').get(serverId) as Record<string, unknown>;
    expect((await post(batchApi.servers.save.path, { id: serverId, ...server, enabled: 0 })).code).toBe(200);
    expect((await post(batchApi.state.path, { id, action: 'start' }, 'company')).message).toBe(BATCH_TEXTS.disabled('服务器', String(server.name)));
    expect((await post(batchApi.servers.delete.path, { id: serverId })).message).toBe(BATCH_TEXTS.settingInUse('服务器', 1));
  });
});

describe('consumption details', () => {
  it('totals the current search to the cent, equal to the rows behind them', async () => {
    const search = { calledAtFrom: '2000-01-01 00:00:00' };
    const totals = (await post(batchApi.consumptionTotals.path, search, 'company')).data;
    const rows = (await post(batchApi.consumptionList.path, { ...search, pageSize: 10 }, 'company')).data;
    expect(totals.calls).toBe(rows.total);
    const behind = backend.db
      .prepare('SELECT charge, billed_units AS units FROM cdr_batch_numbers WHERE company_id = 1 AND billed_units > 0 AND called_at >= ?')
      .all(search.calledAtFrom) as { charge: number; units: number }[];
    expect(behind.length).toBe(rows.total);
    expect(totals.charge).toBe(behind.reduce((sum, row) => sum + Math.round(row.charge * 100), 0) / 100);
    expect(totals.billedUnits).toBe(behind.reduce((sum, row) => sum + row.units, 0));
    const narrowed = (await post(batchApi.consumptionTotals.path, { ...search, phone: '138' }, 'company')).data;
    expect(narrowed.calls).toBe((await post(batchApi.consumptionList.path, { ...search, phone: '138', pageSize: 10 }, 'company')).data.total);
    expect(narrowed.calls).toBeLessThan(totals.calls);
  });

  it('exports the list as .xlsx with its columns, numbers as text', async () => {
    const response = await backend.app.inject({
      method: 'POST',
      url: batchApi.consumptionExport.path,
      headers: { authorization: `Bearer ${tokens.company}` },
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    const sheet = await readSheet(response.rawPayload);
    expect(sheet.getRow(1).values).toEqual([undefined, ...batchApi.consumptionExport.columns.map((column) => column.title)]);
    expect(typeof sheet.getRow(2).getCell(1).value).toBe('string');
    // 通话时长 adds up, and every money column has the one money format (issue 65, item 12).
    expect(expectNumbersByKind(sheet, batchApi.consumptionExport.columns)).toBeGreaterThan(2 * (sheet.rowCount - 1) - 1);
    expect(sheet.rowCount - 1).toBe(one('SELECT COUNT(*) FROM cdr_batch_numbers WHERE company_id = 1 AND billed_units > 0'));
  });

  it('sorts by charge on the server and filters by batch type', async () => {
    const list = (await post(batchApi.consumptionList.path, { sortField: 'charge', sortOrder: 'descend', pageSize: 50 })).data.list as { charge: number }[];
    expect(list.map((row) => row.charge)).toEqual([...list.map((row) => row.charge)].sort((a, b) => b - a));
    const typed = (await post(batchApi.consumptionList.path, { typeId: 1, pageSize: 10 })).data;
    expect(typed.total).toBe(
      one('SELECT COUNT(*) FROM cdr_batch_numbers n JOIN cdr_batches b ON b.id = n.batch_id WHERE b.type_id = 1 AND n.billed_units > 0'),
    );
  });
});
