import { gateApi } from '@console/remote-carrier/contract';
import { SEEDED_ACCOUNTS } from '@console/sdk/seeded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentTree } from '../../http/auth';
import { readSheet, startBackend, type Harness } from '../../test/harness';

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
