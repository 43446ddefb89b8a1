import { SEEDED_ACCOUNTS } from '@console/sdk/seeded';
import { BLACKLIST_TEXTS } from '@console/remote-carrier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type Harness } from '../../test/harness';
import { askGate } from '../platform/gate';

let backend: Harness;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  backend = await startBackend();
  for (const role of ['admin', 'agent', 'company', 'normal'] as const) tokens[role] = await backend.login(SEEDED_ACCOUNTS[role].username);
});
afterAll(() => backend.app.close());

const list = async (query: Record<string, string | number>, as = 'admin') =>
  (
    await backend.call({
      method: 'GET',
      url: `/api/blackList/list?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
      token: tokens[as],
    })
  ).body;
const post = async (url: string, payload: Record<string, unknown>, as = 'admin') =>
  (await backend.call({ method: 'POST', url, payload, token: tokens[as] })).body;
const companyOf = (username: string) => backend.db.prepare('SELECT company_id FROM users WHERE username = ?').pluck().get(username) as number;

describe('blacklist bulk add', () => {
  it('keeps the valid numbers, names the invalid ones and counts those already listed', async () => {
    const first = await post('/api/blackList/bulkAdd', { phoneNumbers: '13911110001\n13911110002，12345\nabc,13911110001', means: '批量导入' }, 'company');
    expect(first).toMatchObject({ code: 200, data: { added: 2, invalid: ['12345', 'abc'], duplicate: 0 } });
    const again = await post('/api/blackList/bulkAdd', { phoneNumbers: '13911110002 13911110003' }, 'company');
    expect(again.data).toEqual({ added: 1, invalid: [], duplicate: 1 });
    expect(BLACKLIST_TEXTS.added(first.data)).toBe('已添加 2 个号码；格式不正确未添加：12345、abc');
    const { data } = await list({ phoneNumber: '1391111000', pageIndex: 1, pageSize: 10 }, 'company');
    expect(data.total).toBe(3);
    for (const row of data.list) expect(row).toMatchObject({ companyName: expect.any(String), userName: expect.any(String) });
  });

  it('refuses a list of no valid number, in Chinese', async () => {
    expect(await post('/api/blackList/bulkAdd', { phoneNumbers: '123,456' }, 'company')).toMatchObject({ code: 400, message: BLACKLIST_TEXTS.noValid(2) });
  });
});

describe('blacklist filters (spec section 3: userId, agentId, companyId, with a date range)', () => {
  it('narrows to a company, an agent, a user and a range of days, on the server', async () => {
    const company = companyOf(SEEDED_ACCOUNTS.company.username);
    const byCompany = (await list({ companyId: company, pageIndex: 1, pageSize: 1 })).data;
    const inTable = backend.db.prepare('SELECT COUNT(*) FROM blacklist WHERE company_id = ?').pluck().get(company) as number;
    expect(byCompany.total).toBe(inTable);
    const agents = backend.db.prepare('SELECT COUNT(*) FROM blacklist WHERE agent_id = 2').pluck().get() as number;
    expect((await list({ agentId: 2, pageIndex: 1, pageSize: 1 })).data.total).toBe(agents);
    const user = backend.db.prepare('SELECT user_id FROM blacklist WHERE user_id IS NOT NULL LIMIT 1').pluck().get() as number;
    const ofUser = backend.db.prepare('SELECT COUNT(*) FROM blacklist WHERE user_id = ?').pluck().get(user) as number;
    expect((await list({ userId: user, pageIndex: 1, pageSize: 1 })).data.total).toBe(ofUser);
    const day = (backend.db.prepare('SELECT substr(created_at, 1, 10) FROM blacklist ORDER BY id DESC LIMIT 1 OFFSET 7').pluck().get() as string) + ' ';
    const sameDay = backend.db
      .prepare('SELECT COUNT(*) FROM blacklist WHERE created_at BETWEEN ? AND ?')
      .pluck()
      .get(`${day}00:00:00`, `${day}23:59:59`) as number;
    expect((await list({ createdAtFrom: `${day}00:00:00`, createdAtTo: `${day}23:59:59`, pageIndex: 1, pageSize: 1 })).data.total).toBe(sameDay);
  });

  it('never widens a role’s scope: a company asking for another company sees none of it', async () => {
    const other = backend.db
      .prepare('SELECT company_id FROM blacklist WHERE company_id <> ? LIMIT 1')
      .pluck()
      .get(companyOf(SEEDED_ACCOUNTS.company.username)) as number;
    expect((await list({ companyId: other, pageIndex: 1, pageSize: 1 }, 'company')).data.total).toBe(0);
    expect((await list({ companyId: other, pageIndex: 1, pageSize: 1 }, 'admin')).data.total).toBeGreaterThan(0);
  });
});

describe('a blacklisted number is not called', () => {
  it('the dialling gate refuses a batch number listed by the batch company’s agent (no company), and calls it once removed', async () => {
    const found = backend.db
      .prepare(
        `SELECT b.id, b.batch_no AS batchNo, n.phone, b.company_id AS companyId, b.agent_id AS agentId FROM cdr_batches b JOIN cdr_batch_numbers n ON n.batch_id = b.id
         WHERE b.status IN ('待启动', '已暂停') AND n.result = '待呼叫' ORDER BY b.id LIMIT 1`,
      )
      .get() as { id: number; batchNo: string; phone: string; companyId: number; agentId: number };
    const attempt = {
      source: '批次外呼' as const,
      companyId: found.companyId,
      agentId: found.agentId,
      caller: found.batchNo,
      callee: found.phone,
      at: '2026-01-01 10:00:00',
    };
    const before = askGate(backend.db, attempt);
    // Listed by the batch company's agent (no company): it holds for every company of the agent.
    const listed = backend.db
      .prepare(
        "INSERT INTO blacklist (phone_number, means, reason, agent_id, company_id, user_id, created_at) VALUES (?, '手动添加', '', ?, NULL, NULL, '2026-01-01 00:00:00')",
      )
      .run(found.phone, found.agentId).lastInsertRowid;
    expect(askGate(backend.db, attempt)).toMatchObject({ allowed: false, rule: 'blacklist' });
    backend.db.prepare('DELETE FROM blacklist WHERE id = ?').run(listed);
    expect(askGate(backend.db, attempt)).toEqual(before);
  });
});
