import { consumptionApi } from '@console/remote-cloudcall/contract';
import { sumApi } from '@console/remote-admin/contract';
import { SEEDED_ACCOUNTS } from '@console/sdk/seeded';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../db/time';
import { checkToken, type CurrentUser } from '../../http/auth';
import { trackedTables } from '../../http/changeLog';
import { restrictTo } from '../../http/scope';
import { Where } from '../../http/where';
import { startBackend, type Harness } from '../../test/harness';
import { wallFigures } from '../admin/panelData';
import { countCompanyStatistics } from '../admin/companyStatistics';
import { rebuildRollups, ROLLUP_TABLES, withoutRollupTriggers } from './rollups';

/**
 * Each figure read from the rollups equals the same figure summed from the raw rows (the queries below
 * are the ones the figures used before the rollups), after random inserts, updates (a call connecting,
 * a duration or day changing, a seat moving) and deletes of call records, customers and top-ups; again
 * after rebuildRollups; and after a bulk load run without the triggers.
 */

let backend: Harness;
const tokens: Partial<Record<keyof typeof SEEDED_ACCOUNTS, string>> = {};
const ROLES = ['admin', 'agent', 'subAgent', 'company', 'department', 'normal'] as const;
beforeAll(async () => {
  backend = await startBackend();
  for (const role of ROLES) tokens[role] = await backend.login(SEEDED_ACCOUNTS[role].username);
});
afterAll(() => backend.app.close());

const all = <T>(sql: string, ...values: unknown[]) => backend.db.prepare(sql).all(...values) as T[];
const userOf = (token: string) => checkToken(backend.db, `Bearer ${token}`)!.user as CurrentUser;
const day = (daysAgo: number) => {
  const date = new Date();
  date.setHours(0, 0, 0, 0);
  date.setDate(date.getDate() - daysAgo);
  return formatDateTime(date).slice(0, 10);
};

/** The statistics views as they were: counted live from the raw rows. */
const RAW_VIEWS = {
  seating: `SELECT r.user_id, r.company_id, r.agent_id, substr(r.start_time, 1, 10) AS stat_date, COUNT(*) AS calls,
      COALESCE(SUM(r.status = '已接通'), 0) AS connected, COALESCE(SUM(r.duration_seconds), 0) AS seconds, MAX(r.start_time) AS last_call_at
    FROM call_records r WHERE r.user_id IS NOT NULL GROUP BY r.user_id, r.company_id, r.agent_id, substr(r.start_time, 1, 10)
    ORDER BY 1, 2, 3, 4`,
  statistics: `SELECT r.company_id * 1000000 + CAST(replace(substr(r.start_time, 1, 7), '-', '') AS INTEGER) AS id, r.company_id, MAX(r.agent_id) AS agent_id,
      substr(r.start_time, 1, 7) || '-01' AS stat_month, COUNT(*) AS calls, COALESCE(SUM(r.status = '已接通'), 0) AS connected,
      COALESCE(SUM(r.units > 0), 0) AS billed, COALESCE(SUM(r.units), 0) AS units, ROUND(COALESCE(SUM(r.charge), 0), 2) AS charge,
      COALESCE(SUM((r.status = '已接通' AND r.billing_unit IS NOT NULL AND r.units = 0) OR (r.status <> '已接通' AND r.charge > 0)), 0) AS anomalies
    FROM call_records r WHERE r.company_id IS NOT NULL GROUP BY r.company_id, substr(r.start_time, 1, 7) ORDER BY id`,
  report: `WITH calls AS (
      SELECT agent_id, substr(start_time, 1, 7) AS month, COUNT(*) AS calls, COALESCE(SUM(status = '已接通'), 0) AS connected,
        COALESCE(SUM(duration_seconds), 0) AS seconds, ROUND(COALESCE(SUM(charge), 0), 2) AS charge, COUNT(DISTINCT company_id) AS companies
      FROM call_records WHERE agent_id IS NOT NULL GROUP BY agent_id, month
    ), top AS (
      SELECT agent_id, substr(created_at, 1, 7) AS month, COUNT(*) AS top_ups, ROUND(SUM(amount), 2) AS amount
      FROM top_ups WHERE status = 'done' AND agent_id IS NOT NULL GROUP BY agent_id, month
    ), fresh AS (
      SELECT co.agent_id, substr(cu.created_at, 1, 7) AS month, COUNT(*) AS customers
      FROM customers cu JOIN companies co ON co.id = cu.company_id WHERE co.agent_id IS NOT NULL GROUP BY co.agent_id, month
    ), keys AS (SELECT agent_id, month FROM calls UNION SELECT agent_id, month FROM top UNION SELECT agent_id, month FROM fresh)
    SELECT k.agent_id * 1000000 + CAST(replace(k.month, '-', '') AS INTEGER) AS id, k.agent_id, k.month || '-01' AS stat_month,
      COALESCE(c.calls, 0) AS calls, COALESCE(c.connected, 0) AS connected, COALESCE(c.seconds, 0) AS seconds, COALESCE(c.charge, 0) AS charge,
      COALESCE(c.companies, 0) AS companies, COALESCE(t.top_ups, 0) AS top_ups, COALESCE(t.amount, 0) AS top_up_amount,
      COALESCE(f.customers, 0) AS new_customers
    FROM keys k LEFT JOIN calls c ON c.agent_id = k.agent_id AND c.month = k.month LEFT JOIN top t ON t.agent_id = k.agent_id AND t.month = k.month
    LEFT JOIN fresh f ON f.agent_id = k.agent_id AND f.month = k.month ORDER BY id`,
};

