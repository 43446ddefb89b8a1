/** Companies, departments and staff: the rules of a back office and each role's reach, on the seeded database. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTERPRISE_TEXTS } from '@console/remote-admin/contract';
import { startBackend, type Harness } from '../../test/harness';

let backend: Harness;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  backend = await startBackend();
  for (const name of ['admin', 'agent', 'subagent', 'company', 'department', 'staff']) tokens[name] = await backend.login(name);
});
afterAll(() => backend.app.close());

const post = async (as: string, url: string, payload: Record<string, unknown> = {}) =>
  (await backend.call({ method: 'POST', url, token: tokens[as], payload })).body;
const get = async (as: string, url: string, query: Record<string, string | number> = {}) =>
  (await backend.call({ method: 'GET', url: `${url}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, token: tokens[as] })).body;
const one = (sql: string, ...values: unknown[]) => backend.db.prepare(sql).get(...values) as Record<string, unknown>;
const YEAR_AHEAD = '2030-01-01 00:00:00';

describe('seeded volume', () => {
  it('has staff by the thousand, departments for every company and addresses that failed verification', async () => {
    expect((await post('admin', '/api/user/list')).data.total).toBeGreaterThan(1500);
    expect((await post('admin', '/api/department/list')).data.total).toBeGreaterThan(150);
    expect((await post('admin', '/api/address/errList')).data.total).toBeGreaterThan(0);
    expect((await post('admin', '/api/user/deleteLog')).data.total).toBeGreaterThanOrEqual(40);
  });
});

describe('companies', () => {
  it('an agent sees its own and its sub-agents’ companies, a sub-agent its own, a company itself', async () => {
    const agentIds = (as: string) =>
      post(as, '/api/company/list', { pageSize: 100 }).then((body) => body.data.list.map((row: { agentId: number }) => row.agentId));
    const subAgents = (backend.db.prepare('SELECT id FROM agents WHERE parent_id = 1').pluck().all() as number[]).concat(1);
    expect((await agentIds('agent')).every((id: number) => subAgents.includes(id))).toBe(true);
    expect((await agentIds('subagent')).every((id: number) => id === 2)).toBe(true);
    const own = (await post('company', '/api/company/list')).data;
    expect(own.list.map((row: { id: number }) => row.id)).toEqual([1]);
    expect(await post('department', '/api/company/list')).toMatchObject({ code: 403 });
  });

  it('creates within the agent’s seats, refuses a duplicate name and another agent’s company', async () => {
    backend.db.prepare('UPDATE agents SET seats = (SELECT COALESCE(SUM(seats), 0) FROM companies WHERE agent_id = 2) + 10 WHERE id = 2').run();
    const company = { name: '子代理新企业', agentId: 2, contact: '钱多多', phone: '13812345678', city: '杭州市', seats: 8, status: 1 };
    const created = await post('subagent', '/api/company/save', company);
    expect(created.code).toBe(200);
    expect(await post('subagent', '/api/company/save', { ...company, name: '子代理另一家', seats: 5 })).toMatchObject({
      code: 400,
      message: ENTERPRISE_TEXTS.seatsExceeded(2),
    });
    expect(await post('subagent', '/api/company/save', company)).toMatchObject({ code: 400, message: ENTERPRISE_TEXTS.duplicateCompany });
    expect(await post('subagent', '/api/company/save', { ...company, name: '给别人', agentId: 1 })).toMatchObject({ code: 403 });
    expect(one('SELECT province, city FROM companies WHERE id = ?', created.data.id)).toEqual({ province: '浙江省', city: '杭州市' });
    expect(await post('subagent', '/api/company/delete', { id: created.data.id })).toMatchObject({ code: 200 });
  });

  it('counts the seats an agent handed its sub-agents as given out, as the agent pages do', async () => {
    backend.db
      .prepare(
        `UPDATE agents SET seats = (SELECT COALESCE(SUM(seats), 0) FROM companies WHERE agent_id = 1)
           + (SELECT COALESCE(SUM(seats), 0) FROM agents WHERE parent_id = 1) + 6 WHERE id = 1`,
      )
      .run();
    expect(one('SELECT COALESCE(SUM(seats), 0) AS seats FROM agents WHERE parent_id = 1').seats).toBeGreaterThan(2);
    const company = { name: '代理新企业', agentId: 1, contact: '钱多多', phone: '13812345679', city: '杭州市', seats: 8, status: 1 };
    expect(await post('agent', '/api/company/save', company)).toMatchObject({ code: 400, message: ENTERPRISE_TEXTS.seatsExceeded(6) });
  });

  it('a company edits its own contact and address only; a company with staff cannot be deleted', async () => {
    expect(await post('company', '/api/company/save', { id: 1, contact: '赵敏', phone: '13700000001', city: '宁波市', address: '中山路1号' })).toMatchObject({
      code: 200,
    });
    expect(one('SELECT city, seats FROM companies WHERE id = 1')).toMatchObject({ city: '宁波市', seats: 50 });
    expect(await post('company', '/api/company/save', { id: 2, contact: '某', phone: '13700000001', city: '宁波市' })).toMatchObject({ code: 403 });
    expect(await post('company', '/api/company/delete', { id: 1 })).toMatchObject({ code: 403 });
    const staff = one('SELECT COUNT(*) AS n FROM users WHERE company_id = 1 AND status <> 2').n as number;
    expect(await post('admin', '/api/company/delete', { id: 1 })).toMatchObject({ code: 400, message: ENTERPRISE_TEXTS.companyHasStaff(staff) });
  });
});

describe('departments', () => {
  it('a department with staff cannot be deleted, an empty one can; names are unique within a company', async () => {
    const staff = one('SELECT COUNT(*) AS n FROM users WHERE department_id = 1 AND status <> 2').n as number;
    expect(await post('company', '/api/department/delete', { id: 1 })).toMatchObject({ code: 400, message: ENTERPRISE_TEXTS.departmentHasStaff(staff) });
    expect(await post('company', '/api/department/save', { name: '销售一部', companyId: 1 })).toMatchObject({
      code: 400,
      message: ENTERPRISE_TEXTS.duplicateDepartment,
    });
    const created = await post('company', '/api/department/save', { name: '新媒体部', companyId: 1 });
    expect(created.code).toBe(200);
    // A company adds to its own, whatever company the request names.
    const stray = await post('company', '/api/department/save', { name: '越界部', companyId: 2 });
    expect(one('SELECT company_id AS c FROM departments WHERE id = ?', stray.data.id).c).toBe(1);
    expect(
      await post('agent', '/api/department/save', {
        name: '越界部',
        companyId: one('SELECT id FROM companies WHERE agent_id NOT IN (SELECT id FROM agents WHERE id = 1 OR parent_id = 1) LIMIT 1').id,
      }),
    ).toMatchObject({ code: 403 });
    expect(await post('department', '/api/department/save', { name: '自建部', companyId: 1 })).toMatchObject({ code: 403 });
    expect(await post('company', '/api/department/delete', { id: created.data.id })).toMatchObject({ code: 200 });
  });

  it('a department sees only itself; a company its departments, each with its staff count', async () => {
    expect((await post('department', '/api/department/list')).data.list.map((row: { id: number }) => row.id)).toEqual([1]);
    const list = (await post('company', '/api/department/list', { pageSize: 100 })).data.list as { companyId: number; id: number; staffCount: number }[];
    expect(list.every((row) => row.companyId === 1)).toBe(true);
    const counted = list.find((row) => row.id === 1)!.staffCount;
    expect(counted).toBe(one('SELECT COUNT(*) AS n FROM users WHERE department_id = 1 AND status <> 2').n);
  });
});

describe('staff', () => {
  const newStaff = {
    username: 'unit_staff',
    password: 'secret88',
    realName: '单元员工',
    phone: '13811112222',
    role: 'normal',
    companyId: 1,
    departmentId: 2,
    status: 1,
    validDate: YEAR_AHEAD,
  };

  it('a company adds staff below its own level only, in its own departments; names and phones are unique', async () => {
    expect(await post('company', '/api/user/add', { ...newStaff, role: 'company' })).toMatchObject({ code: 400, message: '无权设置该角色' });
    expect(await post('company', '/api/user/add', { ...newStaff, departmentId: 3 })).toMatchObject({ code: 403 });
    const created = await post('company', '/api/user/add', newStaff);
    expect(created.code).toBe(200);
    expect(await post('company', '/api/user/add', { ...newStaff, phone: '13811113333' })).toMatchObject({ code: 400, message: '用户名已存在' });
    expect(await post('department', '/api/user/add', { ...newStaff, username: 'unit_other', phone: '13811112222' })).toMatchObject({
      code: 400,
      message: '该手机号已被其他员工使用',
    });
    // A department supervisor's staff land in its own department, whatever the form said.
    const mine = await post('department', '/api/user/add', { ...newStaff, username: 'unit_dept', phone: '13811114444', departmentId: 2 });
    expect(one('SELECT department_id AS d FROM users WHERE id = ?', mine.data.id).d).toBe(1);
    await backend.login('unit_staff', 'secret88');
  });

  it('a deleted user cannot log in and leaves the lists; a restore brings it back with its department and status', async () => {
    const id = one("SELECT id FROM users WHERE username = 'unit_staff'").id as number;
    const staffToken = await backend.login('unit_staff', 'secret88');
    expect(await get('company', '/api/user/delete', { userId: id, currentUserId: 6 })).toMatchObject({ code: 200 });
    expect((await backend.call({ method: 'POST', url: '/api/user/list', token: staffToken })).status).toBe(401);
    const refused = await backend.call({ method: 'POST', url: '/api/login/login', payload: { username: 'unit_staff', password: 'secret88' } });
    expect(refused.body).toMatchObject({ code: 400, message: '账号已删除，请联系管理员' });
    expect((await post('company', '/api/user/list', { phone: '13811112222' })).data.total).toBe(0);
    const log = (await post('admin', '/api/user/deleteLog', { phone: '13811112222' })).data.list;
    expect(log).toMatchObject([{ id, realName: '单元员工', departmentName: '销售二部', deletedByName: '赵敏' }]);
    expect(await get('company', '/api/user/restoreDeleted', { id })).toMatchObject({ code: 403 });
    expect(await get('admin', '/api/user/restoreDeleted', { id })).toMatchObject({ code: 200 });
    expect((await post('company', '/api/user/list', { phone: '13811112222' })).data.list).toMatchObject([{ departmentName: '销售二部', status: 1 }]);
    await backend.login('unit_staff', 'secret88');
    expect(await get('admin', '/api/user/restoreDeleted', { id })).toMatchObject({ code: 400, message: '该员工未被删除' });
  });

  it('a transfer shows in the department lists and in the CRM owner and department columns', async () => {
    // Staff 8 (周强, department 1) owns customers of their own; move him to 销售二部.
    const owned = one("SELECT COUNT(*) AS n FROM customers WHERE owner_id = 8 AND pool = 'mine'").n as number;
    expect(owned).toBeGreaterThan(0);
    expect(await post('company', '/api/user/transferStaff', { ids: [8], departmentId: 2 })).toMatchObject({ code: 200, data: { transferred: 1 } });
    expect(
      (await get('company', '/api/user/fetchUsersByDepartmentId', { departmentId: 2, currentUserId: 6 })).data.map((row: { id: number }) => row.id),
    ).toContain(8);
    expect(
      (await get('company', '/api/user/fetchUsersByDepartmentId', { departmentId: 1, currentUserId: 6 })).data.map((row: { id: number }) => row.id),
    ).not.toContain(8);
    const customers = (await post('company', '/api/intentionCustomer/list', { pool: 'mine', ownerId: 8, pageSize: 100 })).data;
    expect(customers.total).toBe(owned);
    expect(customers.list.every((row: { ownerName: string; departmentName: string }) => row.ownerName === '周强' && row.departmentName === '销售二部')).toBe(
      true,
    );
    // The owner column is joined from users: a renamed staff member is renamed in the CRM too.
    await post('company', '/api/user/update', {
      id: 8,
      realName: '周强强',
      phone: '13600000008',
      role: 'normal',
      companyId: 1,
      departmentId: 2,
      status: 1,
      validDate: YEAR_AHEAD,
    });
    expect((await post('company', '/api/intentionCustomer/list', { pool: 'mine', ownerId: 8 })).data.list[0].ownerName).toBe('周强强');
    expect(one('SELECT from_department_id AS f, to_department_id AS t, by_user_id AS b FROM staff_transfers WHERE user_id = 8')).toEqual({ f: 1, t: 2, b: 6 });
    expect(await post('company', '/api/user/transferStaff', { ids: [8], departmentId: 3 })).toMatchObject({ code: 403 });
  });

  it('batch actions act on the whole selection or on none of it', async () => {
    const other = one('SELECT id FROM users WHERE company_id = 2 AND status = 1 LIMIT 1').id;
    expect(await post('company', '/api/user/batchUpdate', { ids: [10, other], status: 0 })).toMatchObject({ code: 403 });
    expect(one('SELECT status FROM users WHERE id = 10').status).toBe(1);
    expect(await post('company', '/api/user/batchUpdate', { ids: [10, 91], validDate: YEAR_AHEAD })).toMatchObject({ code: 200, data: { updated: 2 } });
    expect(await post('company', '/api/user/openServices', { ids: [10], computerDial: 1 })).toMatchObject({ code: 200 });
    const query = await post('company', '/api/user/batchQuery', { phones: '13600000010\n13900000000' });
    expect(query.data).toMatchObject({ list: [{ id: 10 }], missing: ['13900000000'] });
    expect(await post('company', '/api/user/batchDelete', { ids: [6] })).toMatchObject({ code: 400, message: '不能删除当前登录的账号' });
    expect(await post('staff', '/api/user/batchDelete', { ids: [10] })).toMatchObject({ code: 403 });
    expect(await post('department', '/api/user/setRoleAndValidDate', { userId: 8, role: 'normal', validDate: YEAR_AHEAD })).toMatchObject({ code: 403 });
  });
});

describe('risk figures', () => {
  it('counts each staff member’s risky calls and risk-word hits, and the list’s together', async () => {
    const calls = one('SELECT COUNT(*) AS n FROM call_records WHERE user_id = 10 AND risk = 1').n;
    const hits = one('SELECT COUNT(*) AS n FROM risk_list WHERE user_id = 10').n;
    expect((await post('company', '/api/user/riskCount', { ids: [10] })).data).toEqual([{ userId: 10, riskCalls: calls, riskHits: hits }]);
    expect((await post('company', '/api/user/riskCount', { ids: [10], from: '2999-01-01 00:00:00' })).data).toEqual([
      { userId: 10, riskCalls: 0, riskHits: 0 },
    ]);
    const all = (await post('company', '/api/user/getRiskCount')).data;
    const companyCalls = one(
      'SELECT COUNT(*) AS n FROM call_records r JOIN users u ON u.id = r.user_id WHERE r.risk = 1 AND u.company_id = 1 AND u.status <> 2',
    ).n;
    const companyHits = (handled: string) =>
      one(`SELECT COUNT(*) AS n FROM risk_list k JOIN users u ON u.id = k.user_id WHERE ${handled} AND u.company_id = 1 AND u.status <> 2`).n;
    expect(all).toMatchObject({
      riskCalls: companyCalls,
      riskHits: companyHits('1 = 1'),
      unhandled: companyHits('k.handled = 0'),
      staff: (await post('company', '/api/user/list')).data.total,
    });
    expect(all.unhandled).toBeLessThan(all.riskHits);
    expect(await post('company', '/api/user/riskCount', { ids: [one('SELECT id FROM users WHERE company_id = 2 LIMIT 1').id] })).toMatchObject({ data: [] });
  });
});

describe('seats', () => {
  it('a seat is a phone line: a SIP account of a live account, refused past the company’s seats and shown on the list', async () => {
    backend.db.prepare('UPDATE agents SET seats = seats + 10 WHERE id = 3').run();
    const company = { name: '坐席测试企业', agentId: 3, contact: '钱多多', phone: '13812340000', city: '杭州市', seats: 1, status: 1 };
    const companyId = (await post('admin', '/api/company/save', company)).data.id as number;
    const departmentId = (await post('admin', '/api/department/save', { name: '外呼一部', companyId })).data.id as number;
    const staff = async (n: number) => {
      const body = await post('admin', '/api/user/add', {
        ...{ username: `seat${n}x`, password: 'secret1', realName: `坐席${n}`, phone: `1381234100${n}`, role: 'normal' },
        ...{ companyId, departmentId, status: 1, validDate: YEAR_AHEAD },
      });
      expect(body.code).toBe(200);
      return body.data.id as number;
    };
    const [first, second] = [await staff(1), await staff(2)];
    const line = (userId: number, account: string) =>
      post('admin', '/api/cloudcall/sipNumber/add', { userId, account, ip: '10.0.0.8', fsUrl: 'sip.example.com', sslPort: '7443', password: 'secret99' });
    const listed = async () => (await post('admin', '/api/company/list', { name: company.name })).data.list[0];

    // Two logins, no phone line: no seat used.
    expect(await listed()).toMatchObject({ seats: 1, usedSeats: 0, staffCount: 2 });
    expect((await line(first, '88001')).code).toBe(200);
    expect(await listed()).toMatchObject({ usedSeats: 1 });
    expect(await line(second, '88002')).toMatchObject({ code: 400, message: ENTERPRISE_TEXTS.seatsFull(company.name, 1) });
    expect(await post('admin', '/api/company/save', { ...company, id: companyId, seats: 0 })).toMatchObject({
      code: 400,
      message: ENTERPRISE_TEXTS.seatsBelowUsed(1),
    });

    // Deleting the account frees its seat; restoring it takes one again, refused while the seats are full.
    expect((await get('admin', '/api/user/delete', { userId: first, currentUserId: 1 })).code).toBe(200);
    expect(await listed()).toMatchObject({ usedSeats: 0 });
    expect((await line(second, '88002')).code).toBe(200);
    expect(await get('admin', '/api/user/restoreDeleted', { id: first })).toMatchObject({ code: 400, message: ENTERPRISE_TEXTS.seatsFull(company.name, 1) });
    expect(one('SELECT status FROM users WHERE id = ?', first)).toEqual({ status: 2 });
  });
});
