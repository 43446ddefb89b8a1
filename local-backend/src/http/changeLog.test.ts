import { HISTORY_TABLES } from '@console/sdk/history';
import { SEEDED_ACCOUNTS, SEEDED_PASSWORD } from '@console/sdk/seeded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACTS } from '../contracts';
import { addOtherAgent, readSheet, startBackend, type Harness } from '../test/harness';
import { migrate, openDatabase } from '../db/database';
import type { CurrentUser } from './auth';
import { installChangeTriggers, LOOKS_SECRET, SECRET_COLUMNS, trackedTables, withChangeContext } from './changeLog';

let backend: Harness;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  backend = await startBackend();
  addOtherAgent(backend.db);
  for (const username of [SEEDED_ACCOUNTS.admin.username, SEEDED_ACCOUNTS.agent.username, SEEDED_ACCOUNTS.company.username, 'agent3']) {
    tokens[username] = await backend.login(username);
  }
}, 60_000);
afterAll(() => backend.app.close());

const post = async (url: string, payload: Record<string, unknown>, as: string) =>
  (await backend.call({ method: 'POST', url, payload, token: tokens[as] })).body;
const trailCount = () => backend.db.prepare('SELECT COUNT(*) FROM change_log').pluck().get() as number;
const trailOf = (table: string, id: number) =>
  (
    backend.db
      .prepare('SELECT action, changes, username, path, operation_log_id AS operationLogId FROM change_log WHERE table_name = ? AND row_id = ? ORDER BY id')
      .all(table, id) as {
      action: string;
      changes: string;
      username: string;
      path: string;
      operationLogId: number | null;
    }[]
  ).map((row) => ({ ...row, changes: JSON.parse(row.changes) as Record<string, unknown> }));

/** The seeded agent's first company, as its edit form sends it. */
function companyForm(agentId: number) {
  const row = backend.db
    .prepare('SELECT id, name, agent_id, contact, phone, city, address, seats, status FROM companies WHERE agent_id = ? ORDER BY id LIMIT 1')
    .get(agentId) as Record<string, string | number>;
  return {
    id: row.id,
    name: row.name,
    agentId: row.agent_id,
    contact: row.contact,
    phone: row.phone,
    city: row.city,
    address: row.address,
    seats: row.seats,
    status: row.status,
  };
}
const agentIdOf = (username: string) => backend.db.prepare('SELECT agent_id FROM users WHERE username = ?').pluck().get(username) as number;

describe('audit trail: what a write changed', () => {
  it('records exactly the fields an update changed, with old and new values, linked to its operation-log row', async () => {
    const form = companyForm(agentIdOf('agent'));
    const before = trailOf('companies', Number(form.id)).length;
    expect((await post('/api/company/save', { ...form, status: form.status === 1 ? 0 : 1, contact: '新联系人' }, 'admin')).code).toBe(200);
    const [entry, ...more] = trailOf('companies', Number(form.id)).slice(before);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ action: 'update', username: 'admin', path: '/api/company/save' });
    expect(entry.changes).toEqual({ status: { old: form.status, new: form.status === 1 ? 0 : 1 }, contact: { old: form.contact, new: '新联系人' } });
    const operation = backend.db.prepare('SELECT operation FROM operation_log WHERE id = ?').pluck().get(entry.operationLogId);
    expect(operation).toBe('保存企业');
  });

  it('records an insert with its values and a delete with its last ones', async () => {
    const id = (await post('/api/notice/add', { title: '留痕公告', content: '正文' }, 'admin')).data.id as number;
    expect((await post('/api/notice/delete', { id }, 'admin')).code).toBe(200);
    const [added, deleted] = trailOf('notices', id);
    expect(added).toMatchObject({ action: 'insert', changes: { title: { new: '留痕公告' }, content: { new: '正文' } } });
    expect(deleted).toMatchObject({ action: 'delete', changes: { title: { old: '留痕公告' }, content: { old: '正文' } } });
  });

  it('leaves no trail entry for a refused write: a validation error, a forbidden role, a refusal after the write', async () => {
    const before = trailCount();
    const form = companyForm(agentIdOf('agent'));
    expect((await post('/api/company/save', { ...form, seats: -1 }, 'admin')).code).toBe(400);
    expect((await post('/api/notice/add', { title: '企业不可发布' }, 'company')).code).toBe(403);
    expect((await post('/api/company/save', { ...form, contact: '他人' }, 'agent3')).code).toBe(403);
    expect((await post('/api/user/modifyPassword', { account: 'company', oldPassword: 'wrong-one', newPassword: 'Secret#12345' }, 'company')).code).toBe(400);
    expect(trailCount()).toBe(before);
  });

  it('records that a password changed and never its value, in any form', async () => {
    const secret = 'Audit#Secret-778899';
    expect((await post('/api/user/modifyPassword', { account: 'company', oldPassword: SEEDED_PASSWORD, newPassword: secret }, 'company')).code).toBe(200);
    const userId = backend.db.prepare(`SELECT id FROM users WHERE username = 'company'`).pluck().get() as number;
    const hash = backend.db.prepare('SELECT password_hash FROM users WHERE id = ?').pluck().get(userId) as string;
    expect(trailOf('users', userId).at(-1)).toMatchObject({ action: 'update', changes: { password_hash: { changed: true } } });
    const everything = (backend.db.prepare('SELECT * FROM change_log').all() as Record<string, unknown>[]).map((row) => JSON.stringify(row)).join('\n');
    expect(everything).not.toContain(secret);
    expect(everything).not.toContain(hash);
    expect(everything).not.toContain(hash.slice(-20));
    // The change ends the account's sessions: log in again for the tests after this one.
    tokens.company = await backend.login('company', secret);
  });

  it('covers a column a migration adds once the triggers are generated again, and records nothing outside a request', () => {
    const db = openDatabase(':memory:');
    migrate(db);
    db.exec(`CREATE TABLE widgets (id INTEGER PRIMARY KEY, title TEXT NOT NULL)`);
    installChangeTriggers(db);
    db.exec(`INSERT INTO widgets (title) VALUES ('甲')`);
    expect(db.prepare('SELECT COUNT(*) FROM change_log').pluck().get()).toBe(0);
    db.exec(`ALTER TABLE widgets ADD COLUMN pinned INTEGER NOT NULL DEFAULT 0`);
    installChangeTriggers(db);
    const actor = { id: 1, username: 'admin', role: 'admin', agentId: null } as unknown as CurrentUser;
    db.transaction(() => withChangeContext(db, actor, '/api/widget/update', () => db.exec(`UPDATE widgets SET pinned = 1, title = '乙'`)))();
    expect(JSON.parse(db.prepare('SELECT changes FROM change_log').pluck().get() as string)).toEqual({
      title: { old: '甲', new: '乙' },
      pinned: { old: 0, new: 1 },
    });
    db.close();
  });

  it('keeps every column whose name looks secret in the secret list', () => {
    const secretLooking = trackedTables(backend.db).flatMap((table) =>
      (backend.db.pragma(`table_info(${table})`) as { name: string }[]).map((column) => column.name).filter((name) => LOOKS_SECRET.test(name)),
    );
    expect(secretLooking.length).toBeGreaterThan(0);
    for (const column of secretLooking) expect(SECRET_COLUMNS.has(column), column).toBe(true);
  });
});