/** The dashboard's and the wall's call figures summed from call_records in `user`'s scope (the queries of before). */
function rawDashboard(user: CurrentUser) {
  const scoped = (since: string) =>
    restrictTo(backend.db, new Where().from('r.start_time', `${since} 00:00:00`), user, { agent: 'r.agent_id', company: 'r.company_id', user: 'r.user_id' });
  const today = scoped(day(0));
  const one = <T>(sql: string, where: Where) => backend.db.prepare(sql).get(...where.values) as T;
  const month = scoped(day(new Date().getDate() - 1));
  const leaders = scoped(day(29)).raw('r.user_id IS NOT NULL');
  const trend = scoped(day(13));
  const history = scoped('0000-00-00');
  return {
    today: one<{ calls: number; connected: number; seconds: number }>(
      `SELECT COUNT(*) AS calls, COALESCE(SUM(r.status = '已接通'), 0) AS connected, COALESCE(SUM(r.duration_seconds), 0) AS seconds FROM call_records r ${today}`,
      today,
    ),
    month: one<{ calls: number }>(`SELECT COUNT(*) AS calls FROM call_records r ${month}`, month).calls,
    leaders: backend.db
      .prepare(
        `SELECT u.real_name AS name, COUNT(*) AS calls, ROUND(SUM(r.duration_seconds) / 60.0) AS minutes FROM call_records r JOIN users u ON u.id = r.user_id
         ${leaders} GROUP BY r.user_id ORDER BY calls DESC, r.user_id LIMIT 10`,
      )
      .all(...leaders.values),
    trend: backend.db
      .prepare(
        `SELECT substr(r.start_time, 1, 10) AS date, COUNT(*) AS calls, SUM(r.status = '已接通') AS connected FROM call_records r ${trend} GROUP BY date ORDER BY date`,
      )
      .all(...trend.values),
    months: backend.db
      .prepare(
        `SELECT substr(r.start_time, 1, 7) AS month, COUNT(*) AS calls, ROUND(SUM(r.duration_seconds) / 60.0) AS minutes FROM call_records r ${history}
         GROUP BY month ORDER BY month DESC LIMIT 6`,
      )
      .all(...history.values),
    companies: backend.db
      .prepare(
        `SELECT r.company_id AS companyId, c.name AS companyName, COUNT(*) AS calls, COALESCE(SUM(r.status = '已接通'), 0) AS connected
         FROM call_records r JOIN companies c ON c.id = r.company_id ${today} GROUP BY r.company_id ORDER BY calls DESC, r.company_id LIMIT 20`,
      )
      .all(...today.values),
  };
}

/** A family's billed calls' totals summed from call_records (the query of before), admin's scope, whole days. */
function rawConsumption(family: string, from: string, to: string) {
  const row = backend.db
    .prepare(
      `SELECT COUNT(*) AS calls, COALESCE(SUM(duration_seconds), 0) AS seconds, COALESCE(SUM(units), 0) AS units,
         COALESCE(SUM(CAST(ROUND(charge * 100) AS INTEGER)), 0) AS cents
       FROM call_records WHERE family = ? AND units > 0 AND start_time >= ? AND start_time <= ?`,
    )
    .get(family, `${from} 00:00:00`, `${to} 23:59:59`) as { calls: number; seconds: number; units: number; cents: number };
  return { calls: row.calls, seconds: row.seconds, units: row.units, charge: row.cents / 100 };
}

