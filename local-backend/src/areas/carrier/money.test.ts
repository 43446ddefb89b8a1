import { SEEDED_ACCOUNTS } from '@console/sdk/seeded';
import { MONEY_TEXTS } from '@console/remote-carrier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type Harness } from '../../test/harness';

let backend: Harness;
let admin: string;
beforeAll(async () => {
  backend = await startBackend();
  admin = await backend.login(SEEDED_ACCOUNTS.admin.username);
});
afterAll(() => backend.app.close());

const post = async (url: string, payload: Record<string, unknown>, token = admin) => (await backend.call({ method: 'POST', url, payload, token })).body;
const one = <T>(sql: string, ...values: unknown[]) => backend.db.prepare(sql).get(...values) as T;
const value = (sql: string, ...values: unknown[]) =>
  backend.db
    .prepare(sql)
    .pluck()
    .get(...values) as number;
const balanceOf = (companyId: number, operator: string) =>
  value('SELECT COALESCE((SELECT balance FROM carrier_operator_balances WHERE company_id = ? AND operator = ?), 0)', companyId, operator);

describe('pre-deposits', () => {
  it('seeds running balances: each balance is its deposits’ sum and the last record’s balance after', () => {
    const balances = backend.db.prepare('SELECT company_id AS companyId, operator, balance FROM carrier_operator_balances').all() as {
      companyId: number;
      operator: string;
      balance: number;
    }[];
    expect(balances.length).toBeGreaterThan(10);
    for (const { companyId, operator, balance } of balances) {
      expect(value('SELECT round(SUM(amount), 2) FROM carrier_pre_deposits WHERE company_id = ? AND operator = ?', companyId, operator)).toBe(balance);
      expect(
        value(
          'SELECT balance_after FROM carrier_pre_deposits WHERE company_id = ? AND operator = ? ORDER BY created_at DESC, id DESC LIMIT 1',
          companyId,
          operator,
        ),
      ).toBe(balance);
    }
  });

  it('moves the company’s balance with the operator and records the balance after, together', async () => {
    const before = balanceOf(2, 'GM');
    const added = await post('/api/carrier/preDepositAdd', { companyId: 2, operator: 'GM', amount: '1234.56', voucherNo: 'YC-TEST-1' });
    expect(added).toMatchObject({ code: 200, data: { balance: Math.round((before + 1234.56) * 100) / 100 } });
    expect(balanceOf(2, 'GM')).toBe(added.data.balance);
    const { data } = await post('/api/carrier/preDepositList', { voucherNo: 'YC-TEST-1', pageIndex: 1, pageSize: 10 });
    expect(data.list).toEqual([expect.objectContaining({ operator: 'GM', kind: '预存', amount: 1234.56, balanceAfter: added.data.balance })]);
  });

  it('refuses a bad amount or operator in Chinese and moves nothing', async () => {
    const before = balanceOf(2, 'WN');
    expect(await post('/api/carrier/preDepositAdd', { companyId: 2, operator: 'WN', amount: '0' })).toMatchObject({
      code: 400,
      message: '金额（元）不能小于 0.01',
    });
    expect((await post('/api/carrier/preDepositAdd', { companyId: 2, operator: 'XX', amount: '10' })).message).toBe('运营商不正确');
    expect(balanceOf(2, 'WN')).toBe(before);
  });

  it('is the admin’s alone', async () => {
    const agent = await backend.login(SEEDED_ACCOUNTS.agent.username);
    for (const path of ['preDepositList', 'djRebateList', 'woniuBillList', 'preDepositAdd'])
      expect((await post(`/api/carrier/${path}`, {}, agent)).code).toBe(403);
  });
});

