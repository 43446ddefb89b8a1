import { ROLES } from '@console/sdk/manifest';
import { SEEDED_ACCOUNTS } from '@console/sdk/seeded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTERPRISE_LIMITING_TEXTS, enterpriseLimitingApi, enterpriseLimiting } from '@console/remote-carrier/contract';
import { readSheet, startBackend, type Harness } from '../../test/harness';

let backend: Harness;
let token: string;
beforeAll(async () => {
  backend = await startBackend();
  token = await backend.login(SEEDED_ACCOUNTS.admin.username);
});
afterAll(() => backend.app.close());

const post = (url: string, payload: Record<string, unknown> = {}, as = token) => backend.call({ method: 'POST', url, payload, token: as });
const list = async (payload: Record<string, unknown>) => (await post('/api/carrier/enterpriseLimiting/list', { ...payload })).body;

describe('/api/carrier/enterpriseLimiting', () => {
  it('pages the seeded rows', async () => {
    const body = await list({ pageIndex: 1, pageSize: 10 });
    expect(body.code).toBe(200);
    expect(body.data.list).toHaveLength(10);
    expect(body.data.total).toBe(backend.db.prepare('SELECT COUNT(*) FROM carrier_enterprise_limiting').pluck().get());
  });

  it('filters by mode', async () => {
    const [row] = (await list({ pageIndex: 1, pageSize: 1 })).data.list;
    const value = row.mode;
    const { data } = await list({ mode: value, pageIndex: 1, pageSize: 50 });
    expect(data.total).toBeGreaterThan(0);
    for (const found of data.list) expect(found.mode).toBe(value);
  });

  it('filters by status', async () => {
    const [row] = (await list({ pageIndex: 1, pageSize: 1 })).data.list;
    const value = row.status;
    const { data } = await list({ status: value, pageIndex: 1, pageSize: 50 });
    expect(data.total).toBeGreaterThan(0);
    for (const found of data.list) expect(found.status).toBe(value);
  });

  it('sorts by dailyLimit on the server', async () => {
    const values = (await list({ sortField: 'dailyLimit', sortOrder: 'ascend', pageIndex: 1, pageSize: 50 })).data.list.map(
      (row: Record<string, unknown>) => row.dailyLimit,
    );
    expect(values.filter((value: unknown) => value !== null)).toEqual(
      values.filter((value: unknown) => value !== null).sort((a: never, b: never) => (a < b ? -1 : a > b ? 1 : 0)),
    );
  });

  it('refuses the roles the page is not for', async () => {
    const access = enterpriseLimitingApi.list.access;
    const allowed: readonly string[] = typeof access === 'string' ? ROLES : access;
    for (const role of ROLES.filter((role) => !allowed.includes(role))) {
      const other = await backend.login(SEEDED_ACCOUNTS[role].username);
      expect((await post('/api/carrier/enterpriseLimiting/list', {}, other)).body.code).toBe(403);
    }
  });

  it('adds, edits and deletes a rule; one per company; bad input refused in Chinese', async () => {
    const free = backend.db
      .prepare('SELECT id FROM companies WHERE id NOT IN (SELECT company_id FROM carrier_enterprise_limiting) ORDER BY id LIMIT 1')
      .pluck()
      .get() as number;
    const name = backend.db.prepare('SELECT name FROM companies WHERE id = ?').pluck().get(free) as string;
    const rule = { companyId: free, mode: '停止外呼', reason: '欠费', status: '生效中' };
    expect((await post('/api/carrier/enterpriseLimiting/add', { ...rule, reason: '' })).body).toMatchObject({
      code: 400,
      message: `请填写${enterpriseLimiting.fields.reason.label}`,
    });
    expect((await post('/api/carrier/enterpriseLimiting/add', { ...rule, mode: '限量' })).body).toMatchObject({
      code: 400,
      message: ENTERPRISE_LIMITING_TEXTS.limitMissing,
    });
    const added = await post('/api/carrier/enterpriseLimiting/add', rule);
    expect(added.body.code).toBe(200);
    const id = added.body.data.id;
    expect((await post('/api/carrier/enterpriseLimiting/add', rule)).body).toMatchObject({ code: 400, message: ENTERPRISE_LIMITING_TEXTS.duplicate(name) });
    expect((await post('/api/carrier/enterpriseLimiting/update', { id, mode: '限量', dailyLimit: 800, reason: '限量', status: '生效中' })).body.code).toBe(200);
    expect(backend.db.prepare('SELECT mode, daily_limit AS dailyLimit FROM carrier_enterprise_limiting WHERE id = ?').get(id)).toEqual({
      mode: '限量',
      dailyLimit: 800,
    });
    // Back to 停止外呼: the cap is dropped with the mode.
    expect((await post('/api/carrier/enterpriseLimiting/update', { id, mode: '停止外呼', dailyLimit: 800, reason: '欠费', status: '生效中' })).body.code).toBe(
      200,
    );
    expect(backend.db.prepare('SELECT daily_limit FROM carrier_enterprise_limiting WHERE id = ?').pluck().get(id)).toBeNull();
    expect((await post('/api/carrier/enterpriseLimiting/delete', { id })).body.code).toBe(200);
    expect((await post('/api/carrier/enterpriseLimiting/delete', { id })).body.code).toBe(404);
  });

  it('exports the list as .xlsx, with the resource’s columns', async () => {
    const response = await backend.app.inject({
      method: 'POST',
      url: '/api/carrier/enterpriseLimiting/export',
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['content-disposition'])).toContain('.xlsx');
    const sheet = await readSheet(response.rawPayload);
    expect(sheet.getRow(1).values).toEqual([undefined, ...enterpriseLimitingApi.export.columns.map((column) => column.title)]);
  });
});
