import { AGENT_TEXTS } from '@console/remote-admin/contract';
import { MOBILE } from '@console/sdk/contract';
import { SEEDED_ACCOUNTS } from '@console/sdk/seeded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type Harness } from '../../test/harness';
import { addMonths } from './agents';

let backend: Harness;
let admin: string;
beforeAll(async () => {
  backend = await startBackend();
  admin = await backend.login(SEEDED_ACCOUNTS.admin.username);
  // Seeding the whole world takes seconds on a loaded machine.
}, 60_000);
afterAll(() => backend.app.close());

const post = async (url: string, payload: Record<string, unknown> = {}, token = admin) => (await backend.call({ method: 'POST', url, payload, token })).body;
const get = async (url: string, token = admin) => (await backend.call({ method: 'GET', url, token })).body;
const holding = async (agentId: number) => (await get(`/api/agent/fetchAgentById?agentId=${agentId}`)).data;
const FAR = '2099-01-01 00:00:00';

async function newAgent(values: Record<string, unknown> = {}) {
  const body = await post('/api/agent/add', {
    name: '测试代理',
    contact: '张三',
    phone: '13812345678',
    seats: 100,
    balance: 1000,
    validDate: '2030-01-01 00:00:00',
    ...values,
  });
  expect(body).toMatchObject({ code: 200 });
  return body.data.id as number;
}

describe('agents and sub-agents', () => {
  it('lists agents with what they have handed out, by level', async () => {
    const { data } = await post('/api/agent/list', { level: 'subAgent', pageIndex: 1, pageSize: 100 });
    expect(data.total).toBeGreaterThan(0);
    for (const row of data.list) expect(row.level).toBe('subAgent');
    const first = await holding(1);
    expect(first.seats).toBeGreaterThanOrEqual(first.usedSeats);
  });

  it('keeps the seeded sub-agents within their agents (terms, seats)', () => {
    const over = backend.db.prepare('SELECT COUNT(*) FROM agents s JOIN agents p ON p.id = s.parent_id WHERE s.valid_date > p.valid_date').pluck().get();
    expect(over).toBe(0);
  });

  it('gives a sub-agent no more seats, balance or term than its agent holds, and takes its balance from the agent', async () => {
    const parent = await newAgent({ seats: 50, balance: 1000, validDate: '2030-06-30 00:00:00' });
    const base = { name: '子代理甲', contact: '李四', phone: '13812345679', parentId: parent, level: 'subAgent', validDate: '2030-01-01 00:00:00' };
    expect(await post('/api/agent/add', { ...base, seats: 51 })).toMatchObject({ code: 400, message: AGENT_TEXTS.seatsOverParent(50) });
    expect(await post('/api/agent/add', { ...base, seats: 10, validDate: '2031-01-01 00:00:00' })).toMatchObject({
      code: 400,
      message: AGENT_TEXTS.validDateOverParent('2030-06-30 00:00:00'),
    });
    expect(await post('/api/agent/add', { ...base, seats: 10, balance: 1000.01 })).toMatchObject({
      code: 400,
      message: AGENT_TEXTS.balanceOverParent('1000.00'),
    });
    const child = (await post('/api/agent/add', { ...base, seats: 30, balance: 400 })).data.id;
    expect(await holding(parent)).toMatchObject({ balance: 600, usedSeats: 30, subAgents: 1 });
    expect(await holding(child)).toMatchObject({ level: 'subAgent', parentId: parent, seats: 30, balance: 400 });
    // Editing: its own seats count as free again; the agent cannot go below what it handed out, nor end before its sub-agent.
    expect(await post('/api/agent/update', { ...base, id: child, seats: 50, balance: 300 })).toMatchObject({ code: 200 });
    expect(await holding(parent)).toMatchObject({ balance: 700, usedSeats: 50 });
    // Its place in the tree is set when it is added: an edit that names another agent leaves it where it is.
    const other = await newAgent({ seats: 50, balance: 1000, validDate: '2030-06-30 00:00:00' });
    expect(await post('/api/agent/update', { ...base, id: child, parentId: other, seats: 50, balance: 300 })).toMatchObject({ code: 200 });
    expect(await holding(child)).toMatchObject({ parentId: parent });
    expect(await holding(other)).toMatchObject({ usedSeats: 0, subAgents: 0 });
    const parentBase = { name: '测试代理', contact: '张三', phone: '13812345678', balance: 700 };
    expect(await post('/api/agent/update', { ...parentBase, id: parent, seats: 49, validDate: '2030-06-30 00:00:00' })).toMatchObject({
      code: 400,
      message: AGENT_TEXTS.seatsBelowAllocated(50),
    });
    expect(await post('/api/agent/update', { ...parentBase, id: parent, seats: 60, validDate: '2029-12-31 00:00:00' })).toMatchObject({
      code: 400,
      message: AGENT_TEXTS.validDateBelowChildren('2030-01-01 00:00:00'),
    });
    // A sub-agent needs an agent above it, and only a top-level agent can be one.
    expect(await post('/api/agent/add', { ...base, parentId: undefined, seats: 1 })).toMatchObject({ code: 400, message: AGENT_TEXTS.parentRequired });
    expect(await post('/api/agent/add', { ...base, parentId: child, seats: 1 })).toMatchObject({ code: 400, message: AGENT_TEXTS.parentNotAgent });
    // Deleting: not while it has sub-agents.
    expect(await get(`/api/agent/delete?id=${parent}`)).toMatchObject({ code: 400, message: AGENT_TEXTS.hasChildren });
    expect(await get(`/api/agent/delete?id=${child}`)).toMatchObject({ code: 200 });
    expect(await get(`/api/agent/delete?id=${parent}`)).toMatchObject({ code: 200 });
    expect(await get(`/api/agent/fetchAgentById?agentId=${parent}`)).toMatchObject({ code: 404 });
  });

  it('refuses a bad phone and a missing name in Chinese', async () => {
    expect(await post('/api/agent/add', { name: '', contact: '张三', phone: '13812345678', seats: 1, validDate: FAR })).toMatchObject({
      code: 400,
      message: '请填写代理商名称',
    });
    expect(await post('/api/agent/add', { name: '甲', contact: '张三', phone: '123', seats: 1, validDate: FAR })).toMatchObject({
      code: 400,
      message: MOBILE.message,
    });
    // 12x is no mobile prefix: the one rule refuses it where the old /^1\d{10}$/ took it.
    expect(await post('/api/agent/add', { name: '甲', contact: '张三', phone: '12345678901', seats: 1, validDate: FAR })).toMatchObject({
      code: 400,
      message: MOBILE.message,
    });
  });
});

