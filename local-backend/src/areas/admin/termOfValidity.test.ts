import { SEEDED_ACCOUNTS, SEEDED_PASSWORD } from '@console/sdk/seeded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromNow } from '../../db/time';
import { startBackend, type Harness } from '../../test/harness';

let backend: Harness;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  backend = await startBackend();
  for (const role of ['admin', 'agent', 'subAgent', 'company'] as const) tokens[role] = await backend.login(SEEDED_ACCOUNTS[role].username);
  // A seeded backend and a few scrypt logins: slow on a loaded machine, so more than the default 10 s.
}, 60_000);
afterAll(() => backend.app.close());

const post = async (url: string, payload: Record<string, unknown>, as: string) =>
  (await backend.call({ method: 'POST', url, payload, token: tokens[as] })).body;
const login = async (username: string) =>
  (await backend.call({ method: 'POST', url: '/api/login/login', payload: { username, password: SEEDED_PASSWORD } })).body;
const setTerm = (table: 'users' | 'agents', id: number, validDate: string) =>
  backend.db.prepare(`UPDATE ${table} SET valid_date = ? WHERE id = ?`).run(validDate, id);
const termOf = (userId: number) => backend.db.prepare('SELECT valid_date FROM users WHERE id = ?').pluck().get(userId) as string;
/** A staff account of the seeded agent's company (user 11 on: company staff; the seeded staff member is user 8). */
const STAFF = 8;

describe('term of validity: login', () => {
  it('refuses an account past its term, and says when it ended', async () => {
    const was = termOf(STAFF);
    setTerm('users', STAFF, '2020-01-01 00:00:00');
    const body = await login(SEEDED_ACCOUNTS.normal.username);
    expect(body.code).toBe(400);
    expect(body.message).toBe('账号已于 2020-01-01 00:00:00 过期，请联系管理员续期');
    setTerm('users', STAFF, was);
    expect((await login(SEEDED_ACCOUNTS.normal.username)).code).toBe(200);
  });

  it('refuses the accounts of an agent past its term', async () => {
    const was = backend.db.prepare('SELECT valid_date FROM agents WHERE id = 1').pluck().get() as string;
    setTerm('agents', 1, '2021-06-30 23:59:59');
    const body = await login(SEEDED_ACCOUNTS.normal.username);
    expect(body.message).toBe('所属代理商已于 2021-06-30 23:59:59 过期，请联系代理商续期');
    expect((await login(SEEDED_ACCOUNTS.agent.username)).code).toBe(400);
    expect((await login(SEEDED_ACCOUNTS.admin.username)).code).toBe(200);
    setTerm('agents', 1, was);
  });
});

describe('term of validity: the list', () => {
  it('lists the accounts in scope, soonest term first, with the expired and the expiring flagged', async () => {
    setTerm('users', STAFF, daysFromNow(5));
    const { data } = await post('/api/validity/list', { pageIndex: 1, pageSize: 100 }, 'agent');
    expect(data.list.find((row: { id: number }) => row.id === STAFF)).toMatchObject({ state: 'soon', agentName: '华东代理' });
    const dates = data.list.map((row: { validDate: string }) => row.validDate);
    expect(dates).toEqual([...dates].sort());
    const agents = new Set(data.list.map((row: { agentName: string }) => row.agentName));
    expect(agents.has('华东代理')).toBe(true);
    // The agent's tree only: agent 1 and its sub-agents, live accounts only.
    const outside = backend.db
      .prepare('SELECT COUNT(*) FROM users u LEFT JOIN agents a ON a.id = u.agent_id WHERE (u.agent_id = 1 OR a.parent_id = 1) AND u.status <> 2')
      .pluck()
      .get();
    expect(data.total).toBe(outside);
    const expired = (await post('/api/validity/list', { state: 'expired', pageIndex: 1, pageSize: 100 }, 'admin')).data.list;
    expect(expired.length).toBeGreaterThan(0);
    for (const row of expired) expect(row.state).toBe('expired');
    expect((await post('/api/validity/list', {}, 'company')).code).toBe(403);
  });
});

describe('term of validity: extending', () => {
  it('extends an account in scope, logs it, and refuses a date beyond the agent’s own term', async () => {
    setTerm('users', STAFF, daysFromNow(5));
    const agentTerm = backend.db.prepare('SELECT valid_date FROM agents WHERE id = 1').pluck().get() as string;
    const within = daysFromNow(60);
    expect((await post('/api/validity/extend', { userId: STAFF, validDate: within }, 'agent')).code).toBe(200);
    expect(termOf(STAFF)).toBe(within);
    const logged = backend.db.prepare(`SELECT operation, target FROM operation_log WHERE path = '/api/validity/extend' ORDER BY id DESC`).get();
    expect(logged).toEqual({ operation: '延长有效期', target: `用户编号 ${STAFF}，有效期至 ${within}` });

    const beyond = await post('/api/validity/extend', { userId: STAFF, validDate: '2099-01-01 00:00:00' }, 'agent');
    expect(beyond).toMatchObject({ code: 400, message: `不能超过您自己的有效期（${agentTerm < termOf(3) ? agentTerm : termOf(3)}）` });
    expect(termOf(STAFF)).toBe(within);
    // The admin has no ceiling.
    expect((await post('/api/validity/extend', { userId: STAFF, validDate: '2099-01-01 00:00:00' }, 'admin')).code).toBe(200);
  });

  it('refuses an earlier date, one’s own account and an account out of scope', async () => {
    expect((await post('/api/validity/extend', { userId: STAFF, validDate: '2030-01-01 00:00:00' }, 'admin')).message).toMatch(/^新有效期须晚于当前有效期/);
    expect((await post('/api/validity/extend', { userId: 3, validDate: '2099-01-01 00:00:00' }, 'agent')).message).toBe('不能为自己的账号延期，请联系上级');
    // A sub-agent reaches its own agent's accounts only: the seeded company belongs to agent 1.
    expect((await post('/api/validity/extend', { userId: STAFF, validDate: '2099-06-01 00:00:00' }, 'subAgent')).code).toBe(403);
  });
});

describe('term of validity: deleted accounts', () => {
  const deleted = () => backend.db.prepare('SELECT id FROM users WHERE status = 2 ORDER BY id').pluck().all() as number[];

  it('lists and counts only live accounts, as /user does: a deleted account is on neither', async () => {
    const gone = deleted();
    expect(gone.length).toBeGreaterThan(0);
    const live = backend.db.prepare('SELECT COUNT(*) FROM users WHERE status <> 2').pluck().get() as number;
    expect((await post('/api/validity/list', { pageIndex: 1, pageSize: 10 }, 'admin')).data.total).toBe(live);
    const username = backend.db.prepare('SELECT username FROM users WHERE id = ?').pluck().get(gone[0]) as string;
    for (const url of ['/api/validity/list', '/api/user/list']) {
      const { data } = await post(url, { pageIndex: 1, pageSize: 10, username }, 'admin');
      expect(data.list.map((row: { username: string }) => row.username)).not.toContain(username);
    }
  });

  it('refuses to extend a deleted account', async () => {
    const [id] = deleted();
    const body = await post('/api/validity/extend', { userId: id, validDate: daysFromNow(400) }, 'admin');
    expect(body.code).toBe(403);
  });
});
