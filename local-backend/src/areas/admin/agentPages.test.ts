import { CALLS_NUMBER_TEXTS, SERIAL_TEXTS, USER_PHONE_TEXTS } from '@console/remote-admin/contract';
import { ROLES } from '@console/sdk/manifest';
import { SEEDED_ACCOUNTS } from '@console/sdk/seeded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheet, startBackend, type Harness } from '../../test/harness';

let backend: Harness;
let admin: string;
beforeAll(async () => {
  backend = await startBackend();
  admin = await backend.login(SEEDED_ACCOUNTS.admin.username);
  // Seeding the whole world takes seconds on a loaded machine.
}, 60_000);
afterAll(() => backend.app.close());

const post = async (url: string, payload: Record<string, unknown> = {}, token = admin) => (await backend.call({ method: 'POST', url, payload, token })).body;
const count = (sql: string, ...values: unknown[]) =>
  backend.db
    .prepare(sql)
    .pluck()
    .get(...values) as number;

describe('/agentSerial', () => {
  it('seeds one used serial per seat an agent opened for its companies', async () => {
    const { data } = await post('/api/agent/serialList', { agentId: 1, status: '已使用', pageIndex: 1, pageSize: 1 });
    expect(data.total).toBe(count('SELECT SUM(seats) FROM companies WHERE agent_id = 1'));
    expect(count('SELECT COUNT(*) FROM agent_serials')).toBeGreaterThan(3000);
  });

  it('issues serials within the agent’s free seats, and voids only unused ones', async () => {
    const agent = (await post('/api/agent/add', { name: '序列号代理', contact: '张三', phone: '13812345678', seats: 5, validDate: '2030-01-01 00:00:00' })).data
      .id;
    expect(await post('/api/agent/serialGenerate', { agentId: agent, count: 6 })).toMatchObject({ code: 400, message: SERIAL_TEXTS.overSeats(5) });
    const { data } = await post('/api/agent/serialGenerate', { agentId: agent, count: 5 });
    expect(data.serials).toHaveLength(5);
    expect(await post('/api/agent/serialGenerate', { agentId: agent, count: 1 })).toMatchObject({ code: 400 });
    const [first] = (await post('/api/agent/serialList', { agentId: agent, pageIndex: 1, pageSize: 10 })).data.list;
    expect(first).toMatchObject({ status: '未使用', agentName: '序列号代理' });
    expect(await post('/api/agent/serialVoid', { id: first.id })).toMatchObject({ code: 200 });
    expect(await post('/api/agent/serialVoid', { id: first.id })).toMatchObject({ code: 400, message: SERIAL_TEXTS.notVoidable });
    // The voided one frees its seat for a new serial.
    expect(await post('/api/agent/serialGenerate', { agentId: agent, count: 1 })).toMatchObject({ code: 200 });
  });

  it('exports each list as .xlsx, codes as text', async () => {
    for (const url of [
      '/api/agent/serialExport',
      '/api/admin/callsNumber/export',
      '/api/admin/userPhone/export',
      '/api/admin/remoteLogin/export',
      '/api/agent/export',
    ]) {
      const response = await backend.app.inject({ method: 'POST', url, payload: {}, headers: { authorization: `Bearer ${admin}` } });
      expect(response.statusCode, url).toBe(200);
      const sheet = await readSheet(response.rawPayload);
      expect(sheet.rowCount, url).toBeGreaterThan(10);
      const text = sheet.getRow(2).getCell(1).value;
      if (url !== '/api/agent/export') expect(typeof text, url).toBe('string');
    }
  });
});

describe('/callsNumber', () => {
  it('pages 3000 seeded numbers with each company’s agent, filtered on the server', async () => {
    expect((await post('/api/admin/callsNumber/list', { pageIndex: 1, pageSize: 10 })).data.total).toBe(3000);
    const { data } = await post('/api/admin/callsNumber/list', { companyId: 1, status: '正常', pageIndex: 1, pageSize: 100 });
    for (const row of data.list) expect(row).toMatchObject({ companyName: '星辰科技有限公司', agentName: '华东代理', status: '正常' });
  });

  it('adds, edits and deletes a number; a number belongs to one company', async () => {
    const values = { phoneNumber: '057188886666', operator: '电信', companyId: 1, dailyLimit: 500, status: '正常' };
    const { data } = await post('/api/admin/callsNumber/add', values);
    expect(await post('/api/admin/callsNumber/add', { ...values, companyId: 2 })).toMatchObject({
      code: 400,
      message: CALLS_NUMBER_TEXTS.taken('星辰科技有限公司'),
    });
    expect(await post('/api/admin/callsNumber/add', { ...values, phoneNumber: '12345' })).toMatchObject({ code: 400 });
    expect(await post('/api/admin/callsNumber/update', { ...values, id: data.id, dailyLimit: 800 })).toMatchObject({ code: 200 });
    expect(count('SELECT daily_limit FROM admin_calls_number WHERE id = ?', data.id)).toBe(800);
    expect(await post('/api/admin/callsNumber/delete', { id: data.id })).toMatchObject({ code: 200 });
  });
});

