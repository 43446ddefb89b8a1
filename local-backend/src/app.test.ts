import ExcelJS from 'exceljs';
import { XLSX_TYPE } from './http/sheet';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase } from './db/database';
import { SEED_STEPS, seedMissing } from './db/seedSteps';
import { startBackend, type Harness } from './test/harness';
import { API_BODY_LIMIT_BYTES } from '@console/sdk/constants';
import { REQUEST_TEXTS } from '@console/sdk/messages';

let backend: Harness;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend.app.close());

const form = (fields: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)])).toString();
const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };

describe('login (POST /api/login/login, CONTRACT.md "Session")', () => {
  it('answers token, role, username, user id and the session flags', async () => {
    const { body } = await backend.call({
      method: 'POST',
      url: '/api/login/login',
      headers: formHeaders,
      payload: form({ username: 'staff', password: '123456' }),
    });
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({ role: 'normal', username: 'staff', userId: 8, sip: false, CRMDepartmentHigh: true, interior: false });
    expect(body.data.token).toMatch(/^[0-9a-f]{48}$/);
  });

  it('carries the account’s CRMDepartmentHigh for a company’s staff, and always for the roles above a company', async () => {
    const flagOf = async (username: string) =>
      (await backend.call({ method: 'POST', url: '/api/login/login', headers: formHeaders, payload: form({ username, password: '123456' }) })).body.data
        .CRMDepartmentHigh;
    backend.db.prepare("UPDATE users SET crm_department_high = 0 WHERE username IN ('admin', 'agent', 'subagent')").run();
    for (const username of ['admin', 'agent', 'subagent']) expect(await flagOf(username), username).toBe(true);
    expect(await flagOf('sipstaff')).toBe(false);
    expect(await flagOf('department')).toBe(true);
  });

  it('logs in every seeded account with password 123456', async () => {
    for (const username of ['admin', 'root', 'agent', 'subagent', 'oem', 'company', 'department', 'staff', 'gm']) {
      await expect(backend.login(username)).resolves.toBeTruthy();
    }
  });

  it('refuses a wrong password or a missing field with a Chinese reason', async () => {
    const wrong = await backend.call({ method: 'POST', url: '/api/login/login', payload: { username: 'admin', password: 'nope' } });
    expect(wrong.body).toMatchObject({ code: 400, message: '用户名或密码错误' });
    const missing = await backend.call({ method: 'POST', url: '/api/login/login', payload: { username: 'admin' } });
    expect(missing.body).toMatchObject({ code: 400, message: '请填写密码' });
  });

  it('answers the previous login time, then records this one', async () => {
    const first = await backend.call({ method: 'POST', url: '/api/login/login', payload: { username: 'user11', password: '123456' } });
    const second = await backend.call({ method: 'POST', url: '/api/login/login', payload: { username: 'user11', password: '123456' } });
    expect(first.body.data.lastLoginAt).toBe('');
    expect(second.body.data.lastLoginAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});

describe('tokens', () => {
  it('answers HTTP 401 without a token, with an unknown one, or for a stopped account', async () => {
    expect((await backend.call({ method: 'GET', url: '/api/blackList/list' })).status).toBe(401);
    expect((await backend.call({ method: 'GET', url: '/api/blackList/list', token: 'forged' })).status).toBe(401);
  });

  it('says the token expires soon only inside the renewal window', async () => {
    const token = await backend.login('company');
    const fresh = await backend.call({ method: 'GET', url: '/api/blackList/list', token });
    expect(fresh.headers['x-token-expiring']).toBeUndefined();
    const soon = await startBackend({ tokenTtlSeconds: 30, tokenRenewWindowSeconds: 60 });
    const shortToken = await soon.login('company');
    const expiring = await soon.call({ method: 'GET', url: '/api/blackList/list', token: shortToken });
    expect(expiring.headers['x-token-expiring']).toBe('1');
    await soon.app.close();
  });

  it('renews: refreshToken2 answers a new token that works', async () => {
    const token = await backend.login('agent');
    const { body } = await backend.call({ method: 'POST', url: '/api/login/refreshToken2', token });
    expect(body.code).toBe(200);
    expect(body.data).not.toBe(token);
    expect((await backend.call({ method: 'GET', url: '/api/blackList/list', token: body.data })).body.code).toBe(200);
  });

  it('rejects an expired token', async () => {
    const short = await startBackend({ tokenTtlSeconds: 1 });
    const token = await short.login('company');
    short.db.prepare('UPDATE sessions SET expires_at = ?').run(Date.now() - 1);
    expect((await short.call({ method: 'GET', url: '/api/blackList/list', token })).status).toBe(401);
    await short.app.close();
  });
});

describe('SIP account signal (x-sip-account) and /api/sipVoice/server', () => {
  it('is sent only for users with a SIP account', async () => {
    const sipToken = await backend.login('sipstaff');
    const staffToken = await backend.login('staff');
    expect((await backend.call({ method: 'GET', url: '/api/blackList/list', token: sipToken })).headers['x-sip-account']).toBe('1');
    expect((await backend.call({ method: 'GET', url: '/api/blackList/list', token: staffToken })).headers['x-sip-account']).toBeUndefined();
  });

  it('gives a user their own SIP account and nobody else’s', async () => {
    const token = await backend.login('sipstaff');
    const own = await backend.call({ method: 'GET', url: '/api/sipVoice/server?userId=10', token });
    expect(own.body.data).toEqual({ account: '1001', passWord: 'sip1001pass', fsUrl: '127.0.0.1', sslPort: '5066', ip: '127.0.0.1' });
    const other = await backend.call({ method: 'GET', url: '/api/sipVoice/server?userId=10', token: await backend.login('staff') });
    expect(other.body.code).toBe(403);
  });
});

describe('roles are enforced by the backend, from the token', () => {
  it('refuses a role-gated call to other roles even when the UserRole header claims admin', async () => {
    const token = await backend.login('company');
    const { status, body } = await backend.call({
      method: 'POST',
      url: '/api/agent/list',
      token,
      headers: { userrole: 'admin' },
      payload: { pageIndex: 1, pageSize: 10 },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 403, message: '无权限访问该数据' });
  });

  it('serves the role-gated call to the listed roles (agent list: admin and oem)', async () => {
    for (const username of ['admin', 'oem']) {
      const { body } = await backend.call({ method: 'POST', url: '/api/agent/list', token: await backend.login(username), payload: {} });
      expect(body.code).toBe(200);
      expect(body.data.total).toBe(36);
    }
  });

  it('scopes lists to what the user owns', async () => {
    const list = async (username: string) =>
      (await backend.call({ method: 'GET', url: '/api/blackList/list?pageSize=100', token: await backend.login(username) })).body.data;
    const admin = await list('admin');
    const company = await list('company');
    const gm = await list('gm');
    expect(company.total).toBeGreaterThan(100);
    expect(company.total).toBeLessThan(admin.total);
    expect(new Set(company.list.map((row: { companyName: string }) => row.companyName))).toEqual(new Set(['星辰科技有限公司']));
    expect(gm.total).toBe(0);
  });
});

describe('input validation', () => {
  it('refuses a page size over 100 and a page below 1', async () => {
    const token = await backend.login('admin');
    expect((await backend.call({ method: 'GET', url: '/api/blackList/list?pageSize=1000', token })).body).toMatchObject({
      code: 400,
      message: '每页条数不能大于 100',
    });
    expect((await backend.call({ method: 'GET', url: '/api/blackList/list?pageIndex=0', token })).body.message).toBe('页码不能小于 1');
  });

  // Issue 61: a bulk add keeps the valid numbers and names the malformed ones (carrier/blacklist.test.ts); none valid is refused.
  it('refuses a bulk blacklist add without a valid number and adds nothing', async () => {
    const token = await backend.login('company');
    const before = (await backend.call({ method: 'GET', url: '/api/blackList/list', token })).body.data.total;
    const { body } = await backend.call({ method: 'POST', url: '/api/blackList/bulkAdd', token, payload: { phoneNumbers: '1391234567\n12345' } });
    expect(body).toMatchObject({ code: 400, message: '没有可添加的号码（格式不正确 2 个）' });
    expect((await backend.call({ method: 'GET', url: '/api/blackList/list', token })).body.data.total).toBe(before);
  });

  it('refuses a JSON body that is not an object (an array, a string, null) instead of taking it as no filters', async () => {
    const token = await backend.login('company');
    const url = '/api/leadFinding/templateList';
    for (const payload of ['[]', '"x"', 'null', '[{"name":"x"}]']) {
      const { body } = await backend.call({ method: 'POST', url, token, payload, headers: { 'content-type': 'application/json' } });
      expect(body, payload).toEqual({ code: 400, message: '请求格式有误：请求体须为 JSON 对象', data: null });
    }
    const { body } = await backend.call({ method: 'POST', url, token, payload: '{}', headers: { 'content-type': 'application/json' } });
    expect(body.code).toBe(200);
  });

  it('answers every malformed request in Chinese, with no framework’s code or sentence', async () => {
    const token = await backend.login('company');
    const url = '/api/leadFinding/templateList';
    const json = { 'content-type': 'application/json' };
    const cases: [string, Parameters<typeof backend.call>[0], string][] = [
      ['/%', { method: 'GET', url: '/%' }, REQUEST_TEXTS.badUrl],
      ['/api/%', { method: 'POST', url: '/api/%zz', token }, REQUEST_TEXTS.badUrl],
      ['bad JSON', { method: 'POST', url, token, payload: '{"name": ', headers: json }, REQUEST_TEXTS.badJson],
      ['empty JSON body', { method: 'POST', url, token, payload: '', headers: json }, REQUEST_TEXTS.emptyJson],
      ['unsupported type', { method: 'POST', url, token, payload: '<x/>', headers: { 'content-type': 'text/xml' } }, REQUEST_TEXTS.unsupportedType],
    ];
    for (const [name, request, message] of cases) {
      const { status, body } = await backend.call(request);
      expect({ status, body }, name).toEqual({ status: 200, body: { code: 400, message, data: null } });
      // No framework's code, and no English sentence (two ASCII words in a row).
      expect(body.message, name).not.toMatch(/FST_|[A-Za-z]+ [A-Za-z]+/);
    }
  });

  it('refuses a body over the limit with HTTP 413 and the one Chinese text', async () => {
    const token = await backend.login('company');
    const payload = JSON.stringify({ name: 'x'.repeat(API_BODY_LIMIT_BYTES) });
    const { status, body } = await backend.call({
      method: 'POST',
      url: '/api/leadFinding/templateList',
      token,
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect({ status, body }).toEqual({ status: 413, body: { code: 413, message: REQUEST_TEXTS.tooLarge, data: null } });
  });

  it('adds well-formed numbers once', async () => {
    const token = await backend.login('company');
    const { body } = await backend.call({
      method: 'POST',
      url: '/api/blackList/bulkAdd',
      token,
      payload: { phoneNumbers: '13912345678,13912345678，13912345679' },
    });
    expect(body.data).toEqual({ added: 2, invalid: [], duplicate: 0 });
  });
});

describe('brand by host (GET /api/oem/getOemInfo)', () => {
  it('answers each seeded host, ignoring the port', async () => {
    const brand = async (url: string) => (await backend.call({ method: 'GET', url: `/api/oem/getOemInfo?url=${url}` })).body;
    expect((await brand('localhost:8080')).data.webName).toBe('云呼管理平台');
    expect((await brand('cy.localhost:8080')).data.webName).toBe('创营云呼');
    expect((await brand('cloud.localhost')).data.webName).toBe('云企业');
    expect((await brand('brand2.localhost:9080')).data).toMatchObject({
      webName: '讯呼通',
      icon: expect.stringMatching(/^\/api\/admin\/upload\/file\/[0-9a-f]{64}\.png$/),
    });
    expect((await brand('unknown.localhost')).code).toBe(404);
  });
});

describe('return-visit reminders', () => {
  it('adds, lists in customData, edits and deletes only the user’s own', async () => {
    const token = await backend.login('staff');
    const added = await backend.call({
      method: 'POST',
      url: '/api/customer/addCallBack',
      token,
      payload: { name: '回访张三', phone: '13800000001', remark: '报价', date: '2026-12-01 10:00:00', userId: 8 },
    });
    expect(added.body.data).toMatchObject({ name: '回访张三', type: 'work' });
    const listed = await backend.call({ method: 'GET', url: '/api/customer/findCallBack?userId=8', token });
    expect(listed.body.customData).toEqual([expect.objectContaining({ id: added.body.data.id, date: '2026-12-01 10:00:00' })]);
    const otherToken = await backend.login('department');
    const stolen = await backend.call({ method: 'DELETE', url: `/api/customer/deleteCallBack?id=${added.body.data.id}`, token: otherToken });
    expect(stolen.body.code).toBe(403);
    await backend.call({
      method: 'POST',
      url: '/api/customer/addCallBack',
      token,
      payload: { id: added.body.data.id, name: '回访李四', date: '2026-12-02 09:30:00', userId: 8 },
    });
    expect((await backend.call({ method: 'GET', url: '/api/customer/findCallBack?userId=8', token })).body.customData[0].name).toBe('回访李四');
    await backend.call({ method: 'DELETE', url: `/api/customer/deleteCallBack?id=${added.body.data.id}`, token });
    expect((await backend.call({ method: 'GET', url: '/api/customer/findCallBack?userId=8', token })).body.customData).toEqual([]);
  });

  it('are seeded for the header’s roles: admin and a normal account (not staff, whose list starts empty)', async () => {
    for (const username of ['admin', 'sipstaff']) {
      const token = await backend.login(username);
      const listed = await backend.call({ method: 'GET', url: '/api/customer/findCallBack', token });
      expect(listed.body.customData.length, username).toBeGreaterThan(0);
    }
  });

  it('says why a reminder cannot be saved', async () => {
    const token = await backend.login('staff');
    expect((await backend.call({ method: 'POST', url: '/api/customer/addCallBack', token, payload: { date: '2026-12-01 10:00:00' } })).body.message).toBe(
      '请填写提醒标题',
    );
    expect((await backend.call({ method: 'POST', url: '/api/customer/addCallBack', token, payload: { name: 'x' } })).body.message).toBe('请选择有效的时间');
  });
});

describe('file responses', () => {
  it('exports .xlsx with a UTF-8 name in Content-Disposition and the list’s columns', async () => {
    const token = await backend.login('admin');
    const response = await backend.app.inject({ method: 'POST', url: '/api/marker/export', headers: { authorization: `Bearer ${token}` }, payload: {} });
    expect(response.headers['content-type']).toBe(XLSX_TYPE);
    expect(response.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('标记查询记录.xlsx')}`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet(1)!;
    expect(sheet.getRow(1).values).toEqual([undefined, '号码', '标记类型', '标记次数', '代理商', '查询人', '查询时间']);
    // Every marker record admin may see (the instant queries' and the queued ones' answers), and the heading row.
    const records = backend.db.prepare('SELECT COUNT(*) FROM marker_records').pluck().get() as number;
    expect(records).toBeGreaterThan(1500);
    expect(sheet.rowCount).toBe(records + 1);
  });

  it('refuses a filter value its enum does not declare, in Chinese', async () => {
    const token = await backend.login('admin');
    const { body } = await backend.call({ method: 'POST', url: '/api/marker/record', token, payload: { markType: '不存在' } });
    expect(body).toMatchObject({ code: 400, message: '标记类型不正确' });
  });
});

describe('top-up count and change password', () => {
  it('counts pending top-ups as data and customData, for admin only', async () => {
    const { body } = await backend.call({ method: 'POST', url: '/api/topUp/count', token: await backend.login('admin') });
    expect(body).toMatchObject({ code: 200, data: expect.any(Number), customData: expect.any(Number) });
    expect(body.data + body.customData).toBe(3);
    expect((await backend.call({ method: 'POST', url: '/api/topUp/count', token: await backend.login('agent') })).body.code).toBe(403);
  });

  it('changes a password after checking the old one, and ends the old sessions', async () => {
    const token = await backend.login('subagent');
    const wrong = await backend.call({
      method: 'POST',
      url: '/api/user/modifyPassword',
      token,
      payload: { account: 'subagent', oldPassword: 'x', newPassword: 'abcdef' },
    });
    expect(wrong.body.message).toBe('原密码错误');
    const done = await backend.call({
      method: 'POST',
      url: '/api/user/modifyPassword',
      token,
      payload: { account: 'subagent', oldPassword: '123456', newPassword: 'abcdef' },
    });
    expect(done.body.code).toBe(200);
    expect((await backend.call({ method: 'GET', url: '/api/blackList/list', token })).status).toBe(401);
    await expect(backend.login('subagent', 'abcdef')).resolves.toBeTruthy();
  });
});

describe('the database file', () => {
  it('is created, migrated and seeded on first start, and survives a restart', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'console-db-'));
    const file = path.join(dir, 'nested', 'console.db');
    const first = openDatabase(file);
    expect(migrate(first)).toBeGreaterThan(0);
    expect(seedMissing(first)).toEqual(SEED_STEPS.map((step) => step.name));
    first.prepare("INSERT INTO reminders (user_id, name, date, created_at) VALUES (8, '重启后仍在', '2026-12-01 10:00:00', '2026-11-22 00:00:00')").run();
    first.close();
    const second = openDatabase(file);
    expect(migrate(second)).toBe(0);
    expect(seedMissing(second)).toEqual([]);
    expect(second.prepare("SELECT COUNT(*) FROM reminders WHERE name = '重启后仍在'").pluck().get()).toBe(1);
    second.close();
    rmSync(dir, { recursive: true });
  });
});
