import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSE_TEXTS, RECORD_TEXTS, recordApi } from '@console/remote-cloudcall/contract';
import { historyApi, type ChangeEntry } from '@console/sdk/history';
import { SEEDED_ACCOUNTS } from '@console/sdk/seeded';
import type { Role } from '@console/sdk';
import { startBackend, type Harness } from '../../test/harness';

/** 关闭录音 (POST /api/record/close) on the seeded database: who may, what it refuses, what a closed recording answers. */
let backend: Harness;
const tokens: Partial<Record<Role, string>> = {};
const ROLES: Role[] = ['admin', 'agent', 'subAgent', 'company', 'department', 'normal', 'oem', 'gm'];
const as = async (role: Role, url: string, payload: Record<string, unknown> = {}) =>
  (await backend.call({ method: 'POST', url, token: tokens[role], payload })).body;
const get = (url: string, role?: Role) => backend.call({ method: 'GET', url, token: role ? tokens[role] : undefined });
const close = (role: Role, id: number, reason = '客户依法要求删除个人信息') => as(role, '/api/record/close', { id, reason });

beforeAll(async () => {
  backend = await startBackend();
  for (const role of ROLES) tokens[role] = await backend.login(SEEDED_ACCOUNTS[role].username);
});
afterAll(() => backend.app.close());

interface Row {
  id: number;
  file: string;
  callee: string;
  closedAt: string | null;
  closedBy: number | null;
  reason: string;
}
const rowOf = (id: number) =>
  backend.db
    .prepare('SELECT id, recording_url AS file, callee, closed_at AS closedAt, closed_by AS closedBy, close_reason AS reason FROM call_records WHERE id = ?')
    .get(id) as Row;
const first = (where: string) => backend.db.prepare(`SELECT id FROM call_records WHERE ${where} ORDER BY id LIMIT 1`).pluck().get() as number;
/** The first playable recording this user lists (/recording): in the user's scope by the backend's own search. */
const listedBy = async (role: Role) => {
  const { data } = await as(role, '/api/record/recordingList', { pageSize: 1 });
  expect(data.total, role).toBeGreaterThan(0);
  return rowOf(data.list[0].id);
};
const userId = (role: Role) => backend.db.prepare('SELECT id FROM users WHERE username = ?').pluck().get(SEEDED_ACCOUNTS[role].username) as number;

describe('关闭录音: who may close a recording, once, and only within reach', () => {
  it('closes a recording in scope for admin, agent, subAgent, company and department: who, when and why kept, the file name stays', async () => {
    for (const role of ['admin', 'agent', 'subAgent', 'company', 'department'] as const) {
      const record = await listedBy(role);
      expect(await close(role, record.id, `${role}：客户要求删除`), role).toMatchObject({ code: 200 });
      expect(rowOf(record.id), role).toMatchObject({ file: record.file, closedBy: userId(role), reason: `${role}：客户要求删除` });
      expect(rowOf(record.id).closedAt, role).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    }
  });

  it('refuses staff, oem and gm by role, changing nothing', async () => {
    const record = await listedBy('company');
    for (const role of ['normal', 'oem', 'gm'] as const) {
      expect(await close(role, record.id), role).toMatchObject({ code: 403 });
    }
    expect(rowOf(record.id).closedAt).toBeNull();
  });

  it('refuses a record outside the caller’s scope with the usual 403, and an unknown one as missing', async () => {
    const foreign = first("company_id <> 1 AND agent_id <> 1 AND recording_url <> '' AND closed_at IS NULL");
    expect(await close('company', foreign)).toMatchObject({ code: 403, message: '无权限访问该数据' });
    expect(rowOf(foreign).closedAt).toBeNull();
    expect(await close('admin', 999_999_999)).toMatchObject({ code: 404 });
  });

  it('refuses a call without a recording, a second close and a missing or too long reason, changing nothing', async () => {
    const silent = first("company_id = 1 AND recording_url = ''");
    expect(await close('company', silent)).toMatchObject({ code: 400, message: RECORD_TEXTS.noRecording });
    expect(rowOf(silent).closedAt).toBeNull();
    const record = await listedBy('company');
    expect(await close('company', record.id, ' ')).toMatchObject({ code: 400, message: `请填写${CLOSE_TEXTS.reason}` });
    expect(await close('company', record.id, '长'.repeat(201))).toMatchObject({ code: 400 });
    expect(rowOf(record.id).closedAt).toBeNull();
    expect(await close('company', record.id, '第一次')).toMatchObject({ code: 200 });
    expect(await close('admin', record.id, '第二次')).toMatchObject({ code: 400, message: RECORD_TEXTS.closed });
    expect(rowOf(record.id)).toMatchObject({ reason: '第一次', closedBy: userId('company') });
  });
});

