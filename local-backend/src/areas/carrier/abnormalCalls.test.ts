import { ABNORMAL_RULE, ABNORMAL_TEXTS, abnormalCallApi, abnormalNumberApi, cjAbnormalApi, HEALTH, numberApi } from '@console/remote-carrier/contract';
import { SEEDED_ACCOUNTS } from '@console/sdk/seeded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheet, startBackend, type Harness } from '../../test/harness';

let backend: Harness;
let admin: string;
let agent: string;
beforeAll(async () => {
  backend = await startBackend();
  admin = await backend.login(SEEDED_ACCOUNTS.admin.username);
  agent = await backend.login(SEEDED_ACCOUNTS.agent.username);
});
afterAll(() => backend.app.close());

type Body = { code: number; message: string; data: any };
const post = async (url: string, payload: Record<string, unknown>, token = admin): Promise<Body> =>
  (await backend.call({ method: 'POST', url, payload, token })).body;
const list = (payload: Record<string, unknown>, token = admin) => post(abnormalCallApi.list.path, { pageIndex: 1, pageSize: 50, ...payload }, token);

describe('abnormal calls (the abnormalCalls family)', () => {
  it('lists each brand’s flagged calls, every rule seeded, each item a call of one of the brand’s numbers', async () => {
    for (const operator of ['WN', 'CY', 'DJ', 'GM', 'CC']) {
      const { data } = await list({ operator });
      expect(data.total).toBe(backend.db.prepare('SELECT COUNT(*) FROM carrier_abnormal_calls WHERE operator = ?').pluck().get(operator));
      expect(data.total).toBeGreaterThan(0);
    }
    expect(backend.db.prepare('SELECT DISTINCT rule FROM carrier_abnormal_calls ORDER BY rule').pluck().all()).toEqual([...ABNORMAL_RULE.values].sort());
    const wrong = backend.db
      .prepare(
        `SELECT COUNT(*) FROM carrier_abnormal_calls a JOIN call_records r ON r.id = a.call_id JOIN carrier_numbers n ON n.phone_number = r.caller
          WHERE n.operator <> a.operator OR (a.rule = '投诉风险' AND r.risk <> 1) OR (a.rule = '短时通话' AND (r.status <> '已接通' OR r.duration_seconds >= ?))`,
      )
      .pluck()
      .get(ABNORMAL_TEXTS.shortSeconds);
    expect(wrong).toBe(0);
    const low = (await list({ operator: 'WN', rule: '健康分过低' })).data.list as { reason: string }[];
    for (const row of low) expect(Number(/健康分 (\d+)/.exec(row.reason)![1])).toBeLessThan(HEALTH.threshold);
  });

  it('filters by rule and handled state on the server; GM’s and CC’s lists are the admin’s', async () => {
    const { data } = await list({ operator: 'WN', rule: '短时通话', handled: 0 });
    for (const row of data.list) expect(row).toMatchObject({ rule: '短时通话', handled: 0 });
    expect((await list({ operator: 'GM' }, agent)).code).toBe(403);
    expect((await list({ operator: 'WN' }, agent)).code).toBe(200);
  });

  it('marks items handled with who, when and a remark; a batch holding a handled one is refused whole', async () => {
    const open = (await list({ operator: 'CY', handled: 0 })).data.list.slice(0, 2) as { id: number }[];
    const done = await post(abnormalCallApi.check.path, { operator: 'CY', ids: open.map((row) => row.id), remark: '已联系客户' });
    expect(done).toMatchObject({ code: 200, data: { handled: 2 } });
    const row = backend.db.prepare('SELECT handled, handled_by AS handledBy, remark FROM carrier_abnormal_calls WHERE id = ?').get(open[0].id);
    expect(row).toEqual({ handled: 1, handledBy: expect.any(Number), remark: '已联系客户' });
    const another = (await list({ operator: 'CY', handled: 0 })).data.list[0] as { id: number };
    expect(await post(abnormalCallApi.check.path, { operator: 'CY', ids: [another.id, open[0].id] })).toMatchObject({
      code: 400,
      message: ABNORMAL_TEXTS.handledAlready(1),
    });
    expect(backend.db.prepare('SELECT handled FROM carrier_abnormal_calls WHERE id = ?').pluck().get(another.id)).toBe(0);
    // Another brand's item is not this page's.
    expect((await post(abnormalCallApi.check.path, { operator: 'WN', ids: [another.id] })).code).toBe(403);
  });

  it('exports the filtered list as .xlsx with the list’s columns', async () => {
    const response = await backend.app.inject({
      method: 'POST',
      url: abnormalCallApi.export.path,
      headers: { authorization: `Bearer ${admin}` },
      payload: { operator: 'DJ', rule: '投诉风险' },
    });
    const sheet = await readSheet(response.rawPayload);
    expect(sheet.getRow(1).values).toEqual([undefined, ...abnormalCallApi.export.columns.map((column) => column.title)]);
    expect(sheet.rowCount - 1).toBe(
      backend.db.prepare("SELECT COUNT(*) FROM carrier_abnormal_calls WHERE operator = 'DJ' AND rule = '投诉风险'").pluck().get(),
    );
  });
});

