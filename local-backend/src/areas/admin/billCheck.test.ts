import { ROLES } from '@console/sdk/manifest';
import { SEEDED_ACCOUNTS } from '@console/sdk/seeded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billCheckApi, reportApi } from '@console/remote-admin/contract';
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
const all = async (url: string, payload: Record<string, unknown>, as = token) => {
  const rows: Record<string, any>[] = [];
  for (let pageIndex = 1; ; pageIndex++) {
    const { data } = (await post(url, { ...payload, pageIndex, pageSize: 100 }, as)).body;
    rows.push(...data.list);
    if (rows.length >= data.total) return rows;
  }
};
const sum = (rows: Record<string, any>[], key: string) => Math.round(rows.reduce((total, row) => total + row[key], 0) * 100) / 100;
const month = formatDateTime(new Date()).slice(0, 7);
const monthRange = { statMonthFrom: `${month}-01`, statMonthTo: `${month}-01` };
const recordsOfMonth = { startTimeFrom: `${month}-01 00:00:00`, startTimeTo: `${month}-31 23:59:59` };

describe('报表 (/api/admin/report)', () => {
  it('an agent’s month: its calls are the records /record lists it, for the agent; the admin’s top-ups are /woniuRecharge’s handled rows', async () => {
    const agent = await backend.login(SEEDED_ACCOUNTS.agent.username);
    const rows = await all(reportApi.list.path, monthRange, agent);
    expect(rows.length).toBeGreaterThan(0);
    const records = (await post('/api/record/queryRequest', { ...recordsOfMonth, pageSize: 1 }, agent)).body.data.total;
    expect(sum(rows, 'calls')).toBe(records);

    const adminRows = await all(reportApi.list.path, monthRange);
    const topUps = (
      await all('/api/topUp/list', { status: 'done', createdAtFrom: recordsOfMonth.startTimeFrom, createdAtTo: recordsOfMonth.startTimeTo })
    ).filter((row) => row.agentName !== '');
    expect(sum(adminRows, 'topUps')).toBe(topUps.length);
    expect(sum(adminRows, 'topUpAmount')).toBe(sum(topUps, 'amount'));
  });

  it('shows an agent only its own and its sub-agents’ months, and refuses the other roles', async () => {
    const agentRows = await all(reportApi.list.path, {}, await backend.login(SEEDED_ACCOUNTS.agent.username));
    const adminRows = await all(reportApi.list.path, {});
    expect(agentRows.length).toBeGreaterThan(0);
    expect(agentRows.length).toBeLessThan(adminRows.length);
    for (const role of ROLES.filter((role) => !(reportApi.list.access as readonly string[]).includes(role))) {
      expect((await post(reportApi.list.path, {}, await backend.login(SEEDED_ACCOUNTS[role].username))).body.code).toBe(403);
    }
  });
});

describe('话单核对 (/api/admin/statistics)', () => {
  it('a company’s month equals its call records, and a bill on a call not connected makes it 异常', async () => {
    const [row] = (await post(billCheckApi.list.path, { ...monthRange, result: '一致', pageSize: 1 })).body.data.list;
    const companyId = backend.db.prepare('SELECT id FROM companies WHERE name = ?').pluck().get(row.companyName) as number;
    const count = backend.db.prepare('SELECT COUNT(*) FROM call_records WHERE company_id = ? AND substr(start_time, 1, 7) = ?').pluck().get(companyId, month);
    expect(row.calls).toBe(count);
    backend.db
      .prepare(
        "INSERT INTO call_records (caller, callee, company_id, agent_id, start_time, duration_seconds, status, units, charge) VALUES ('02112345678', '13800000000', ?, (SELECT agent_id FROM companies WHERE id = ?), ?, 0, '未接通', 1, 0.2)",
      )
      .run(companyId, companyId, `${month}-01 09:00:00`);
    const rows = await all(billCheckApi.list.path, { ...monthRange, companyName: row.companyName });
    const again = rows.find((one) => one.companyName === row.companyName)!;
    expect(again).toMatchObject({ calls: row.calls + 1, anomalies: row.anomalies + 1, result: '异常' });
  });

  it('downloads the search as .xlsx, and refuses the other roles', async () => {
    const response = await backend.app.inject({
      method: 'POST',
      url: billCheckApi.export.path,
      headers: { authorization: `Bearer ${token}` },
      payload: monthRange,
    });
    const sheet = await readSheet(response.rawPayload);
    expect(sheet.getRow(1).values).toEqual([undefined, ...billCheckApi.export.columns.map((column) => column.title)]);
    expect(sheet.rowCount - 1).toBe((await post(billCheckApi.list.path, { ...monthRange, pageSize: 1 })).body.data.total);
    for (const role of ROLES.filter((role) => !(billCheckApi.list.access as readonly string[]).includes(role))) {
      expect((await post(billCheckApi.list.path, {}, await backend.login(SEEDED_ACCOUNTS[role].username))).body.code).toBe(403);
    }
  });
});