describe('DJ rebates', () => {
  it('pays pending rebates onto the DJ balance as 返利 deposits, skips the paid ones, and refuses a selection with none to pay', async () => {
    const pending = one<{ id: number; companyId: number; rebate: number }>(
      "SELECT id, company_id AS companyId, rebate FROM carrier_dj_rebates WHERE status = '待发放' ORDER BY id LIMIT 1",
    );
    const paid = one<{ id: number }>("SELECT id FROM carrier_dj_rebates WHERE status = '已发放' LIMIT 1");
    const before = balanceOf(pending.companyId, 'DJ');
    const answer = await post('/api/carrier/djRebatePay', { ids: `${pending.id},${paid.id}` });
    expect(answer).toMatchObject({ code: 200, data: { paid: 1, skipped: [expect.any(String)] } });
    expect(balanceOf(pending.companyId, 'DJ')).toBe(Math.round((before + pending.rebate) * 100) / 100);
    const deposit = one<{ kind: string; amount: number }>(
      'SELECT d.kind, d.amount FROM carrier_dj_rebates r JOIN carrier_pre_deposits d ON d.id = r.deposit_id WHERE r.id = ?',
      pending.id,
    );
    expect(deposit).toEqual({ kind: '返利', amount: pending.rebate });
    expect(await post('/api/carrier/djRebatePay', { ids: `${pending.id}` })).toMatchObject({ code: 400, message: MONEY_TEXTS.noRebateToPay });
  });
});

describe('蜗牛 bills', () => {
  it('totals every bill as the sum of its lines, and bills each 蜗牛 pool number the company held that month', async () => {
    const { data } = await post('/api/carrier/woniuBillList', { pageIndex: 1, pageSize: 100 });
    expect(data.total).toBeGreaterThan(20);
    const lines = backend.db.prepare('SELECT kind, item, amount FROM carrier_wn_bill_lines WHERE bill_id = ?');
    for (const bill of data.list) {
      const of = lines.all(bill.id) as { kind: string; item: string; amount: number }[];
      const cents = (kind?: string) => of.filter((line) => !kind || line.kind === kind).reduce((sum, line) => sum + Math.round(line.amount * 100), 0);
      expect(Math.round(bill.total * 100)).toBe(cents());
      expect([Math.round(bill.rentAmount * 100), Math.round(bill.callAmount * 100), Math.round(bill.packageAmount * 100)]).toEqual([
        cents('月租'),
        cents('通话'),
        cents('套餐'),
      ]);
      expect(bill.numbers).toBe(of.filter((line) => line.kind === '月租').length);
    }
    // The drawer's call answers the same lines, 月租 first.
    const small = one<{ id: number; n: number }>(
      'SELECT bill_id AS id, COUNT(*) AS n FROM carrier_wn_bill_lines GROUP BY bill_id HAVING COUNT(*) < 20 ORDER BY bill_id LIMIT 1',
    );
    const drawn = (await post('/api/carrier/woniuBillLines', { billId: small.id, pageIndex: 1, pageSize: 20 })).data;
    expect(drawn.total).toBe(small.n);
    expect(drawn.list[0].kind).toBe('月租');
    const bill = one<{ id: number; companyId: number; month: string }>('SELECT id, company_id AS companyId, month FROM carrier_wn_bills ORDER BY id LIMIT 1');
    const rented = backend.db.prepare("SELECT item FROM carrier_wn_bill_lines WHERE bill_id = ? AND kind = '月租' ORDER BY item").pluck().all(bill.id);
    const held = backend.db
      .prepare("SELECT phone_number FROM carrier_pool_numbers WHERE pool = 'WN' AND company_id = ? AND substr(assigned_at, 1, 7) <= ? ORDER BY phone_number")
      .pluck()
      .all(bill.companyId, bill.month);
    expect(rented).toEqual(held);
  });

  it('settles an open bill once', async () => {
    const open = one<{ id: number }>("SELECT id FROM carrier_wn_bills WHERE status = '未结清' LIMIT 1");
    expect((await post('/api/carrier/woniuBillSettle', { id: open.id })).code).toBe(200);
    expect(value('SELECT COUNT(*) FROM carrier_wn_bills WHERE id = ? AND status = ? AND settled_at IS NOT NULL', open.id, '已结清')).toBe(1);
    expect(await post('/api/carrier/woniuBillSettle', { id: open.id })).toMatchObject({ code: 400, message: MONEY_TEXTS.billNotOpen });
  });
});
