import { SEEDED_ACCOUNTS } from '@console/sdk/seeded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type Harness } from '../../test/harness';

let backend: Harness;
let admin: string;
beforeAll(async () => {
  backend = await startBackend();
  admin = await backend.login(SEEDED_ACCOUNTS.admin.username);
});
afterAll(() => backend.app.close());

const post = async (url: string, payload: Record<string, unknown>, token = admin) => (await backend.call({ method: 'POST', url, payload, token })).body;
const value = (sql: string, ...values: unknown[]) =>
  backend.db
    .prepare(sql)
    .pluck()
    .get(...values) as number;

describe('号源分析 (/hySA)', () => {
  it('counts each company’s figures from the rows of the pool, shutdown and bill pages', async () => {
    const { data } = await post('/api/carrier/numberSourceList', { companyId: 1, pageIndex: 1, pageSize: 10 });
    expect(data.list).toEqual([
      expect.objectContaining({
        platformNumbers: value("SELECT COUNT(*) FROM carrier_pool_numbers WHERE company_id = 1 AND pool = 'platform'"),
        woniuNumbers: value("SELECT COUNT(*) FROM carrier_pool_numbers WHERE company_id = 1 AND pool = 'WN'"),
        stoppedNumbers: value('SELECT COUNT(*) FROM carrier_shutdowns WHERE company_id = 1 AND restored_at IS NULL'),
        exemptNumbers: value('SELECT COUNT(*) FROM carrier_shutdown_exempt WHERE company_id = 1'),
      }),
    ]);
    // Assigning a pool number moves the figure.
    const free = value("SELECT id FROM carrier_pool_numbers WHERE pool = 'platform' AND company_id IS NULL LIMIT 1");
    expect((await post('/api/carrier/poolNumberAssign', { ids: `${free}`, companyId: 1 })).code).toBe(200);
    expect((await post('/api/carrier/numberSourceList', { companyId: 1, pageIndex: 1, pageSize: 10 })).data.list[0].platformNumbers).toBe(
      data.list[0].platformNumbers + 1,
    );
  });

  it('answers totals that are the sums of the search’s rows', async () => {
    const rows = (await post('/api/carrier/numberSourceList', { pageIndex: 1, pageSize: 100 })).data;
    expect(rows.total).toBeLessThanOrEqual(100);
    const totals = (await post('/api/carrier/numberSourceTotals', {})).data;
    const sum = (key: string) => rows.list.reduce((all: number, row: Record<string, number>) => all + Math.round(row[key] * 100), 0) / 100;
    expect(totals).toEqual({
      companies: rows.total,
      platformNumbers: sum('platformNumbers'),
      woniuNumbers: sum('woniuNumbers'),
      stoppedNumbers: sum('stoppedNumbers'),
      exemptNumbers: sum('exemptNumbers'),
      openBills: sum('openBills'),
    });
    expect(totals.platformNumbers).toBe(value("SELECT COUNT(*) FROM carrier_pool_numbers WHERE pool = 'platform' AND company_id IS NOT NULL"));
  });
});
