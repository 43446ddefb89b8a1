import { SEEDED_ACCOUNTS } from '@console/sdk/seeded';
import { MARKER_INSTANT_MAX, MARKER_TEXTS, MARKER_URGENT_FEE } from '@console/remote-carrier/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startBackend, type Harness } from '../../test/harness';
import { markOf } from './markerService';
import { markerQueueWorker, workMarkerQueue } from './markerQueue';

let backend: Harness;
const tokens: Record<string, string> = {};
interface SeededQuery {
  id: number;
  userId: number;
  numbers: string;
  total: number;
  answered: number;
  status: string;
  urgent: number;
  urgentFee: number;
}
/** The seeded queue, read before the tests empty it. */
let seeded: SeededQuery[] = [];
beforeAll(async () => {
  backend = await startBackend();
  seeded = backend.db
    .prepare('SELECT id, user_id AS userId, numbers, total, answered, status, urgent, urgent_fee AS urgentFee FROM marker_queries ORDER BY id')
    .all() as SeededQuery[];
  for (const role of ['admin', 'agent', 'subAgent', 'company', 'normal'] as const) tokens[role] = await backend.login(SEEDED_ACCOUNTS[role].username);
});
afterAll(() => backend.app.close());

type Role = 'admin' | 'agent' | 'subAgent' | 'company' | 'normal';
const post = async (url: string, payload: Record<string, unknown>, as: Role = 'normal') =>
  (await backend.call({ method: 'POST', url, payload, token: tokens[as] })).body;
const userOf = (role: Role) =>
  backend.db.prepare('SELECT id, agent_id AS agentId, company_id AS companyId FROM users WHERE username = ?').get(SEEDED_ACCOUNTS[role].username) as {
    id: number;
    agentId: number;
    companyId: number | null;
  };
const balanceOf = (agentId: number) => backend.db.prepare('SELECT balance FROM marker_accounts WHERE agent_id = ?').pluck().get(agentId) as number;
const setBalance = (agentId: number, balance: number) => backend.db.prepare('UPDATE marker_accounts SET balance = ? WHERE agent_id = ?').run(balance, agentId);
let stem = 0;
/** `count` fresh valid numbers (never asked before in this file). */
const numbers = (count: number) => {
  stem++;
  return Array.from({ length: count }, (_, index) => `139${String(stem).padStart(4, '0')}${String(index).padStart(4, '0')}`);
};
const ask = (phones: string[], as: Role = 'normal') => post('/api/marker/addQuery', { phoneNumbers: phones.join('\n') }, as);
const queryRow = (id: number) =>
  backend.db
    .prepare(
      'SELECT total, answered, status, urgent, urgent_fee AS urgentFee, started_at AS startedAt, finished_at AS finishedAt FROM marker_queries WHERE id = ?',
    )
    .get(id) as {
    total: number;
    answered: number;
    status: string;
    urgent: number;
    urgentFee: number;
    startedAt: string | null;
    finishedAt: string | null;
  };
const recordsOf = (phones: string[]) =>
  backend.db
    .prepare(
      `SELECT phone_number AS phone, mark_type AS markType, agent_id AS agentId, user_id AS userId FROM marker_records WHERE phone_number IN (${phones.map(() => '?').join(', ')}) ORDER BY phone_number`,
    )
    .all(...phones) as { phone: string; markType: string; agentId: number; userId: number }[];
const queue = async (as: Role = 'normal', params: Record<string, unknown> = {}) =>
  (await post('/api/marker/queueList', { pageIndex: 1, pageSize: 50, ...params }, as)).data.list as {
    id: number;
    total: number;
    answered: number;
    status: string;
    position: number | null;
    urgent: number;
    urgentFee: number;
    queriedBy: string;
  }[];

beforeEach(() => {
  // Each test starts from an empty queue and a balance that pays for it.
  backend.db.prepare('DELETE FROM marker_queries').run();
  for (const role of ['normal', 'company', 'subAgent'] as const) setBalance(userOf(role).agentId, 10_000);
});

describe('the seeded queue', () => {
  it('holds answered, answering and waiting queries (none waiting urgent), each answered number a marker record of its asker', () => {
    expect(new Set(seeded.map((query) => query.status))).toEqual(new Set(['已完成', '查询中', '排队中']));
    expect(seeded.filter((query) => query.status === '排队中' && query.urgent)).toEqual([]);
    expect(seeded.filter((query) => query.status === '查询中')).toHaveLength(1);
    expect(seeded.some((query) => query.urgent)).toBe(true);
    const staff = userOf('normal').id;
    expect(seeded.some((query) => query.userId === staff)).toBe(true);
    const recorded = backend.db.prepare('SELECT COUNT(*) FROM marker_records WHERE phone_number = ? AND user_id = ? AND mark_type = ?').pluck();
    for (const query of seeded) {
      const phones = query.numbers.split(',');
      expect(phones).toHaveLength(query.total);
      expect(query.urgentFee).toBe(query.urgent ? MARKER_URGENT_FEE(query.total) : 0);
      expect(query.answered).toBe(query.status === '已完成' ? query.total : query.status === '排队中' ? 0 : Math.floor(query.total / 2));
      for (const phone of phones.slice(0, query.answered)) expect(recorded.get(phone, query.userId, markOf(phone).markType)).toBeGreaterThan(0);
    }
  });
});

