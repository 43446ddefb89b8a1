/** 开通管控 and 登录地址异常 on the seeded database: a control blocks opening computer dialling, each role's reach. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPEN_CONTROL_TEXTS } from '@console/remote-admin/contract';
import { startBackend, type Harness } from '../../test/harness';

let backend: Harness;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  backend = await startBackend();
  for (const name of ['admin', 'agent', 'subagent', 'company', 'staff']) tokens[name] = await backend.login(name);
}, 60_000);
afterAll(() => backend.app.close());

const post = async (as: string, url: string, payload: Record<string, unknown> = {}) =>
  (await backend.call({ method: 'POST', url, token: tokens[as], payload })).body;
const value = (sql: string, ...values: unknown[]) =>
  backend.db
    .prepare(sql)
    .pluck()
    .get(...values) as number;

/** A company of the sub-agent (agent 2, under agent 1), one of agent 1 itself, and one outside agent 1's tree. */
const subAgentCompany = () => value('SELECT id FROM companies WHERE agent_id = 2 ORDER BY id LIMIT 1');
const agentCompany = () => value('SELECT id FROM companies WHERE agent_id = 1 ORDER BY id LIMIT 1');
const foreignCompany = () =>
  value(
    'SELECT id FROM companies WHERE agent_id NOT IN (SELECT id FROM agents WHERE id = 1 OR parent_id = 1) AND id NOT IN (SELECT company_id FROM admin_open_control) ORDER BY id LIMIT 1',
  );
const staffOf = (companyId: number) => value("SELECT id FROM users WHERE company_id = ? AND role = 'normal' AND status = 1 ORDER BY id LIMIT 1", companyId);
const control = { service: 'computerDial', reason: '投诉较多，暂停开通' };

