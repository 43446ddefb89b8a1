import { ROLES } from '@console/sdk/manifest';
import { SEEDED_ACCOUNTS } from '@console/sdk/seeded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowManagementApi, MONEY_TEXTS, prestoreApi, rechargeApi } from '@console/remote-admin/contract';
import { readSheet, startBackend, type Harness } from '../../test/harness';

let backend: Harness;
let token: string;
beforeAll(async () => {
  backend = await startBackend();
  token = await backend.login(SEEDED_ACCOUNTS.admin.username);
});
afterAll(() => backend.app.close());

const post = (url: string, payload: Record<string, unknown> = {}, as = token) => backend.call({ method: 'POST', url, payload, token: as });
const flows = async (payload: Record<string, unknown>) => (await post(flowManagementApi.list.path, payload)).body;
const balances = async (payload: Record<string, unknown>) => (await post(prestoreApi.list.path, payload)).body;
const balanceOf = (companyId: number) => backend.db.prepare('SELECT balance FROM companies WHERE id = ?').pluck().get(companyId) as number;
const flowCount = (companyId: number) => backend.db.prepare('SELECT COUNT(*) FROM admin_flow_management WHERE company_id = ?').pluck().get(companyId) as number;
/** A company of its own for each test that moves money, so the tests do not depend on each other's moves. */
const companyIds = () => backend.db.prepare('SELECT id FROM companies ORDER BY id').pluck().all() as number[];

describe('/api/admin/flowManagement (the balance ledger)', () => {
  it('pages the seeded rows, thousands of them', async () => {
    const body = await flows({ pageIndex: 1, pageSize: 10 });
    expect(body.code).toBe(200);
    expect(body.data.list).toHaveLength(10);
    expect(body.data.total).toBe(backend.db.prepare('SELECT COUNT(*) FROM admin_flow_management').pluck().get());
    expect(body.data.total).toBeGreaterThan(2000);
  });

  it('is a true ledger: each seeded company’s last 变动后余额 is its balance, and each row follows from the one before', () => {
    const rows = backend.db
      .prepare('SELECT company_id AS companyId, kind, amount, balance_after AS after FROM admin_flow_management ORDER BY company_id, created_at, id')
      .all() as { companyId: number; kind: string; amount: number; after: number }[];
    const last = new Map<number, number>();
    for (const row of rows) {
      const before = last.get(row.companyId);
      if (before !== undefined)
        expect(Math.round(row.after * 100)).toBe(Math.round(before * 100) + (row.kind === 'recharge' ? 1 : -1) * Math.round(row.amount * 100));
      last.set(row.companyId, row.after);
    }
    for (const [companyId, after] of last) expect(after).toBe(balanceOf(companyId));
  });

  it('filters by kind, company and operator', async () => {
    const refunds = await flows({ kind: 'refund', pageIndex: 1, pageSize: 50 });
    expect(refunds.data.total).toBeGreaterThan(0);
    for (const row of refunds.data.list) expect(row.kind).toBe('refund');
    const [first] = (await flows({ pageIndex: 1, pageSize: 1 })).data.list;
    const ofCompany = await flows({ companyName: first.companyName, pageIndex: 1, pageSize: 50 });
    for (const row of ofCompany.data.list) expect(row.companyName).toContain(first.companyName);
    expect((await flows({ operator: 'no-such-operator' })).data.total).toBe(0);
  });

  it('filters by a date range of 时间', async () => {
    // A range taken from the seeded rows themselves (the 500th and the 100th newest), so it holds rows whenever the seed ran.
    const at = (offset: number) =>
      backend.db.prepare('SELECT created_at FROM admin_flow_management ORDER BY created_at DESC LIMIT 1 OFFSET ?').pluck().get(offset) as string;
    const [from, to] = [at(500), at(100)];
    const { data } = await flows({ createdAtFrom: from, createdAtTo: to, pageIndex: 1, pageSize: 100 });
    expect(data.total).toBe(backend.db.prepare('SELECT COUNT(*) FROM admin_flow_management WHERE created_at BETWEEN ? AND ?').pluck().get(from, to));
    expect(data.total).toBeGreaterThan(0);
    for (const row of data.list) expect(row.createdAt >= from && row.createdAt <= to).toBe(true);
  });

  it('sorts by amount on the server', async () => {
    const values = (await flows({ sortField: 'amount', sortOrder: 'descend', pageIndex: 1, pageSize: 50 })).data.list.map(
      (row: { amount: number }) => row.amount,
    );
    expect(values).toEqual([...values].sort((a, b) => b - a));
    const max = backend.db.prepare('SELECT MAX(amount) FROM admin_flow_management').pluck().get();
    expect(values[0]).toBe(max);
  });

  it('refuses the roles the page is not for', async () => {
    const allowed: readonly string[] = flowManagementApi.list.access as readonly string[];
    for (const role of ROLES.filter((role) => !allowed.includes(role))) {
      const other = await backend.login(SEEDED_ACCOUNTS[role].username);
      expect((await post(flowManagementApi.list.path, {}, other)).body.code).toBe(403);
      expect((await post(prestoreApi.refund.path, { companyId: companyIds()[0], amount: 1 }, other)).body.code).toBe(403);
    }
  });

  it('exports the list as .xlsx, with the resource’s columns', async () => {
    const response = await backend.app.inject({
      method: 'POST',
      url: flowManagementApi.export.path,
      headers: { authorization: `Bearer ${token}` },
      payload: { kind: 'refund' },
    });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['content-disposition'])).toContain('.xlsx');
    const sheet = await readSheet(response.rawPayload);
    expect(sheet.getRow(1).values).toEqual([undefined, ...flowManagementApi.export.columns.map((column) => column.title)]);
    expect(sheet.rowCount - 1).toBe((await flows({ kind: 'refund' })).data.total);
  });
});