describe('/userPhone', () => {
  it('gives every seeded staff member one phone in use', () => {
    expect(count("SELECT COUNT(*) FROM users WHERE role IN ('company', 'department', 'normal')")).toBe(
      count("SELECT COUNT(*) FROM admin_user_phone WHERE status = '在用'"),
    );
  });

  it('binds a phone to a staff member, stopping the one it replaces; a number in use is one member’s', async () => {
    const before = count("SELECT id FROM admin_user_phone WHERE user_id = 8 AND status = '在用'");
    const { data } = await post('/api/admin/userPhone/add', { phoneNumber: '13911112222', username: 'staff', status: '在用', imei: '864209040000001' });
    expect(count('SELECT status = ? FROM admin_user_phone WHERE id = ?', '停用', before)).toBe(1);
    expect(await post('/api/admin/userPhone/add', { phoneNumber: '13911112222', username: 'department', status: '在用' })).toMatchObject({
      code: 400,
      message: USER_PHONE_TEXTS.numberInUse('周强'),
    });
    expect(await post('/api/admin/userPhone/add', { phoneNumber: '13911113333', username: 'nobody', status: '在用' })).toMatchObject({
      code: 400,
      message: USER_PHONE_TEXTS.noSuchStaff,
    });
    expect(await post('/api/admin/userPhone/add', { phoneNumber: '13911113333', username: 'agent', status: '在用' })).toMatchObject({
      code: 400,
      message: USER_PHONE_TEXTS.notStaff,
    });
    const [row] = (await post('/api/admin/userPhone/list', { phoneNumber: '13911112222', pageIndex: 1, pageSize: 10 })).data.list;
    expect(row).toMatchObject({ username: 'staff', realName: '周强', companyName: '星辰科技有限公司', agentName: '华东代理', status: '在用' });
    expect(await post('/api/admin/userPhone/update', { id: data.id, phoneNumber: '13911112222', username: 'staff', status: '停用' })).toMatchObject({
      code: 200,
    });
    expect(await post('/api/admin/userPhone/delete', { id: data.id })).toMatchObject({ code: 200 });
  });
});

describe('/remoteLogin', () => {
  it('lists the logins with the previous address, and a real login joins them', async () => {
    const total = (await post('/api/admin/remoteLogin/list', { pageIndex: 1, pageSize: 1 })).data.total;
    expect(total).toBeGreaterThan(1000);
    const changed = (await post('/api/admin/remoteLogin/list', { changed: 1, pageIndex: 1, pageSize: 50 })).data;
    expect(changed.total).toBeGreaterThan(0);
    for (const row of changed.list) expect(row.ip).not.toBe(row.previousIp);
    await backend.login('company');
    const [latest] = (await post('/api/admin/remoteLogin/list', { username: 'company', pageIndex: 1, pageSize: 1 })).data.list;
    expect(latest).toMatchObject({ username: 'company', online: 1 });
  });

  it('ends an account’s sessions', async () => {
    const token = await backend.login('department');
    const userId = count("SELECT id FROM users WHERE username = 'department'");
    expect((await post('/api/admin/remoteLogin/kick', { userId })).data.sessions).toBeGreaterThan(0);
    expect((await backend.call({ method: 'POST', url: '/api/user/list', payload: {}, token })).status).toBe(401);
  });
});

describe('roles', () => {
  it('refuses every role but admin, whatever its UserRole header says', async () => {
    for (const role of ROLES.filter((role) => role !== 'admin')) {
      const token = await backend.login(SEEDED_ACCOUNTS[role].username);
      for (const url of [
        '/api/agent/serialList',
        '/api/admin/callsNumber/list',
        '/api/admin/userPhone/list',
        '/api/admin/remoteLogin/list',
        '/api/agent/account',
      ]) {
        const { body } = await backend.call({ method: url.endsWith('account') ? 'GET' : 'POST', url, payload: {}, token, headers: { UserRole: 'admin' } });
        expect(body.code).toBe(403);
      }
    }
  });
});
