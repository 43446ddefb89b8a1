import { lineQueryApi } from '@console/remote-carrier/contract';
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
const phonesOf = (operator: string, n: number) =>
  backend.db.prepare('SELECT phone_number FROM carrier_numbers WHERE operator = ? ORDER BY id LIMIT ?').pluck().all(operator, n) as string[];
const count = (sql: string, ...values: unknown[]) =>
  backend.db
    .prepare(sql)
    .pluck()
    .get(...values) as number;

describe('line queries', () => {
  it('answer what the WN line says about each number asked, and name the ones it does not know', async () => {
    const [a, b] = phonesOf('WN', 2);
    const [other] = phonesOf('GM', 1);
    const body = await post(lineQueryApi.snail.path, { operator: 'WN', phoneNumbers: `${a}\n${b}, ${other} 123`, pageIndex: 1, pageSize: 10 });
    expect(body.data.list.map((row: any) => row.phoneNumber)).toEqual([a, b].sort());
    expect(body.customData).toEqual({ asked: 4, missing: [other, '123'] });
    const row = body.data.list.find((item: any) => item.phoneNumber === a);
    expect(row.calls30d).toBe(count("SELECT COUNT(*) FROM call_records WHERE caller = ? AND start_time >= datetime('now', 'localtime', '-30 days')", a));
    expect(row.connected30d).toBe(
      count("SELECT COUNT(*) FROM call_records WHERE caller = ? AND start_time >= datetime('now', 'localtime', '-30 days') AND duration_seconds > 0", a),
    );
    expect(row.lastCallAt).toBe(backend.db.prepare("SELECT COALESCE(MAX(start_time), '') FROM call_records WHERE caller = ?").pluck().get(a));
  });

  it('list the line’s numbers in reach when none is asked, and keep an agent to its own', async () => {
    const { data } = await post(lineQueryApi.snail.path, { operator: 'CY', pageIndex: 1, pageSize: 1 }, 'agent');
    expect(data.total).toBe(
      count("SELECT COUNT(*) FROM carrier_numbers n JOIN agents a ON a.id = n.agent_id WHERE n.operator = 'CY' AND (a.id = 1 OR a.parent_id = 1)"),
    );
    const foreign = backend.db
      .prepare(
        "SELECT n.phone_number FROM carrier_numbers n JOIN agents a ON a.id = n.agent_id WHERE n.operator = 'CY' AND a.id <> 1 AND COALESCE(a.parent_id, 0) <> 1 LIMIT 1",
      )
      .pluck()
      .get() as string;
    const asked = await post(lineQueryApi.snail.path, { operator: 'CY', phoneNumbers: foreign, pageIndex: 1, pageSize: 10 }, 'agent');
    expect(asked.data.total).toBe(0);
    expect(asked.customData.missing).toEqual([foreign]);
  });

  it('answer GM on dxt and CC on xsAxb (admin only), and one CC number on phoneInfo', async () => {
    expect((await post(lineQueryApi.dxt.path, { pageIndex: 1, pageSize: 1 })).data.total).toBe(
      count("SELECT COUNT(*) FROM carrier_numbers WHERE operator = 'GM'"),
    );
    expect((await post(lineQueryApi.xsAxb.path, { pageIndex: 1, pageSize: 1 }, 'agent')).code).toBe(403);
    const [cc] = phonesOf('CC', 1);
    const info = await backend.call({ method: 'GET', url: `${lineQueryApi.phoneInfo.path}?phone=${cc}`, token: tokens.admin });
    expect(info.body.data).toMatchObject({ phoneNumber: cc });
    const [wn] = phonesOf('WN', 1);
    const unknown = await backend.call({ method: 'GET', url: `${lineQueryApi.phoneInfo.path}?phone=${wn}`, token: tokens.admin });
    expect(unknown.body.message).toBe(`号码 ${wn} 不存在`);
    expect((await post(lineQueryApi.snail.path, { operator: 'GM' })).message).toBe('运营商不正确');
  });
});
