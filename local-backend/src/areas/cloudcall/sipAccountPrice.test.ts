import { ROLES } from '@console/sdk/manifest';
import { SEEDED_ACCOUNTS } from '@console/sdk/seeded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sipAccountPriceApi } from '@console/remote-cloudcall/contract';
import { readSheet, startBackend, type Harness } from '../../test/harness';

let backend: Harness;
let token: string;
beforeAll(async () => {
  backend = await startBackend();
  token = await backend.login(SEEDED_ACCOUNTS.admin.username);
});
afterAll(() => backend.app.close());

const post = (url: string, payload: Record<string, unknown> = {}, as = token) => backend.call({ method: 'POST', url, payload, token: as });
const list = async (payload: Record<string, unknown>) => (await post('/api/cloudcall/sipAccountPrice/list', { ...payload })).body;

describe('/api/cloudcall/sipAccountPrice', () => {
  it('pages the seeded rows', async () => {
    const body = await list({ pageIndex: 1, pageSize: 10 });
    expect(body.code).toBe(200);
    expect(body.data.list).toHaveLength(10);
    expect(body.data.total).toBe(300);
  });

  it('filters by 计费单位', async () => {
    const [row] = (await list({ pageIndex: 1, pageSize: 1 })).data.list;
    const value = row.billingUnit;
    const { data } = await list({ billingUnit: value, pageIndex: 1, pageSize: 50 });
    expect(data.total).toBeGreaterThan(0);
    for (const found of data.list) expect(found.billingUnit).toBe(value);
  });

  it('filters by 状态', async () => {
    const [row] = (await list({ pageIndex: 1, pageSize: 1 })).data.list;
    const value = row.status;
    const { data } = await list({ status: value, pageIndex: 1, pageSize: 50 });
    expect(data.total).toBeGreaterThan(0);
    for (const found of data.list) expect(found.status).toBe(value);
  });

  it('sorts by 月租（元/个/月） on the server', async () => {
    const values = (await list({ sortField: 'monthlyFee', sortOrder: 'ascend', pageIndex: 1, pageSize: 50 })).data.list.map(
      (row: Record<string, unknown>) => row.monthlyFee,
    );
    expect(values.filter((value: unknown) => value !== null)).toEqual(
      values.filter((value: unknown) => value !== null).sort((a: never, b: never) => (a < b ? -1 : a > b ? 1 : 0)),
    );
  });

  it('refuses the roles the page is not for', async () => {
    const access = sipAccountPriceApi.list.access;
    const allowed: readonly string[] = typeof access === 'string' ? ROLES : access;
    for (const role of ROLES.filter((role) => !allowed.includes(role))) {
      const other = await backend.login(SEEDED_ACCOUNTS[role].username);
      expect((await post('/api/cloudcall/sipAccountPrice/list', {}, other)).body.code).toBe(403);
    }
  });

  it('adds, edits and deletes a row; bad input is refused in Chinese', async () => {
    expect(
      (await post('/api/cloudcall/sipAccountPrice/add', { ...{ monthlyFee: 99.5, perMinute: 10, billingUnit: '6秒', status: '启用' }, monthlyFee: '' })).body,
    ).toMatchObject({ code: 400, message: '请填写月租（元/个/月）' });
    const added = await post('/api/cloudcall/sipAccountPrice/add', { monthlyFee: 99.5, perMinute: 10, billingUnit: '6秒', status: '启用' });
    expect(added.body.code).toBe(200);
    const id = added.body.data.id;
    expect(
      (await post('/api/cloudcall/sipAccountPrice/update', { id, ...{ monthlyFee: 99.5, perMinute: 10, billingUnit: '6秒', status: '启用' } })).body.code,
    ).toBe(200);
    expect((await post('/api/cloudcall/sipAccountPrice/delete', { id })).body.code).toBe(200);
    expect((await post('/api/cloudcall/sipAccountPrice/delete', { id })).body.code).toBe(403);
  });

  it('exports the list as .xlsx, with the resource’s columns', async () => {
    const response = await backend.app.inject({
      method: 'POST',
      url: '/api/cloudcall/sipAccountPrice/export',
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['content-disposition'])).toContain('.xlsx');
    const sheet = await readSheet(response.rawPayload);
    expect(sheet.getRow(1).values).toEqual([undefined, ...sipAccountPriceApi.export.columns.map((column) => column.title)]);
  });
});