const post = async (url: string, payload: Record<string, unknown>, token: string, method: 'GET' | 'POST' = 'POST') => {
  const { body } = await backend.call({ method, url, ...(method === 'POST' ? { payload } : {}), token });
  expect(body.code).toBe(200);
  return body.data;
};

/** Every figure against its rows. */
async function expectFiguresEqualRows(): Promise<void> {
  expect(all(`SELECT user_id, company_id, agent_id, stat_date, calls, connected, seconds, last_call_at FROM admin_seating ORDER BY 1, 2, 3, 4`)).toEqual(
    all(RAW_VIEWS.seating),
  );
  expect(all('SELECT * FROM admin_statistics ORDER BY id')).toEqual(all(RAW_VIEWS.statistics));
  expect(all('SELECT * FROM admin_report ORDER BY id')).toEqual(all(RAW_VIEWS.report));
  for (const role of ROLES) {
    const token = tokens[role]!;
    const raw = rawDashboard(userOf(token));
    const info = await post(sumApi.getHomePageInfoWithUser.path, {}, token);
    expect([role, info.todayCalls, info.todayConnected, info.todayMinutes, info.monthCalls]).toEqual([
      role,
      raw.today.calls,
      raw.today.connected,
      Math.round(raw.today.seconds / 60),
      raw.month,
    ]);
    expect(await post(sumApi.leaderboard.path, {}, token)).toEqual(raw.leaders);
    const trend = (await post(sumApi.getCallData.path, {}, token)) as { calls: number }[];
    expect(trend.filter((point) => point.calls > 0)).toEqual(raw.trend);
    expect(await post(sumApi.getMonthInfo.path, {}, token, 'GET')).toEqual(raw.months);
    const wall = wallFigures(backend.db, userOf(token));
    expect([wall.todayCalls, wall.todayConnected, wall.companies]).toEqual([raw.today.calls, raw.today.connected, raw.companies]);
  }
  for (const family of ['plain', 'Job', 'trumpet']) {
    const range = { family, startTimeFrom: `${day(45)} 00:00:00`, startTimeTo: `${day(0)} 23:59:59` };
    expect(await post(consumptionApi.consumptionTotals.path, range, tokens.admin!)).toEqual(rawConsumption(family, day(45), day(0)));
  }
  // 企业统计 counted again from the rollup writes what a count of the rows gives.
  countCompanyStatistics(backend.db, day(45), day(0));
  expect(
    all('SELECT company_id, agent_id, stat_date, calls, connected, seconds, charge FROM admin_company_statistics WHERE stat_date >= ? ORDER BY 1, 3', day(45)),
  ).toEqual(
    all(
      `SELECT r.company_id, c.agent_id, substr(r.start_time, 1, 10) AS stat_date, COUNT(*) AS calls, COALESCE(SUM(r.status = '已接通'), 0) AS connected,
         COALESCE(SUM(r.duration_seconds), 0) AS seconds, ROUND(COALESCE(SUM(r.charge), 0), 2) AS charge
       FROM call_records r JOIN companies c ON c.id = r.company_id WHERE r.start_time >= ? GROUP BY r.company_id, stat_date ORDER BY 1, 3`,
      `${day(45)} 00:00:00`,
    ),
  );
}

type Seat = { user_id: number | null; company_id: number | null; agent_id: number | null };

