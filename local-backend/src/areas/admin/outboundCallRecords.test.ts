import { ROLES } from '@console/sdk/manifest';
import { SEEDED_ACCOUNTS } from '@console/sdk/seeded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_RETENTION_TEXTS, outboundCallRecords, outboundCallRecordsApi } from '@console/remote-admin/contract';
import { recordApi } from '@console/remote-cloudcall/contract';
import { formatDateTime } from '../../db/time';
import { agentTree } from '../../http/auth';
import { readSheet, startBackend, type Harness } from '../../test/harness';

let backend: Harness;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  backend = await startBackend();
  for (const role of ROLES) tokens[role] = await backend.login(SEEDED_ACCOUNTS[role].username);
});
afterAll(() => backend.app.close());

type Body = { code: number; message: string; data: any };
const post = async (call: { path: string }, payload: Record<string, unknown> = {}, as = 'admin'): Promise<Body> =>
  (await backend.call({ method: 'POST', url: call.path, payload, token: tokens[as] })).body;
const one = <T = number>(sql: string, ...values: unknown[]) =>
  backend.db
    .prepare(sql)
    .pluck()
    .get(...values) as T;
const ids = (sql: string, ...values: unknown[]) =>
  backend.db
    .prepare(sql)
    .pluck()
    .all(...values) as number[];
/** The time `days` days before now, as the rule counts it (the same clock, computed here without SQL). */
const daysAgo = (days: number) => formatDateTime(new Date(Date.now() - days * 86_400_000));
const agentOf = (username: string) => one('SELECT agent_id FROM users WHERE username = ?', username);
const rowOf = async (id: number, as = 'admin') => {
  const name = one<string>('SELECT name FROM companies WHERE id = ?', id);
  const { list } = (await post(outboundCallRecordsApi.list, { companyName: name, pageSize: 100 }, as)).data as { list: Record<string, any>[] };
  return list.find((row) => row.id === id);
};

/** A company of the agent's tree that the seed gave no settings, and one outside that tree. */
function companies() {
  const tree = agentTree(backend.db, agentOf('agent'));
  const mine = one(
    `SELECT id FROM companies WHERE agent_id IN (${tree.join(',')}) AND id NOT IN (SELECT company_id FROM admin_call_record_settings) ORDER BY id DESC LIMIT 1`,
  );
  const other = one(`SELECT id FROM companies WHERE agent_id IS NULL OR agent_id NOT IN (${tree.join(',')}) ORDER BY id LIMIT 1`);
  return { mine, other, tree };
}

/** Calls of `company` started `ages` days ago, each connected with a recording. */
function addCalls(company: number, ages: number[]): number[] {
  const insert = backend.db.prepare(
    `INSERT INTO call_records (caller, callee, company_id, agent_id, start_time, duration_seconds, status, risk, recording_url)
     VALUES ('13800000000', '13900000000', ?, (SELECT agent_id FROM companies WHERE id = ?), ?, 30, '已接通', 0, ?)`,
  );
  return ages.map((age, index) =>
    Number(insert.run(company, company, daysAgo(age), `${(Date.now() + index).toString(16).padStart(24, 'a')}.mp3`).lastInsertRowid),
  );
}