describe('addQuery: at most MARKER_INSTANT_MAX numbers at once, more queued and paid when accepted', () => {
  it('answers 20 numbers at once and queues 21, taking the 21 queries from the balance as it accepts them', async () => {
    expect(MARKER_INSTANT_MAX).toBe(20);
    const { agentId } = userOf('normal');
    const instant = numbers(20);
    expect(await ask(instant)).toMatchObject({ code: 200, data: { queried: 20, balance: 10_000 - 20 } });
    expect((await ask(instant)).data.position).toBeUndefined();
    expect(recordsOf(instant)).toHaveLength(40);
    expect(backend.db.prepare('SELECT COUNT(*) FROM marker_queries').pluck().get()).toBe(0);

    const queued = numbers(21);
    const answer = await ask([...queued, 'abc']);
    expect(answer).toMatchObject({ code: 200, data: { queried: 21, invalid: ['abc'], balance: 10_000 - 40 - 21, position: 1 } });
    expect(MARKER_TEXTS.queried(answer.data)).toBe('已加入查询队列（第 1 位），共 21 个号码，已扣除 21 次，剩余 9939 次；格式不正确：abc');
    expect(balanceOf(agentId)).toBe(10_000 - 40 - 21);
    expect(recordsOf(queued)).toHaveLength(0);
    expect(queryRow(answer.data.queryId)).toMatchObject({ total: 21, answered: 0, status: '排队中', urgent: 0, urgentFee: 0 });
  });

  it('refuses a queued query the balance cannot pay, queueing nothing', async () => {
    const { agentId } = userOf('normal');
    setBalance(agentId, 30);
    expect(await ask(numbers(31))).toMatchObject({ code: 400, message: MARKER_TEXTS.short(30, 31) });
    expect(balanceOf(agentId)).toBe(30);
    expect(backend.db.prepare('SELECT COUNT(*) FROM marker_queries').pluck().get()).toBe(0);
  });
});

describe('the queue order and workMarkerQueue', () => {
  it('works urgent queries before earlier non-urgent ones, FIFO otherwise; queueList shows each waiting query’s place', async () => {
    const first = (await ask(numbers(21))).data.queryId as number;
    const second = (await ask(numbers(22))).data.queryId as number;
    const third = (await ask(numbers(23))).data.queryId as number;
    expect((await ask(numbers(24))).data.position).toBe(4);
    const fourth = backend.db.prepare('SELECT MAX(id) FROM marker_queries').pluck().get() as number;
    expect((await queue()).map((row) => [row.id, row.position])).toEqual([
      [first, 1],
      [second, 2],
      [third, 3],
      [fourth, 4],
    ]);
    // 加急 of the third, then of the fourth: both go ahead of every non-urgent one, the fourth behind the third.
    expect(await post('/api/marker/JumpQueue', { id: fourth })).toMatchObject({ code: 200, data: { position: 1 } });
    expect(await post('/api/marker/JumpQueue', { id: third })).toMatchObject({ code: 200, data: { position: 1 } });
    const order = [third, fourth, first, second];
    expect((await queue()).map((row) => [row.id, row.position, row.urgent])).toEqual([
      [third, 1, 1],
      [fourth, 2, 1],
      [first, 3, 0],
      [second, 4, 0],
    ]);
    // The queue is worked in that order.
    const totals = [23, 24, 21, 22];
    for (const [index, id] of order.entries()) {
      expect(workMarkerQueue(backend.db, totals[index]!)).toBe(totals[index]);
      expect(queryRow(id).status).toBe('已完成');
      for (const later of order.slice(index + 1)) expect(queryRow(later)).toMatchObject({ status: '排队中', answered: 0 });
    }
    expect(workMarkerQueue(backend.db, 10)).toBe(0);
    expect(await queue('normal', { status: '排队中' })).toEqual([]);
  });

  it('answers the head query first, writing its marker records, marks it 查询中 then 已完成, and carries the rest of a budget to the next', async () => {
    const { id: userId, agentId } = userOf('normal');
    const head = numbers(25);
    const next = numbers(21);
    const headId = (await ask(head)).data.queryId as number;
    const nextId = (await ask(next)).data.queryId as number;

    expect(workMarkerQueue(backend.db, 10, '2026-12-07 10:00:00')).toBe(10);
    expect(queryRow(headId)).toMatchObject({ answered: 10, status: '查询中', startedAt: '2026-12-07 10:00:00', finishedAt: null });
    expect(recordsOf(head).map((row) => row.phone)).toEqual(head.slice(0, 10));
    expect(recordsOf(head)[0]).toEqual({ phone: head[0], markType: markOf(head[0]!).markType, agentId, userId });
    expect((await queue()).map((row) => [row.status, row.answered, row.position])).toEqual([
      ['查询中', 10, null],
      ['排队中', 0, 1],
    ]);
    // An urgent query does not interrupt the one being answered: it waits first in line.
    const urgent = (await ask(numbers(30))).data.queryId as number;
    expect((await post('/api/marker/JumpQueue', { id: urgent })).data.position).toBe(1);

    expect(workMarkerQueue(backend.db, 20, '2026-12-07 10:00:01')).toBe(20);
    expect(queryRow(headId)).toMatchObject({ answered: 25, status: '已完成', startedAt: '2026-12-07 10:00:00', finishedAt: '2026-12-07 10:00:01' });
    expect(recordsOf(head)).toHaveLength(25);
    expect(queryRow(urgent)).toMatchObject({ answered: 5, status: '查询中' });
    expect(queryRow(nextId)).toMatchObject({ answered: 0, status: '排队中' });
  });

  it('works at the configured rate, carrying fractions from tick to tick', async () => {
    const id = (await ask(numbers(40))).data.queryId as number;
    const worker = markerQueueWorker(backend.db, { numbersPerSecond: 2.5, start: 0 });
    expect(worker.tick(1000)).toBe(2);
    expect(worker.tick(2000)).toBe(3);
    expect(worker.tick(2000)).toBe(0);
    expect(queryRow(id).answered).toBe(5);
  });
});