describe('/api/admin/prestore (balances, recharge, refund)', () => {
  it('lists every company with its balance and its pending top-ups, sorted on the server', async () => {
    const body = await balances({ sortField: 'balance', sortOrder: 'descend', pageIndex: 1, pageSize: 20 });
    expect(body.data.total).toBe(companyIds().length);
    const values = body.data.list.map((row: { balance: number }) => row.balance);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    for (const row of body.data.list) {
      expect(row.pendingTopUps).toBe(backend.db.prepare("SELECT COUNT(*) FROM top_ups WHERE company_id = ? AND status = 'pending'").pluck().get(row.id));
    }
  });

  it('recharges exactly in fen and writes a flow row with the balance after, in one move', async () => {
    const companyId = companyIds()[1];
    const before = balanceOf(companyId);
    const flowsBefore = flowCount(companyId);
    expect((await post(prestoreApi.recharge.path, { companyId, amount: 0.1, remark: '测试' })).body.code).toBe(200);
    const { body } = await post(prestoreApi.recharge.path, { companyId, amount: 0.2 });
    expect(body.data.balance).toBe(Math.round(before * 100 + 30) / 100);
    expect(balanceOf(companyId)).toBe(Math.round(before * 100 + 30) / 100);
    expect(flowCount(companyId)).toBe(flowsBefore + 2);
    const [latest] = (await flows({ companyName: backend.db.prepare('SELECT name FROM companies WHERE id = ?').pluck().get(companyId) })).data.list;
    expect(latest).toMatchObject({ kind: 'recharge', amount: 0.2, balanceAfter: balanceOf(companyId), operator: SEEDED_ACCOUNTS.admin.username });
  });

  it('refunds down to the balance and refuses a refund past it with a clear message, changing nothing', async () => {
    const companyId = companyIds()[2];
    backend.db.prepare('UPDATE companies SET balance = 100.5 WHERE id = ?').run(companyId);
    const flowsBefore = flowCount(companyId);
    const refused = await post(prestoreApi.refund.path, { companyId, amount: 100.51 });
    expect(refused.body).toMatchObject({ code: 400, message: MONEY_TEXTS.refundOverBalance('100.51', '100.50') });
    expect(balanceOf(companyId)).toBe(100.5);
    expect(flowCount(companyId)).toBe(flowsBefore);
    expect((await post(prestoreApi.refund.path, { companyId, amount: 100.5 })).body.data.balance).toBe(0);
    expect(flowCount(companyId)).toBe(flowsBefore + 1);
  });

  it('refuses a zero amount, a missing company and more than two decimals', async () => {
    const companyId = companyIds()[3];
    const [balance, count] = [balanceOf(companyId), flowCount(companyId)];
    expect((await post(prestoreApi.recharge.path, { companyId, amount: 0 })).body).toMatchObject({ code: 400, message: MONEY_TEXTS.amountPositive });
    expect((await post(prestoreApi.recharge.path, { companyId, amount: 1.005 })).body.code).toBe(400);
    expect((await post(prestoreApi.recharge.path, { companyId: 999999, amount: 1 })).body.code).not.toBe(200);
    expect([balanceOf(companyId), flowCount(companyId)]).toEqual([balance, count]);
  });
});