describe('buying months and call minutes', () => {
  it('extends the term from its end, syncs the agent’s logins and writes the buy record, in one step', async () => {
    const agent = await newAgent({ validDate: '2030-01-31 10:00:00' });
    const account = await post('/api/agent/addAccount', { agentId: agent, username: 'buyer01', password: 'secret1', realName: '买家' });
    expect(account.code).toBe(200);
    expect(await post('/api/agent/buyMonths', { agentId: agent, months: 1, amount: 300 })).toMatchObject({
      code: 200,
      data: { validDate: '2030-02-28 10:00:00' },
    });
    expect(backend.db.prepare('SELECT valid_date FROM users WHERE id = ?').pluck().get(account.data.id)).toBe('2030-02-28 10:00:00');
    const { data } = await post('/api/agent/buyRecord', { agentId: agent, pageIndex: 1, pageSize: 10 });
    expect(data.list).toEqual([
      expect.objectContaining({
        kind: 'months',
        months: 1,
        amount: 300,
        validFrom: '2030-01-31 10:00:00',
        validTo: '2030-02-28 10:00:00',
        operatorName: '系统管理员',
      }),
    ]);
    expect(await post('/api/agent/buyMonths', { agentId: agent, months: 37 })).toMatchObject({ code: 400 });
  });

  it('is paid from the agent’s balance with its record and term in one transaction, and refused whole when the balance is short', async () => {
    const agent = await newAgent({ balance: 500, validDate: '2030-01-31 10:00:00' });
    const state = () => ({
      balance: backend.db.prepare('SELECT balance FROM agents WHERE id = ?').pluck().get(agent),
      validDate: backend.db.prepare('SELECT valid_date FROM agents WHERE id = ?').pluck().get(agent),
      records: backend.db.prepare('SELECT COUNT(*) FROM agent_buy_records WHERE agent_id = ?').pluck().get(agent),
    });
    expect(await post('/api/agent/buyMonths', { agentId: agent, months: 1, amount: 300 })).toMatchObject({ code: 200 });
    expect(state()).toEqual({ balance: 200, validDate: '2030-02-28 10:00:00', records: 1 });
    expect(await post('/api/agent/addValidCallTime', { agentId: agent, minutes: 100, amount: 0.1 })).toMatchObject({ code: 200 });
    expect(state()).toMatchObject({ balance: 199.9, records: 2 });

    // Short by a cent: nothing moves, neither the balance, the term, the minutes nor the records.
    const before = state();
    expect(await post('/api/agent/buyMonths', { agentId: agent, months: 1, amount: 199.91 })).toMatchObject({
      code: 400,
      message: AGENT_TEXTS.balanceShort('199.91', '199.90'),
    });
    expect(await post('/api/agent/addValidCallTime', { agentId: agent, minutes: 100, amount: 300 })).toMatchObject({ code: 400 });
    expect(state()).toEqual(before);
    expect(await holding(agent)).toMatchObject({ callMinutes: 100 });

    // The payment is where the agent's business is listed: 业务记录 names the amount.
    const { data } = await post('/api/businessRecord/list', { pageIndex: 1, pageSize: 10 });
    expect(data.list[0]).toMatchObject({ kind: 'renew', target: expect.stringContaining('金额（元） 0.1') });
    expect(data.list[1]).toMatchObject({ kind: 'renew', target: expect.stringContaining('月数 1，金额（元） 300') });
  });

  it('starts from now when the term has passed', async () => {
    const agent = await newAgent({ validDate: '2020-01-01 00:00:00' });
    const { data } = await post('/api/agent/buyMonths', { agentId: agent, months: 12 });
    expect(data.validDate > '2026-01-01').toBe(true);
  });

  it('keeps a sub-agent’s term and minutes within its agent’s', async () => {
    const parent = await newAgent({ seats: 10, validDate: '2030-03-01 00:00:00' });
    const child = (
      await post('/api/agent/add', { name: '子代理乙', contact: '王五', phone: '13812345670', parentId: parent, seats: 5, validDate: '2030-01-01 00:00:00' })
    ).data.id;
    expect(await post('/api/agent/buyMonths', { agentId: child, months: 3 })).toMatchObject({
      code: 400,
      message: AGENT_TEXTS.validDateOverParent('2030-03-01 00:00:00'),
    });
    expect(await post('/api/agent/buyMonths', { agentId: child, months: 1 })).toMatchObject({ code: 200 });
    expect(await post('/api/agent/addValidCallTime', { agentId: child, minutes: 10 })).toMatchObject({ code: 400, message: AGENT_TEXTS.minutesOverParent(0) });
    expect(await post('/api/agent/addValidCallTime', { agentId: parent, minutes: 1000, amount: 50 })).toMatchObject({ code: 200, data: { callMinutes: 1000 } });
    expect(await post('/api/agent/addValidCallTime', { agentId: child, minutes: 400 })).toMatchObject({ code: 200, data: { callMinutes: 400 } });
    expect(await holding(parent)).toMatchObject({ callMinutes: 600 });
    const { data } = await post('/api/agent/buyRecord', { agentId: child, kind: 'minutes', pageIndex: 1, pageSize: 10 });
    expect(data.list).toEqual([expect.objectContaining({ kind: 'minutes', minutes: 400 })]);
  });

  it('adds calendar months, ending on a shorter month’s last day', () => {
    expect(addMonths(new Date(2030, 0, 31), 1)).toEqual(new Date(2030, 1, 28));
    expect(addMonths(new Date(2030, 10, 15), 3)).toEqual(new Date(2031, 1, 15));
  });
});

