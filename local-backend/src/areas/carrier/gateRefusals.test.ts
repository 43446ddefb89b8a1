import { gateApi, REGION_WINDOW_TEXTS, regionWindowApi } from '@console/remote-carrier/contract';
import { SEEDED_ACCOUNTS } from '@console/sdk/seeded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentTree } from '../../http/auth';
import { readSheet, startBackend, type Harness } from '../../test/harness';
import { askGate } from '../platform/gate';

let backend: Harness;
let admin: string;
beforeAll(async () => {
  backend = await startBackend();
  admin = await backend.login(SEEDED_ACCOUNTS.admin.username);
});
afterAll(() => backend.app.close());

const list = async (payload: Record<string, unknown>, token = admin) =>
  (await backend.call({ method: 'POST', url: gateApi.refusals.path, payload: { pageIndex: 1, pageSize: 50, ...payload }, token })).body;

describe('/api/gate/refusals', () => {
  it('pages the seeded refusals, newest first', async () => {
    const { data } = await list({});
    expect(data.total).toBe(backend.db.prepare('SELECT COUNT(*) FROM gate_refusals').pluck().get());
    expect(data.total).toBeGreaterThan(2000);
    const times = data.list.map((row: { createdAt: string }) => row.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('filters by rule, source, callee, batch number and time, on the server', async () => {
    const blacklist = await list({ rule: 'blacklist', source: '批次外呼' });
    expect(blacklist.data.total).toBe(backend.db.prepare("SELECT COUNT(*) FROM gate_refusals WHERE rule = 'blacklist' AND source = '批次外呼'").pluck().get());
    for (const row of blacklist.data.list) expect(row).toMatchObject({ rule: 'blacklist', source: '批次外呼', reference: expect.stringMatching(/^PC/) });
    const [row] = blacklist.data.list;
    expect((await list({ reference: row.reference })).data.list.every((found: { reference: string }) => found.reference === row.reference)).toBe(true);
    expect((await list({ callee: row.callee.slice(3, 9) })).data.list.map((found: { id: number }) => found.id)).toContain(row.id);
    const day = row.createdAt.slice(0, 10);
    for (const found of (await list({ createdAtFrom: `${day} 00:00:00`, createdAtTo: `${day} 23:59:59` })).data.list)
      expect(found.createdAt.slice(0, 10)).toBe(day);
  });

  it('shows an agent only its companies’ refusals, and refuses the other roles', async () => {
    const agent = await backend.login(SEEDED_ACCOUNTS.agent.username);
    const agentId = backend.db.prepare("SELECT agent_id FROM users WHERE username = 'agent'").pluck().get() as number;
    const { data } = await list({ pageSize: 100 }, agent);
    const reach = agentTree(backend.db, agentId);
    expect(data.total).toBe(
      backend.db
        .prepare(`SELECT COUNT(*) FROM gate_refusals WHERE agent_id IN (${reach.join(',')})`)
        .pluck()
        .get(),
    );
    const company = await backend.login(SEEDED_ACCOUNTS.company.username);
    expect((await list({}, company)).code).toBe(403);
  });

  it('exports the filtered list as .xlsx with the list’s columns', async () => {
    const response = await backend.app.inject({
      method: 'POST',
      url: gateApi.refusalsExport.path,
      headers: { authorization: `Bearer ${admin}` },
      payload: { rule: 'numberStop' },
    });
    expect(String(response.headers['content-disposition'])).toContain('.xlsx');
    const sheet = await readSheet(response.rawPayload);
    expect(sheet.getRow(1).values).toEqual([undefined, ...gateApi.refusalsExport.columns.map((column) => column.title)]);
    expect(sheet.rowCount - 1).toBe(backend.db.prepare("SELECT COUNT(*) FROM gate_refusals WHERE rule = 'numberStop'").pluck().get());
  });
});

describe('/api/gate/regionWindow* (/callingWindows)', () => {
  it('lists the seeded regions; adds, edits and deletes one; a bad window and a duplicate segment refused in Chinese; the gate reads the change', async () => {
    const post = async (url: string, payload: Record<string, unknown>) => (await backend.call({ method: 'POST', url, payload, token: admin })).body;
    expect((await post(regionWindowApi.list.path, { pageIndex: 1, pageSize: 10 })).data.total).toBe(4);
    const window = { prefix: '1770001', region: '测试地区', startTime: '09:00', endTime: '18:00', enabled: 1, remark: '' };
    expect(await post(regionWindowApi.save.path, { ...window, startTime: '19:00' })).toMatchObject({ code: 400, message: REGION_WINDOW_TEXTS.badWindow });
    expect(await post(regionWindowApi.save.path, { ...window, prefix: '17' })).toMatchObject({ code: 400, message: '号段为 3 到 7 位数字' });
    const { data } = await post(regionWindowApi.save.path, window);
    expect(await post(regionWindowApi.save.path, window)).toMatchObject({ code: 400, message: REGION_WINDOW_TEXTS.duplicate('1770001') });
    const attempt = { source: '点击拨号', companyId: 1, caller: '16200000001', callee: '17700011234', at: '2030-01-15 18:30:00' } as const;
    backend.db.prepare("UPDATE frequency_limits SET start_time = '00:00', end_time = '23:59'").run();
    expect(askGate(backend.db, attempt)).toMatchObject({ allowed: false, rule: 'callingWindow' });
    expect((await post(regionWindowApi.save.path, { ...window, id: data.id, endTime: '19:00' })).code).toBe(200);
    expect(askGate(backend.db, attempt)).toEqual({ allowed: true });
    expect((await post(regionWindowApi.delete.path, { id: data.id })).code).toBe(200);
    const agent = await backend.login(SEEDED_ACCOUNTS.agent.username);
    expect((await backend.call({ method: 'POST', url: regionWindowApi.list.path, payload: {}, token: agent })).body.code).toBe(403);
  });
});