describe('GM’s abnormal numbers (/gmAbnormalNumber)', () => {
  it('lists GM’s open numbers below the health threshold, lowest first, each with the signals that cost it most', async () => {
    const { code, data } = await post(abnormalNumberApi.list.path, { pageIndex: 1, pageSize: 100 });
    expect(code).toBe(200);
    expect(data.total).toBeGreaterThan(0);
    const scores = data.list.map((row: { healthScore: number }) => row.healthScore);
    expect(scores).toEqual([...scores].sort((a: number, b: number) => a - b));
    for (const row of data.list) {
      expect(row.healthScore).toBeLessThan(HEALTH.threshold);
      expect(row.reasons).not.toBe('');
      expect(backend.db.prepare('SELECT operator, state FROM carrier_numbers WHERE phone_number = ?').get(row.phoneNumber)).toEqual({
        operator: 'GM',
        state: 'open',
      });
    }
    // The same score as the virtual-commerce list's.
    const [first] = data.list as { phoneNumber: string; healthScore: number }[];
    const listed = await post(numberApi.list.path, { operator: 'GM', phoneNumber: first.phoneNumber, pageIndex: 1, pageSize: 1 });
    expect(listed.data.list[0].healthScore).toBe(first.healthScore);
    expect((await post(abnormalNumberApi.list.path, {}, agent)).code).toBe(403);
  });
});

describe('/cjabnormalCall (cycjErrRecord, exportCJErrRecord)', () => {
  it('gives every role with business rows its own scope’s abnormal calls, and exports them', async () => {
    const all = (await post(cjAbnormalApi.list.path, { pageIndex: 1, pageSize: 10 })).data.total;
    expect(all).toBe(backend.db.prepare('SELECT COUNT(*) FROM carrier_abnormal_calls').pluck().get());
    const company = await backend.login(SEEDED_ACCOUNTS.company.username);
    const own = await post(cjAbnormalApi.list.path, { pageIndex: 1, pageSize: 100 }, company);
    const companyId = backend.db.prepare('SELECT company_id FROM users WHERE username = ?').pluck().get(SEEDED_ACCOUNTS.company.username);
    expect(own.data.total).toBe(backend.db.prepare('SELECT COUNT(*) FROM carrier_abnormal_calls WHERE company_id = ?').pluck().get(companyId));
    for (const row of own.data.list) expect(row.companyId).toBe(companyId);
    const oem = await backend.login(SEEDED_ACCOUNTS.oem.username);
    expect((await post(cjAbnormalApi.list.path, {}, oem)).code).toBe(403);
    const response = await backend.app.inject({ method: 'POST', url: cjAbnormalApi.export.path, headers: { authorization: `Bearer ${company}` }, payload: {} });
    const sheet = await readSheet(response.rawPayload);
    expect(sheet.rowCount - 1).toBe(own.data.total);
  });
});