/** One generated write: what the batch simulation, a seed, a purge or an import does to the rows. */
const operation = fc.oneof(
  fc.record({
    kind: fc.constant('insertCall' as const),
    seat: fc.nat(),
    daysAgo: fc.constantFrom(0, 0, 1, 5, 13, 29, 40),
    second: fc.nat(86_399),
    connected: fc.boolean(),
    seconds: fc.nat(600),
    family: fc.constantFrom(null, 'plain', 'Job', 'trumpet'),
    billed: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('connect' as const), pick: fc.nat(), seconds: fc.integer({ min: 1, max: 900 }) }),
  fc.record({ kind: fc.constant('duration' as const), pick: fc.nat(), seconds: fc.nat(900) }),
  fc.record({ kind: fc.constant('move' as const), pick: fc.nat(), seat: fc.nat(), daysAgo: fc.constantFrom(0, 2, 31) }),
  fc.record({ kind: fc.constant('risk' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('deleteCall' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('customer' as const), company: fc.nat(), daysAgo: fc.constantFrom(0, 3, 35), remove: fc.boolean() }),
  fc.record({ kind: fc.constant('topUp' as const), agent: fc.nat(), cents: fc.integer({ min: 1, max: 500_000 }), done: fc.boolean(), flip: fc.boolean() }),
);
type Operation = typeof operation extends fc.Arbitrary<infer O> ? O : never;

function apply(op: Operation, seats: Seat[], companies: { id: number; agent_id: number | null }[]): void {
  const db = backend.db;
  const at = (daysAgo: number, second: number) => `${day(daysAgo)} ${formatDateTime(new Date(2026, 0, 1, 0, 0, second)).slice(11)}`;
  const ours = () => db.prepare("SELECT id FROM call_records WHERE recording_url = 'rollup-test' ORDER BY id").pluck().all() as number[];
  const pickCall = (pick: number) => {
    const ids = ours();
    return ids.length ? ids[pick % ids.length] : undefined;
  };
  switch (op.kind) {
    case 'insertCall': {
      const seat = seats[op.seat % seats.length]!;
      const seconds = op.connected ? op.seconds : 0;
      const units = op.billed && op.connected ? Math.ceil(seconds / 60) : 0;
      db.prepare(
        `INSERT INTO call_records (caller, callee, user_id, company_id, agent_id, start_time, duration_seconds, status, recording_url, family, billing_unit, units, unit_price, charge)
         VALUES ('02100000000', '13800000000', ?, ?, ?, ?, ?, ?, 'rollup-test', ?, ?, ?, 0.07, ?)`,
      ).run(
        seat.user_id,
        seat.company_id,
        seat.agent_id,
        at(op.daysAgo, op.second),
        seconds,
        op.connected ? '已接通' : '未接通',
        op.family,
        op.billed ? 60 : null,
        units,
        (units * 7) / 100,
      );
      return;
    }
    case 'connect': {
      const id = pickCall(op.pick);
      if (id)
        db.prepare("UPDATE call_records SET status = '已接通', duration_seconds = ?, units = ?, charge = ? WHERE id = ?").run(
          op.seconds,
          Math.ceil(op.seconds / 60),
          Math.ceil(op.seconds / 60) * 0.07,
          id,
        );
      return;
    }
    case 'duration': {
      const id = pickCall(op.pick);
      if (id) db.prepare('UPDATE call_records SET duration_seconds = ? WHERE id = ?').run(op.seconds, id);
      return;
    }
    case 'move': {
      const id = pickCall(op.pick);
      const seat = seats[op.seat % seats.length]!;
      if (id)
        db.prepare(`UPDATE call_records SET user_id = ?, company_id = ?, agent_id = ?, start_time = ? || substr(start_time, 11) WHERE id = ?`).run(
          seat.user_id,
          seat.company_id,
          seat.agent_id,
          day(op.daysAgo),
          id,
        );
      return;
    }
    case 'risk': {
      const id = pickCall(op.pick);
      if (id) db.prepare('UPDATE call_records SET risk = 1 - risk WHERE id = ?').run(id);
      return;
    }
    case 'deleteCall': {
      const id = pickCall(op.pick);
      if (id) db.prepare('DELETE FROM call_records WHERE id = ?').run(id);
      return;
    }
    case 'customer': {
      const company = companies[op.company % companies.length]!;
      const last = db.prepare("SELECT id FROM customers WHERE name = 'rollup-test' ORDER BY id DESC LIMIT 1").pluck().get() as number | undefined;
      if (op.remove && last) db.prepare('DELETE FROM customers WHERE id = ?').run(last);
      else
        db.prepare(
          `INSERT INTO customers (name, phone, source, progress, company_id, pool, created_at) VALUES ('rollup-test', '13900000000', '导入', '初访', ?, 'high', ?)`,
        ).run(company.id, `${day(op.daysAgo)} 10:00:00`);
      return;
    }
    case 'topUp': {
      const company = companies[op.agent % companies.length]!;
      const last = db.prepare("SELECT id FROM top_ups WHERE kind = 'custom' AND amount > 0 ORDER BY id DESC LIMIT 1").pluck().get() as number | undefined;
      if (op.flip && last) db.prepare("UPDATE top_ups SET status = CASE status WHEN 'done' THEN 'pending' ELSE 'done' END WHERE id = ?").run(last);
      else
        db.prepare(`INSERT INTO top_ups (agent_id, company_id, amount, kind, status, created_at) VALUES (?, ?, ?, 'custom', ?, ?)`).run(
          company.agent_id,
          company.id,
          op.cents / 100,
          op.done ? 'done' : 'pending',
          `${day(0)} 09:00:00`,
        );
      return;
    }
  }
}

describe('rollups (CONTRACT.md "Rollups")', () => {
  it('every figure equals its rows on the seeded world', async () => {
    await expectFiguresEqualRows();
  });

  it('leaves the rollups out of the audit trail (their rows have theirs)', () => {
    const tracked = trackedTables(backend.db);
    expect(tracked).toContain('call_records');
    for (const table of ROLLUP_TABLES) expect(tracked).not.toContain(table);
  });

  it('every figure equals its rows after generated inserts, updates and deletes, and after rebuildRollups', async () => {
    const seats = [
      ...all<Seat>('SELECT DISTINCT user_id, company_id, agent_id FROM call_records WHERE user_id IS NOT NULL LIMIT 12'),
      ...all<Seat>('SELECT NULL AS user_id, id AS company_id, agent_id FROM companies LIMIT 3'),
      { user_id: null, company_id: null, agent_id: null },
    ];
    const companies = all<{ id: number; agent_id: number | null }>('SELECT id, agent_id FROM companies ORDER BY id LIMIT 8');
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 10, maxLength: 60 }), async (operations) => {
        backend.db.transaction(() => operations.forEach((op) => apply(op, seats, companies)))();
        await expectFiguresEqualRows();
      }),
      { numRuns: 4, seed: 64 },
    );
    rebuildRollups(backend.db);
    await expectFiguresEqualRows();
  }, 300_000);

  it('a bulk load without the triggers leaves the rollups right, and the triggers are back after it', async () => {
    const before = all('SELECT name FROM sqlite_master WHERE type = ? ORDER BY name', 'trigger');
    withoutRollupTriggers(backend.db, () => {
      expect(all("SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'rollup%'")).toEqual([]);
      backend.db
        .prepare(
          `INSERT INTO call_records (caller, callee, user_id, company_id, agent_id, start_time, duration_seconds, status, family, units, charge)
           SELECT caller, callee, user_id, company_id, agent_id, start_time, duration_seconds, status, family, units, charge FROM call_records`,
        )
        .run();
    });
    expect(all('SELECT name FROM sqlite_master WHERE type = ? ORDER BY name', 'trigger')).toEqual(before);
    await expectFiguresEqualRows();
    // The triggers work again: one more call shows at once.
    const seat = all<Seat>('SELECT user_id, company_id, agent_id FROM call_records WHERE user_id IS NOT NULL LIMIT 1')[0]!;
    backend.db
      .prepare(
        `INSERT INTO call_records (caller, callee, user_id, company_id, agent_id, start_time, duration_seconds, status) VALUES ('1', '2', ?, ?, ?, ?, 30, '已接通')`,
      )
      .run(seat.user_id, seat.company_id, seat.agent_id, formatDateTime(new Date()));
    await expectFiguresEqualRows();
  }, 120_000);

  it('a bulk load that fails midway still gets its triggers back and the rows it wrote counted', async () => {
    const before = all('SELECT name, sql FROM sqlite_master WHERE type = ? ORDER BY name', 'trigger');
    expect(() =>
      withoutRollupTriggers(backend.db, () => {
        backend.db
          .prepare(`INSERT INTO call_records (caller, callee, start_time, duration_seconds, status) VALUES ('1', '2', ?, 12, '已接通')`)
          .run(formatDateTime(new Date()));
        throw new Error('中断');
      }),
    ).toThrow('中断');
    expect(all('SELECT name, sql FROM sqlite_master WHERE type = ? ORDER BY name', 'trigger')).toEqual(before);
    await expectFiguresEqualRows();
  }, 120_000);
});
