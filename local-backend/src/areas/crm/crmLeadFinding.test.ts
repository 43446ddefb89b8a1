import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheet, startBackend, type Harness } from '../../test/harness';

/** Lead finding: searches over the seeded directory, quota, templates, batch checks, high seas. */
let backend: Harness;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  backend = await startBackend();
  for (const username of ['admin', 'agent', 'subagent', 'company', 'department', 'staff', 'gm', 'oem']) tokens[username] = await backend.login(username);
});
afterAll(() => backend.app.close());

type Body = { code: number; message: string; data: any };
const post = async (who: string, url: string, payload: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<Body> =>
  (await backend.call({ method: 'POST', url, token: tokens[who], payload, headers })).body;
const search = (who: string, query: Record<string, unknown> = {}) => post(who, '/api/leadFinding/advancedSearch', { pageSize: 100, ...query });
const quota = (userId: number) => backend.db.prepare('SELECT quota - used FROM pool_accounts WHERE user_id = ?').pluck().get(userId) as number;

describe('who may search', () => {
  it('refuses oem and gm by role, and roles without the interior flag by flag', async () => {
    expect(await search('gm')).toMatchObject({ code: 403, message: '无权限访问该数据' });
    expect(await search('oem')).toMatchObject({ code: 403, message: '无权限访问该数据' });
    expect(await search('department', {})).toMatchObject({ code: 403, message: '未开通线索查找' });
    expect((await post('staff', '/api/leadFinding/shopSearch', {}, { userrole: 'admin' })).code).toBe(403);
    for (const who of ['admin', 'agent', 'company']) expect((await search(who)).code).toBe(200);
  });
});

describe('searches filter on the server', () => {
  it('by region, industry, registered capital and founding date together', async () => {
    const { data } = await search('company', {
      province: '广东省',
      industry: '制造业',
      capitalMin: 100,
      capitalMax: 5000,
      foundedAtFrom: '2005-01-01',
      foundedAtTo: '2020-12-31',
    });
    expect(data.total).toBeGreaterThan(0);
    expect(data.total).toBeLessThan(4000);
    for (const row of data.list) {
      expect(row).toMatchObject({ province: '广东省', industry: '制造业' });
      expect(row.registeredCapital).toBeGreaterThanOrEqual(100);
      expect(row.registeredCapital).toBeLessThanOrEqual(5000);
      expect(row.foundedAt >= '2005-01-01' && row.foundedAt <= '2020-12-31').toBe(true);
    }
  });

  it('says what is wrong with a range', async () => {
    expect((await search('company', { capitalMin: 500, capitalMax: 100 })).message).toBe('注册资本下限不能大于上限');
    expect((await search('company', { foundedAtFrom: '2020-01-01', foundedAtTo: '2010-01-01' })).message).toBe('成立日期的开始不能晚于结束');
    expect((await search('company', { capitalMin: 'abc' })).message).toBe('注册资本≥（万元）必须是数字');
  });

  it('searches companies by legal person and sorts by founding date', async () => {
    const someone = backend.db.prepare('SELECT legal_person FROM directory_companies WHERE id = 7').pluck().get() as string;
    const { data } = await search('company', { legalPerson: someone, sortField: 'foundedAt', sortOrder: 'ascend' });
    expect(data.list.every((row: { legalPerson: string }) => row.legalPerson.includes(someone))).toBe(true);
    const dates = data.list.map((row: { foundedAt: string }) => row.foundedAt);
    expect(dates).toEqual([...dates].sort());
  });

  it('searches shops by platform, monthly sales and rating', async () => {
    const { data } = await post('agent', '/api/leadFinding/shopSearch', { platform: '京东', salesMin: 1000, ratingMin: 4.5, pageSize: 100 });
    expect(data.total).toBeGreaterThan(0);
    expect(
      data.list.every(
        (row: { platform: string; monthlySales: number; rating: number }) => row.platform === '京东' && row.monthlySales >= 1000 && row.rating >= 4.5,
      ),
    ).toBe(true);
    expect((await post('agent', '/api/leadFinding/shopSearch', { ratingMin: 6 })).message).toBe('评分≥不能大于 5');
  });

  it('counts the directory per region for the map search', async () => {
    const regions = (await backend.call({ method: 'GET', url: '/api/leadFinding/regions', token: tokens.company })).body.data as {
      province: string;
      count: number;
    }[];
    expect(regions.reduce((sum, region) => sum + region.count, 0)).toBe(4000);
    const guangdong = regions.filter((region) => region.province === '广东省').reduce((sum, region) => sum + region.count, 0);
    expect(guangdong).toBe((await search('company', { province: '广东省' })).data.total);
  });

  it('exports the results as .xlsx', async () => {
    const total = (await search('company', { province: '北京市', industry: '金融业' })).data.total;
    const response = await backend.app.inject({
      method: 'POST',
      url: '/api/leadFinding/export',
      headers: { authorization: `Bearer ${tokens.company}` },
      payload: { province: '北京市', industry: '金融业' },
    });
    expect(response.headers['content-disposition']).toContain(encodeURIComponent('企业搜索结果.xlsx'));
    expect((await readSheet(response.rawPayload)).rowCount).toBe(total + 1);
  });
});

describe('collecting spends the quota of the pool account', () => {
  it('collects new companies, skips ones already collected, and spends one per new company', async () => {
    const fresh = backend.db
      .prepare(
        "SELECT id FROM directory_companies WHERE id NOT IN (SELECT source_id FROM clue_collections WHERE user_id = 6 AND kind = 'company') ORDER BY id LIMIT 3",
      )
      .pluck()
      .all() as number[];
    const before = quota(6);
    expect((await post('company', '/api/leadFinding/collect', { kind: 'company', ids: fresh })).data).toEqual({ added: 3, skipped: 0 });
    expect(quota(6)).toBe(before - 3);
    expect((await post('company', '/api/leadFinding/collect', { kind: 'company', ids: fresh })).data).toEqual({ added: 0, skipped: 3 });
    expect(quota(6)).toBe(before - 3);
  });

  it('refuses when too little is left, collecting nothing', async () => {
    backend.db.prepare('UPDATE pool_accounts SET used = quota - 1 WHERE user_id = 3').run();
    const fresh = backend.db.prepare('SELECT id FROM directory_shops ORDER BY id LIMIT 2').pluck().all() as number[];
    expect((await post('agent', '/api/leadFinding/collect', { kind: 'shop', ids: fresh })).message).toBe('线索额度不足：剩余 1 条，本次需要 2 条');
    expect(backend.db.prepare("SELECT COUNT(*) FROM clue_collections WHERE user_id = 3 AND kind = 'shop'").pluck().get()).toBe(0);
    expect((await post('agent', '/api/leadFinding/collect', { kind: 'shop', ids: fresh.slice(0, 1) })).data).toEqual({ added: 1, skipped: 0 });
  });

  it('refuses an expired or stopped account, and needs none for admin', async () => {
    backend.db.prepare("UPDATE pool_accounts SET valid_until = '2000-01-01 00:00:00' WHERE user_id = 3").run();
    const fresh = backend.db
      .prepare("SELECT id FROM directory_companies WHERE id NOT IN (SELECT source_id FROM clue_collections WHERE user_id = 3 AND kind = 'company') LIMIT 1")
      .pluck()
      .get();
    expect((await post('agent', '/api/leadFinding/collect', { kind: 'company', ids: [fresh] })).message).toBe('线索池账户已过期，请联系管理员续期');
    expect((await post('admin', '/api/leadFinding/collect', { kind: 'company', ids: [1, 2] })).code).toBe(200);
    backend.db.prepare("UPDATE pool_accounts SET valid_until = '2099-01-01 00:00:00', used = 0 WHERE user_id = 3").run();
  });

  it('claims from the high seas against the quota', async () => {
    const high = (await post('company', '/api/leadFinding/highSeas')).data.list[0];
    const before = quota(6);
    expect((await post('company', '/api/leadFinding/claimHighSeas', { ids: [high.id] })).data).toEqual({ claimed: 1 });
    expect(quota(6)).toBe(before - 1);
    expect((await post('company', '/api/clueCollection/list', { name: high.name })).data.list.map((row: { id: number }) => row.id)).toContain(high.id);
    expect((await post('agent', '/api/leadFinding/claimHighSeas', { ids: [high.id] })).code).toBe(403);
  });
});

describe('pool accounts (/poolAccount)', () => {
  it('are granted by admin and agents only, within reach, never below what was used', async () => {
    expect((await post('company', '/api/leadFinding/poolAccountSave', { username: 'user11', quota: 100, validUntil: '2099-01-01' })).code).toBe(403);
    expect((await post('agent', '/api/leadFinding/poolAccountSave', { username: 'nobody', quota: 100, validUntil: '2099-01-01' })).message).toBe(
      '账号不存在：nobody',
    );
    expect((await post('agent', '/api/leadFinding/poolAccountSave', { username: 'gm', quota: 100, validUntil: '2099-01-01' })).message).toBe(
      '该账号的角色不使用线索池账户',
    );
    expect((await post('agent', '/api/leadFinding/poolAccountSave', { username: 'company', quota: 100, validUntil: '2099-01-01' })).message).toBe(
      '该账号已有线索池账户',
    );
    const created = await post('agent', '/api/leadFinding/poolAccountSave', { username: 'department', quota: 300, validUntil: '2099-01-01' });
    expect(created.code).toBe(200);
    const row = (await post('agent', '/api/leadFinding/poolAccountList', { username: 'department' })).data.list[0];
    expect(row).toMatchObject({ quota: 300, used: 0, remaining: 300, validUntil: '2099-01-01', status: 1 });
    // The end day is a range of days; an expired account is one whose end has passed.
    const until = (query: Record<string, unknown>) => post('agent', '/api/leadFinding/poolAccountList', { username: 'department', ...query });
    expect((await until({ validUntilFrom: '2099-01-01 00:00:00', validUntilTo: '2099-01-01 23:59:59' })).data.total).toBe(1);
    expect((await until({ expired: '1' })).data.total).toBe(0);
    const companyAccount = backend.db.prepare('SELECT id, used FROM pool_accounts WHERE user_id = 6').get() as { id: number; used: number };
    expect(
      (await post('admin', '/api/leadFinding/poolAccountSave', { id: companyAccount.id, quota: companyAccount.used - 1, validUntil: '2099-01-01' })).message,
    ).toBe(`额度不能小于已使用的 ${companyAccount.used} 条`);
    expect((await post('agent', '/api/leadFinding/poolAccountDelete', { id: created.data.id })).code).toBe(200);
  });

  it('shows a company only its own people’s accounts', async () => {
    const rows = (await post('company', '/api/leadFinding/poolAccountList', { pageSize: 100 })).data.list as { companyName: string }[];
    expect(new Set(rows.map((row) => row.companyName))).toEqual(new Set(['星辰科技有限公司']));
  });
});

describe('industry templates and batch checks', () => {
  it('counts the companies a template matches, the same as the search does', async () => {
    const saved = await post('company', '/api/leadFinding/templateSave', { name: '广东制造', industry: '制造业', province: '广东省', capitalMin: 100 });
    expect(saved.code).toBe(200);
    const row = (await post('company', '/api/leadFinding/templateList', { name: '广东制造' })).data.list[0];
    expect(row.matchCount).toBe((await search('company', { industry: '制造业', province: '广东省', capitalMin: 100 })).data.total);
    expect((await post('company', '/api/leadFinding/templateSave', { name: 'x', industry: '养殖业' })).message).toBe('行业不存在：养殖业');
    expect((await post('agent', '/api/leadFinding/templateDelete', { id: saved.data.id })).code).toBe(403);
    expect((await post('company', '/api/leadFinding/templateDelete', { id: saved.data.id })).code).toBe(200);
  });

  it('checks names against the directory and keeps the result', async () => {
    const names = backend.db.prepare('SELECT name FROM directory_companies ORDER BY id LIMIT 3').pluck().all() as string[];
    const result = await post('company', '/api/leadFinding/batchCheck', { names: [...names, '不存在的公司甲', names[0]].join('\n') });
    expect(result.data).toMatchObject({ total: 4, matched: 3 });
    const unmatched = (await post('company', '/api/leadFinding/batchCheckItems', { checkId: result.data.id, matched: '0' })).data;
    expect(unmatched.list).toEqual([expect.objectContaining({ inputName: '不存在的公司甲', matched: 0 })]);
    // The company's agent supervises it; a lead finder of another company may not read the result.
    expect((await post('agent', '/api/leadFinding/batchCheckItems', { checkId: result.data.id })).code).toBe(200);
    const outsider = backend.db
      .prepare("SELECT username FROM users WHERE company_id <> 1 AND agent_id <> 1 AND role = 'company' LIMIT 1")
      .pluck()
      .get() as string;
    backend.db.prepare('UPDATE users SET interior = 1 WHERE username = ?').run(outsider);
    tokens.outsider = await backend.login(outsider);
    expect((await post('outsider', '/api/leadFinding/batchCheckItems', { checkId: result.data.id })).code).toBe(403);
    const tooMany = Array.from({ length: 1001 }, (_, i) => `公司${i}`).join('\n');
    expect((await post('company', '/api/leadFinding/batchCheck', { names: tooMany })).message).toBe('一次最多查询 1000 家企业');
    expect((await post('company', '/api/leadFinding/batchCheck', { names: '' })).message).toBe('请填写企业名称');
  });
});
