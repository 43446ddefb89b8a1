import { ROLES } from '@console/sdk/manifest';
import { SEEDED_ACCOUNTS } from '@console/sdk/seeded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tonglianPrecisionTubeApi } from '@console/remote-cloudcall/contract';
import { readSheet, startBackend, type Harness } from '../../test/harness';

let backend: Harness;
let token: string;
beforeAll(async () => {
  backend = await startBackend();
  token = await backend.login(SEEDED_ACCOUNTS.admin.username);
});
afterAll(() => backend.app.close());

const post = (url: string, payload: Record<string, unknown> = {}, as = token) => backend.call({ method: 'POST', url, payload, token: as });
const list = async (payload: Record<string, unknown>) => (await post('/api/cloudcall/tonglianPrecisionTube/list', { ...payload })).body;

describe('/api/cloudcall/tonglianPrecisionTube', () => {
  it('pages the seeded rows', async () => {
    const body = await list({ pageIndex: 1, pageSize: 10 });
    expect(body.code).toBe(200);
    expect(body.data.list).toHaveLength(10);
    expect(body.data.total).toBe(300);
  });

  it('filters by 禁呼地区', async () => {
    const [row] = (await list({ pageIndex: 1, pageSize: 1 })).data.list;
    const value = row.blockedAreas;
    const { data } = await list({ blockedAreas: value, pageIndex: 1, pageSize: 50 });
    expect(data.total).toBeGreaterThan(0);
    for (const found of data.list) expect(found.blockedAreas).toContain(value);
  });

  it('filters by 状态', async () => {
    const [row] = (await list({ pageIndex: 1, pageSize: 1 })).data.list;
    const value = row.status;
    const { data } = await list({ status: value, pageIndex: 1, pageSize: 50 });
    expect(data.total).toBeGreaterThan(0);
    for (const found of data.list) expect(found.status).toBe(value);
  });

  it('sorts by 同一被叫每日呼叫上限 on the server', async () => {
    const values = (await list({ sortField: 'calleeDailyLimit', sortOrder: 'ascend', pageIndex: 1, pageSize: 50 })).data.list.map(
      (row: Record<string, unknown>) => row.calleeDailyLimit,
    );
    expect(values.filter((value: unknown) => value !== null)).toEqual(
      values.filter((value: unknown) => value !== null).sort((a: never, b: never) => (a < b ? -1 : a > b ? 1 : 0)),
    );
  });

  it('refuses the roles the page is not for', async () => {
    const access = tonglianPrecisionTubeApi.list.access;
    const allowed: readonly string[] = typeof access === 'string' ? ROLES : access;
    for (const role of ROLES.filter((role) => !allowed.includes(role))) {
      const other = await backend.login(SEEDED_ACCOUNTS[role].username);
      expect((await post('/api/cloudcall/tonglianPrecisionTube/list', {}, other)).body.code).toBe(403);
    }
  });

  it('adds, edits and deletes a row; bad input is refused in Chinese', async () => {
    expect(
      (
        await post('/api/cloudcall/tonglianPrecisionTube/add', {
          ...{ calleeDailyLimit: 50, dailyLimit: 60, callStart: '0012345', callEnd: '0012345', blockedAreas: '禁呼地区新增', status: '启用' },
          calleeDailyLimit: '',
        })
      ).body,
    ).toMatchObject({ code: 400, message: '请填写同一被叫每日呼叫上限' });
    const added = await post('/api/cloudcall/tonglianPrecisionTube/add', {
      calleeDailyLimit: 50,
      dailyLimit: 60,
      callStart: '0012345',
      callEnd: '0012345',
      blockedAreas: '禁呼地区新增',
      status: '启用',
    });
    expect(added.body.code).toBe(200);
    const id = added.body.data.id;
    expect(
      (
        await post('/api/cloudcall/tonglianPrecisionTube/update', {
          id,
          ...{ calleeDailyLimit: 50, dailyLimit: 60, callStart: '0012345', callEnd: '0012345', blockedAreas: '禁呼地区改', status: '启用' },
        })
      ).body.code,
    ).toBe(200);
    expect((await post('/api/cloudcall/tonglianPrecisionTube/delete', { id })).body.code).toBe(200);
    expect((await post('/api/cloudcall/tonglianPrecisionTube/delete', { id })).body.code).toBe(403);
  });

  it('exports the list as .xlsx, with the resource’s columns', async () => {
    const response = await backend.app.inject({
      method: 'POST',
      url: '/api/cloudcall/tonglianPrecisionTube/export',
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['content-disposition'])).toContain('.xlsx');
    const sheet = await readSheet(response.rawPayload);
    expect(sheet.getRow(1).values).toEqual([undefined, ...tonglianPrecisionTubeApi.export.columns.map((column) => column.title)]);
  });
});