describe('handling a top-up on /woniuRecharge', () => {
  it('credits the company’s balance and writes its flow row with the handled status', async () => {
    const topUp = backend.db
      .prepare("SELECT id, company_id AS companyId, amount FROM top_ups WHERE status = 'pending' AND company_id IS NOT NULL LIMIT 1")
      .get() as {
      id: number;
      companyId: number;
      amount: number;
    };
    const before = balanceOf(topUp.companyId);
    expect((await post('/api/topUp/handle', { id: topUp.id })).body.code).toBe(200);
    expect(balanceOf(topUp.companyId)).toBe(Math.round(before * 100 + Math.round(topUp.amount * 100)) / 100);
    const flow = backend.db.prepare('SELECT kind, amount, balance_after AS after FROM admin_flow_management WHERE top_up_id = ?').get(topUp.id);
    expect(flow).toEqual({ kind: 'recharge', amount: Math.round(topUp.amount * 100) / 100, after: balanceOf(topUp.companyId) });
  });
});

describe('/api/admin/recharge (/addReturns) and the header bell', () => {
  const bell = async () => {
    const { body } = await post('/api/topUp/count');
    return body.data + body.customData;
  };
  /** Every row of a list, paged through at its largest page size. */
  const allRows = async (url: string, payload: Record<string, unknown> = {}, as = token) => {
    const rows: Record<string, unknown>[] = [];
    for (let pageIndex = 1; ; pageIndex++) {
      const { data } = (await post(url, { ...payload, pageIndex, pageSize: 100 }, as)).body;
      rows.push(...data.list);
      if (rows.length >= data.total) return rows;
    }
  };
  const companyOfUser = (username: string) => backend.db.prepare('SELECT company_id FROM users WHERE username = ?').pluck().get(username) as number;

  it('the bell counts exactly the pending rows of /addReturns, /woniuRecharge and /prestore', async () => {
    const pending = (await post(rechargeApi.list.path, { status: 'pending' })).body.data.total;
    expect(await bell()).toBe(pending);
    expect((await post('/api/topUp/list', { status: 'pending' })).body.data.total).toBe(pending);
    const all = (await allRows(prestoreApi.list.path)) as { pendingTopUps: number }[];
    expect(all.reduce((sum, row) => sum + row.pendingTopUps, 0)).toBe(pending);
  });

  it('a company applies for its own company: the bell rises, handling it credits the balance and clears it', async () => {
    const username = SEEDED_ACCOUNTS.company.username;
    const companyId = companyOfUser(username);
    const company = await backend.login(username);
    const [count, balance] = [await bell(), balanceOf(companyId)];
    const applied = await post(rechargeApi.apply.path, { companyId, amount: 88.8, kind: 'custom' }, company);
    expect(applied.body.code).toBe(200);
    expect(await bell()).toBe(count + 1);
    const mine = await allRows(rechargeApi.list.path, {}, company);
    expect(mine[0]).toMatchObject({ id: applied.body.data.id, amount: 88.8, kind: 'custom', status: 'pending' });
    for (const row of mine) expect(row.companyId).toBe(companyId);
    expect(mine.length).toBe(backend.db.prepare('SELECT COUNT(*) FROM top_ups WHERE company_id = ?').pluck().get(companyId));
    expect(balanceOf(companyId)).toBe(balance);
    expect((await post('/api/topUp/handle', { id: applied.body.data.id })).body.code).toBe(200);
    expect(await bell()).toBe(count);
    expect(balanceOf(companyId)).toBe(Math.round(balance * 100 + 8880) / 100);
  });

  it('refuses a company out of reach, a zero amount, and the roles with no company', async () => {
    const username = SEEDED_ACCOUNTS.company.username;
    const other = companyIds().find((id) => id !== companyOfUser(username))!;
    const count = await bell();
    expect((await post(rechargeApi.apply.path, { companyId: other, amount: 10, kind: 'data' }, await backend.login(username))).body.code).toBe(403);
    const own = companyOfUser(username);
    expect((await post(rechargeApi.apply.path, { companyId: own, amount: 0, kind: 'data' }, await backend.login(username))).body.code).toBe(400);
    for (const role of ['oem', 'gm'] as const) {
      const as = await backend.login(SEEDED_ACCOUNTS[role].username);
      expect((await post(rechargeApi.apply.path, { companyId: own, amount: 10, kind: 'data' }, as)).body.code).toBe(403);
      expect((await post(rechargeApi.list.path, {}, as)).body.data.total).toBe(0);
    }
    expect(await bell()).toBe(count);
  });
});
