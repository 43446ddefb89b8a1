import { batchApi, batchCharge, recordApi } from '@console/remote-cloudcall/contract';
import { outboundCallRecordsApi, sumApi } from '@console/remote-admin/contract';
import { SEEDED_ACCOUNTS } from '@console/sdk/seeded';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startBackend, type Harness } from '../../test/harness';
import { MAX_CATCH_UP_MS } from '../platform/rate';
import { batchCaller, OUTCOME_WEIGHTS, placeCalls, scheduleBatchCalls, simulatedOperator, type CallOutcome } from './batchCalls';

/** The calling of running batches (simulated operator), stepped explicitly on a real seeded database. */
let backend: Harness;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  backend = await startBackend();
  for (const role of ['admin', 'agent', 'company'] as const) tokens[role] = await backend.login(SEEDED_ACCOUNTS[role].username);
  // Company 1 may call at any hour here, whenever the tests run: the dialling gate's windows are tested in batchGate.test.ts.
  backend.db
    .prepare(
      `INSERT INTO frequency_limits (company_id, per_day, per_hour, redial_minutes, start_time, end_time, enabled, remark, updated_at)
       VALUES (1, 1000, 200, 0, '00:00', '23:59', 1, '', '2026-01-01 00:00:00')`,
    )
    .run();
});
afterAll(() => backend.app.close());

type Body = { code: number; message: string; data: any };
const post = async (url: string, payload: Record<string, unknown> = {}, who = 'admin'): Promise<Body> =>
  (await backend.call({ method: 'POST', url, token: tokens[who], payload })).body;
const one = <T = number>(sql: string, ...values: unknown[]) =>
  backend.db
    .prepare(sql)
    .pluck()
    .get(...values) as T;

let phoneSequence = 0;
/** A started (or not) batch of company 1 with `count` numbers, of a type of its own billed per 60 s at 0.12 (agent 1's price 0.10). */
async function batchOf(count: number, start = true): Promise<{ id: number; batchNo: string }> {
  const name = `模拟类型${Math.random().toString(36).slice(2, 8)}`;
  const typeId = (await post(batchApi.types.save.path, { name, billingSeconds: 60, unitPrice: 0.08, enabled: 1 })).data.id;
  await post(batchApi.allocationSave.path, { typeId, agentId: 1, quota: 100, unitPrice: 0.1 });
  expect((await post(batchApi.allocationSave.path, { typeId, companyId: 1, quota: 30, unitPrice: 0.12 }, 'agent')).code).toBe(200);
  const numbers = Array.from({ length: count }, () => `1370000${String(++phoneSequence).padStart(4, '0')}`).join('\n');
  const created = await post(batchApi.create.path, { name: '模拟外呼', typeId, serverId: 1, numbers }, 'company');
  expect(created.code).toBe(200);
  if (start) expect((await post(batchApi.state.path, { id: created.data.id, action: 'start' }, 'company')).data).toEqual({ status: '进行中' });
  return { id: created.data.id, batchNo: created.data.batchNo };
}
const called = (batchId: number) => one(`SELECT COUNT(*) FROM cdr_batch_numbers WHERE batch_id = ? AND result <> '待呼叫'`, batchId);
const statusOf = (batchId: number) => one<string>('SELECT status FROM cdr_batches WHERE id = ?', batchId);
const listed = async (batchNo: string) => (await post(batchApi.list.path, { batchNo }, 'company')).data.list[0] as { status: string; called: number };
/** An operator that connects every call for 61 s: 2 units of 60 s. */
const connected61: () => CallOutcome = () => ({ result: '已接通', seconds: 61 });