describe('audit trail: the operation log', () => {
  it('shows what each write changed, filters by record, and exports the changes as a column', async () => {
    const form = companyForm(agentIdOf('agent'));
    await post('/api/company/save', { ...form, contact: '日志甲' }, 'admin');
    await post('/api/company/save', { ...form, contact: '日志乙' }, 'admin');
    const filter = { recordTable: 'companies', recordId: form.id, pageIndex: 1, pageSize: 100 };
    const { data } = await post('/api/user/getOperationRecord', filter, 'admin');
    expect(data.list.length).toBeGreaterThanOrEqual(2);
    expect(data.list[0].changes).toBe(`修改企业 ${form.id}：联系人：日志甲 → 日志乙`);
    for (const row of data.list) expect(row.changes).toContain(`企业 ${form.id}`);
    // Another company's writes are not this record's.
    const other = companyForm(3);
    const { data: others } = await post('/api/user/getOperationRecord', { ...filter, recordId: other.id }, 'admin');
    expect(others.list.map((row: { id: number }) => row.id)).not.toContain(data.list[0].id);
    expect((await post('/api/user/getOperationRecord', { recordId: form.id }, 'admin')).code).toBe(400);

    const response = await backend.app.inject({
      method: 'POST',
      url: '/api/operationLog/export',
      payload: filter,
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    const sheet = await readSheet(response.rawPayload);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toContain('变更内容');
    expect(sheet.getRow(2).getCell(header.indexOf('变更内容') + 1).value).toBe(`修改企业 ${form.id}：联系人：日志甲 → 日志乙`);
  });
});

describe('audit trail: a record’s history', () => {
  const history = (as: string, list: string, id: number) => post('/api/operationLog/getHistory', { list, id }, as);

  it('answers the timeline with Chinese labels and enum labels, newest first', async () => {
    const form = companyForm(agentIdOf('agent'));
    await post('/api/company/save', { ...form, status: 1 }, 'admin');
    await post('/api/company/save', { ...form, status: 0 }, 'admin');
    const { code, data } = await history('agent', '/api/company/list', Number(form.id));
    expect(code).toBe(200);
    expect(data[0]).toMatchObject({
      username: 'admin',
      operation: '保存企业',
      action: 'update',
      changes: [{ field: 'status', label: '状态', old: '正常', new: '停用' }],
    });
    expect(data[0].createdAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('is scoped: an agent cannot read another agent’s company’s history, a company role none', async () => {
    const theirs = companyForm(3);
    expect((await history('agent', '/api/company/list', Number(theirs.id))).code).toBe(403);
    expect((await history('agent3', '/api/company/list', Number(theirs.id))).code).toBe(200);
    expect((await history('company', '/api/company/list', Number(theirs.id))).code).toBe(403);
    expect((await history('admin', '/api/unknown/list', 1)).code).toBe(400);
  });

  it('maps only list calls of the contract to tables the trail covers', () => {
    const lists = new Set(
      Object.values(CONTRACTS)
        .flat()
        .filter((call) => call.resource?.as === 'list')
        .map((call) => call.path),
    );
    const tracked = new Set(trackedTables(backend.db));
    for (const [list, { table }] of Object.entries(HISTORY_TABLES)) {
      expect(lists.has(list), list).toBe(true);
      expect(tracked.has(table), table).toBe(true);
    }
  });
});
