import { ROLES } from '@console/sdk/manifest';
import { SEEDED_ACCOUNTS } from '@console/sdk/seeded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_STATISTICS_TEXTS, companyStatisticsApi } from '@console/remote-admin/contract';
import { formatDateTime } from '../../db/time';
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
const list = async (payload: Record<string, unknown>, as = token) => (await post(companyStatisticsApi.list.path, payload, as)).body;
const totals = async (payload: Record<string, unknown>, as = token) => (await post(companyStatisticsApi.totals.path, payload, as)).body.data;
const recordTotal = async (payload: Record<string, unknown>, as = token) =>
  (await post('/api/record/queryRequest', { pageSize: 1, ...payload }, as)).body.data.total;
const dayOf = (daysAgo: number) => formatDateTime(new Date(Date.now() - daysAgo * 86_400_000)).slice(0, 10);
const today = () => dayOf(0);

/** Adds a call record of a company now, as a call the company placed. */
function addCall(companyId: number, status = '已接通', seconds = 60) {
  const agentId = backend.db.prepare('SELECT agent_id FROM companies WHERE id = ?').pluck().get(companyId);
  backend.db
    .prepare(
      `INSERT INTO call_records (caller, callee, company_id, agent_id, start_time, duration_seconds, status, charge) VALUES ('02112345678', '13800000000', ?, ?, ?, ?, ?, 0.5)`,
    )
    .run(companyId, agentId, formatDateTime(new Date()), seconds, status);
}
const rowOf = async (companyName: string, date: string, as = token) =>
  (await list({ companyName, statDateFrom: date, statDateTo: date, pageSize: 100 }, as)).data.list.find(
    (row: { companyName: string }) => row.companyName === companyName,
  );

describe('企业统计 (/api/sum/companyStatistics)', () => {
  it('holds thousands of seeded company-days, the newest first', async () => {
    const body = await list({ pageIndex: 1, pageSize: 20 });
    expect(body.data.total).toBeGreaterThan(1000);
    const dates = body.data.list.map((row: { statDate: string }) => row.statDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('a week’s figures equal the call records /record lists for that week, for admin and for an agent', async () => {
    const range = { from: dayOf(7), to: dayOf(1) };
    for (const user of [token, await backend.login(SEEDED_ACCOUNTS.agent.username)]) {
      const sums = await totals({ statDateFrom: range.from, statDateTo: range.to }, user);
      const records = { startTimeFrom: `${range.from} 00:00:00`, startTimeTo: `${range.to} 23:59:59` };
      expect(sums.calls).toBeGreaterThan(0);
      expect(sums.calls).toBe(await recordTotal(records, user));
      expect(sums.connected).toBe(await recordTotal({ ...records, status: '已接通' }, user));
      expect(sums.days.reduce((sum: number, point: { calls: number }) => sum + point.calls, 0)).toBe(sums.calls);
    }
  });

  it('updateCompanyStatistics counts today again from the call records, in the caller’s scope only', async () => {
    const agent = await backend.login(SEEDED_ACCOUNTS.agent.username);
    const agentId = backend.db.prepare("SELECT agent_id FROM users WHERE username = 'agent'").pluck().get() as number;
    const mine = backend.db.prepare(`SELECT id, name FROM companies WHERE agent_id = ? ORDER BY id LIMIT 1`).get(agentId) as { id: number; name: string };
    const tree = agentTree(backend.db, agentId);
    const other = backend.db
      .prepare(`SELECT id, name FROM companies WHERE agent_id IS NULL OR agent_id NOT IN (${tree.join(',')}) ORDER BY id LIMIT 1`)
      .get() as { id: number; name: string };
    const before = { mine: (await rowOf(mine.name, today()))?.calls ?? 0, other: (await rowOf(other.name, today()))?.calls ?? 0 };
    addCall(mine.id);
    addCall(other.id, '未接通', 0);
    // Counted figures stay as counted until counted again.
    expect((await rowOf(mine.name, today()))?.calls ?? 0).toBe(before.mine);

    const answer = (await post(companyStatisticsApi.update.path, {}, agent)).body;
    expect(answer).toMatchObject({ code: 200, data: { days: 1 } });
    const count = (companyId: number) =>
      backend.db.prepare('SELECT COUNT(*) FROM call_records WHERE company_id = ? AND substr(start_time, 1, 10) = ?').pluck().get(companyId, today());
    const row = await rowOf(mine.name, today(), agent);
    expect(row.calls).toBe(before.mine + 1);
    expect(row.calls).toBe(count(mine.id));
    // The agent may not count another agent's company: its row is as it was.
    expect((await rowOf(other.name, today()))?.calls ?? 0).toBe(before.other);
    expect(await rowOf(other.name, today(), agent)).toBeUndefined();

    await post(companyStatisticsApi.update.path, { statDateFrom: today(), statDateTo: today() });
    expect((await rowOf(other.name, today())).calls).toBe(count(other.id));
  });

  it('refuses a range it cannot count, in Chinese', async () => {
    expect((await post(companyStatisticsApi.update.path, { statDateFrom: dayOf(200), statDateTo: dayOf(0) })).body).toMatchObject({
      code: 400,
      message: COMPANY_STATISTICS_TEXTS.tooLong,
    });
    expect((await post(companyStatisticsApi.update.path, { statDateFrom: dayOf(0), statDateTo: dayOf(3) })).body).toMatchObject({
      code: 400,
      message: COMPANY_STATISTICS_TEXTS.badRange,
    });
  });

  it('filters by company and sorts by calls on the server', async () => {
    const [first] = (await list({ pageSize: 1 })).data.list;
    const { data } = await list({ companyName: first.companyName, pageSize: 100 });
    for (const row of data.list) expect(row.companyName).toContain(first.companyName);
    const calls = (await list({ sortField: 'calls', sortOrder: 'descend', pageSize: 50 })).data.list.map((row: { calls: number }) => row.calls);
    expect(calls).toEqual([...calls].sort((a, b) => b - a));
  });

  it('refuses the roles the page is not for', async () => {
    for (const role of ROLES.filter((role) => !(companyStatisticsApi.list.access as readonly string[]).includes(role))) {
      const other = await backend.login(SEEDED_ACCOUNTS[role].username);
      for (const path of [companyStatisticsApi.list.path, companyStatisticsApi.update.path, companyStatisticsApi.totals.path]) {
        expect((await post(path, {}, other)).body.code).toBe(403);
      }
    }
  });

  it('downloads the search as .xlsx with the list’s columns', async () => {
    const date = dayOf(2);
    const response = await backend.app.inject({
      method: 'POST',
      url: companyStatisticsApi.download.path,
      headers: { authorization: `Bearer ${token}` },
      payload: { statDateFrom: date, statDateTo: date },
    });
    expect(String(response.headers['content-disposition'])).toContain('.xlsx');
    const sheet = await readSheet(response.rawPayload);
    expect(sheet.getRow(1).values).toEqual([undefined, ...companyStatisticsApi.download.columns.map((column) => column.title)]);
    expect(sheet.rowCount - 1).toBe((await list({ statDateFrom: date, statDateTo: date, pageSize: 1 })).data.total);
  });
});
