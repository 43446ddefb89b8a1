import { rechargeApi, refusedRecharge } from '@console/remote-carrier/contract';
import { SEEDED_ACCOUNTS } from '@console/sdk/seeded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type Harness } from '../../test/harness';

let backend: Harness;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  backend = await startBackend();
  for (const role of ['admin', 'agent'] as const) tokens[role] = await backend.login(SEEDED_ACCOUNTS[role].username);
}, 60_000);
afterAll(() => backend.app.close());

const post = async (url: string, payload: Record<string, unknown>, as = 'admin') =>
  (await backend.call({ method: 'POST', url, payload, token: tokens[as] })).body;
const numberIn = (operator: string, state: string) =>
  backend.db
    .prepare('SELECT id, phone_number AS phone, balance FROM carrier_numbers WHERE operator = ? AND state = ? ORDER BY id LIMIT 1')
    .get(operator, state) as {
    id: number;
    phone: string;
    balance: number;
  };
const balanceOf = (id: number) => backend.db.prepare('SELECT balance FROM carrier_numbers WHERE id = ?').pluck().get(id) as number;
const count = (sql: string, ...values: unknown[]) =>
  backend.db
    .prepare(sql)
    .pluck()
    .get(...values) as number;

describe('recharges', () => {
  it('move the balance and write the record together, listed first on the brand’s page', async () => {
    const number = numberIn('DJ', 'suspended');
    const body = await post(rechargeApi.add.path, { operator: 'DJ', phoneNumber: number.phone, amount: '100.5', remark: '欠费补缴' });
    const expected = Math.round((number.balance + 100.5) * 100) / 100;
    expect(body.data.balance).toBe(expected);
    expect(balanceOf(number.id)).toBe(expected);
    const { data } = await post(rechargeApi.list.path, { operator: 'DJ', phoneNumber: number.phone, pageIndex: 1, pageSize: 10 });
    expect(data.list[0]).toMatchObject({ phoneNumber: number.phone, amount: 100.5, balanceAfter: expected, remark: '欠费补缴' });
  });

  it('refuse a closed number, another brand’s number and a bad amount, changing nothing', async () => {
    const closed = numberIn('WN', 'closed');
    const before = count('SELECT COUNT(*) FROM carrier_number_recharges');
    expect((await post(rechargeApi.add.path, { operator: 'WN', phoneNumber: closed.phone, amount: 50 })).message).toBe(refusedRecharge(closed.phone, 'closed'));
    expect((await post(rechargeApi.add.path, { operator: 'GM', phoneNumber: closed.phone, amount: 50 })).message).toBe(`${closed.phone} 不是您的GM号码`);
    const open = numberIn('GM', 'open');
    expect((await post(rechargeApi.add.path, { operator: 'GM', phoneNumber: open.phone, amount: 0 })).code).toBe(400);
    expect(balanceOf(open.id)).toBe(open.balance);
    expect(balanceOf(closed.id)).toBe(closed.balance);
    expect(count('SELECT COUNT(*) FROM carrier_number_recharges')).toBe(before);
  });

  it('are the admin’s, on the brands with a recharge page only', async () => {
    expect((await post(rechargeApi.list.path, { operator: 'WN', pageIndex: 1, pageSize: 1 }, 'agent')).code).toBe(403);
    expect((await post(rechargeApi.list.path, { operator: 'CC', pageIndex: 1, pageSize: 1 })).code).toBe(400);
    const { data } = await post(rechargeApi.list.path, { operator: 'GM', pageIndex: 1, pageSize: 1 });
    expect(data.total).toBe(count("SELECT COUNT(*) FROM carrier_number_recharges r JOIN carrier_numbers n ON n.id = r.number_id WHERE n.operator = 'GM'"));
    expect(data.total).toBeGreaterThan(100);
  });
});
