import { GATE_TEXTS } from '@console/remote-carrier/contract';
import { intentionCustomerApi } from '@console/remote-crm/contract';
import { SEEDED_ACCOUNTS } from '@console/sdk/seeded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type Harness } from '../../test/harness';

/** Click-to-call through the dialling gate, on the seeded database, as the seeded staff member of company 1. */
let backend: Harness;
let normal: string;
const post = async (url: string, payload: Record<string, unknown>, token = normal) => (await backend.call({ method: 'POST', url, payload, token })).body;
beforeAll(async () => {
  backend = await startBackend();
  normal = await backend.login(SEEDED_ACCOUNTS.normal.username);
  // Company 1 may call at any hour, without a redial interval: the windows and limits are platform/gate.test.ts's.
  backend.db
    .prepare(
      `INSERT INTO frequency_limits (company_id, per_day, per_hour, redial_minutes, start_time, end_time, enabled, remark, updated_at)
       VALUES (1, 1000, 200, 0, '00:00', '23:59', 1, '', '2026-01-01 00:00:00')`,
    )
    .run();
});
afterAll(() => backend.app.close());

describe('/api/intentionCustomer/dial (click-to-call)', () => {
  it('places a call from the member’s phone in use when the gate allows it, and is refused with the gate’s reason when it does not', async () => {
    const [customer] = (await post(intentionCustomerApi.list.path, { pool: 'mine', pageIndex: 1, pageSize: 1 })).data.list as { id: number; phone: string }[];
    const line = backend.db
      .prepare("SELECT phone_number FROM admin_user_phone WHERE user_id = (SELECT id FROM users WHERE username = ?) AND status = '在用'")
      .pluck()
      .get(SEEDED_ACCOUNTS.normal.username) as string;
    const placed = await post(intentionCustomerApi.dial.path, { customerId: customer.id });
    expect(placed).toMatchObject({ code: 200, data: { caller: line, callee: customer.phone } });
    expect(backend.db.prepare('SELECT caller, callee, company_id AS companyId FROM call_records WHERE id = ?').get(placed.data.callId)).toEqual({
      caller: line,
      callee: customer.phone,
      companyId: 1,
    });

    backend.db
      .prepare(`INSERT INTO blacklist (phone_number, means, reason, company_id, created_at) VALUES (?, '手动添加', '投诉', 1, '2026-01-01 00:00:00')`)
      .run(customer.phone);
    const calls = backend.db.prepare('SELECT COUNT(*) FROM call_records').pluck().get();
    expect(await post(intentionCustomerApi.dial.path, { customerId: customer.id })).toMatchObject({ code: 400, message: GATE_TEXTS.blacklist(customer.phone) });
    expect(backend.db.prepare('SELECT COUNT(*) FROM call_records').pluck().get()).toBe(calls);
    expect(backend.db.prepare("SELECT source, rule, caller, callee FROM gate_refusals WHERE source = '点击拨号' ORDER BY id DESC LIMIT 1").get()).toEqual({
      source: '点击拨号',
      rule: 'blacklist',
      caller: line,
      callee: customer.phone,
    });
    // The rule changed, the next answer changes.
    backend.db.prepare('DELETE FROM blacklist WHERE phone_number = ? AND company_id = 1').run(customer.phone);
    expect((await post(intentionCustomerApi.dial.path, { customerId: customer.id })).code).toBe(200);
  });

  it('dials only one’s own customers, and only a company’s members may dial', async () => {
    const other = backend.db.prepare('SELECT id FROM customers WHERE company_id <> 1 ORDER BY id LIMIT 1').pluck().get() as number;
    expect((await post(intentionCustomerApi.dial.path, { customerId: other })).code).toBe(403);
    const agent = await backend.login(SEEDED_ACCOUNTS.agent.username);
    expect((await post(intentionCustomerApi.dial.path, { customerId: other }, agent)).code).toBe(403);
  });
});