describe('a closed recording: never played again, in one transaction with its trail', () => {
  it('deletes its marks and records the close in the change trail (变更记录)', async () => {
    const record = await listedBy('company');
    const added = await as('company', '/api/record/addMark', { recordId: record.id, atMs: 1000, kind: 'note', text: '待删除的备注' });
    expect(added).toMatchObject({ code: 200 });
    const marks = () => backend.db.prepare('SELECT COUNT(*) FROM call_record_marks WHERE record_id = ?').pluck().get(record.id);
    expect(marks()).toBeGreaterThan(0);
    expect(await close('company', record.id, '不得再听')).toMatchObject({ code: 200 });
    expect(marks()).toBe(0);
    const trail = backend.db
      .prepare("SELECT path, changes FROM change_log WHERE table_name = 'call_records' AND row_id = ? AND action = 'update'")
      .all(record.id) as { path: string; changes: string }[];
    expect(trail).toHaveLength(1);
    expect(trail[0]!.path).toBe('/api/record/close');
    expect(JSON.parse(trail[0]!.changes)).toMatchObject({ close_reason: { old: '', new: '不得再听' }, closed_by: { new: userId('company') } });
    // /record's 变更记录 reads it in Chinese: the operation, and each column by its label.
    const history = await as('admin', historyApi.getHistory.path, { list: recordApi.queryRequest.path, id: record.id });
    expect(history.code).toBe(200);
    const closing = (history.data as ChangeEntry[]).find((entry) => entry.action === 'update')!;
    expect(closing.username).toBe(SEEDED_ACCOUNTS.company.username);
    expect(closing.operation).toBe(CLOSE_TEXTS.action);
    expect(closing.changes).toEqual(
      expect.arrayContaining([
        { field: 'close_reason', label: CLOSE_TEXTS.reason, old: '', new: '不得再听' },
        expect.objectContaining({ field: 'closed_at', label: '关闭时间' }),
        { field: 'closed_by', label: '关闭人', old: '', new: String(userId('company')) },
      ]),
    );
    expect(
      backend.db
        .prepare("SELECT COUNT(*) FROM change_log WHERE table_name = 'call_record_marks' AND action = 'delete' AND path = '/api/record/close'")
        .pluck()
        .get(),
    ).toBeGreaterThan(0);
  });

  it('refuses the player with the reason, and answers its audio 410 by token and by a signed address given before the close', async () => {
    const record = await listedBy('company');
    const { url } = (await as('company', '/api/record/recordingInfo', { id: record.id })).data as { url: string };
    expect((await get(url)).status).toBe(200);
    expect(await close('company', record.id, '通话涉及隐私')).toMatchObject({ code: 200 });
    expect(await as('company', '/api/record/recordingInfo', { id: record.id })).toMatchObject({
      code: 400,
      message: `${RECORD_TEXTS.closed}：通话涉及隐私`,
    });
    expect(await as('gm', '/api/record/recordingInfo', { id: record.id })).toMatchObject({ code: 400, message: `${RECORD_TEXTS.closed}：通话涉及隐私` });
    expect(await as('company', '/api/record/addMark', { recordId: record.id, atMs: 0, kind: 'note', text: '补充' })).toMatchObject({ code: 400 });
    const signed = await get(url);
    expect(signed.status).toBe(410);
    expect(signed.body).toMatchObject({ code: 410, message: RECORD_TEXTS.audioClosed });
    for (const role of ['company', 'admin', 'gm'] as const) {
      const byToken = await get(`/api/record/audio?file=${record.file}`, role);
      expect(byToken.status, role).toBe(410);
      expect(byToken.body, role).toMatchObject({ code: 410, message: RECORD_TEXTS.audioClosed });
    }
  });

  it('leaves the recordings lists (/recording, /GM), shows 已关闭 (2) on the records, and the ratio counts playable recordings only', async () => {
    const record = await listedBy('company');
    const search = { companyId: 1, callee: record.callee };
    const count = async (extra: Record<string, unknown>) =>
      (await as('admin', '/api/record/queryRequest', { ...search, ...extra, pageSize: 1 })).data.total as number;
    const all = await count({});
    const playable = await count({ hasRecording: 1 });
    const ratio = async () => (await as('admin', '/api/record/recordingRatio', search)).data.value as number;
    expect(await ratio()).toBe(Math.round((playable / all) * 1000) / 10);
    const listed = async (role: Role) =>
      ((await as(role, '/api/record/recordingList', { callee: record.callee, pageSize: 100 })).data.list as { id: number }[]).some(
        (row) => row.id === record.id,
      );
    expect(await listed('company')).toBe(true);
    expect(await listed('gm')).toBe(true);

    expect(await close('company', record.id)).toMatchObject({ code: 200 });
    expect(await listed('company')).toBe(false);
    expect(await listed('gm')).toBe(false);
    const rows = (await as('company', '/api/record/queryRequest', { callee: record.callee, pageSize: 100 })).data.list as {
      id: number;
      hasRecording: number;
    }[];
    expect(rows.find((row) => row.id === record.id)?.hasRecording).toBe(2);
    expect(await count({ hasRecording: 2 })).toBeGreaterThanOrEqual(1);
    expect(await count({ hasRecording: 1 })).toBe(playable - 1);
    expect(await ratio()).toBe(Math.round(((playable - 1) / all) * 1000) / 10);
  });

  it('pins no verdict mark on a closed recording when its pending inspection is reviewed afterwards (the verdict is kept)', async () => {
    const pending = backend.db
      .prepare(
        `SELECT i.id, i.record_id AS recordId FROM qa_inspections i JOIN call_records r ON r.id = i.record_id
         WHERE i.verdict = '待复核' AND r.company_id = 1 AND r.recording_url <> '' AND r.closed_at IS NULL ORDER BY i.id LIMIT 1`,
      )
      .get() as { id: number; recordId: number };
    expect(await close('company', pending.recordId, '客户要求删除')).toMatchObject({ code: 200 });
    expect(await as('company', '/api/cloudcall/qualityReview', { id: pending.id, verdict: '合格' })).toMatchObject({ code: 200 });
    expect(backend.db.prepare('SELECT verdict FROM qa_inspections WHERE id = ?').pluck().get(pending.id)).toBe('合格');
    expect(backend.db.prepare('SELECT COUNT(*) FROM call_record_marks WHERE record_id = ?').pluck().get(pending.recordId)).toBe(0);
  });
});