describe('开通管控', () => {
  it('is seeded with a few of the platform’s controls, none in the seeded agent’s tree', async () => {
    const list = (await post('admin', '/api/user/openControlList')).data;
    expect(list.total).toBeGreaterThan(0);
    expect((await post('agent', '/api/user/openControlList')).data.total).toBe(0);
  });

  it('blocks opening computer dialling for the company’s staff with a Chinese message naming it; deleting it lifts the block', async () => {
    const companyId = agentCompany();
    const staff = staffOf(companyId);
    const name = backend.db.prepare('SELECT name FROM companies WHERE id = ?').pluck().get(companyId) as string;
    const created = await post('agent', '/api/user/openControl', { ...control, companyId });
    expect(created.code).toBe(200);
    expect(await post('agent', '/api/user/openControl', { ...control, companyId })).toMatchObject({ code: 400, message: OPEN_CONTROL_TEXTS.duplicate });
    // The company's own administrator may not open it either; closing stays possible.
    expect(await post('company', '/api/user/openServices', { ids: [staff], computerDial: 1 })).toMatchObject({
      code: 400,
      message: OPEN_CONTROL_TEXTS.controlled(name, control.reason),
    });
    expect(await post('admin', '/api/user/openServices', { ids: [staff], computerDial: 0 })).toMatchObject({ code: 200 });
    const listed = (await post('agent', '/api/user/openControlList', { companyId })).data.list;
    expect(listed).toEqual([
      expect.objectContaining({
        id: created.data.id,
        companyId,
        companyName: name,
        service: 'computerDial',
        reason: control.reason,
        createdByName: expect.any(String),
      }),
    ]);
    expect(listed[0].createdAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await post('agent', '/api/user/openControlDelete', { id: created.data.id })).toMatchObject({ code: 200 });
    expect(await post('company', '/api/user/openServices', { ids: [staff], computerDial: 1 })).toMatchObject({ code: 200 });
    expect(value('SELECT computer_dial FROM users WHERE id = ?', staff)).toBe(1);
  });

  it('an agent controls its tree’s companies, a sub-agent its own; neither lifts the platform’s control', async () => {
    expect((await post('agent', '/api/user/openControl', { ...control, companyId: foreignCompany() })).code).toBe(403);
    expect((await post('subagent', '/api/user/openControl', { ...control, companyId: agentCompany() })).code).toBe(403);
    const own = await post('subagent', '/api/user/openControl', { ...control, companyId: subAgentCompany() });
    expect(own.code).toBe(200);
    const platform = await post('admin', '/api/user/openControl', { ...control, companyId: foreignCompany() });
    const platformInTree = await post('admin', '/api/user/openControl', { ...control, companyId: agentCompany() });
    const ids = async (as: string) => (await post(as, '/api/user/openControlList', { pageSize: 100 })).data.list.map((row: { id: number }) => row.id);
    expect(await ids('subagent')).toEqual([own.data.id]);
    expect(await ids('agent')).toEqual(expect.arrayContaining([own.data.id, platformInTree.data.id]));
    expect(await ids('agent')).not.toContain(platform.data.id);
    expect(await ids('admin')).toEqual(expect.arrayContaining([own.data.id, platform.data.id, platformInTree.data.id]));
    expect(await post('agent', '/api/user/openControlDelete', { id: platformInTree.data.id })).toMatchObject({
      code: 400,
      message: OPEN_CONTROL_TEXTS.platformOnly,
    });
    expect((await post('subagent', '/api/user/openControlDelete', { id: platform.data.id })).code).toBe(403);
    expect((await post('company', '/api/user/openControlList')).code).toBe(403);
    // The agent lifts its sub-agent's control; the platform lifts its own.
    for (const [as, id] of [
      ['agent', own.data.id],
      ['admin', platform.data.id],
      ['admin', platformInTree.data.id],
    ] as const) {
      expect(await post(as, '/api/user/openControlDelete', { id })).toMatchObject({ code: 200 });
    }
    expect(await post('admin', '/api/user/openControlDelete', { id: own.data.id })).toMatchObject({ code: 404 });
  });

  it('refuses a control without a reason or of an unknown service, in Chinese', async () => {
    expect(await post('admin', '/api/user/openControl', { companyId: agentCompany(), service: 'computerDial' })).toMatchObject({
      code: 400,
      message: '请填写管控原因',
    });
    const unknown = await post('admin', '/api/user/openControl', { companyId: agentCompany(), service: 'sms', reason: '测试' });
    expect(unknown.code).toBe(400);
    expect(unknown.message).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('登录地址异常 (addressErrList)', () => {
  it('lists staff whose last login came from another address than the one before, admin only', async () => {
    const staff = staffOf(agentCompany());
    const insert = backend.db.prepare('INSERT INTO login_records (user_id, ip, at) VALUES (?, ?, ?)');
    insert.run(staff, '10.0.0.1', '2099-01-01 08:00:00');
    insert.run(staff, '10.0.0.2', '2099-01-01 09:00:00');
    const username = backend.db.prepare('SELECT username FROM users WHERE id = ?').pluck().get(staff) as string;
    // The username filter matches a part (staff1 is in staff10 …): the row of this account.
    const rowsOf = async () =>
      (await post('admin', '/api/user/addressErrList', { username, pageSize: 100 })).data.list.filter((row: { username: string }) => row.username === username);
    expect(await rowsOf()).toEqual([expect.objectContaining({ username, lastIp: '10.0.0.2', previousIp: '10.0.0.1', lastLoginAt: '2099-01-01 09:00:00' })]);
    // Back at the same address: no longer listed.
    insert.run(staff, '10.0.0.2', '2099-01-01 10:00:00');
    expect(await rowsOf()).toEqual([]);
    const all = (await post('admin', '/api/user/addressErrList', { pageSize: 100 })).data;
    expect(all.total).toBeGreaterThan(0);
    expect(all.list.every((row: { lastIp: string; previousIp: string }) => row.lastIp !== row.previousIp)).toBe(true);
    expect((await post('agent', '/api/user/addressErrList')).code).toBe(403);
  });
});
