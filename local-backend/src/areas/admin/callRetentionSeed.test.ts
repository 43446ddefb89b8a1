import { SEEDED_ACCOUNTS, SEEDED_EXPIRED_CALLS } from '@console/sdk/seeded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundCallRecordsApi } from '@console/remote-admin/contract';
import { agentTree } from '../../http/auth';
import { startBackend, type Harness } from '../../test/harness';

let backend: Harness;
let agent: string;
beforeAll(async () => {
  backend = await startBackend();
  agent = await backend.login(SEEDED_ACCOUNTS.agent.username);
});
afterAll(() => backend.app.close());

const post = async (call: { path: string }, payload: Record<string, unknown> = {}) =>
  (await backend.call({ method: 'POST', url: call.path, payload, token: agent })).body as { code: number; data: any };
const one = <T = number>(sql: string, ...values: unknown[]) =>
  backend.db
    .prepare(sql)
    .pluck()
    .get(...values) as T;
const company = () => one('SELECT id FROM companies WHERE name = ?', SEEDED_EXPIRED_CALLS.companyName);
/** The seeded calls older than any call the other seed steps make (the last 90 days), with what the rule says of them. */
const oldCalls = () =>
  backend.db
    .prepare(
      `SELECT r.company_id AS companyId, r.agent_id AS agentId, r.status, r.recording_url AS recording, u.company_id AS userCompany,
         r.start_time < datetime('now', 'localtime', '-' || d.record_days || ' days') AS recordExpired,
         r.start_time < datetime('now', 'localtime', '-' || d.recording_days || ' days') AS recordingExpired
       FROM call_records r CROSS JOIN admin_call_retention_defaults d LEFT JOIN users u ON u.id = r.user_id
       WHERE r.start_time < datetime('now', 'localtime', '-91 days') ORDER BY r.start_time`,
    )
    .all() as Record<string, unknown>[];

describe('the seeded calls past their retention (SEEDED_EXPIRED_CALLS)', () => {
  it('are that company’s, an agent’s company on the platform defaults, connected calls with recordings, in its rollups', async () => {
    const id = company();
    expect(id).toBeGreaterThan(0);
    expect(agentTree(backend.db, one('SELECT agent_id FROM users WHERE username = ?', SEEDED_ACCOUNTS.agent.username))).toContain(
      one('SELECT agent_id FROM companies WHERE id = ?', id),
    );
    expect(one('SELECT COUNT(*) FROM admin_call_record_settings WHERE company_id = ? AND (record_days IS NOT NULL OR recording_days IS NOT NULL)', id)).toBe(0);
    const calls = oldCalls();
    expect(calls).toHaveLength(SEEDED_EXPIRED_CALLS.records + SEEDED_EXPIRED_CALLS.recordings);
    for (const call of calls) {
      expect(call).toMatchObject({ companyId: id, agentId: one('SELECT agent_id FROM companies WHERE id = ?', id), status: '已接通', recordingExpired: 1 });
      expect(call.recording).toMatch(/^[0-9a-f]{24}\.mp3$/);
      if (call.userCompany !== null) expect(call.userCompany).toBe(id);
    }
    // The oldest are past their record days, the rest only past their recording days.
    expect(calls.map((call) => call.recordExpired)).toEqual([
      ...Array<number>(SEEDED_EXPIRED_CALLS.records).fill(1),
      ...Array<number>(SEEDED_EXPIRED_CALLS.recordings).fill(0),
    ]);
    // Counted by the rollups as any call (the seed recounts them after its last step).
    expect(one("SELECT SUM(calls) FROM rollup_calls_company_day WHERE company_id = ? AND stat_date < date('now', 'localtime', '-91 days')", id)).toBe(
      calls.length,
    );
  });

  it('are what the agent’s preview and list count for that company, and its purge deletes and clears exactly them', async () => {
    const id = company();
    const expected = { records: SEEDED_EXPIRED_CALLS.records, recordings: SEEDED_EXPIRED_CALLS.recordings };
    expect((await post(outboundCallRecordsApi.expiredCount, { id })).data).toEqual(expected);
    const { list } = (await post(outboundCallRecordsApi.list, { companyName: SEEDED_EXPIRED_CALLS.companyName, pageSize: 10 })).data;
    expect(list).toEqual([
      expect.objectContaining({ id, retentionSource: '平台默认', expiredRecords: expected.records, expiredRecordings: expected.recordings }),
    ]);
    const others = one('SELECT COUNT(*) FROM call_records WHERE company_id <> ?', id);
    const recent = one("SELECT COUNT(*) FROM call_records WHERE company_id = ? AND start_time >= datetime('now', 'localtime', '-91 days')", id);

    expect((await post(outboundCallRecordsApi.purgeExpired, { id })).data).toEqual(expected);

    expect(oldCalls()).toEqual(Array(expected.recordings).fill(expect.objectContaining({ companyId: id, recording: '', recordExpired: 0 })));
    expect(one('SELECT COUNT(*) FROM call_records WHERE company_id = ?', id)).toBe(recent + expected.recordings);
    expect(one('SELECT COUNT(*) FROM call_records WHERE company_id <> ?', id)).toBe(others);
    expect((await post(outboundCallRecordsApi.expiredCount, { id })).data).toEqual({ records: 0, recordings: 0 });
  });
});
