import { ROLES } from '@console/sdk/manifest';
import { SEEDED_ACCOUNTS } from '@console/sdk/seeded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_WHITELIST_TEXTS, operatorWhitelistApi, operatorWhitelist } from '@console/remote-carrier/contract';
import { readSheet, startBackend, type Harness } from '../../test/harness';

let backend: Harness;
let token: string;
beforeAll(async () => {
  backend = await startBackend();
  token = await backend.login(SEEDED_ACCOUNTS.admin.username);
});
afterAll(() => backend.app.close());

const post = (url: string, payload: Record<string, unknown> = {}, as = token) => backend.call({ method: 'POST', url, payload, token: as });
const list = async (payload: Record<string, unknown>) => (await post('/api/carrier/operatorWhitelist/list', { operator: 'WN', ...payload })).body;

describe('/api/carrier/operatorWhitelist', () => {
  it('pages the seeded rows', async () => {
    const body = await list({ pageIndex: 1, pageSize: 10 });
    expect(body.code).toBe(200);
    expect(body.data.list).toHaveLength(10);
    // Every seeded row is one member's.
    let total = 0;
    for (const member of ['WN', 'CY'])
      total += (await post('/api/carrier/operatorWhitelist/list', { operator: member, pageIndex: 1, pageSize: 1 })).body.data.total;
    expect(total).toBe(backend.db.prepare('SELECT COUNT(*) FROM carrier_operator_whitelist').pluck().get());
    expect(total).toBeGreaterThan(2900);
  });

  it('filters by phoneNumber', async () => {
    const [row] = (await list({ pageIndex: 1, pageSize: 1 })).data.list;
    const value = row.phoneNumber;
    const { data } = await list({ phoneNumber: value, pageIndex: 1, pageSize: 50 });
    expect(data.total).toBeGreaterThan(0);
    for (const found of data.list) expect(found.phoneNumber).toContain(value);
  });

  it('sorts by createdAt on the server', async () => {
    const values = (await list({ sortField: 'createdAt', sortOrder: 'ascend', pageIndex: 1, pageSize: 50 })).data.list.map(
      (row: Record<string, unknown>) => row.createdAt,
    );
    expect(values.filter((value: unknown) => value !== null)).toEqual(
      values.filter((value: unknown) => value !== null).sort((a: never, b: never) => (a < b ? -1 : a > b ? 1 : 0)),
    );
  });

  it('refuses the roles the page is not for', async () => {
    const access = operatorWhitelistApi.list.access;
    const allowed: readonly string[] = typeof access === 'string' ? ROLES : access;
    for (const role of ROLES.filter((role) => !allowed.includes(role))) {
      const other = await backend.login(SEEDED_ACCOUNTS[role].username);
      expect((await post('/api/carrier/operatorWhitelist/list', { operator: 'WN' }, other)).body.code).toBe(403);
    }
  });

  it('refuses a list that names no member, or one without this page', async () => {
    expect((await post('/api/carrier/operatorWhitelist/list', {})).body.code).toBe(400);
    expect((await post('/api/carrier/operatorWhitelist/list', { operator: 'nobody' })).body.code).toBe(400);
  });

  it('adds, edits and deletes an entry; a duplicate and a bad number refused in Chinese', async () => {
    const entry = { operator: 'WN', phoneNumber: '13700001111', companyId: 1, remark: '客户已同意' };
    expect((await post('/api/carrier/operatorWhitelist/add', { ...entry, phoneNumber: '' })).body).toMatchObject({
      code: 400,
      message: `请填写${operatorWhitelist.fields.phoneNumber.label}`,
    });
    expect((await post('/api/carrier/operatorWhitelist/add', { ...entry, phoneNumber: '123' })).body).toMatchObject({
      code: 400,
      message: '请输入正确的 11 位手机号',
    });
    const added = await post('/api/carrier/operatorWhitelist/add', entry);
    expect(added.body.code).toBe(200);
    const id = added.body.data.id;
    expect((await post('/api/carrier/operatorWhitelist/add', entry)).body).toMatchObject({
      code: 400,
      message: OPERATOR_WHITELIST_TEXTS.duplicate('13700001111'),
    });
    // The same callee on CY's line is an entry of its own.
    const cy = await post('/api/carrier/operatorWhitelist/add', { ...entry, operator: 'CY' });
    expect(cy.body.code).toBe(200);
    expect((await post('/api/carrier/operatorWhitelist/update', { operator: 'CY', id, remark: '改' })).body.code).toBe(403);
    expect((await post('/api/carrier/operatorWhitelist/update', { operator: 'WN', id, phoneNumber: '13700001112', remark: '改' })).body.code).toBe(200);
    expect((await list({ phoneNumber: '13700001112', pageIndex: 1, pageSize: 5 })).data.list).toEqual([expect.objectContaining({ id, remark: '改' })]);
    expect((await post('/api/carrier/operatorWhitelist/delete', { operator: 'WN', id })).body.code).toBe(200);
    expect((await post('/api/carrier/operatorWhitelist/delete', { operator: 'CY', id: cy.body.data.id })).body.code).toBe(200);
    expect((await post('/api/carrier/operatorWhitelist/delete', { operator: 'WN', id })).body.code).toBe(404);
  });

  it('exports the list as .xlsx, with the resource’s columns', async () => {
    const response = await backend.app.inject({
      method: 'POST',
      url: '/api/carrier/operatorWhitelist/export',
      headers: { authorization: `Bearer ${token}` },
      payload: { operator: 'WN' },
    });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['content-disposition'])).toContain('.xlsx');
    const sheet = await readSheet(response.rawPayload);
    expect(sheet.getRow(1).values).toEqual([undefined, ...operatorWhitelistApi.export.columns.map((column) => column.title)]);
  });
});
