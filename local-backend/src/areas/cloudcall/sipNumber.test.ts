import { ROLES } from '@console/sdk/manifest';
import { SEEDED_ACCOUNTS } from '@console/sdk/seeded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sipNumberApi } from '@console/remote-cloudcall/contract';
import { readSheet, startBackend, type Harness } from '../../test/harness';

let backend: Harness;
let token: string;
beforeAll(async () => {
  backend = await startBackend();
  token = await backend.login(SEEDED_ACCOUNTS.admin.username);
});
afterAll(() => backend.app.close());

const post = (url: string, payload: Record<string, unknown> = {}, as = token) => backend.call({ method: 'POST', url, payload, token: as });
const list = async (payload: Record<string, unknown>) => (await post('/api/cloudcall/sipNumber/list', { ...payload })).body;

describe('/api/cloudcall/sipNumber', () => {
  it('pages the seeded rows', async () => {
    const body = await list({ pageIndex: 1, pageSize: 10 });
    expect(body.code).toBe(200);
    expect(body.data.list).toHaveLength(10);
    expect(body.data.total).toBe(300);
  });

  it('filters by SIP账号', async () => {
    const [row] = (await list({ pageIndex: 1, pageSize: 1 })).data.list;
    const value = row.account;
    const { data } = await list({ account: value, pageIndex: 1, pageSize: 50 });
    expect(data.total).toBeGreaterThan(0);
    for (const found of data.list) expect(found.account).toContain(value);
  });

  it('filters by 所属用户', async () => {
    const [row] = (await list({ pageIndex: 1, pageSize: 1 })).data.list;
    const value = row.username;
    const { data } = await list({ username: value, pageIndex: 1, pageSize: 50 });
    expect(data.total).toBeGreaterThan(0);
    for (const found of data.list) expect(found.username).toContain(value);
  });

  it('filters by 注册服务器IP', async () => {
    const [row] = (await list({ pageIndex: 1, pageSize: 1 })).data.list;
    const value = row.ip;
    const { data } = await list({ ip: value, pageIndex: 1, pageSize: 50 });
    expect(data.total).toBeGreaterThan(0);
    for (const found of data.list) expect(found.ip).toContain(value);
  });

  it('sorts by 更新时间 on the server', async () => {
    const values = (await list({ sortField: 'updatedAt', sortOrder: 'ascend', pageIndex: 1, pageSize: 50 })).data.list.map(
      (row: Record<string, unknown>) => row.updatedAt,
    );
    expect(values.filter((value: unknown) => value !== null)).toEqual(
      values.filter((value: unknown) => value !== null).sort((a: never, b: never) => (a < b ? -1 : a > b ? 1 : 0)),
    );
  });

  it('refuses the roles the page is not for', async () => {
    const access = sipNumberApi.list.access;
    const allowed: readonly string[] = typeof access === 'string' ? ROLES : access;
    for (const role of ROLES.filter((role) => !allowed.includes(role))) {
      const other = await backend.login(SEEDED_ACCOUNTS[role].username);
      expect((await post('/api/cloudcall/sipNumber/list', {}, other)).body.code).toBe(403);
    }
  });

  it('adds, edits and deletes a row; bad input is refused in Chinese', async () => {
    expect(
      (
        await post('/api/cloudcall/sipNumber/add', {
          ...{ account: '0012345', ip: '注册服务器IP新增', fsUrl: 'WebSocket地址新增', sslPort: '0012345', password: '密码新增' },
          account: '',
        })
      ).body,
    ).toMatchObject({ code: 400, message: '请填写SIP账号' });
    const added = await post('/api/cloudcall/sipNumber/add', {
      account: '0012345',
      ip: '注册服务器IP新增',
      fsUrl: 'WebSocket地址新增',
      sslPort: '0012345',
      password: '密码新增',
    });
    expect(added.body.code).toBe(200);
    const id = added.body.data.id;
    expect(
      (
        await post('/api/cloudcall/sipNumber/update', {
          id,
          ...{ account: '0012345', ip: '注册服务器IP改', fsUrl: 'WebSocket地址改', sslPort: '0012345', password: '密码改' },
        })
      ).body.code,
    ).toBe(200);
    expect((await post('/api/cloudcall/sipNumber/delete', { id })).body.code).toBe(200);
    expect((await post('/api/cloudcall/sipNumber/delete', { id })).body.code).toBe(403);
  });

  it('exports the list as .xlsx, with the resource’s columns', async () => {
    const response = await backend.app.inject({
      method: 'POST',
      url: '/api/cloudcall/sipNumber/export',
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['content-disposition'])).toContain('.xlsx');
    const sheet = await readSheet(response.rawPayload);
    expect(sheet.getRow(1).values).toEqual([undefined, ...sipNumberApi.export.columns.map((column) => column.title)]);
  });
});
