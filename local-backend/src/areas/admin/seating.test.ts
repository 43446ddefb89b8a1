import { ROLES } from '@console/sdk/manifest';
import { SEEDED_ACCOUNTS } from '@console/sdk/seeded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seatingApi } from '@console/remote-admin/contract';
import { formatDateTime } from '../../db/time';
import { readSheet, startBackend, type Harness } from '../../test/harness';

let backend: Harness;
let token: string;
beforeAll(async () => {
  backend = await startBackend();
  token = await backend.login(SEEDED_ACCOUNTS.admin.username);
});
afterAll(() => backend.app.close());

const post = (url: string, payload: Record<string, unknown> = {}, as = token) => backend.call({ method: 'POST', url, payload, token: as });
const list = async (payload: Record<string, unknown>, as = token) => (await post(seatingApi.list.path, payload, as)).body;

describe('坐席统计 (/api/admin/seating)', () => {
  it('a seat’s day equals its call records: a new call counts at once', async () => {
    const [row] = (await list({ pageSize: 1 })).data.list;
    const count = () =>
      backend.db
        .prepare(
          "SELECT COUNT(*) AS calls, COALESCE(SUM(status = '已接通'), 0) AS connected FROM call_records WHERE user_id = (SELECT id FROM users WHERE username = ?) AND substr(start_time, 1, 10) = ?",
        )
        .get(row.username, row.statDate) as { calls: number; connected: number };
    expect({ calls: row.calls, connected: row.connected }).toEqual(count());
    const user = backend.db.prepare('SELECT id, company_id AS companyId, agent_id AS agentId FROM users WHERE username = ?').get(row.username) as Record<
      string,
      number
    >;
    backend.db
      .prepare(
        "INSERT INTO call_records (caller, callee, user_id, company_id, agent_id, start_time, duration_seconds, status) VALUES ('02112345678', '13800000000', ?, ?, ?, ?, 90, '已接通')",
      )
      .run(user.id, user.companyId, user.agentId, `${row.statDate} 12:00:00`);
    const again = (await list({ username: row.username, statDateFrom: row.statDate, statDateTo: row.statDate })).data.list;
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({ calls: row.calls + 1, connected: row.connected + 1 });
    expect({ calls: again[0].calls, connected: again[0].connected }).toEqual(count());
  });

  it('sums to the call records /record lists with a seat, for admin and an agent', async () => {
    const day = formatDateTime(new Date(Date.now() - 3 * 86_400_000)).slice(0, 10);
    for (const user of [token, await backend.login(SEEDED_ACCOUNTS.agent.username)]) {
      const rows = (await list({ statDateFrom: day, statDateTo: day, pageSize: 100 }, user)).data.list as { calls: number }[];
      const records: { username: string }[] = [];
      for (let pageIndex = 1; ; pageIndex++) {
        const page = (
          await post('/api/record/queryRequest', { startTimeFrom: `${day} 00:00:00`, startTimeTo: `${day} 23:59:59`, pageSize: 100, pageIndex }, user)
        ).body.data;
        records.push(...page.list);
        if (records.length >= page.total) break;
      }
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.reduce((sum, row) => sum + row.calls, 0)).toBe(records.filter((record) => record.username !== '').length);
    }
  });

  it('holds thousands of seat-days, filtered by seat and sorted by calls on the server', async () => {
    const { data } = await list({ pageSize: 20, sortField: 'calls', sortOrder: 'descend' });
    expect(data.total).toBeGreaterThan(1000);
    const calls = data.list.map((row: { calls: number }) => row.calls);
    expect(calls).toEqual([...calls].sort((a: number, b: number) => b - a));
    const name = data.list[0].realName;
    for (const row of (await list({ realName: name, pageSize: 100 })).data.list) expect(row.realName).toContain(name);
  });

  it('refuses the roles the page is not for', async () => {
    for (const role of ROLES.filter((role) => !(seatingApi.list.access as readonly string[]).includes(role))) {
      expect((await post(seatingApi.list.path, {}, await backend.login(SEEDED_ACCOUNTS[role].username))).body.code).toBe(403);
    }
  });

  it('exports the search as .xlsx with its columns', async () => {
    const day = formatDateTime(new Date(Date.now() - 86_400_000)).slice(0, 10);
    const response = await backend.app.inject({
      method: 'POST',
      url: seatingApi.export.path,
      headers: { authorization: `Bearer ${token}` },
      payload: { statDateFrom: day, statDateTo: day },
    });
    const sheet = await readSheet(response.rawPayload);
    expect(sheet.getRow(1).values).toEqual([undefined, ...seatingApi.export.columns.map((column) => column.title)]);
    expect(sheet.rowCount - 1).toBe((await list({ statDateFrom: day, statDateTo: day, pageSize: 1 })).data.total);
  });
});
