import { MOBILE } from '@console/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheet, startBackend, type Harness } from '../../test/harness';

/** Leads, lead pool, assignment and recycling, web clues, consultations, clue collection. */
let backend: Harness;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  backend = await startBackend();
  for (const username of ['admin', 'agent', 'subagent', 'company', 'department', 'staff', 'sipstaff', 'gm']) tokens[username] = await backend.login(username);
});
afterAll(() => backend.app.close());

type Body = { code: number; message: string; data: any };
const post = async (who: string, url: string, payload: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<Body> =>
  (await backend.call({ method: 'POST', url, token: tokens[who], payload, headers })).body;
const clues = (who: string, query: Record<string, unknown> = {}) => post(who, '/api/clue/list', { pageSize: 100, ...query });
type Clue = { id: number; status: string; assigneeId: number | null; companyId: number; phone: string; name: string };

describe('lead views', () => {
  it('shows a normal user the leads assigned to it, the pool the unassigned ones of its company', async () => {
    const mine = (await clues('staff')).data;
    expect(mine.total).toBeGreaterThan(0);
    expect(new Set(mine.list.map((row: Clue) => row.assigneeId))).toEqual(new Set([8]));
    const pool = (await clues('company', { view: 'pool' })).data;
    expect(pool.total).toBeGreaterThan(50);
    expect(pool.list.every((row: Clue) => row.status === '待分配' && row.assigneeId === null && row.companyId === 1)).toBe(true);
    const all = (await clues('company', { view: 'assign' })).data.total;
    expect(all).toBeGreaterThan(pool.total);
    const assigned = (await clues('company', { view: 'assign', assigned: '1' })).data;
    const unassigned = (await clues('company', { view: 'assign', assigned: '0' })).data;
    expect(assigned.list.every((row: Clue) => row.assigneeId !== null)).toBe(true);
    expect(assigned.total + unassigned.total).toBe(all);
    expect((await clues('gm', { view: 'pool' })).data.total).toBe(0);
  });

  it('shows a department the leads of its members', async () => {
    const rows = (await clues('department')).data.list as Clue[];
    const departments = new Set(rows.map((row) => backend.db.prepare('SELECT department_id FROM users WHERE id = ?').pluck().get(row.assigneeId)));
    expect(departments).toEqual(new Set([1]));
  });
});

describe('lead actions', () => {
  it('adds a normal user’s lead to itself, a company’s to the pool; refuses a duplicate open lead', async () => {
    expect((await post('staff', '/api/clue/add', { name: '线索甲', phone: '139' })).message).toBe(MOBILE.message);
    expect((await post('staff', '/api/clue/add', { name: '线索甲', phone: '13911110001', source: '官网表单' })).code).toBe(200);
    expect((await clues('staff', { phone: '13911110001' })).data.list[0]).toMatchObject({ assigneeId: 8, status: '跟进中' });
    expect((await post('company', '/api/clue/add', { name: '线索甲', phone: '13911110001' })).message).toBe('该电话已有未结束的线索');
    expect((await post('company', '/api/clue/add', { name: '线索乙', phone: '13911110002' })).code).toBe(200);
    expect((await clues('company', { view: 'pool', phone: '13911110002' })).data.total).toBe(1);
    expect((await post('admin', '/api/clue/add', { name: '线索丙', phone: '13911110003' })).code).toBe(403);
  });

  it('assigns and recycles for supervisors only, within the lead’s company', async () => {
    const lead = (await clues('company', { view: 'pool', phone: '13911110002' })).data.list[0] as Clue;
    expect((await post('staff', '/api/clue/assign', { ids: [lead.id], assigneeId: 8 }, { userrole: 'admin' })).code).toBe(403);
    const stranger = backend.db.prepare("SELECT id FROM users WHERE company_id <> 1 AND role = 'normal' LIMIT 1").pluck().get();
    expect((await post('company', '/api/clue/assign', { ids: [lead.id], assigneeId: stranger })).message).toBe('只能分配给线索所属企业的员工');
    expect((await post('department', '/api/clue/assign', { ids: [lead.id], assigneeId: 10 })).message).toBe('只能分配给本部门的员工');
    expect((await post('department', '/api/clue/assign', { ids: [lead.id], assigneeId: 8 })).data).toEqual({ assigned: 1 });
    expect((await clues('staff', { phone: '13911110002' })).data.list[0]).toMatchObject({ status: '跟进中', assigneeId: 8 });
    expect((await post('company', '/api/clue/recycle', { ids: [lead.id] })).data).toEqual({ recycled: 1 });
    expect((await clues('company', { view: 'pool', phone: '13911110002' })).data.list[0]).toMatchObject({ status: '待分配', assigneeId: null });
    const log = (await post('company', '/api/intentionCustomer/operationRecord', { target: '线索', recordPhone: '13911110002' })).data.list.map(
      (row: { action: string }) => row.action,
    );
    expect(log).toEqual(['回收', '分配', '新增']);
  });

  it('lets staff claim from the pool and convert a lead into a customer once', async () => {
    const lead = (await clues('company', { view: 'pool', phone: '13911110002' })).data.list[0] as Clue;
    expect((await post('staff', '/api/clue/claim', { ids: [lead.id] })).data).toEqual({ claimed: 1 });
    expect((await post('staff', '/api/clue/claim', { ids: [lead.id] })).code).toBe(403);
    expect((await post('staff', '/api/clue/toCustomer', { ids: [lead.id] })).data).toEqual({ converted: 1, skipped: 0 });
    const customer = (await post('staff', '/api/intentionCustomer/list', { phone: '13911110002' })).data.list[0];
    expect(customer).toMatchObject({ name: '线索乙', ownerId: 8, pool: 'mine', source: '线索池' });
    expect((await post('staff', '/api/clue/toCustomer', { ids: [lead.id] })).message).toBe('线索「线索乙」已转客户，不能转为客户');
    expect((await post('company', '/api/clue/recycle', { ids: [lead.id] })).message).toBe('线索「线索乙」已转客户，不能回收');
  });

  it('changes a status only along the allowed path and deletes for supervisors', async () => {
    const lead = (await clues('staff', { phone: '13911110001' })).data.list[0] as Clue;
    expect((await post('staff', '/api/clue/update', { id: lead.id, name: lead.name, phone: lead.phone, status: '已转客户' })).message).toBe(
      '不能将线索从「跟进中」改为「已转客户」',
    );
    expect((await post('staff', '/api/clue/update', { id: lead.id, name: '线索甲（改）', phone: lead.phone, status: '无效' })).code).toBe(200);
    expect((await post('staff', '/api/clue/delete', { ids: [lead.id] })).code).toBe(403);
    expect((await post('company', '/api/clue/delete', { ids: [lead.id] })).data).toEqual({ deleted: 1 });
  });

  it('exports the view as .xlsx', async () => {
    const total = (await clues('company', { view: 'pool' })).data.total;
    const response = await backend.app.inject({
      method: 'POST',
      url: '/api/clue/export',
      headers: { authorization: `Bearer ${tokens.company}` },
      payload: { view: 'pool' },
    });
    expect(response.headers['content-disposition']).toContain(encodeURIComponent('线索列表.xlsx'));
    expect((await readSheet(response.rawPayload)).rowCount).toBe(total + 1);
  });
});

describe('web clues and consultations (markers)', () => {
  it('is for admin, agents, sub-agents and companies', async () => {
    for (const who of ['department', 'staff', 'gm']) expect((await post(who, '/api/marker/webClue')).code).toBe(403);
    expect((await post('staff', '/api/marker/consultationDetailed')).code).toBe(403);
    const company = (await post('company', '/api/marker/webClue', { pageSize: 100 })).data;
    expect(company.total).toBeGreaterThan(100);
    expect(new Set(company.list.map((row: { companyName: string }) => row.companyName))).toEqual(new Set(['星辰科技有限公司']));
    expect((await post('admin', '/api/marker/webClue')).data.total).toBeGreaterThan(company.total);
    expect(
      (await post('company', '/api/marker/webClue', { channel: '抖音', pageSize: 100 })).data.list.every((row: { channel: string }) => row.channel === '抖音'),
    ).toBe(true);
  });

  it('lists the consultations of one web clue', async () => {
    const clue = (await post('company', '/api/marker/webClue')).data.list[0];
    const talks = (await post('company', '/api/marker/consultationDetailed', { webClueId: clue.id })).data;
    expect(talks.total).toBe(clue.consultations);
    expect(talks.list.every((row: { phone: string }) => row.phone === clue.phone)).toBe(true);
  });

  it('downloads web clues (downloadWebClue) and turns them into pool leads once', async () => {
    const total = (await post('company', '/api/marker/webClue', { status: '未转化' })).data.total;
    const file = await backend.app.inject({
      method: 'POST',
      url: '/api/marker/downloadWebClue',
      headers: { authorization: `Bearer ${tokens.company}` },
      payload: { status: '未转化' },
    });
    expect(file.headers['content-disposition']).toContain(encodeURIComponent('网页线索.xlsx'));
    expect((await readSheet(file.rawPayload)).rowCount).toBe(total + 1);
    const clue = (await post('company', '/api/marker/webClue', { status: '未转化' })).data.list[0];
    expect((await post('company', '/api/marker/webClueToClue', { ids: [clue.id] })).data).toEqual({ converted: 1 });
    expect((await clues('company', { view: 'pool', phone: clue.phone, source: '网页线索' })).data.total).toBe(1);
    expect((await post('company', '/api/marker/webClueToClue', { ids: [clue.id] })).message).toBe(`网页线索 ${clue.phone} 已转为线索`);
  });
});

describe('clue collection', () => {
  it('turns a company’s collected companies into pool leads; an admin’s own collection has no company', async () => {
    const rows = (await post('company', '/api/clueCollection/list', { status: '未转化' })).data.list;
    expect((await post('company', '/api/clueCollection/toClue', { ids: [rows[0].id] })).data).toEqual({ converted: 1 });
    expect((await clues('company', { view: 'pool', phone: rows[0].phone, source: '线索查找' })).data.total).toBeGreaterThanOrEqual(1);
    const adminOwn = backend.db.prepare("SELECT id, name FROM clue_collections WHERE user_id = 1 AND pool = 'mine' AND status = '未转化' LIMIT 1").get() as {
      id: number;
      name: string;
    };
    expect((await post('admin', '/api/clueCollection/toClue', { ids: [adminOwn.id] })).message).toBe(`「${adminOwn.name}」不属于任何企业，不能转为线索`);
    expect((await post('staff', '/api/clueCollection/toClue', { ids: [rows[1].id] })).code).toBe(403);
  });

  it('releases into the lead-finding high seas', async () => {
    const row = (await post('company', '/api/clueCollection/list', { status: '未转化' })).data.list[0];
    expect((await post('company', '/api/clueCollection/release', { ids: [row.id] })).data).toEqual({ released: 1 });
    const high = (await post('company', '/api/leadFinding/highSeas', { name: row.name })).data.list;
    expect(high.map((entry: { id: number }) => entry.id)).toContain(row.id);
  });
});
