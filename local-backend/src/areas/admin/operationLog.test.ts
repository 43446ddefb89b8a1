import { isRead } from '@console/sdk/contract';
import { SEEDED_ACCOUNTS } from '@console/sdk/seeded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACTS } from '../../contracts';
import { loggedOperation, operationName } from '../../http/operationLog';
import { addOtherAgent, readSheet, startBackend, type Harness } from '../../test/harness';

let backend: Harness;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  backend = await startBackend();
  addOtherAgent(backend.db);
  for (const username of [
    SEEDED_ACCOUNTS.admin.username,
    SEEDED_ACCOUNTS.agent.username,
    SEEDED_ACCOUNTS.subAgent.username,
    SEEDED_ACCOUNTS.company.username,
    'agent3',
  ]) {
    tokens[username] = await backend.login(username);
  }
  // A seeded backend and a few scrypt logins: slow on a loaded machine, so more than the default 10 s.
}, 60_000);
afterAll(() => backend.app.close());

const post = async (url: string, payload: Record<string, unknown>, as: string) =>
  (await backend.call({ method: 'POST', url, payload, token: tokens[as], headers: { 'x-forwarded-for': '10.1.2.3' } })).body;
const logCount = () => backend.db.prepare('SELECT COUNT(*) FROM operation_log').pluck().get() as number;
const records = async (as: string, filters: Record<string, unknown> = {}) =>
  (await post('/api/user/getOperationRecord', { pageIndex: 1, pageSize: 100, ...filters }, as)).data as { list: Record<string, unknown>[]; total: number };

describe('operation log: what is logged', () => {
  it('logs a successful write with who, what, its target and the address, in Chinese', async () => {
    const before = logCount();
    expect((await post('/api/notice/add', { title: '值班安排', content: '<p>值班表见附件</p>' }, 'agent')).code).toBe(200);
    expect(logCount()).toBe(before + 1);
    const [row] = (await records('agent', { operation: '新增公告' })).list;
    expect(row).toMatchObject({ username: 'agent', role: 'agent', operation: '新增公告', target: '标题 值班安排', agentName: '华东代理' });
    expect(row.createdAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // app.inject comes from loopback, whose X-Forwarded-For the backend trusts (the shell's proxy sets it).
    expect(row.ip).toBe('10.1.2.3');
  });

  it('logs nothing for a refused write, a failed write or a read', async () => {
    const before = logCount();
    expect((await post('/api/notice/add', { title: '' }, 'agent')).code).toBe(400);
    expect((await post('/api/notice/add', { title: '企业不可发布' }, 'company')).code).toBe(403);
    expect((await post('/api/notice/delete', { id: 999999 }, 'admin')).code).toBe(404);
    expect((await post('/api/notice/list', {}, 'admin')).code).toBe(200);
    expect(logCount()).toBe(before);
  });

  it('rolls the write back with its row: a refusal after the write leaves neither', async () => {
    const id = (await post('/api/notice/add', { title: '子代理的公告', content: '<p>正文</p>' }, 'subagent')).data.id;
    const before = logCount();
    // The agent may not delete its sub-agent's notice: refused, nothing deleted, nothing logged.
    expect((await post('/api/notice/delete', { id }, 'agent')).code).toBe(403);
    expect(backend.db.prepare('SELECT COUNT(*) FROM notices WHERE id = ?').pluck().get(id)).toBe(1);
    expect(logCount()).toBe(before);
  });
});

describe('operation log: who sees what', () => {
  it('shows an agent its own and its sub-agents’ rows, a sub-agent its own, and neither another agent’s', async () => {
    await post('/api/notice/add', { title: '他人代理的公告', content: '<p>正文</p>' }, 'agent3');
    const usernames = async (as: string) => new Set((await records(as, { operation: '新增公告' })).list.map((row) => row.username));
    // The seeded history adds rows of other logins in each tree (an agent's second account, its sub-agents'): what is
    // asserted is whose rows each viewer reaches and whose it never does.
    const agent = await usernames('agent');
    expect([...agent]).toEqual(expect.arrayContaining(['agent', 'subagent']));
    expect(agent.has('agent3')).toBe(false);
    expect(await usernames('subagent')).toEqual(new Set(['subagent']));
    const agent3 = await usernames('agent3');
    expect(agent3.has('agent3')).toBe(true);
    for (const other of ['agent', 'subagent', 'admin', 'root']) expect(agent3.has(other)).toBe(false);
    expect([...(await usernames('admin'))]).toEqual(expect.arrayContaining(['agent', 'subagent', 'agent3', 'admin', 'root']));
  });

  it('filters by who, what and time, pages the seeded history, and refuses other roles', async () => {
    const all = await records('admin');
    expect(all.total).toBeGreaterThan(1600);
    const root = await records('admin', { username: 'root' });
    expect(root.list.every((row) => row.username === 'root')).toBe(true);
    const recent = await records('admin', { createdAtFrom: '2000-01-01 00:00:00', createdAtTo: '2000-12-31 23:59:59' });
    expect(recent.total).toBe(0);
    expect((await post('/api/user/getOperationRecord', {}, 'company')).code).toBe(403);
  });

  it('exports the scoped list as .xlsx with the list’s columns', async () => {
    const response = await backend.app.inject({
      method: 'POST',
      url: '/api/operationLog/export',
      payload: { username: 'subagent' },
      headers: { authorization: `Bearer ${tokens.subagent}` },
    });
    const sheet = await readSheet(response.rawPayload);
    expect(sheet.getRow(1).values).toEqual([undefined, '操作人', '角色', '操作', '操作对象', '变更内容', 'IP 地址', '所属代理商', '操作时间']);
    expect(sheet.getRow(2).getCell(1).value).toBe('subagent');
  });
});

describe('operation log: which calls are writes', () => {
  const adminCalls = CONTRACTS['remote-admin'];

  it('logs every admin-area write and no read or other area’s call', () => {
    const logged = adminCalls.filter((call) => loggedOperation(call) !== null).map((call) => call.path);
    expect(logged).toEqual(adminCalls.filter((call) => !isRead(call)).map((call) => call.path));
    expect(logged).toContain('/api/notice/add');
    // A verb that writes is a write whatever it ends with (…Info, …Statistics read otherwise).
    expect(logged).toContain('/api/oem/saveOemInfo');
    expect(isRead({ path: '/api/sum/updateCompanyStatistics', encoding: 'form' })).toBe(false);
    expect(logged).not.toContain('/api/user/getOperationRecord');
    for (const call of CONTRACTS['remote-crm']) expect(loggedOperation(call), call.path).toBeNull();
  });

  it('names every write of every area in Chinese, by the name its contract entry gives (the operation log, 变更记录)', () => {
    for (const call of Object.values(CONTRACTS)
      .flat()
      .filter((call) => !isRead(call)))
      expect(operationName(call.path), call.path).toMatch(/^[\u4e00-\u9fff]/);
    expect(operationName('/api/user/setRoleAndValidDate')).toBe('设置角色与有效期');
    expect(operationName('/api/record/close')).toBe('关闭录音');
    expect(
      ['/api/user/list', '/api/user/batchQuery', '/api/agent/useRecord', '/api/user/addressErrList', '/api/user/getRiskCount'].every((path) =>
        isRead({ path, encoding: 'form' }),
      ),
    ).toBe(true);
  });
});
