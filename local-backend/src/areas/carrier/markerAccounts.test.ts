import { SEEDED_ACCOUNTS } from '@console/sdk/seeded';
import { MARKER_TEXTS } from '@console/remote-carrier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type Harness } from '../../test/harness';
import { markOf } from './markerAccounts';

let backend: Harness;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  backend = await startBackend();
  for (const role of ['admin', 'agent', 'subAgent', 'company', 'normal'] as const) tokens[role] = await backend.login(SEEDED_ACCOUNTS[role].username);
});
afterAll(() => backend.app.close());

const post = async (url: string, payload: Record<string, unknown>, as = 'admin') =>
  (await backend.call({ method: 'POST', url, payload, token: tokens[as] })).body;
const get = async (url: string, as: string) => (await backend.call({ method: 'GET', url, token: tokens[as] })).body;
const agentOf = (role: string) =>
  backend.db
    .prepare('SELECT agent_id FROM users WHERE username = ?')
    .pluck()
    .get(SEEDED_ACCOUNTS[role as 'agent'].username) as number;
const balanceOf = (agentId: number) => backend.db.prepare('SELECT balance FROM marker_accounts WHERE agent_id = ?').pluck().get(agentId) as number;

describe('marker accounts', () => {
  it('seeds running balances: each account’s balance is its top-ups’ sum less its queries after them, and the last top-up’s balance after', () => {
    const accounts = backend.db.prepare('SELECT agent_id AS agentId, balance FROM marker_accounts').all() as { agentId: number; balance: number }[];
    expect(accounts.length).toBeGreaterThan(1);
    for (const { agentId, balance } of accounts) {
      expect(backend.db.prepare('SELECT SUM(queries) FROM marker_topups WHERE agent_id = ?').pluck().get(agentId)).toBe(balance);
      expect(
        backend.db.prepare('SELECT balance_after FROM marker_topups WHERE agent_id = ? ORDER BY created_at DESC, id DESC LIMIT 1').pluck().get(agentId),
      ).toBe(balance);
    }
  });

  it('buys a programme: the buyer’s balance grows by its queries and the top-up is recorded with the balance after', async () => {
    const agentId = agentOf('agent');
    const option = backend.db.prepare('SELECT id, queries, name FROM marker_options WHERE agent_id = ? AND enabled = 1 ORDER BY id LIMIT 1').get(agentId) as {
      id: number;
      queries: number;
      name: string;
    };
    const before = balanceOf(agentId);
    const bought = await post('/api/marker/topup', { optionId: option.id }, 'agent');
    expect(bought).toMatchObject({ code: 200, data: { balance: before + option.queries } });
    const record = (await post('/api/marker/topupList', { pageIndex: 1, pageSize: 1 }, 'agent')).data.list[0];
    expect(record).toMatchObject({ kind: '购买方案', optionName: option.name, queries: option.queries, balanceAfter: before + option.queries });
    const disabled = backend.db.prepare('SELECT id FROM marker_options WHERE agent_id = ? AND id <> ? LIMIT 1').pluck().get(agentId, option.id) as number;
    backend.db.prepare('UPDATE marker_options SET enabled = 0 WHERE id = ?').run(disabled);
    const other = backend.db.prepare('SELECT id FROM marker_options WHERE agent_id <> ? LIMIT 1').pluck().get(agentId) as number;
    expect(await post('/api/marker/topup', { optionId: other }, 'agent')).toMatchObject({ code: 400, message: MARKER_TEXTS.notOwnOption });
    expect(await post('/api/marker/topup', { optionId: disabled }, 'agent')).toMatchObject({ code: 400, message: MARKER_TEXTS.optionDisabled });
  });

  it('lets the admin give queries (平台赠送) and set a price; an agent may not', async () => {
    const agentId = agentOf('agent');
    const before = balanceOf(agentId);
    expect((await post('/api/marker/adminAdd', { agentId, queries: 50 })).data).toEqual({ balance: before + 50 });
    expect((await post('/api/marker/adminAdd', { agentId, queries: 50 }, 'agent')).code).toBe(403);
    expect((await post('/api/marker/agentMarkerPrice', { agentId, price: '0.08' })).code).toBe(200);
    expect((await get('/api/marker/getAgentMarkerPrice', 'agent')).data).toEqual({ agentId, price: 0.08, balance: before + 50 });
  });
});

describe('号码报备 (addQuery)', () => {
  it('answers each number at once, records it for the company and staff who asked, and takes one query each', async () => {
    const agentId = agentOf('normal');
    const before = balanceOf(agentId);
    const answer = await post('/api/marker/addQuery', { phoneNumbers: '13700001111\n13700002222,abc' }, 'normal');
    expect(answer).toMatchObject({ code: 200, data: { queried: 2, invalid: ['abc'], balance: before - 2 } });
    const { data } = await post('/api/marker/reportList', { phoneNumber: '1370000', pageIndex: 1, pageSize: 10 }, 'normal');
    expect(data.list.map((row: { phoneNumber: string; markType: string }) => [row.phoneNumber, row.markType]).sort()).toEqual([
      ['13700001111', markOf('13700001111').markType],
      ['13700002222', markOf('13700002222').markType],
    ]);
    // The same records are /tagQuery's, for the agent.
    expect((await post('/api/marker/record', { phoneNumber: '13700001111', pageIndex: 1, pageSize: 10 }, 'agent')).data.total).toBe(1);
  });

  it('refuses a query the balance cannot pay, and takes nothing', async () => {
    const agentId = agentOf('company');
    backend.db.prepare('UPDATE marker_accounts SET balance = 1 WHERE agent_id = ?').run(agentId);
    expect(await post('/api/marker/addQuery', { phoneNumbers: '13700003333,13700004444' }, 'company')).toMatchObject({
      code: 400,
      message: MARKER_TEXTS.short(1, 2),
    });
    expect(balanceOf(agentId)).toBe(1);
    expect(backend.db.prepare("SELECT COUNT(*) FROM marker_records WHERE phone_number = '13700003333'").pluck().get()).toBe(0);
  });

  it('shows a staff member only its own queries', async () => {
    const mine = (await post('/api/marker/reportList', { pageIndex: 1, pageSize: 1 }, 'normal')).data.total;
    const userId = backend.db.prepare('SELECT id FROM users WHERE username = ?').pluck().get(SEEDED_ACCOUNTS.normal.username);
    expect(mine).toBe(backend.db.prepare('SELECT COUNT(*) FROM marker_records WHERE user_id = ?').pluck().get(userId));
  });
});
