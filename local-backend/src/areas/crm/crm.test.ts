import { MOBILE } from '@console/sdk/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dueForRecovery, recoveryRule, scheduleRecoveries, SYSTEM_OPERATOR } from './records';
import { readSheet, startBackend, type Harness } from '../../test/harness';
import { intentionCustomerApi } from '@console/remote-crm/contract';

/** CRM customers, pools, follow-ups, configuration, records and statistics. */
let backend: Harness;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  backend = await startBackend();
  for (const username of ['admin', 'agent', 'company', 'department', 'staff', 'sipstaff', 'gm', 'oem']) tokens[username] = await backend.login(username);
});
afterAll(() => backend.app.close());

type Body = { code: number; message: string; data: any };
const post = async (who: string, url: string, payload: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<Body> =>
  (await backend.call({ method: 'POST', url, token: tokens[who], payload, headers })).body;
const get = async (who: string, url: string, query: Record<string, string | number> = {}): Promise<Body> =>
  (await backend.call({ method: 'GET', url: `${url}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, token: tokens[who] })).body;
const customers = (who: string, query: Record<string, unknown> = {}) => post(who, '/api/intentionCustomer/list', { pageSize: 100, ...query });
const one = <T>(db: Harness['db'], sql: string, ...values: unknown[]) => db.prepare(sql).get(...values) as T;

describe('customer lists: pools, scope, filters, sorting, paging', () => {
  it('shows a normal user only the customers it owns, a company all of its company', async () => {
    const mine = (await customers('staff')).data;
    expect(mine.total).toBeGreaterThan(20);
    expect(new Set(mine.list.map((row: { ownerId: number }) => row.ownerId))).toEqual(new Set([8]));
    const company = (await customers('company')).data;
    expect(company.total).toBeGreaterThan(mine.total);
    expect(new Set(company.list.map((row: { companyId: number }) => row.companyId))).toEqual(new Set([1]));
    expect((await customers('gm')).data.total).toBe(0);
    expect((await customers('oem')).data.total).toBe(0);
  });

  it('serves the department pool to a company’s staff only with the CRMDepartmentHigh flag, and to a normal user only its department', async () => {
    // sipstaff (normal, department 2) has no flag; admin and agent supervise every pool without one.
    expect(await customers('sipstaff', { pool: 'department' })).toMatchObject({ code: 403, message: '未开通部门公海' });
    const everyPool = (await customers('admin', { pool: 'department' })).data;
    expect(new Set(everyPool.list.map((row: { companyId: number }) => row.companyId)).size).toBeGreaterThan(1);
    const agentPool = (await customers('agent', { pool: 'department' })).data;
    expect(agentPool.total).toBeGreaterThan(0);
    expect(agentPool.total).toBeLessThan(everyPool.total);
    const pool = (await customers('staff', { pool: 'department' })).data;
    expect(pool.total).toBeGreaterThan(0);
    expect(new Set(pool.list.map((row: { departmentId: number }) => row.departmentId))).toEqual(new Set([1]));
    expect(pool.list.every((row: { pool: string; ownerId: number | null }) => row.pool === 'department' && row.ownerId === null)).toBe(true);
  });

  it('filters by source, tag and creation time on the server', async () => {
    const bySource = (await customers('company', { source: '展会' })).data;
    expect(bySource.total).toBeGreaterThan(0);
    expect(bySource.list.every((row: { source: string }) => row.source === '展会')).toBe(true);
    const byTag = (await customers('company', { tags: '老客户' })).data;
    expect(byTag.list.every((row: { tags: string }) => row.tags.split(',').includes('老客户'))).toBe(true);
    const recent = (await customers('company', { createdAtFrom: '2100-01-01 00:00:00' })).data;
    expect(recent).toEqual({ list: [], total: 0 });
    expect((await customers('company', { createdAtFrom: '昨天' })).message).toBe('创建时间起格式应为 YYYY-MM-DD HH:mm:ss');
  });

  it('sorts by an allowed column and ignores any other sort field', async () => {
    const ascending = (await customers('admin', { pool: 'high', sortField: 'amount', sortOrder: 'ascend' })).data.list.map(
      (row: { amount: number }) => row.amount,
    );
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const injected = await customers('admin', { sortField: 'k.id; DROP TABLE customers', sortOrder: 'ascend' });
    expect(injected.code).toBe(200);
  });

  it('pages: the pages together hold every row once', async () => {
    const first = (await customers('staff', { pageSize: 10, pageIndex: 1 })).data;
    const pages = Math.ceil(first.total / 10);
    const ids = new Set<number>();
    for (let pageIndex = 1; pageIndex <= pages; pageIndex++) {
      for (const row of (await customers('staff', { pageSize: 10, pageIndex })).data.list) ids.add(row.id);
    }
    expect(ids.size).toBe(first.total);
  });
});

describe('adding and editing customers', () => {
  it('says in Chinese what is wrong, and adds a good one into my customers', async () => {
    expect((await post('staff', '/api/intentionCustomer/add', { phone: '13912340001' })).message).toBe('请填写客户名称');
    expect((await post('staff', '/api/intentionCustomer/add', { name: '测试客户', phone: '1391234' })).message).toBe(MOBILE.message);
    expect((await post('staff', '/api/intentionCustomer/add', { name: '测试客户', phone: '13912340001', source: '不存在' })).message).toBe(
      '来源不存在：不存在',
    );
    expect((await post('staff', '/api/intentionCustomer/add', { name: '测试客户', phone: '13912340001', amount: '1.234' })).message).toBe(
      '预计金额（元）最多两位小数',
    );
    expect((await post('staff', '/api/intentionCustomer/add', { name: '测试客户', phone: '13912340001', field_level: 'D类' })).message).toBe(
      '客户等级只能是：A类、B类、C类',
    );
    const added = await post('staff', '/api/intentionCustomer/add', {
      name: '测试客户',
      phone: '13912340001',
      source: '展会',
      tags: ['重点客户', '需回访'],
      amount: '8800.5',
      field_level: 'A类',
    });
    expect(added.code).toBe(200);
    const row = (await customers('staff', { phone: '13912340001' })).data.list[0];
    expect(row).toMatchObject({ name: '测试客户', ownerId: 8, pool: 'mine', source: '展会', tags: '重点客户,需回访', amount: 8800.5, extra: { level: 'A类' } });
    const again = await post('company', '/api/intentionCustomer/add', { name: '另一个', phone: '13912340001' });
    expect(again.message).toBe('该手机号已是本企业客户（我的客户，负责人：周强）');
  });

  it('leaves adding to company members; supervisors above a company cannot', async () => {
    expect(await post('admin', '/api/intentionCustomer/add', { name: '测试', phone: '13912340002' })).toMatchObject({ code: 403 });
  });

  it('edits within scope only: a normal user cannot edit a colleague’s customer', async () => {
    const colleagues = one<{ id: number }>(backend.db, "SELECT id FROM customers WHERE owner_id = 10 AND pool = 'mine' LIMIT 1");
    const refused = await post('staff', '/api/intentionCustomer/update', { id: colleagues.id, name: '改名', phone: '13912340003' });
    expect(refused).toMatchObject({ code: 403, message: '无权限访问该数据' });
    const own = (await customers('staff', { phone: '13912340001' })).data.list[0];
    const edited = await post('staff', '/api/intentionCustomer/update', {
      id: own.id,
      version: own.version,
      name: '测试客户（改）',
      phone: '13912340001',
      progress: '意向明确',
    });
    expect(edited.code).toBe(200);
    expect((await customers('staff', { phone: '13912340001' })).data.list[0]).toMatchObject({ name: '测试客户（改）', progress: '意向明确' });
  });

  it('refuses deleting to a normal user (even claiming admin in UserRole) and lets a company delete, with a record', async () => {
    const own = (await customers('staff', { phone: '13912340001' })).data.list[0];
    const tampered = await post('staff', '/api/intentionCustomer/delete', { ids: own.id }, { userrole: 'admin' });
    expect(tampered).toMatchObject({ code: 403, message: '无权限访问该数据' });
    expect((await post('company', '/api/intentionCustomer/delete', { ids: [own.id] })).data).toEqual({ deleted: 1 });
    expect((await customers('staff', { phone: '13912340001' })).data.total).toBe(0);
    const record = (await post('company', '/api/intentionCustomer/operationRecord', { action: '删除', recordPhone: '13912340001' })).data;
    expect(record.list[0]).toMatchObject({ target: '客户', action: '删除', recordName: '测试客户（改）', operatorName: '赵敏' });
  });
});

describe('pools: release, claim, transfer', () => {
  it('releases my customers to the high seas and lets a colleague claim them', async () => {
    const [first, second] = (await customers('staff', { pageSize: 2 })).data.list;
    const released = await post('staff', '/api/intentionCustomer/release', { ids: [first.id, second.id], toPool: 'high', reason: '联系不上' });
    expect(released.data).toEqual({ released: 2 });
    const high = (await customers('company', { pool: 'high', phone: first.phone })).data.list;
    expect(high.map((row: { id: number }) => row.id)).toContain(first.id);
    const log = (await post('staff', '/api/intentionCustomer/operationRecord', { action: '释放', recordPhone: first.phone })).data.list[0];
    expect(log).toMatchObject({ fromPool: 'mine', toPool: 'high', detail: '联系不上', operatorName: '周强' });
    expect((await post('sipstaff', '/api/intentionCustomer/claim', { ids: [first.id], pool: 'high' })).data).toEqual({ claimed: 1 });
    expect(one<{ owner_id: number; pool: string }>(backend.db, 'SELECT owner_id, pool FROM customers WHERE id = ?', first.id)).toEqual({
      owner_id: 10,
      pool: 'mine',
    });
    // Releasing what is no longer one's own is refused as a whole.
    expect((await post('staff', '/api/intentionCustomer/release', { ids: [first.id, second.id] })).code).toBe(403);
  });

  it('claims from the department pool only within the department', async () => {
    const otherDepartment = one<{ id: number }>(
      backend.db,
      "SELECT id FROM customers WHERE pool = 'department' AND company_id = 1 AND department_id = 2 LIMIT 1",
    );
    expect((await post('staff', '/api/intentionCustomer/claim', { ids: [otherDepartment.id], pool: 'department' })).code).toBe(403);
    // sipstaff (department 2) has no CRMDepartmentHigh flag; the company account may claim any department's.
    expect((await post('sipstaff', '/api/intentionCustomer/claim', { ids: [otherDepartment.id], pool: 'department' })).message).toBe('未开通部门公海');
    expect((await post('company', '/api/intentionCustomer/claim', { ids: [otherDepartment.id], pool: 'department' })).data).toEqual({ claimed: 1 });
  });

  it('transfers to a colleague of the customer’s company only', async () => {
    const own = (await customers('staff', { pageSize: 1 })).data.list[0];
    expect((await post('staff', '/api/intentionCustomer/transfer', { ids: [own.id], toUserId: 10 })).code).toBe(403);
    const stranger = one<{ id: number }>(backend.db, "SELECT id FROM users WHERE company_id <> 1 AND role = 'normal' LIMIT 1");
    expect((await post('company', '/api/intentionCustomer/transfer', { ids: [own.id], toUserId: stranger.id })).message).toBe('只能转移给客户所属企业的员工');
    expect((await post('department', '/api/intentionCustomer/transfer', { ids: [own.id], toUserId: 10 })).message).toBe('只能转移给本部门的员工');
    expect((await post('company', '/api/intentionCustomer/transfer', { ids: [own.id], toUserId: 10 })).data).toEqual({ transferred: 1 });
    expect(one<{ owner_id: number; department_id: number }>(backend.db, 'SELECT owner_id, department_id FROM customers WHERE id = ?', own.id)).toEqual({
      owner_id: 10,
      department_id: 2,
    });
    const colleagues = (await get('department', '/api/intentionCustomer/colleagues')).data as { departmentName: string }[];
    expect(new Set(colleagues.map((colleague) => colleague.departmentName))).toEqual(new Set(['销售一部']));
  });
});

describe('follow-ups', () => {
  it('records a follow-up, which sets the customer’s stage and follow-up times; deleting it restores them', async () => {
    const own = (await customers('staff', { pageSize: 1 })).data.list[0];
    expect((await post('staff', '/api/intentionCustomer/addFollow', { customerId: own.id, stage: '商务谈判', content: '' })).message).toBe('请填写跟进内容');
    expect(
      (
        await post('staff', '/api/intentionCustomer/addFollow', {
          customerId: own.id,
          stage: '商务谈判',
          content: '谈价格',
          nextFollowAt: '2000-01-01 10:00:00',
        })
      ).message,
    ).toBe('下次跟进时间不能早于现在');
    const added = await post('staff', '/api/intentionCustomer/addFollow', {
      customerId: own.id,
      stage: '商务谈判',
      way: '微信',
      content: '谈价格',
      nextFollowAt: '2099-01-01 10:00:00',
    });
    expect(added.code).toBe(200);
    const after = (await customers('staff', { phone: own.phone })).data.list.find((row: { id: number }) => row.id === own.id);
    expect(after).toMatchObject({ progress: '商务谈判', nextFollowAt: '2099-01-01 10:00:00' });
    expect(after.lastFollowAt >= own.lastFollowAt).toBe(true);
    const history = (await post('staff', '/api/intentionCustomer/followList', { customerId: own.id })).data.list;
    expect(history[0]).toMatchObject({ content: '谈价格', way: '微信', followerName: '周强' });
    // A colleague may not delete it; the author may.
    expect((await post('sipstaff', '/api/intentionCustomer/deleteFollow', { id: added.data.id })).code).toBe(403);
    expect((await post('staff', '/api/intentionCustomer/deleteFollow', { id: added.data.id })).code).toBe(200);
    expect((await customers('staff', { phone: own.phone })).data.list.find((row: { id: number }) => row.id === own.id).nextFollowAt).not.toBe(
      '2099-01-01 10:00:00',
    );
  });

  it('follows up only one’s own customers', async () => {
    const pool = one<{ id: number }>(backend.db, "SELECT id FROM customers WHERE pool = 'high' AND company_id = 1 LIMIT 1");
    expect((await post('staff', '/api/intentionCustomer/addFollow', { customerId: pool.id, stage: '初次接触', content: 'x' })).code).toBe(403);
  });
});

describe('the import template and import', () => {
  it('downloads the template as CSV with a Chinese file name', async () => {
    const response = await backend.app.inject({
      method: 'POST',
      url: '/api/intentionCustomer/downloadIntentionTemplate',
      headers: { authorization: `Bearer ${tokens.staff}` },
    });
    expect(response.headers['content-disposition']).toContain(encodeURIComponent('客户导入模板.csv'));
    expect(response.body.startsWith('\uFEFF客户名称,手机号,公司,来源,跟进进度,标签,预计金额（元）,备注\r\n')).toBe(true);
  });

  const header = ['客户名称', '手机号', '公司', '来源', '跟进进度', '标签', '预计金额（元）', '备注'];
  const importRows = (rows: string[][], who = 'staff') =>
    backend.call({ method: 'POST', url: '/api/intentionCustomer/import', token: tokens[who], payload: { header, rows } }).then((r) => r.body as Body);

  it('adds nothing from a file with mistakes and names the rows', async () => {
    const before = (await customers('staff')).data.total;
    const result = await importRows([
      ['导入一', '13700000101', '', '展会', '', '', '', ''],
      ['导入二', '12345', '', '', '', '', '', ''],
      ['', '13700000103', '', '', '', '', '', ''],
    ]);
    expect(result).toMatchObject({ code: 400, message: `导入失败，第 3 行：${MOBILE.message}；第 4 行：请填写客户名称` });
    expect((await customers('staff')).data.total).toBe(before);
  });

  it('imports good rows into my customers and skips numbers already present', async () => {
    const existing = (await customers('staff', { pageSize: 1 })).data.list[0].phone;
    const result = await importRows([
      ['导入一', '13700000101', '甲公司', '展会', '意向明确', '重点客户；需回访', '1200.50', '备注'],
      ['导入二', '13700000102', '', '', '', '', '', ''],
      ['导入重复', '13700000102', '', '', '', '', '', ''],
      ['老客户', existing, '', '', '', '', '', ''],
    ]);
    expect(result.data).toEqual({ added: 2, skipped: 2 });
    expect((await customers('staff', { phone: '13700000101' })).data.list[0]).toMatchObject({
      company: '甲公司',
      tags: '重点客户,需回访',
      amount: 1200.5,
      progress: '意向明确',
    });
    expect((await importRows([['a', '13700000109']], 'admin')).code).toBe(403);
    const missing = await backend.call({
      method: 'POST',
      url: '/api/intentionCustomer/import',
      token: tokens.staff,
      payload: { header: ['姓名'], rows: [['x']] },
    });
    expect(missing.body.message).toBe('模板缺少列：客户名称、手机号');
  });

  it('exports what the list shows as .xlsx, phone numbers as text and amounts as numbers', async () => {
    const list = (await customers('staff')).data as { total: number; list: { phone: string }[] };
    const response = await backend.app.inject({
      method: 'POST',
      url: '/api/intentionCustomer/export',
      headers: { authorization: `Bearer ${tokens.staff}` },
      payload: { pool: 'mine' },
    });
    expect(response.headers['content-disposition']).toContain(encodeURIComponent('我的客户.xlsx'));
    const sheet = await readSheet(response.rawPayload);
    expect(sheet.rowCount).toBe(list.total + 1);
    expect(sheet.getRow(1).values).toEqual([undefined, ...intentionCustomerApi.export.columns.map((column) => column.title)]);
    const phones = sheet.getColumn(2).values.slice(2);
    expect(phones.every((phone) => typeof phone === 'string' && MOBILE.regex.test(phone))).toBe(true);
    expect(typeof sheet.getRow(2).getCell(7).value).toBe('number');
  });

  it("exports the columns the list shows, in its order, with the company's custom fields; unknown keys are skipped", async () => {
    const { columns } = (await get('company', '/api/intentionCustomer/formOptions')).data as { columns: { key: string; label: string; builtin: boolean }[] };
    const custom = columns.filter((column) => !column.builtin);
    expect(custom.map((column) => column.label)).toEqual(expect.arrayContaining(['客户等级', '意向产品']));
    const wanted = [`extra.${custom[0].key}`, 'phone', 'name', '操作', 'departmentName', `extra.${custom[1].key}`];
    const exported = (payload: Record<string, unknown>) =>
      backend.app.inject({
        method: 'POST',
        url: '/api/intentionCustomer/export',
        headers: { authorization: `Bearer ${tokens.company}` },
        payload: { pool: 'mine', ...payload },
      });
    const sheet = await readSheet((await exported({ columns: wanted.join(',') })).rawPayload);
    expect(sheet.getRow(1).values).toEqual([undefined, custom[0].label, '手机号', '客户名称', '部门', custom[1].label]);
    const stored = one<{ phone: string; extra: string }>(
      backend.db,
      "SELECT phone, extra FROM customers WHERE company_id = 1 AND pool = 'mine' AND extra LIKE ? LIMIT 1",
      `%${custom[0].key}%`,
    );
    const row = sheet.getColumn(2).values.indexOf(stored.phone);
    expect(row).toBeGreaterThan(1);
    expect(sheet.getRow(row).getCell(1).value).toBe(String((JSON.parse(stored.extra) as Record<string, unknown>)[custom[0].key]));
    // An older kit sends no columns: the declared ones, as before.
    expect((await readSheet((await exported({})).rawPayload)).getRow(1).values).toEqual([
      undefined,
      ...intentionCustomerApi.export.columns.map((column) => column.title),
    ]);
    const nothing = await exported({ columns: '操作,nope' });
    expect(nothing.json()).toMatchObject({ code: 400, message: '没有可导出的列' });
  });
});

describe('sources, tags and stages (crmDictionary)', () => {
  it('renames a source on every customer of the company and refuses to delete one in use', async () => {
    const list = (await post('company', '/api/crmDictionary/list', { kind: 'source' })).data.list as { id: number; name: string; customerCount: number }[];
    const fair = list.find((entry) => entry.name === '展会')!;
    expect(fair.customerCount).toBeGreaterThan(0);
    expect((await post('company', '/api/crmDictionary/save', { kind: 'source', id: fair.id, name: '网络推广' })).message).toBe('来源「网络推广」已存在');
    expect((await post('company', '/api/crmDictionary/save', { kind: 'source', id: fair.id, name: '行业展会' })).code).toBe(200);
    const count = (source: string) => one<{ n: number }>(backend.db, 'SELECT COUNT(*) AS n FROM customers WHERE company_id = 1 AND source = ?', source).n;
    expect(count('展会')).toBe(0);
    expect(count('行业展会')).toBe(fair.customerCount);
    expect((await customers('company', { source: '行业展会' })).data.total).toBeGreaterThan(0);
    expect((await post('company', '/api/crmDictionary/delete', { id: fair.id })).message).toBe(
      `仍有 ${fair.customerCount} 个客户使用来源「行业展会」，无法删除`,
    );
    // Another company's sources are untouched.
    expect(one<{ n: number }>(backend.db, "SELECT COUNT(*) AS n FROM customers WHERE company_id <> 1 AND source = '展会'").n).toBeGreaterThan(0);
  });

  it('takes a deleted tag off the customers', async () => {
    const tag = ((await post('company', '/api/crmDictionary/list', { kind: 'tag', name: '价格敏感' })).data.list as { id: number }[])[0];
    expect((await post('company', '/api/crmDictionary/delete', { id: tag.id })).code).toBe(200);
    expect((await customers('company', { tags: '价格敏感' })).data.total).toBe(0);
  });

  it('leaves configuration to the company role', async () => {
    expect((await post('department', '/api/crmDictionary/save', { kind: 'tag', name: '新标签' })).code).toBe(403);
    expect((await post('company', '/api/crmDictionary/save', { kind: 'tag', name: '新,标签' })).message).toBe('标签名称不能包含逗号');
    expect((await post('company', '/api/crmDictionary/save', { kind: 'nope', name: 'x' })).message).toBe('类别不正确');
  });
});

describe('field configuration (/customTag, getColumn)', () => {
  it('answers the company’s columns, and refuses another user’s', async () => {
    const columns = (await get('staff', '/api/intentionCustomer/getColumn', { companyId: 1, userId: 8 })).data as { key: string; builtin: boolean }[];
    expect(columns.slice(0, 2).map((column) => column.key)).toEqual(['name', 'phone']);
    expect(columns.filter((column) => !column.builtin).map((column) => column.key)).toEqual(['level', 'product']);
    expect((await get('staff', '/api/intentionCustomer/getColumn', { companyId: 1, userId: 6 })).code).toBe(403);
    expect((await get('staff', '/api/intentionCustomer/getColumn', { companyId: 2, userId: 8 })).code).toBe(403);
  });

  it('adds a required custom field that the customer form then requires; built-ins are never deleted', async () => {
    expect((await post('company', '/api/customField/save', { label: '行业', kind: 'select', options: '制造' })).message).toBe(
      '下拉选项至少填写两个，用逗号分隔',
    );
    const added = await post('company', '/api/customField/save', { label: '微信号', kind: 'text', required: 'true', sort: 40 });
    expect(added.code).toBe(200);
    expect((await post('staff', '/api/intentionCustomer/add', { name: '要微信', phone: '13912340077' })).message).toBe('请填写微信号');
    const columns = (await get('company', '/api/intentionCustomer/getColumn')).data as { label: string; key: string }[];
    const wechat = columns.find((column) => column.label === '微信号')!;
    expect((await post('staff', '/api/intentionCustomer/add', { name: '要微信', phone: '13912340077', [`field_${wechat.key}`]: 'wx_01' })).code).toBe(200);
    const phone = ((await post('company', '/api/customField/list', { label: '手机号' })).data.list as { id: number }[])[0];
    expect((await post('company', '/api/customField/delete', { id: phone.id })).message).toBe('内置字段不能删除，可设置为隐藏');
    expect((await post('company', '/api/customField/save', { id: phone.id, label: '手机号', visible: 'false' })).message).toBe('客户名称和手机号不能隐藏');
    expect((await post('company', '/api/customField/delete', { id: added.data.id })).code).toBe(200);
  });
});

describe('automatic recycling', () => {
  it('picks the customers not followed up within the days, except excluded stages (domain rule)', () => {
    const rule = { ...recoveryRule(backend.db, 1), noFollowDays: 10, excludeProgress: ['已成交'] };
    const due = dueForRecovery(backend.db, rule, new Date());
    expect(due.length).toBeGreaterThan(0);
    const threshold = new Date(Date.now() - 10 * 86_400_000).toISOString();
    for (const customer of due as unknown as { pool: string; progress: string; last_follow_at: string; created_at: string; company_id: number }[]) {
      expect(customer).toMatchObject({ pool: 'mine', company_id: 1 });
      expect(customer.progress).not.toBe('已成交');
      const last = customer.last_follow_at || customer.created_at;
      expect(new Date(last.replace(' ', 'T')).toISOString() < threshold).toBe(true);
    }
    const stricter = dueForRecovery(backend.db, { ...rule, noFollowDays: 365 }, new Date());
    expect(stricter.length).toBeLessThan(due.length);
  });

  it('saves the rule (company only), runs it and records what it recycled', async () => {
    expect((await post('company', '/api/intentionCustomer/AutomaticRecovery', { enabled: 'true', noFollowDays: 0 })).message).toBe('未跟进天数不能小于 1');
    expect((await post('staff', '/api/intentionCustomer/AutomaticRecovery', { enabled: 'true', noFollowDays: 30 })).code).toBe(403);
    expect((await post('company', '/api/intentionCustomer/AutomaticRecovery', { enabled: 'false', noFollowDays: 30 })).data).toMatchObject({ enabled: false });
    expect((await post('company', '/api/intentionCustomer/runRecovery')).message).toBe('自动回收未启用，请先开启并保存规则');
    const saved = await post('company', '/api/intentionCustomer/AutomaticRecovery', {
      enabled: 'true',
      noFollowDays: 20,
      targetPool: 'high',
      excludeProgress: ['已成交', '商务谈判'],
    });
    expect(saved.data).toMatchObject({ enabled: true, noFollowDays: 20, excludeProgress: ['已成交', '商务谈判'] });
    expect((await get('company', '/api/intentionCustomer/getAutomaticRecovery', { companyId: 1 })).data.noFollowDays).toBe(20);
    const due = dueForRecovery(backend.db, recoveryRule(backend.db, 1), new Date()).length;
    const before = (await post('company', '/api/intentionCustomer/RecoveryRecord')).data.total;
    expect((await post('company', '/api/intentionCustomer/runRecovery')).data).toEqual({ recycled: due });
    expect((await post('company', '/api/intentionCustomer/RecoveryRecord')).data.total).toBe(before + due);
    expect(dueForRecovery(backend.db, recoveryRule(backend.db, 1), new Date())).toEqual([]);
    expect((await get('company', '/api/intentionCustomer/getAutomaticRecovery', { companyId: 2 })).code).toBe(403);
  });

  it('runs every enabled rule by itself on its schedule, logged as the system', async () => {
    await post('company', '/api/intentionCustomer/AutomaticRecovery', { enabled: 'true', noFollowDays: 30, targetPool: 'high' });
    backend.db
      .prepare(
        `UPDATE customers SET last_follow_at = '2020-01-01 00:00:00' WHERE id = (SELECT id FROM customers WHERE company_id = 1 AND pool = 'mine' ORDER BY id LIMIT 1)`,
      )
      .run();
    const recordsBefore = ((await post('company', '/api/intentionCustomer/RecoveryRecord', { pageSize: 1 })).data as { total: number }).total;
    const due = () => dueForRecovery(backend.db, recoveryRule(backend.db, 1), new Date());
    const count = due().length;
    expect(count).toBeGreaterThan(0);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const stop = scheduleRecoveries(backend.db, 60 * 60_000);
      vi.advanceTimersByTime(60 * 60_000 - 1);
      expect(due()).toHaveLength(count);
      vi.advanceTimersByTime(1);
      expect(due()).toEqual([]);
      stop();
    } finally {
      vi.useRealTimers();
    }
    // Newest first: the run's records lead the list (a page holds at most 100), and the total grew by the run.
    const records = async () =>
      (await post('company', '/api/intentionCustomer/RecoveryRecord', { pageSize: 100 })).data as { total: number; list: { operatorName: string }[] };
    const { total, list } = await records();
    expect(total - recordsBefore).toBeGreaterThanOrEqual(count);
    expect(list.slice(0, Math.min(count, 100)).every((line) => line.operatorName === SYSTEM_OPERATOR)).toBe(true);
    expect(SYSTEM_OPERATOR).toBe('系统');
  });
});

describe('statistics and quality control', () => {
  it('counts what the pool lists count', async () => {
    const sum = (await post('company', '/api/intentionCustomer/getCrmSum', { from: '2026-01-01', to: '2026-01-31' })).data;
    expect(sum.mine).toBe((await customers('company')).data.total);
    expect(sum.highSeas).toBe((await customers('company', { pool: 'high' })).data.total);
    expect(sum.total).toBe(sum.mine + sum.highSeas + sum.departmentHighSeas);
    expect(sum.byProgress.reduce((n: number, entry: { count: number }) => n + entry.count, 0)).toBe(sum.total);
    expect(sum.trend).toHaveLength(31);
    expect((await post('company', '/api/intentionCustomer/getCrmSum', { from: '2026-02-01', to: '2026-01-01' })).message).toBe('开始日期不能晚于结束日期');
  });

  it('finds duplicated numbers and overdue customers, for supervisors only', async () => {
    const duplicates = (await post('company', '/api/intentionCustomer/qualityControl', { issue: 'duplicate', pageSize: 100 })).data.list as {
      phone: string;
      issue: string;
    }[];
    expect(duplicates.length).toBeGreaterThan(0);
    const counts = new Map<string, number>();
    for (const row of duplicates) counts.set(row.phone, (counts.get(row.phone) ?? 0) + 1);
    expect([...counts.values()].every((n) => n >= 2)).toBe(true);
    expect(duplicates[0].issue).toBe('手机号重复');
    const overdue = (await post('company', '/api/intentionCustomer/qualityControl', { issue: 'overdue', days: 5 })).data.list as { days: number }[];
    expect(overdue.every((row) => row.days >= 5)).toBe(true);
    expect((await post('staff', '/api/intentionCustomer/qualityControl')).code).toBe(403);
  });
});

describe('templates (/modou)', () => {
  it('adds, edits and deletes a company template, with validation', async () => {
    expect((await post('company', '/api/crmTemplate/save', { name: '开场白', type: '跟进话术' })).message).toBe('请填写模板内容');
    expect((await post('company', '/api/crmTemplate/save', { name: '开场白', type: '传真', content: 'x' })).message).toBe('模板类型不正确');
    const created = await post('company', '/api/crmTemplate/save', { name: '开场白', type: '跟进话术', content: '您好' });
    expect(
      (await post('company', '/api/crmTemplate/save', { id: created.data.id, name: '开场白2', type: '跟进话术', content: '您好！', enabled: 'false' })).code,
    ).toBe(200);
    expect((await post('company', '/api/crmTemplate/list', { name: '开场白2' })).data.list[0]).toMatchObject({
      content: '您好！',
      enabled: 0,
      creatorName: '赵敏',
    });
    expect((await post('staff', '/api/crmTemplate/delete', { id: created.data.id })).code).toBe(403);
    expect((await post('company', '/api/crmTemplate/delete', { id: created.data.id })).code).toBe(200);
    expect((await post('company', '/api/crmTemplate/list', { name: '开场白2' })).data.total).toBe(0);
  });
});
