import { ROLES } from '@console/sdk/manifest';
import { SEEDED_ACCOUNTS } from '@console/sdk/seeded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { premiumApi } from '@console/remote-cloudcall/contract';
import { readSheet, startBackend, type Harness } from '../../test/harness';

let backend: Harness;
let token: string;
beforeAll(async () => {
  backend = await startBackend();
  token = await backend.login(SEEDED_ACCOUNTS.admin.username);
});
afterAll(() => backend.app.close());

const post = (url: string, payload: Record<string, unknown> = {}, as = token) => backend.call({ method: 'POST', url, payload, token: as });
const list = async (payload: Record<string, unknown>) => (await post('/api/cloudcall/premium/list', { ...payload })).body;

describe('/api/cloudcall/premium', () => {
  it('pages the seeded rows', async () => {
    const body = await list({ pageIndex: 1, pageSize: 10 });
    expect(body.code).toBe(200);
    expect(body.data.list).toHaveLength(10);
    expect(body.data.total).toBe(400);
  });

  it('filters by 适用范围', async () => {
    const [row] = (await list({ pageIndex: 1, pageSize: 1 })).data.list;
    const value = row.scope;
    const { data } = await list({ scope: value, pageIndex: 1, pageSize: 50 });
    expect(data.total).toBeGreaterThan(0);
    for (const found of data.list) expect(found.scope).toBe(value);
  });

  it('filters by 号段起始', async () => {
    const [row] = (await list({ pageIndex: 1, pageSize: 1 })).data.list;
    const value = row.rangeStart;
    const { data } = await list({ rangeStart: value, pageIndex: 1, pageSize: 50 });
    expect(data.total).toBeGreaterThan(0);
    for (const found of data.list) expect(found.rangeStart).toContain(value);
  });

  it('sorts by 附加费（元/分钟） on the server', async () => {
    const values = (await list({ sortField: 'surcharge', sortOrder: 'ascend', pageIndex: 1, pageSize: 50 })).data.list.map(
      (row: Record<string, unknown>) => row.surcharge,
    );
    expect(values.filter((value: unknown) => value !== null)).toEqual(
      values.filter((value: unknown) => value !== null).sort((a: never, b: never) => (a < b ? -1 : a > b ? 1 : 0)),
    );
  });

  it('refuses the roles the page is not for', async () => {
    const access = premiumApi.list.access;
    const allowed: readonly string[] = typeof access === 'string' ? ROLES : access;
    for (const role of ROLES.filter((role) => !allowed.includes(role))) {
      const other = await backend.login(SEEDED_ACCOUNTS[role].username);
      expect((await post('/api/cloudcall/premium/list', {}, other)).body.code).toBe(403);
    }
  });

  it('adds, edits and deletes a row; bad input is refused in Chinese', async () => {
    expect(
      (
        await post('/api/cloudcall/premium/add', {
          ...{ scope: '企业全部号码', rangeStart: '0012345', rangeEnd: '0012345', surcharge: 99.5, remark: '备注新增' },
          scope: '',
        })
      ).body,
    ).toMatchObject({ code: 400, message: '请选择适用范围' });
    const added = await post('/api/cloudcall/premium/add', {
      scope: '企业全部号码',
      rangeStart: '0012345',
      rangeEnd: '0012345',
      surcharge: 99.5,
      remark: '备注新增',
    });
    expect(added.body.code).toBe(200);
    const id = added.body.data.id;
    expect(
      (
        await post('/api/cloudcall/premium/update', {
          id,
          ...{ scope: '企业全部号码', rangeStart: '0012345', rangeEnd: '0012345', surcharge: 99.5, remark: '备注改' },
        })
      ).body.code,
    ).toBe(200);
    expect((await post('/api/cloudcall/premium/delete', { id })).body.code).toBe(200);
    expect((await post('/api/cloudcall/premium/delete', { id })).body.code).toBe(403);
  });

  it('exports the list as .xlsx, with the resource’s columns', async () => {
    const response = await backend.app.inject({
      method: 'POST',
      url: '/api/cloudcall/premium/export',
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['content-disposition'])).toContain('.xlsx');
    const sheet = await readSheet(response.rawPayload);
    expect(sheet.getRow(1).values).toEqual([undefined, ...premiumApi.export.columns.map((column) => column.title)]);
  });
});
