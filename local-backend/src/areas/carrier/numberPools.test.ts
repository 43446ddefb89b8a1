import { SEEDED_ACCOUNTS } from '@console/sdk/seeded';
import { POOL_TEXTS, numberPoolApi } from '@console/remote-carrier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheet, startBackend, type Harness } from '../../test/harness';

let backend: Harness;
let admin: string;
beforeAll(async () => {
  backend = await startBackend();
  admin = await backend.login(SEEDED_ACCOUNTS.admin.username);
});
afterAll(() => backend.app.close());

const post = async (url: string, payload: Record<string, unknown>, token = admin) => (await backend.call({ method: 'POST', url, payload, token })).body;
const list = (payload: Record<string, unknown>) => post('/api/carrier/poolNumberList', { pageIndex: 1, pageSize: 10, ...payload });
const count = (sql: string, ...values: unknown[]) =>
  backend.db
    .prepare(sql)
    .pluck()
    .get(...values) as number;
const free = (pool: string, n: number) =>
  backend.db.prepare('SELECT id, phone_number AS phone FROM carrier_pool_numbers WHERE pool = ? AND company_id IS NULL ORDER BY id LIMIT ?').all(pool, n) as {
    id: number;
    phone: string;
  }[];

describe('number pools: lists', () => {
  it('lists each pool apart, with thousands of seeded numbers, its status filter on the server', async () => {
    for (const pool of ['platform', 'WN']) {
      const { data } = await list({ pool });
      expect(data.total).toBe(count('SELECT COUNT(*) FROM carrier_pool_numbers WHERE pool = ?', pool));
      expect(data.total).toBeGreaterThan(1000);
      const assigned = (await list({ pool, status: '已分配' })).data;
      expect(assigned.total).toBe(count('SELECT COUNT(*) FROM carrier_pool_numbers WHERE pool = ? AND company_id IS NOT NULL', pool));
      for (const row of assigned.list) expect(row).toMatchObject({ status: '已分配', companyName: expect.stringMatching(/.+/) });
    }
    expect((await post('/api/carrier/poolNumberList', {})).message).toBe('请选择号码池');
  });

  it('is the admin’s alone', async () => {
    const agent = await backend.login(SEEDED_ACCOUNTS.agent.username);
    expect((await post('/api/carrier/poolNumberList', { pool: 'platform' }, agent)).code).toBe(403);
  });

  it('exports the pool as .xlsx with the list’s columns', async () => {
    const response = await backend.app.inject({
      method: 'POST',
      url: '/api/carrier/poolNumberExport',
      headers: { authorization: `Bearer ${admin}` },
      payload: { pool: 'WN' },
    });
    expect(decodeURIComponent(String(response.headers['content-disposition']))).toContain('蜗牛号码池.xlsx');
    const sheet = await readSheet(response.rawPayload);
    expect(sheet.getRow(1).values).toEqual([undefined, ...numberPoolApi.export.columns.map((column) => column.title)]);
    expect(sheet.rowCount).toBe(1 + count("SELECT COUNT(*) FROM carrier_pool_numbers WHERE pool = 'WN'"));
  });
});

describe('number pools: a number is in one place at a time', () => {
  it('adds the valid numbers, names the malformed ones and those already in a pool (either one)', async () => {
    const [inWn] = free('WN', 1);
    const added = await post('/api/carrier/poolNumberAdd', { pool: 'platform', operator: '移动', phoneNumbers: `13622220001,13622220002\n123\n${inWn.phone}` });
    expect(added).toMatchObject({ code: 200, data: { added: 2, invalid: ['123'], taken: [inWn.phone] } });
    expect(count('SELECT COUNT(*) FROM carrier_pool_numbers WHERE phone_number = ?', inWn.phone)).toBe(1);
    expect(POOL_TEXTS.added(added.data)).toBe(`已入池 2 个号码；已在号码池中：${inWn.phone}；格式不正确：123`);
  });

  it('is held by the database, not only by the handler', () => {
    const [one] = free('platform', 1);
    expect(() =>
      backend.db
        .prepare("INSERT INTO carrier_pool_numbers (pool, phone_number, operator, created_at) VALUES ('WN', ?, '移动', '2026-01-01 00:00:00')")
        .run(one.phone),
    ).toThrow(/UNIQUE/);
    expect(() => backend.db.prepare('UPDATE carrier_pool_numbers SET company_id = 1, agent_id = 1 WHERE id = ?').run(one.id)).toThrow(/CHECK/);
  });

  it('assigns free numbers to a company in a batch, skips the assigned ones, takes them back, and records each move', async () => {
    const [a, b] = free('platform', 2);
    const assignedOne = backend.db.prepare('SELECT id, phone_number AS phone FROM carrier_pool_numbers WHERE company_id IS NOT NULL LIMIT 1').get() as {
      id: number;
      phone: string;
    };
    const moved = await post('/api/carrier/poolNumberAssign', { ids: `${a.id},${b.id},${assignedOne.id}`, companyId: 1 });
    expect(moved).toMatchObject({ code: 200, data: { moved: 2, skipped: [assignedOne.phone] } });
    expect(count('SELECT COUNT(*) FROM carrier_pool_numbers WHERE id IN (?, ?) AND company_id = 1 AND assigned_at IS NOT NULL', a.id, b.id)).toBe(2);
    expect(count("SELECT COUNT(*) FROM carrier_pool_moves WHERE number_id IN (?, ?) AND action = '分配' AND company_id = 1", a.id, b.id)).toBe(2);
    expect(await post('/api/carrier/poolNumberAssign', { ids: `${a.id}`, companyId: 2 })).toMatchObject({ code: 400, message: POOL_TEXTS.assignNone });
    expect(await post('/api/carrier/poolNumberDelete', { id: a.id })).toMatchObject({ code: 400, message: POOL_TEXTS.deleteAssigned(a.phone) });
    const back = await post('/api/carrier/poolNumberRecall', { ids: `${a.id},${b.id}` });
    expect(back.data).toEqual({ moved: 2, skipped: [] });
    expect(count('SELECT COUNT(*) FROM carrier_pool_numbers WHERE id IN (?, ?) AND company_id IS NULL', a.id, b.id)).toBe(2);
    expect(count("SELECT COUNT(*) FROM carrier_pool_moves WHERE number_id = ? AND action = '收回'", a.id)).toBe(1);
    expect(await post('/api/carrier/poolNumberRecall', { ids: `${a.id}` })).toMatchObject({ code: 400, message: POOL_TEXTS.recallNone });
    expect((await post('/api/carrier/poolNumberDelete', { id: a.id })).code).toBe(200);
  });
});
