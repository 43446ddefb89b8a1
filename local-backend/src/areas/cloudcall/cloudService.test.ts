import { partyApi } from '@console/sdk/contract/parties';
import { ROLES, type Role } from '@console/sdk/manifest';
import { SEEDED_ACCOUNTS, SEEDED_SIP } from '@console/sdk/seeded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREMIUM_TEXTS, premiumApi, sipAccountPriceApi, sipNumberApi, tonglianPrecisionTubeApi } from '@console/remote-cloudcall/contract';
import { readSheet, startBackend, type Harness } from '../../test/harness';
import { rangesOverlap } from './premium';

let backend: Harness;
const tokens = {} as Record<Role, string>;
beforeAll(async () => {
  backend = await startBackend();
  for (const role of ROLES) tokens[role] = await backend.login(SEEDED_ACCOUNTS[role].username);
  // Seeding the whole world takes a while on a loaded machine.
}, 120_000);
afterAll(() => backend.app.close());

const post = async (url: string, payload: Record<string, unknown> = {}, role: Role = 'admin') =>
  (await backend.call({ method: 'POST', url, payload, token: tokens[role] })).body;
const one = <T>(sql: string, ...values: unknown[]) => backend.db.prepare(sql).get(...values) as T;
const sheetOf = async (url: string) => {
  const response = await backend.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${tokens.admin}` }, payload: {} });
  expect(String(response.headers['content-disposition'])).toContain('.xlsx');
  return readSheet(response.rawPayload);
};

describe('role lists', () => {
  it.each([
    [sipNumberApi.list.path, ['admin']],
    [sipAccountPriceApi.list.path, ['admin']],
    [premiumApi.list.path, ['admin', 'agent']],
    [premiumApi.add.path, ['admin', 'agent']],
    [tonglianPrecisionTubeApi.list.path, ['admin', 'agent', 'company']],
    [tonglianPrecisionTubeApi.update.path, ['admin', 'agent']],
  ])('%s answers only %j', async (url, allowed) => {
    for (const role of ROLES) expect((await post(url, { pageIndex: 1, pageSize: 1 }, role)).code === 403, `${role}`).toBe(!allowed.includes(role));
  });
});

describe('SIP numbers: the accounts /api/sipVoice/server hands the phone', () => {
  const staffWithAccount = () =>
    one<{ id: number; account: string; password: string }>("SELECT user_id AS id, account, password FROM sip_accounts WHERE account LIKE '8%' LIMIT 1");

  it('lists every account with its user and company, never a password (list and export)', async () => {
    const { data } = await post(sipNumberApi.list.path, { pageIndex: 1, pageSize: 100 });
    expect(data.total).toBe(one<{ n: number }>('SELECT COUNT(*) AS n FROM sip_accounts').n);
    expect(data.total).toBeGreaterThan(20);
    expect(data.list.find((row: { account: string }) => row.account === SEEDED_SIP.good.account)).toMatchObject({ username: SEEDED_SIP.good.username });
    for (const row of data.list) expect(row).not.toHaveProperty('password');
    const sheet = await sheetOf(sipNumberApi.export.path);
    expect(sheet.getRow(1).values).not.toContain('密码');
    const cells = JSON.stringify(sheet.getSheetValues());
    expect(cells).not.toContain(SEEDED_SIP.good.password);
  });

  it('an edit is what the phone gets at its next login; an empty password keeps the old one', async () => {
    const staff = staffWithAccount();
    const edit = { id: staff.id, account: staff.account, ip: '10.9.9.9', fsUrl: 'sip9.example.com', sslPort: '8443' };
    expect((await post(sipNumberApi.update.path, { ...edit, password: '' })).code).toBe(200);
    const server = async () => (await backend.call({ method: 'GET', url: `/api/sipVoice/server?userId=${staff.id}`, token: tokens.admin })).body.data;
    expect(await server()).toEqual({ account: staff.account, ip: '10.9.9.9', fsUrl: 'sip9.example.com', sslPort: '8443', passWord: staff.password });
    expect((await post(sipNumberApi.update.path, { ...edit, password: 'newPass88' })).code).toBe(200);
    expect((await server()).passWord).toBe('newPass88');
  });

  it('refuses a taken account, a bad host, port or password, and a user who is not a staff member or has one', async () => {
    const staff = staffWithAccount();
    const base = { ip: '10.0.0.8', fsUrl: 'sip.example.com', sslPort: '7443', password: 'abc12345' };
    expect(await post(sipNumberApi.update.path, { ...base, id: staff.id, account: SEEDED_SIP.good.account })).toMatchObject({
      message: 'SIP 账号 1001 已存在',
    });
    expect(await post(sipNumberApi.update.path, { ...base, id: staff.id, account: staff.account, sslPort: '70000' })).toMatchObject({
      message: '端口须为 1 到 65535 之间的整数',
    });
    expect(await post(sipNumberApi.update.path, { ...base, id: staff.id, account: staff.account, fsUrl: 'ws://x y' })).toMatchObject({ code: 400 });
    expect(await post(sipNumberApi.update.path, { ...base, id: staff.id, account: staff.account, password: '12 3' })).toMatchObject({ code: 400 });
    expect(await post(sipNumberApi.add.path, { ...base, userId: 6, account: '7006' })).toMatchObject({ message: '只能给员工账号开通 SIP 账号' });
    expect(await post(sipNumberApi.add.path, { ...base, userId: staff.id, account: '7007' })).toMatchObject({
      message: '该用户已有 SIP 账号，一个用户只能有一个',
    });
    expect(await post(sipNumberApi.add.path, { ...base, account: '7008' })).toMatchObject({ message: '请选择所属用户' });
  });

  it('opens an account for a staff member the options offer, then deletes it', async () => {
    const options = (await backend.call({ method: 'GET', url: `${sipNumberApi.userOptions.path}?name=user`, token: tokens.admin })).body.data;
    expect(options.length).toBeGreaterThan(0);
    const userId = options[0].value;
    expect(one('SELECT 1 AS x FROM sip_accounts WHERE user_id = ?', userId)).toBeUndefined();
    const base = { userId, account: '7100', ip: '10.0.0.8', fsUrl: 'sip.example.com', sslPort: '7443' };
    expect(await post(sipNumberApi.add.path, base)).toMatchObject({ message: '请填写密码' });
    expect((await post(sipNumberApi.add.path, { ...base, password: 'secret99' })).code).toBe(200);
    expect(one('SELECT password FROM sip_accounts WHERE user_id = ?', userId)).toEqual({ password: 'secret99' });
    expect((await post(sipNumberApi.delete.path, { id: userId })).code).toBe(200);
    expect((await post(sipNumberApi.delete.path, { id: userId })).code).toBe(404);
  });
});

describe('SIP account prices', () => {
  it('counts each company’s SIP accounts and their monthly total from the accounts themselves', async () => {
    const { data } = await post(sipAccountPriceApi.list.path, { sortField: 'accountCount', sortOrder: 'descend', pageIndex: 1, pageSize: 5 });
    expect(data.total).toBe(one<{ n: number }>('SELECT COUNT(*) AS n FROM cloudcall_sip_account_price').n);
    for (const row of data.list) {
      const { n } = one<{ n: number }>(
        `SELECT COUNT(*) AS n FROM sip_accounts s JOIN users u ON u.id = s.user_id
         WHERE u.company_id = (SELECT company_id FROM cloudcall_sip_account_price WHERE id = ?)`,
        row.id,
      );
      expect(row.accountCount).toBe(n);
      expect(row.monthlyTotal).toBeCloseTo(n * row.monthlyFee, 2);
    }
    expect(data.list[0].accountCount).toBeGreaterThan(0);
  });

  it('one price per company: a second is refused; add, edit, delete', async () => {
    const priced = one<{ company_id: number }>('SELECT company_id FROM cloudcall_sip_account_price LIMIT 1').company_id;
    const price = { monthlyFee: 20, perMinute: 0.08, billingUnit: '60秒', status: '启用' };
    expect(await post(sipAccountPriceApi.add.path, { ...price, companyId: priced })).toMatchObject({ message: '该企业已设置 SIP 账号价格，请编辑原记录' });
    expect(await post(sipAccountPriceApi.add.path, price)).toMatchObject({ message: '请选择企业' });
    expect(await post(sipAccountPriceApi.add.path, { ...price, perMinute: 0, companyId: priced })).toMatchObject({ code: 400 });
    const free = one<{ id: number }>('SELECT id FROM companies WHERE id NOT IN (SELECT company_id FROM cloudcall_sip_account_price) LIMIT 1').id;
    const { data } = await post(sipAccountPriceApi.add.path, { ...price, companyId: free });
    expect((await post(sipAccountPriceApi.update.path, { ...price, id: data.id, monthlyFee: 25.5 })).code).toBe(200);
    expect(one('SELECT monthly_fee AS fee FROM cloudcall_sip_account_price WHERE id = ?', data.id)).toEqual({ fee: 25.5 });
    expect((await post(sipAccountPriceApi.delete.path, { id: data.id })).code).toBe(200);
  });
});

describe('premium: surcharges per company or number range', () => {
  it('compares ranges of number prefixes, of one width or of two', () => {
    expect(rangesOverlap({ start: '1380000', end: '1380099' }, { start: '1380099', end: '1380200' })).toBe(true);
    expect(rangesOverlap({ start: '1380000', end: '1380099' }, { start: '1380100', end: '1380200' })).toBe(false);
    expect(rangesOverlap({ start: '138', end: '138' }, { start: '13800001111', end: '13800001111' })).toBe(true);
    expect(rangesOverlap({ start: '139', end: '139' }, { start: '13800001111', end: '13899999999' })).toBe(false);
  });

  it('validates a range and keeps one company’s ranges apart; one company-wide surcharge', async () => {
    const company = one<{ id: number }>('SELECT id FROM companies WHERE id NOT IN (SELECT company_id FROM cloudcall_premium) LIMIT 1').id;
    const add = (values: Record<string, unknown>) => post(premiumApi.add.path, { companyId: company, surcharge: 0.05, scope: '号段', ...values });
    expect(await add({ rangeStart: '1380000' })).toMatchObject({ message: PREMIUM_TEXTS.rangeMissing });
    expect(await add({ rangeStart: '1380000', rangeEnd: '13800' })).toMatchObject({ message: PREMIUM_TEXTS.lengthMismatch });
    expect(await add({ rangeStart: '1380099', rangeEnd: '1380000' })).toMatchObject({ message: PREMIUM_TEXTS.reversed });
    expect(await add({ rangeStart: '13a0000', rangeEnd: '1380000' })).toMatchObject({ message: PREMIUM_TEXTS.badBound });
    const first = (await add({ rangeStart: '1380000', rangeEnd: '1380099' })).data.id;
    expect(await add({ rangeStart: '1380050', rangeEnd: '1380150' })).toMatchObject({ message: '与该企业已有号段 1380000-1380099 重叠' });
    expect(await add({ rangeStart: '138', rangeEnd: '138' })).toMatchObject({ message: '与该企业已有号段 1380000-1380099 重叠' });
    expect((await add({ rangeStart: '1380100', rangeEnd: '1380199' })).code).toBe(200);
    // Another company may hold the same range.
    expect((await post(premiumApi.add.path, { companyId: company + 1, surcharge: 0.05, scope: '号段', rangeStart: '1380000', rangeEnd: '1380099' })).code).toBe(
      200,
    );
    // An edit is not compared with itself, and is kept apart from the others.
    expect((await post(premiumApi.update.path, { id: first, scope: '号段', rangeStart: '1380000', rangeEnd: '1380050', surcharge: 0.06 })).code).toBe(200);
    expect(await post(premiumApi.update.path, { id: first, scope: '号段', rangeStart: '1380000', rangeEnd: '1380100', surcharge: 0.06 })).toMatchObject({
      message: '与该企业已有号段 1380100-1380199 重叠',
    });
    expect((await add({ scope: '企业全部号码' })).code).toBe(200);
    expect(await add({ scope: '企业全部号码' })).toMatchObject({ message: PREMIUM_TEXTS.wholeExists });
    expect((await post(premiumApi.delete.path, { id: first })).code).toBe(200);
  });

  it('an agent sees and sets only its own companies’ surcharges', async () => {
    const { data } = await post(premiumApi.list.path, { pageIndex: 1, pageSize: 100 }, 'agent');
    const agents = backend.db.prepare('SELECT id FROM agents WHERE id = 1 OR parent_id = 1').pluck().all() as number[];
    expect(data.total).toBeGreaterThan(0);
    const owners = backend.db
      .prepare('SELECT DISTINCT agent_id FROM cloudcall_premium WHERE id IN (' + data.list.map((row: { id: number }) => row.id).join(',') + ')')
      .pluck()
      .all();
    for (const owner of owners) expect(agents).toContain(owner);
    const foreign = one<{ id: number }>(`SELECT id FROM companies WHERE agent_id NOT IN (${agents.join(',')}) LIMIT 1`).id;
    expect((await post(premiumApi.add.path, { companyId: foreign, scope: '企业全部号码', surcharge: 0.05 }, 'agent')).code).toBe(403);
    const foreignRow = one<{ id: number }>(`SELECT id FROM cloudcall_premium WHERE agent_id NOT IN (${agents.join(',')}) LIMIT 1`).id;
    expect((await post(premiumApi.delete.path, { id: foreignRow }, 'agent')).code).toBe(403);
    const options = (await backend.call({ method: 'GET', url: partyApi.companies.path, token: tokens.agent })).body.data as { value: number }[];
    const companies = backend.db
      .prepare(`SELECT id FROM companies WHERE agent_id IN (${agents.join(',')})`)
      .pluck()
      .all();
    for (const option of options) expect(companies).toContain(option.value);
  });
});

describe('通联精准管控: one control per company, read by the company, set by admin and its agent', () => {
  const control = { calleeDailyLimit: 2, dailyLimit: 1000, callStart: '09:00', callEnd: '20:00', status: '启用' };

  it('the company sees its own control only', async () => {
    const { data } = await post(tonglianPrecisionTubeApi.list.path, { pageIndex: 1, pageSize: 10 }, 'company');
    expect(data.total).toBe(1);
    expect(one('SELECT company_id AS companyId FROM cloudcall_precision_control WHERE id = ?', data.list[0].id)).toEqual({ companyId: 1 });
    expect((await post(tonglianPrecisionTubeApi.update.path, { ...control, id: data.list[0].id }, 'company')).code).toBe(403);
  });

  it('checks the window, the limits and one per company', async () => {
    const free = one<{ id: number }>(
      'SELECT id FROM companies WHERE agent_id = 1 AND id NOT IN (SELECT company_id FROM cloudcall_precision_control) LIMIT 1',
    ).id;
    const add = (values: Record<string, unknown>) => post(tonglianPrecisionTubeApi.add.path, { ...control, companyId: free, ...values }, 'agent');
    expect(await add({ callStart: '20:00', callEnd: '09:00' })).toMatchObject({ message: '允许外呼的开始时间须早于结束时间' });
    expect(await add({ callStart: '9点' })).toMatchObject({ message: '时间格式应为 HH:mm，如 09:00' });
    expect(await add({ calleeDailyLimit: 20, dailyLimit: 10 })).toMatchObject({ message: '同一被叫每日上限不能大于每日外呼总量上限' });
    const { data } = await add({ blockedAreas: ['北京', '上海'] });
    expect(await add({})).toMatchObject({ message: '该企业已设置精准管控，请编辑原记录' });
    expect((await post(tonglianPrecisionTubeApi.update.path, { ...control, id: data.id, dailyLimit: 800 }, 'agent')).code).toBe(200);
    expect(one('SELECT daily_limit AS d, blocked_areas AS b FROM cloudcall_precision_control WHERE id = ?', data.id)).toEqual({ d: 800, b: '' });
    expect((await post(tonglianPrecisionTubeApi.delete.path, { id: data.id }, 'agent')).code).toBe(200);
  });
});
