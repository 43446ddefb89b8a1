import { ROLES } from '@console/sdk/manifest';
import { SEEDED_ACCOUNTS } from '@console/sdk/seeded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_FREQUENCY_LIMIT_TEXTS, operatorFrequencyLimitApi, operatorFrequencyLimit } from '@console/remote-carrier/contract';
import { readSheet, startBackend, type Harness } from '../../test/harness';

let backend: Harness;
let token: string;
beforeAll(async () => {
  backend = await startBackend();
  token = await backend.login(SEEDED_ACCOUNTS.admin.username);
});
afterAll(() => backend.app.close());

const post = (url: string, payload: Record<string, unknown> = {}, as = token) => backend.call({ method: 'POST', url, payload, token: as });
const list = async (payload: Record<string, unknown>) => (await post('/api/carrier/operatorFrequencyLimit/list', { operator: 'WN', ...payload })).body;

describe('/api/carrier/operatorFrequencyLimit', () => {
  it('pages the seeded rows', async () => {
    const body = await list({ pageIndex: 1, pageSize: 10 });
    expect(body.code).toBe(200);
    expect(body.data.list).toHaveLength(10);
    // Every seeded row is one member's.
    let total = 0;
    for (const member of ['WN', 'CY'])
      total += (await post('/api/carrier/operatorFrequencyLimit/list', { operator: member, pageIndex: 1, pageSize: 1 })).body.data.total;
    expect(total).toBe(backend.db.prepare('SELECT COUNT(*) FROM carrier_operator_frequency_limit').pluck().get());
  });

  it('filters by enabled', async () => {
    const [row] = (await list({ pageIndex: 1, pageSize: 1 })).data.list;
    const value = row.enabled;
    const { data } = await list({ enabled: value, pageIndex: 1, pageSize: 50 });
    expect(data.total).toBeGreaterThan(0);
    for (const found of data.list) expect(found.enabled).toBe(value);
  });

  it('sorts by perDay on the server', async () => {
    const values = (await list({ sortField: 'perDay', sortOrder: 'ascend', pageIndex: 1, pageSize: 50 })).data.list.map(
      (row: Record<string, unknown>) => row.perDay,
    );
    expect(values.filter((value: unknown) => value !== null)).toEqual(
      values.filter((value: unknown) => value !== null).sort((a: never, b: never) => (a < b ? -1 : a > b ? 1 : 0)),
    );
  });

  it('refuses the roles the page is not for', async () => {
    const access = operatorFrequencyLimitApi.list.access;
    const allowed: readonly string[] = typeof access === 'string' ? ROLES : access;
    for (const role of ROLES.filter((role) => !allowed.includes(role))) {
      const other = await backend.login(SEEDED_ACCOUNTS[role].username);
      expect((await post('/api/carrier/operatorFrequencyLimit/list', { operator: 'WN' }, other)).body.code).toBe(403);
    }
  });

  it('refuses a list that names no member, or one without this page', async () => {
    expect((await post('/api/carrier/operatorFrequencyLimit/list', {})).body.code).toBe(400);
    expect((await post('/api/carrier/operatorFrequencyLimit/list', { operator: 'nobody' })).body.code).toBe(400);
  });

  it('adds, edits and deletes a rule per operator and company; bad input refused in Chinese', async () => {
    const free = backend.db
      .prepare(
        "SELECT id FROM companies WHERE id NOT IN (SELECT company_id FROM carrier_operator_frequency_limit WHERE operator = 'CY' AND company_id IS NOT NULL) ORDER BY id LIMIT 1",
      )
      .pluck()
      .get() as number;
    const rule = { operator: 'CY', companyId: free, perDay: 100, perHour: 20, calleePerDay: 2, enabled: '生效中', remark: '' };
    expect((await post('/api/carrier/operatorFrequencyLimit/add', { ...rule, perDay: '' })).body).toMatchObject({
      code: 400,
      message: `请填写${operatorFrequencyLimit.fields.perDay.label}`,
    });
    expect((await post('/api/carrier/operatorFrequencyLimit/add', { ...rule, perHour: 150 })).body).toMatchObject({
      code: 400,
      message: OPERATOR_FREQUENCY_LIMIT_TEXTS.hourOverDay,
    });
    expect((await post('/api/carrier/operatorFrequencyLimit/add', { ...rule, companyId: '' })).body).toMatchObject({
      code: 400,
      message: OPERATOR_FREQUENCY_LIMIT_TEXTS.defaultDuplicate,
    });
    const added = await post('/api/carrier/operatorFrequencyLimit/add', rule);
    expect(added.body.code).toBe(200);
    const id = added.body.data.id;
    expect((await post('/api/carrier/operatorFrequencyLimit/add', rule)).body).toMatchObject({ code: 400, message: OPERATOR_FREQUENCY_LIMIT_TEXTS.duplicate });
    // The rule is CY's: WN's page neither lists nor edits it.
    expect((await post('/api/carrier/operatorFrequencyLimit/update', { ...rule, operator: 'WN', id })).body.code).toBe(403);
    expect((await post('/api/carrier/operatorFrequencyLimit/update', { ...rule, id, perDay: 10, perHour: 20 })).body).toMatchObject({
      code: 400,
      message: OPERATOR_FREQUENCY_LIMIT_TEXTS.hourOverDay,
    });
    expect((await post('/api/carrier/operatorFrequencyLimit/update', { ...rule, id, perDay: 40 })).body.code).toBe(200);
    expect(backend.db.prepare('SELECT per_day FROM carrier_operator_frequency_limit WHERE id = ?').pluck().get(id)).toBe(40);
    expect((await post('/api/carrier/operatorFrequencyLimit/delete', { operator: 'CY', id })).body.code).toBe(200);
    expect((await post('/api/carrier/operatorFrequencyLimit/delete', { operator: 'CY', id })).body.code).toBe(404);
  });

  it('lets only admin set an operator’s default', async () => {
    const agent = await backend.login(SEEDED_ACCOUNTS.agent.username);
    expect(
      (await post('/api/carrier/operatorFrequencyLimit/add', { operator: 'WN', perDay: 10, perHour: 5, calleePerDay: 1, enabled: '生效中' }, agent)).body,
    ).toMatchObject({
      code: 400,
      message: '请选择企业',
    });
    const rows = (await post('/api/carrier/operatorFrequencyLimit/list', { operator: 'WN', pageIndex: 1, pageSize: 100 }, agent)).body.data.list;
    expect(rows.every((row: { companyId: number }) => row.companyId > 0)).toBe(true);
  });

  it('exports the list as .xlsx, with the resource’s columns', async () => {
    const response = await backend.app.inject({
      method: 'POST',
      url: '/api/carrier/operatorFrequencyLimit/export',
      headers: { authorization: `Bearer ${token}` },
      payload: { operator: 'WN' },
    });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['content-disposition'])).toContain('.xlsx');
    const sheet = await readSheet(response.rawPayload);
    expect(sheet.getRow(1).values).toEqual([undefined, ...operatorFrequencyLimitApi.export.columns.map((column) => column.title)]);
  });
});