describe('/api/admin/outboundCallRecords', () => {
  it('lists every company in reach, with the platform defaults where it has no days of its own', async () => {
    const all = (await post(outboundCallRecordsApi.list, { pageSize: 10 })).data;
    expect(all.total).toBe(one('SELECT COUNT(*) FROM companies'));
    const { mine, tree } = companies();
    expect((await post(outboundCallRecordsApi.list, { pageSize: 10 }, 'agent')).data.total).toBe(
      one(`SELECT COUNT(*) FROM companies WHERE agent_id IN (${tree.join(',')})`),
    );
    expect(await rowOf(mine)).toMatchObject({
      recordingEnabled: '开启',
      retentionSource: '平台默认',
      keptRecordDays: 365,
      keptRecordingDays: 180,
      recordDays: null,
    });
    const own = (await post(outboundCallRecordsApi.list, { retentionSource: '企业设置', pageSize: 10 })).data;
    expect(own.total).toBe(one('SELECT COUNT(*) FROM admin_call_record_settings WHERE record_days IS NOT NULL OR recording_days IS NOT NULL'));
    expect(own.total).toBeGreaterThan(0);
    const off = (await post(outboundCallRecordsApi.list, { recordingEnabled: '关闭', pageSize: 10 })).data;
    expect(off.total).toBe(one('SELECT COUNT(*) FROM admin_call_record_settings WHERE recording_enabled = 0'));
  });

  it('refuses every role but admin and agent, the defaults to all but admin, and a company out of the agent’s reach', async () => {
    const access = outboundCallRecordsApi.list.access as readonly string[];
    expect(access).toEqual(['admin', 'agent']);
    for (const role of ROLES.filter((role) => !access.includes(role))) {
      for (const call of [outboundCallRecordsApi.list, outboundCallRecordsApi.expiredCount, outboundCallRecordsApi.purgeExpired, outboundCallRecordsApi.update])
        expect((await post(call, { id: 1 }, role)).code).toBe(403);
    }
    expect((await post(outboundCallRecordsApi.updateDefaults, { recordDays: 1, recordingDays: 1 }, 'agent')).code).toBe(403);
    const { other } = companies();
    expect((await post(outboundCallRecordsApi.purgeExpired, { id: other }, 'agent')).code).toBe(403);
    expect((await post(outboundCallRecordsApi.update, { id: other, recordingEnabled: '关闭' }, 'agent')).code).toBe(403);
    expect(one('SELECT COUNT(*) FROM admin_call_record_settings WHERE company_id = ?', other)).toBe(0);
  });

  it('saves a company’s settings: recording off, its own days, never a recording kept longer than its record; empty days go back to the defaults', async () => {
    const { mine } = companies();
    expect(await post(outboundCallRecordsApi.update, { id: mine, recordingEnabled: '开启', recordDays: 30, recordingDays: 60 }, 'agent')).toMatchObject({
      code: 400,
      message: CALL_RETENTION_TEXTS.recordingLonger,
    });
    expect((await post(outboundCallRecordsApi.update, { id: mine, recordingEnabled: '开启', recordDays: 1.5 }, 'agent')).code).toBe(400);
    expect((await post(outboundCallRecordsApi.update, { id: mine, recordDays: 30 }, 'agent')).message).toBe(
      `请选择${outboundCallRecords.fields.recordingEnabled.label}`,
    );
    expect((await post(outboundCallRecordsApi.update, { id: mine, recordingEnabled: '关闭', recordDays: 90, recordingDays: 30 }, 'agent')).code).toBe(200);
    expect(await rowOf(mine, 'agent')).toMatchObject({
      recordingEnabled: '关闭',
      retentionSource: '企业设置',
      keptRecordDays: 90,
      keptRecordingDays: 30,
      updatedBy: 'agent',
    });
    expect((await post(outboundCallRecordsApi.update, { id: mine, recordingEnabled: '开启', recordDays: '', recordingDays: '' }, 'agent')).code).toBe(200);
    expect(await rowOf(mine)).toMatchObject({ recordingEnabled: '开启', retentionSource: '平台默认', keptRecordDays: 365, keptRecordingDays: 180 });
  });

  it('purges exactly that company’s expired records and recordings, in one logged write, and nothing else', async () => {
    const { mine } = companies();
    // A record 40 days old goes (30 days kept), one 20 days old keeps its record but loses its recording (10 days), one 5 days old stays whole.
    const [old, middle, fresh] = addCalls(mine, [40, 20, 5]);
    expect((await post(outboundCallRecordsApi.update, { id: mine, recordingEnabled: '开启', recordDays: 30, recordingDays: 10 })).code).toBe(200);
    const expiredRecords = ids('SELECT id FROM call_records WHERE company_id = ? AND start_time < ?', mine, daysAgo(30));
    const expiredRecordings = ids(
      "SELECT id FROM call_records WHERE company_id = ? AND recording_url <> '' AND start_time < ? AND start_time >= ?",
      mine,
      daysAgo(10),
      daysAgo(30),
    );
    expect(expiredRecords).toContain(old);
    expect(expiredRecordings).toContain(middle);
    const kept = ids('SELECT id FROM call_records WHERE company_id = ? AND start_time >= ? ORDER BY id', mine, daysAgo(30));
    const others = one('SELECT COUNT(*) FROM call_records WHERE company_id <> ?', mine);
    const otherRecordings = one("SELECT COUNT(*) FROM call_records WHERE company_id <> ? AND recording_url <> ''", mine);
    const preview = { records: expiredRecords.length, recordings: expiredRecordings.length };
    expect((await post(outboundCallRecordsApi.expiredCount, { id: mine }, 'agent')).data).toEqual(preview);
    expect(await rowOf(mine)).toMatchObject({ expiredRecords: preview.records, expiredRecordings: preview.recordings });
    const logged = one('SELECT COUNT(*) FROM operation_log');

    expect((await post(outboundCallRecordsApi.purgeExpired, { id: mine }, 'agent')).data).toEqual(preview);

    expect(ids('SELECT id FROM call_records WHERE company_id = ? ORDER BY id', mine)).toEqual(kept);
    expect(one('SELECT recording_url FROM call_records WHERE id = ?', middle)).toBe('');
    expect(one("SELECT recording_url <> '' FROM call_records WHERE id = ?", fresh)).toBe(1);
    expect(ids("SELECT id FROM call_records WHERE company_id = ? AND recording_url <> '' AND start_time < ?", mine, daysAgo(10))).toEqual([]);
    expect(one('SELECT COUNT(*) FROM call_records WHERE company_id <> ?', mine)).toBe(others);
    expect(one("SELECT COUNT(*) FROM call_records WHERE company_id <> ? AND recording_url <> ''", mine)).toBe(otherRecordings);
    expect(backend.db.pragma('foreign_key_check')).toEqual([]);
    expect(one('SELECT COUNT(*) FROM operation_log')).toBe(logged + 1);
    expect(backend.db.prepare('SELECT operation, username, target FROM operation_log ORDER BY id DESC LIMIT 1').get()).toEqual({
      operation: '清理过期通话记录',
      username: 'agent',
      target: `编号 ${mine}`,
    });
    // The call-record pages obey it: nothing of that company older than its retention is listed.
    const listed = await post(recordApi.queryRequest, { companyId: mine, startTimeTo: daysAgo(30), pageSize: 10 }, 'agent');
    expect(listed).toMatchObject({ code: 200, data: { total: 0 } });
    expect((await post(outboundCallRecordsApi.expiredCount, { id: mine })).data).toEqual({ records: 0, recordings: 0 });
  });

  it('refuses defaults under which a company’s own recording days would outlive its records', async () => {
    const { mine } = companies();
    expect((await post(outboundCallRecordsApi.update, { id: mine, recordingEnabled: '开启', recordingDays: 100 })).code).toBe(200);
    const conflicts = one('SELECT COUNT(*) FROM admin_call_record_settings WHERE record_days IS NULL AND recording_days > 90');
    expect(conflicts).toBeGreaterThanOrEqual(1);
    expect(await post(outboundCallRecordsApi.updateDefaults, { recordDays: 90, recordingDays: 50 })).toMatchObject({
      code: 400,
      message: CALL_RETENTION_TEXTS.defaultsConflict(conflicts),
    });
    expect((await post(outboundCallRecordsApi.getDefaults)).data).toEqual({ recordDays: 365, recordingDays: 180 });
    expect((await post(outboundCallRecordsApi.update, { id: mine, recordingEnabled: '开启' })).code).toBe(200);
  });

  it('purges every company in reach by its own rule; the defaults move the rule', async () => {
    expect(await post(outboundCallRecordsApi.updateDefaults, { recordDays: 30, recordingDays: 60 })).toMatchObject({
      code: 400,
      message: CALL_RETENTION_TEXTS.recordingLonger,
    });
    expect((await post(outboundCallRecordsApi.updateDefaults, { recordDays: 80, recordingDays: 50 })).code).toBe(200);
    expect((await post(outboundCallRecordsApi.getDefaults)).data).toEqual({ recordDays: 80, recordingDays: 50 });
    const { tree } = companies();
    const outside = one(`SELECT COUNT(*) FROM call_records WHERE company_id NOT IN (SELECT id FROM companies WHERE agent_id IN (${tree.join(',')}))`);
    const preview = (await post(outboundCallRecordsApi.expiredCount, {}, 'agent')).data;
    expect(preview.records).toBeGreaterThan(0);
    expect((await post(outboundCallRecordsApi.purgeExpired, {}, 'agent')).data).toEqual(preview);
    expect((await post(outboundCallRecordsApi.expiredCount, {}, 'agent')).data).toEqual({ records: 0, recordings: 0 });
    // The agent's purge left the other agents' companies alone; the admin's reaches them.
    expect(one(`SELECT COUNT(*) FROM call_records WHERE company_id NOT IN (SELECT id FROM companies WHERE agent_id IN (${tree.join(',')}))`)).toBe(outside);
    expect((await post(outboundCallRecordsApi.expiredCount)).data.records).toBeGreaterThan(0);
    expect((await post(outboundCallRecordsApi.purgeExpired)).code).toBe(200);
    // A company on the defaults keeps nothing older than 80 days.
    expect(
      one(
        'SELECT COUNT(*) FROM call_records WHERE start_time < ? AND company_id IS NOT NULL AND company_id NOT IN (SELECT company_id FROM admin_call_record_settings WHERE record_days IS NOT NULL)',
        daysAgo(80),
      ),
    ).toBe(0);
  });

  it('exports the list with its columns', async () => {
    const response = await backend.app.inject({
      method: 'POST',
      url: outboundCallRecordsApi.export.path,
      payload: { recordingEnabled: '关闭' },
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    const sheet = await readSheet(response.rawPayload);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(outboundCallRecordsApi.export.columns.map((column) => column.title));
    expect(sheet.rowCount - 1).toBe(one('SELECT COUNT(*) FROM admin_call_record_settings WHERE recording_enabled = 0'));
  });
});
