import { ROLES } from '@console/sdk/manifest';
import { SEEDED_ACCOUNTS } from '@console/sdk/seeded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUMBER_CONTROL_TEXTS, numberControlApi, numberControl } from '@console/remote-carrier/contract';
import { agentTree } from '../../http/auth';
import { readSheet, startBackend, type Harness } from '../../test/harness';

let backend: Harness;
let token: string;
beforeAll(async () => {
  backend = await startBackend();
  token = await backend.login(SEEDED_ACCOUNTS.admin.username);
});
afterAll(() => backend.app.close());

const post = (url: string, payload: Record<string, unknown> = {}, as = token) => backend.call({ method: 'POST', url, payload, token: as });
const list = async (payload: Record<string, unknown>) => (await post('/api/carrier/numberControl/list', { ...payload })).body;

describe('/api/carrier/numberControl', () => {
  it('pages the seeded rows', async () => {
    const body = await list({ pageIndex: 1, pageSize: 10 });
    expect(body.code).toBe(200);
    expect(body.data.list).toHaveLength(10);
    expect(body.data.total).toBe(backend.db.prepare('SELECT COUNT(*) FROM carrier_number_control').pluck().get());
    expect(body.data.total).toBeGreaterThanOrEqual(600);
  });

  it('filters by phoneNumber', async () => {
    const [row] = (await list({ pageIndex: 1, pageSize: 1 })).data.list;
    const value = row.phoneNumber;
    const { data } = await list({ phoneNumber: value, pageIndex: 1, pageSize: 50 });
    expect(data.total).toBeGreaterThan(0);
    for (const found of data.list) expect(found.phoneNumber).toContain(value);
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
    const access = numberControlApi.list.access;
    const allowed: readonly string[] = typeof access === 'string' ? ROLES : access;
    for (const role of ROLES.filter((role) => !allowed.includes(role))) {
      const other = await backend.login(SEEDED_ACCOUNTS[role].username);
      expect((await post('/api/carrier/numberControl/list', {}, other)).body.code).toBe(403);
    }
  });

  it('adds, edits and deletes a rule; bad input, a second rule 生效中 and a company out of reach are refused in Chinese', async () => {
    const rule = { phoneNumber: '13912345678', companyId: 1, mode: '停止外呼', reason: '投诉较多', status: '生效中' };
    expect((await post('/api/carrier/numberControl/add', { ...rule, phoneNumber: '' })).body).toMatchObject({
      code: 400,
      message: `请填写${numberControl.fields.phoneNumber.label}`,
    });
    expect((await post('/api/carrier/numberControl/add', { ...rule, phoneNumber: '1391234' })).body).toMatchObject({
      code: 400,
      message: '请输入正确的 11 位手机号',
    });
    expect((await post('/api/carrier/numberControl/add', { ...rule, mode: '限速' })).body).toMatchObject({
      code: 400,
      message: NUMBER_CONTROL_TEXTS.limitMissing,
    });
    const added = await post('/api/carrier/numberControl/add', rule);
    expect(added.body.code).toBe(200);
    const id = added.body.data.id;
    expect((await post('/api/carrier/numberControl/add', rule)).body).toMatchObject({ code: 400, message: NUMBER_CONTROL_TEXTS.duplicate('13912345678') });
    const { data } = await list({ phoneNumber: '13912345678', pageIndex: 1, pageSize: 10 });
    expect(data.list).toEqual([
      expect.objectContaining({ id, companyId: 1, mode: '停止外呼', source: '人工', status: '生效中', companyName: expect.any(String) }),
    ]);
    expect((await post('/api/carrier/numberControl/update', { id, mode: '限速', dailyLimit: 80, reason: '限速观察', status: '生效中' })).body.code).toBe(200);
    expect((await list({ phoneNumber: '13912345678', pageIndex: 1, pageSize: 10 })).data.list[0]).toMatchObject({ mode: '限速', dailyLimit: 80 });
    // A rule released (已解除) leaves room for a new one on the same number.
    expect((await post('/api/carrier/numberControl/update', { id, mode: '限速', dailyLimit: 80, reason: '限速观察', status: '已解除' })).body.code).toBe(200);
    const again = await post('/api/carrier/numberControl/add', rule);
    expect(again.body.code).toBe(200);
    for (const ruleId of [id, again.body.data.id]) expect((await post('/api/carrier/numberControl/delete', { id: ruleId })).body.code).toBe(200);
    expect((await post('/api/carrier/numberControl/delete', { id })).body).toMatchObject({ code: 404 });
  });

  it('scopes rules to the agent: its companies only, another agent’s company refused', async () => {
    const agent = await backend.login(SEEDED_ACCOUNTS.agent.username);
    const agentId = backend.db.prepare("SELECT agent_id FROM users WHERE username = 'agent'").pluck().get() as number;
    const own = backend.db.prepare('SELECT id FROM companies WHERE agent_id = ? ORDER BY id LIMIT 1').pluck().get(agentId) as number;
    const reach = agentTree(backend.db, agentId);
    const other = backend.db
      .prepare(`SELECT id FROM companies WHERE agent_id NOT IN (${reach.join(',')}) ORDER BY id LIMIT 1`)
      .pluck()
      .get() as number;
    const rows = (await post('/api/carrier/numberControl/list', { pageIndex: 1, pageSize: 100 }, agent)).body.data.list as { companyId: number }[];
    const companies = backend.db
      .prepare(`SELECT id FROM companies WHERE agent_id IN (${reach.join(',')})`)
      .pluck()
      .all();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(companies).toContain(row.companyId);
    const rule = { phoneNumber: '13912340001', mode: '停止外呼', reason: '代理商设置', status: '生效中' };
    expect((await post('/api/carrier/numberControl/add', { ...rule, companyId: other }, agent)).body.code).toBe(403);
    const added = await post('/api/carrier/numberControl/add', { ...rule, companyId: own }, agent);
    expect(added.body.code).toBe(200);
    expect((await post('/api/carrier/numberControl/delete', { id: added.body.data.id }, agent)).body.code).toBe(200);
  });

  it('exports the list as .xlsx, with the resource’s columns', async () => {
    const response = await backend.app.inject({
      method: 'POST',
      url: '/api/carrier/numberControl/export',
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['content-disposition'])).toContain('.xlsx');
    const sheet = await readSheet(response.rawPayload);
    expect(sheet.getRow(1).values).toEqual([undefined, ...numberControlApi.export.columns.map((column) => column.title)]);
  });
});