describe('use records', () => {
  it('equal the call records of the agent’s companies, per month', async () => {
    const { data } = await post('/api/agent/useRecord', { agentId: 1, pageIndex: 1, pageSize: 100 });
    const calls = data.list.reduce((sum: number, row: { calls: number }) => sum + row.calls, 0);
    const expected = backend.db.prepare('SELECT COUNT(*) FROM call_records r JOIN companies c ON c.id = r.company_id WHERE c.agent_id = 1').pluck().get();
    expect(data.total).toBeGreaterThan(0);
    expect(calls).toBe(expected);
  });
});

describe('accounts', () => {
  it('lists the platform’s accounts, or an agent’s', async () => {
    const platform = (await get('/api/agent/account?pageIndex=1&pageSize=100')).data;
    expect(platform.list.map((row: { username: string }) => row.username)).toEqual(expect.arrayContaining(['admin', 'root', 'oem', 'gm']));
    for (const row of platform.list) expect(['admin', 'oem', 'gm']).toContain(row.role);
    const agentOne = (await get('/api/agent/account?id=1&pageIndex=1&pageSize=100')).data;
    expect(agentOne.list.map((row: { username: string }) => row.username)).toContain(SEEDED_ACCOUNTS.agent.username);
    expect(JSON.stringify(platform)).not.toMatch(/password/i);
  });

  it('adds, edits, stops (the login is refused, the sessions end) and deletes an account', async () => {
    const added = await post('/api/agent/addAccount', { username: 'ops_test', password: 'secret1', realName: '运维', role: 'oem' });
    expect(added.code).toBe(200);
    expect(await post('/api/agent/addAccount', { username: 'ops_test', password: 'secret1', realName: '运维', role: 'oem' })).toMatchObject({
      code: 400,
      message: AGENT_TEXTS.usernameTaken,
    });
    expect(await post('/api/agent/addAccount', { username: 'ops_test2', realName: '运维', role: 'oem' })).toMatchObject({ code: 400, message: '请填写密码' });
    expect(await post('/api/agent/addAccount', { username: 'ops_test3', password: 'secret1', realName: '运维', role: 'company' })).toMatchObject({ code: 400 });
    const id = added.data.id;
    const token = await backend.login('ops_test', 'secret1');
    expect(await post('/api/agent/updateAccount', { id, realName: '运维二', role: 'gm' })).toMatchObject({ code: 200 });
    expect(await post('/api/agent/stopAccount', { id, status: 0 })).toMatchObject({ code: 200 });
    expect((await backend.call({ method: 'GET', url: '/api/agent/fetchAgent?currentUserId=1', token })).status).toBe(401);
    expect((await backend.call({ method: 'POST', url: '/api/login/login', payload: { username: 'ops_test', password: 'secret1' } })).body).toMatchObject({
      code: 400,
      message: '账号已停用，请联系管理员',
    });
    expect(await post('/api/agent/stopAccount', { id, status: 1 })).toMatchObject({ code: 200 });
    expect(await backend.login('ops_test', 'secret1')).toBeTruthy();
    expect(await post('/api/agent/deleteAccount', { id })).toMatchObject({ code: 200 });
    expect((await backend.call({ method: 'POST', url: '/api/login/login', payload: { username: 'ops_test', password: 'secret1' } })).body.code).not.toBe(200);
  });

  it('never stops or deletes root, admin or oneself, nor a company’s staff', async () => {
    const root = backend.db.prepare("SELECT id FROM users WHERE username = 'root'").pluck().get();
    expect(await post('/api/agent/stopAccount', { id: root, status: 0 })).toMatchObject({ code: 400, message: AGENT_TEXTS.protectedAccount });
    expect(await post('/api/agent/deleteAccount', { id: 1 })).toMatchObject({ code: 400, message: AGENT_TEXTS.protectedAccount });
    const staff = backend.db.prepare("SELECT id FROM users WHERE username = 'staff'").pluck().get();
    expect(await post('/api/agent/deleteAccount', { id: staff })).toMatchObject({ code: 400, message: AGENT_TEXTS.notAgentAccount });
  });
});

describe('roles', () => {
  it('gives an agent its own holding, and refuses it every admin write whatever its UserRole header says', async () => {
    const agent = await backend.login(SEEDED_ACCOUNTS.agent.username);
    expect(await get('/api/agent/fetchAgent?currentUserId=3', agent)).toMatchObject({ code: 200, data: { id: 1, name: '华东代理' } });
    const tampered = await backend.call({
      method: 'POST',
      url: '/api/agent/buyMonths',
      payload: { agentId: 1, months: 12 },
      token: agent,
      headers: { UserRole: 'admin' },
    });
    expect(tampered.body.code).toBe(403);
    const oem = await backend.login(SEEDED_ACCOUNTS.oem.username);
    expect((await post('/api/agent/list', { pageIndex: 1, pageSize: 5 }, oem)).code).toBe(200);
    expect((await post('/api/agent/add', { name: '甲' }, oem)).code).toBe(403);
  });
});