describe('a running batch', () => {
  it('places one call a second at rate 1: N steps, N numbers called, each with one call record of the batch’s owners', async () => {
    const batch = await batchOf(5);
    const caller = batchCaller(backend.db, { callsPerSecond: 1, start: Date.now() });
    const start = Date.now();
    for (let step = 1; step <= 3; step++) {
      caller.tick(start + step * 1000);
      expect(called(batch.id)).toBe(step);
      expect((await listed(batch.batchNo)).called).toBe(step);
    }
    const records = backend.db
      .prepare('SELECT callee, user_id AS userId, company_id AS companyId, agent_id AS agentId, status FROM call_records WHERE caller = ? ORDER BY id')
      .all(batch.batchNo) as { callee: string; userId: number; companyId: number; agentId: number; status: string }[];
    const numbers = backend.db.prepare("SELECT phone, result FROM cdr_batch_numbers WHERE batch_id = ? AND result <> '待呼叫' ORDER BY id").all(batch.id) as {
      phone: string;
      result: string;
    }[];
    expect(records.map((record) => [record.callee, record.status])).toEqual(numbers.map((number) => [number.phone, number.result]));
    const owners = backend.db.prepare('SELECT operator_id AS userId, company_id AS companyId, agent_id AS agentId FROM cdr_batches WHERE id = ?').get(batch.id);
    for (const record of records) expect({ userId: record.userId, companyId: record.companyId, agentId: record.agentId }).toEqual(owners);
    // The company's /record lists them.
    expect((await post(recordApi.queryRequest.path, { caller: batch.batchNo }, 'company')).data.total).toBe(3);
  });

  it('carries a fractional rate over: at 0.5 a call every two seconds', async () => {
    const batch = await batchOf(3);
    const start = Date.now();
    const caller = batchCaller(backend.db, { callsPerSecond: 0.5, start });
    caller.tick(start + 1000);
    expect(called(batch.id)).toBe(0);
    caller.tick(start + 2000);
    expect(called(batch.id)).toBe(1);
  });

  it('makes up for a long gap between ticks (the machine asleep) by at most MAX_CATCH_UP_MS of calls', async () => {
    const batch = await batchOf(10);
    const start = Date.now();
    batchCaller(backend.db, { callsPerSecond: 0.1, start }).tick(start + 3_600_000);
    expect(called(batch.id)).toBe((MAX_CATCH_UP_MS / 1000) * 0.1);
  });

  it('bills each call by the batch rule and writes its record and consumption together: the company’s figures equal its rows', async () => {
    const batch = await batchOf(4);
    const todayBefore = (await post(sumApi.getHomePageInfoWithUser.path, {}, 'company')).data.todayCalls as number;
    const companyRecords = () => one("SELECT COUNT(*) FROM call_records WHERE company_id = 1 AND start_time >= date('now', 'localtime')");
    const recordsBefore = companyRecords();
    placeCalls(backend.db, 2, connected61, new Date());
    // 61 s at 60 s a unit: 2 units at the company's 0.12 (no premium on this type), 0.24 on the number and on its record.
    const rows = backend.db
      .prepare(
        `SELECT n.billed_units AS units, n.unit_price AS unitPrice, n.charge, r.units AS recordUnits, r.unit_price AS recordPrice, r.charge AS recordCharge,
           r.duration_seconds AS seconds FROM cdr_batch_numbers n JOIN call_records r ON r.callee = n.phone AND r.caller = ? WHERE n.batch_id = ?`,
      )
      .all(batch.batchNo, batch.id);
    expect(rows).toEqual(Array(2).fill({ units: 2, unitPrice: 0.12, charge: 0.24, recordUnits: 2, recordPrice: 0.12, recordCharge: 0.24, seconds: 61 }));
    expect(batchCharge(2, 0.12)).toBe(0.24);
    const totals = (await post(batchApi.consumptionTotals.path, { batchNo: batch.batchNo }, 'company')).data;
    expect(totals).toEqual({ calls: 2, durationSeconds: 122, billedUnits: 4, charge: 0.48 });
    // The dashboard counts the company's new rows, whichever batches placed them.
    const placed = companyRecords() - recordsBefore;
    expect(placed).toBeGreaterThanOrEqual(2);
    expect((await post(sumApi.getHomePageInfoWithUser.path, {}, 'company')).data.todayCalls).toBe(todayBefore + placed);
  });

  it('records a connected call unless its company records nothing (/outboundCallRecords), and the recording plays', async () => {
    const batch = await batchOf(2);
    const recordings = () => backend.db.prepare('SELECT recording_url FROM call_records WHERE caller = ? ORDER BY id').pluck().all(batch.batchNo) as string[];
    expect((await post(outboundCallRecordsApi.update.path, { id: 1, recordingEnabled: '关闭' })).code).toBe(200);
    placeCalls(backend.db, 1, connected61, new Date());
    expect(recordings()).toEqual(['']);
    expect((await post(outboundCallRecordsApi.update.path, { id: 1, recordingEnabled: '开启' })).code).toBe(200);
    placeCalls(backend.db, 1, connected61, new Date());
    const [, recorded] = recordings();
    expect(recorded).toMatch(/^[0-9a-f]{24}\.mp3$/);
    const id = one('SELECT id FROM call_records WHERE recording_url = ?', recorded);
    expect((await post(recordApi.recordingInfo.path, { id }, 'company')).data.durationMs).toBe(61_000);
  });

  it('places nothing of a call whose record cannot be written: number, bill and record are one transaction', async () => {
    const batch = await batchOf(2);
    backend.db.exec("CREATE TEMP TRIGGER refuse_records BEFORE INSERT ON call_records BEGIN SELECT RAISE(ABORT, 'refused'); END");
    try {
      expect(() => placeCalls(backend.db, 1, connected61, new Date())).toThrow('refused');
    } finally {
      backend.db.exec('DROP TRIGGER refuse_records');
    }
    expect(one("SELECT COUNT(*) FROM cdr_batch_numbers WHERE batch_id = ? AND (result <> '待呼叫' OR charge <> 0)", batch.id)).toBe(0);
    expect(one('SELECT COUNT(*) FROM call_records WHERE caller = ?', batch.batchNo)).toBe(0);
  });

  it('becomes 已完成 with its last number, and calls no more', async () => {
    const batch = await batchOf(2);
    placeCalls(backend.db, 1, connected61, new Date());
    expect(statusOf(batch.id)).toBe('进行中');
    placeCalls(backend.db, 1, connected61, new Date());
    expect(await listed(batch.batchNo)).toMatchObject({ status: '已完成', called: 2 });
    placeCalls(backend.db, 1, connected61, new Date());
    expect(one('SELECT COUNT(*) FROM call_records WHERE caller = ?', batch.batchNo)).toBe(2);
  });
});

