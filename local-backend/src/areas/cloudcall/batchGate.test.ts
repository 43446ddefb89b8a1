import { GATE_TEXTS } from '@console/remote-carrier/contract';
import { batchApi } from '@console/remote-cloudcall/contract';
import { SEEDED_ACCOUNTS } from '@console/sdk/seeded';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startBackend, type Harness } from '../../test/harness';
import { placeCalls, type CallOutcome } from './batchCalls';

/**
 * Call batches through the dialling gate (`areas/platform/gate.ts`), on the seeded database: a start
 * refused by a company rule, a callee refused and passed over, a batch waiting for its window.
 * Calls are placed on one day in 2030 (placeCalls' `at`), whatever the clock says.
 */
let backend: Harness;
const tokens: Record<string, string> = {};
type Body = { code: number; message: string; data: any };
const post = async (url: string, payload: Record<string, unknown> = {}, who = 'admin'): Promise<Body> =>
  (await backend.call({ method: 'POST', url, token: tokens[who], payload })).body;
const connected: () => CallOutcome = () => ({ result: '已接通', seconds: 30 });
const at = (time: string) => new Date(`2030-01-15T${time}`);

let sequence = 0;
async function batchOf(numbers: string[], start = true): Promise<{ id: number; batchNo: string }> {
  const typeId = (await post(batchApi.types.save.path, { name: `闸门类型${++sequence}${Date.now() % 1000}`, billingSeconds: 60, unitPrice: 0.08, enabled: 1 }))
    .data.id;
  await post(batchApi.allocationSave.path, { typeId, agentId: 1, quota: 100, unitPrice: 0.1 });
  await post(batchApi.allocationSave.path, { typeId, companyId: 1, quota: 30, unitPrice: 0.12 }, 'agent');
  const created = await post(batchApi.create.path, { name: '闸门外呼', typeId, serverId: 1, numbers: numbers.join('\n') }, 'company');
  expect(created.code).toBe(200);
  if (start) expect((await post(batchApi.state.path, { id: created.data.id, action: 'start' }, 'company')).code).toBe(200);
  return created.data;
}
const resultsOf = (batchId: number) => backend.db.prepare('SELECT phone, result FROM cdr_batch_numbers WHERE batch_id = ? ORDER BY id').all(batchId);
const refusals = (reference: string) =>
  backend.db.prepare('SELECT source, rule, reason, callee FROM gate_refusals WHERE reference = ? ORDER BY id').all(reference);

beforeAll(async () => {
  backend = await startBackend();
  for (const role of ['admin', 'agent', 'company'] as const) tokens[role] = await backend.login(SEEDED_ACCOUNTS[role].username);
});
afterAll(() => backend.app.close());
beforeEach(() => {
  // Company 1 under the platform default's window (08:00–21:00) only; no other batch runs.
  backend.db.prepare('DELETE FROM frequency_limits WHERE company_id = 1').run();
  backend.db.prepare('UPDATE frequency_limits SET start_time = ?, end_time = ?, redial_minutes = 30 WHERE company_id IS NULL').run('08:00', '21:00');
  backend.db.prepare('DELETE FROM carrier_enterprise_limiting WHERE company_id = 1').run();
  backend.db.prepare("UPDATE cdr_batches SET status = '已暂停' WHERE status = '进行中'").run();
});

describe('call batches through the dialling gate', () => {
  it('a batch does not start while its company is stopped (企业限呼); the refusal is logged, and released it starts', async () => {
    backend.db
      .prepare(
        `INSERT INTO carrier_enterprise_limiting (mode, reason, status, updated_at, company_id, agent_id) VALUES ('停止外呼', '欠费', '生效中', '2030-01-01 00:00:00', 1, 1)`,
      )
      .run();
    const batch = await batchOf(['13711110001'], false);
    expect(await post(batchApi.state.path, { id: batch.id, action: 'start' }, 'company')).toMatchObject({
      code: 400,
      message: GATE_TEXTS.enterpriseStop('欠费'),
    });
    expect(backend.db.prepare('SELECT status FROM cdr_batches WHERE id = ?').pluck().get(batch.id)).toBe('待启动');
    expect(refusals(batch.batchNo)).toEqual([{ source: '批次启动', rule: 'enterpriseStop', reason: GATE_TEXTS.enterpriseStop('欠费'), callee: '' }]);
    backend.db.prepare("UPDATE carrier_enterprise_limiting SET status = '已解除' WHERE company_id = 1").run();
    expect((await post(batchApi.state.path, { id: batch.id, action: 'start' }, 'company')).data).toEqual({ status: '进行中' });
  });

  it('a blacklisted callee is 已拦截 and logged, the batch calls the next numbers and completes', async () => {
    backend.db
      .prepare(
        `INSERT INTO blacklist (phone_number, means, reason, company_id, created_at) VALUES ('13711120002', '手动添加', '投诉', 1, '2030-01-01 00:00:00')`,
      )
      .run();
    const batch = await batchOf(['13711120001', '13711120002', '13711120003']);
    placeCalls(backend.db, 5, connected, at('10:00:00'));
    expect(resultsOf(batch.id)).toEqual([
      { phone: '13711120001', result: '已接通' },
      { phone: '13711120002', result: '已拦截' },
      { phone: '13711120003', result: '已接通' },
    ]);
    expect(refusals(batch.batchNo)).toEqual([{ source: '批次外呼', rule: 'blacklist', reason: GATE_TEXTS.blacklist('13711120002'), callee: '13711120002' }]);
    expect(backend.db.prepare('SELECT status FROM cdr_batches WHERE id = ?').pluck().get(batch.id)).toBe('已完成');
    // Nothing placed is recorded: two call records, not three.
    expect(backend.db.prepare('SELECT COUNT(*) FROM call_records WHERE caller = ?').pluck().get(batch.batchNo)).toBe(2);
  });

  it('outside the calling window a running batch waits (its numbers 待呼叫, logged once), and calls when the window opens', async () => {
    const batch = await batchOf(['13711130001', '13711130002']);
    placeCalls(backend.db, 2, connected, at('21:30:00'));
    placeCalls(backend.db, 2, connected, at('21:30:01'));
    expect(resultsOf(batch.id)).toEqual([
      { phone: '13711130001', result: '待呼叫' },
      { phone: '13711130002', result: '待呼叫' },
    ]);
    expect(refusals(batch.batchNo)).toEqual([
      { source: '批次外呼', rule: 'callingWindow', reason: GATE_TEXTS.callingWindow('08:00-21:00', '企业允许时段'), callee: '13711130001' },
    ]);
    expect(backend.db.prepare('SELECT status FROM cdr_batches WHERE id = ?').pluck().get(batch.id)).toBe('进行中');
    // The company's window widened: the next tick calls.
    backend.db
      .prepare(
        `INSERT INTO frequency_limits (company_id, per_day, per_hour, redial_minutes, start_time, end_time, enabled, updated_at) VALUES (1, 50, 10, 30, '08:00', '22:00', 1, '2030-01-01 00:00:00')`,
      )
      .run();
    placeCalls(backend.db, 2, connected, at('21:31:00'));
    expect(resultsOf(batch.id).map((row: any) => row.result)).toEqual(['已接通', '已接通']);
  });
});