describe('JumpQueue (加急)', () => {
  it('takes MARKER_URGENT_FEE(n) = ceil(n / 10) more queries from the query’s agent and keeps the fee on the query', async () => {
    expect([MARKER_URGENT_FEE(21), MARKER_URGENT_FEE(30), MARKER_URGENT_FEE(31)]).toEqual([3, 3, 4]);
    const { agentId } = userOf('normal');
    const id = (await ask(numbers(25))).data.queryId as number;
    expect(balanceOf(agentId)).toBe(10_000 - 25);
    // The company of the staff member who asked may hurry it too; the fee is the query's agent's.
    expect(await post('/api/marker/JumpQueue', { id }, 'company')).toMatchObject({ code: 200, data: { balance: 10_000 - 25 - 3, position: 1 } });
    expect(balanceOf(agentId)).toBe(10_000 - 28);
    expect(queryRow(id)).toMatchObject({ urgent: 1, urgentFee: 3 });
    expect((await queue())[0]).toMatchObject({ id, urgent: 1, urgentFee: 3 });
  });

  it('refuses, changing nothing: an urgent query, one no longer waiting, a short balance, a query outside the caller’s scope', async () => {
    const { agentId } = userOf('normal');
    const urgent = (await ask(numbers(21))).data.queryId as number;
    await post('/api/marker/JumpQueue', { id: urgent });
    const started = (await ask(numbers(22))).data.queryId as number;
    const waiting = (await ask(numbers(35))).data.queryId as number;
    workMarkerQueue(backend.db, 21 + 1); // The urgent one answered, the next one started.
    expect(queryRow(urgent).status).toBe('已完成');
    expect(queryRow(started).status).toBe('查询中');
    const balance = balanceOf(agentId);

    expect(await post('/api/marker/JumpQueue', { id: urgent })).toMatchObject({ code: 400, message: MARKER_TEXTS.notWaiting });
    expect(await post('/api/marker/JumpQueue', { id: started })).toMatchObject({ code: 400, message: MARKER_TEXTS.notWaiting });
    const another = (await ask(numbers(21))).data.queryId as number;
    await post('/api/marker/JumpQueue', { id: another });
    expect(await post('/api/marker/JumpQueue', { id: another })).toMatchObject({ code: 400, message: MARKER_TEXTS.alreadyUrgent });
    const afterAnother = balanceOf(agentId);
    expect(afterAnother).toBe(balance - 21 - 3);

    setBalance(agentId, 3);
    expect(await post('/api/marker/JumpQueue', { id: waiting })).toMatchObject({ code: 400, message: MARKER_TEXTS.short(3, 4) });
    expect(balanceOf(agentId)).toBe(3);
    expect(queryRow(waiting)).toMatchObject({ urgent: 0, urgentFee: 0 });

    // The sub-agent's scope is its own agent's queries: the staff member's are not in it.
    setBalance(agentId, 100);
    expect(userOf('subAgent').agentId).not.toBe(agentId);
    expect(await post('/api/marker/JumpQueue', { id: waiting }, 'subAgent')).toMatchObject({ code: 403 });
    expect(await queue('subAgent')).toEqual([]);
    expect(queryRow(waiting)).toMatchObject({ urgent: 0, urgentFee: 0 });
    expect(balanceOf(agentId)).toBe(100);
    expect(await post('/api/marker/JumpQueue', { id: 999_999 })).toMatchObject({ code: 404 });
  });

  it('lists the queue in reportList’s scope: the staff member its own queries, its company every query of the company', async () => {
    const mine = (await ask(numbers(21))).data.queryId as number;
    const company = (await ask(numbers(21), 'company')).data.queryId as number;
    expect((await queue('normal')).map((row) => row.id)).toEqual([mine]);
    expect((await queue('company')).map((row) => row.id)).toEqual([mine, company]);
    expect((await queue('admin')).map((row) => [row.id, row.position])).toEqual([
      [mine, 1],
      [company, 2],
    ]);
  });
});