describe('a batch not running', () => {
  it('places nothing while pending, paused or stopped, and resumes where it was when started again', async () => {
    const pending = await batchOf(3, false);
    const paused = await batchOf(3);
    const stopped = await batchOf(3);
    placeCalls(backend.db, 1, connected61, new Date());
    expect(await post(batchApi.state.path, { id: paused.id, action: 'pause' }, 'company')).toMatchObject({ code: 200 });
    expect(await post(batchApi.state.path, { id: stopped.id, action: 'stop' }, 'company')).toMatchObject({ code: 200 });
    placeCalls(backend.db, 5, connected61, new Date());
    expect([called(pending.id), called(paused.id), called(stopped.id)]).toEqual([0, 1, 1]);
    expect(one('SELECT COUNT(*) FROM call_records WHERE caller IN (?, ?, ?)', pending.batchNo, paused.batchNo, stopped.batchNo)).toBe(2);
    expect(await post(batchApi.state.path, { id: paused.id, action: 'start' }, 'company')).toMatchObject({ code: 200 });
    placeCalls(backend.db, 1, connected61, new Date());
    expect(called(paused.id)).toBe(2);
  });
});

describe('the rate', () => {
  it('0 places nothing, however long it runs', async () => {
    const batch = await batchOf(2);
    const start = Date.now();
    expect(batchCaller(backend.db, { callsPerSecond: 0, start }).tick(start + 3_600_000)).toBe(0);
    expect(called(batch.id)).toBe(0);
  });

  it('runs on the server’s timer only when above 0, and its stop leaves no timer behind', async () => {
    const batch = await batchOf(3);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    try {
      scheduleBatchCalls(backend.db, 0);
      expect(vi.getTimerCount()).toBe(0);
      const stop = scheduleBatchCalls(backend.db, 1);
      expect(vi.getTimerCount()).toBe(1);
      vi.advanceTimersByTime(2000);
      expect(called(batch.id)).toBe(2);
      stop();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the simulated operator', () => {
  it('answers in the stated shares, talk time skewed short with a long tail, the same run for the same seed', () => {
    const operator = simulatedOperator(7);
    const draws = Array.from({ length: 4000 }, operator);
    for (const { value, weight } of OUTCOME_WEIGHTS) {
      const share = (draws.filter((draw) => draw.result === value).length / draws.length) * 100;
      expect(Math.abs(share - weight)).toBeLessThan(3);
    }
    const talk = draws.filter((draw) => draw.result === '已接通').map((draw) => draw.seconds);
    expect(draws.filter((draw) => draw.result !== '已接通').every((draw) => draw.seconds === 0)).toBe(true);
    const sorted = [...talk].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    expect(median).toBeGreaterThanOrEqual(30);
    expect(median).toBeLessThanOrEqual(50);
    expect(sorted[0]).toBeGreaterThanOrEqual(3);
    expect(sorted.at(-1)).toBeLessThanOrEqual(1800);
    expect(talk.filter((seconds) => seconds > 300).length).toBeGreaterThan(0);
    expect(Array.from({ length: 50 }, simulatedOperator(7))).toEqual(draws.slice(0, 50));
  });
});
