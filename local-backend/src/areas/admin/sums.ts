import { sumApi } from '@console/remote-admin/contract';
import { formatDateTime } from '../../db/time';
import { define, type Endpoints } from '../../http/endpoint';
import { restrictTo } from '../../http/scope';
import { Where } from '../../http/where';
import type { AuthedContext } from '../../http/endpoint';

/**
 * The calls' rollup (CONTRACT.md "Rollups") from local day `since` on, in the user's scope, as `s`: a seat's own
 * (the normal role) or a leaderboard's read per seat (rollup_calls_seat_day); every other scope is whole
 * companies and agents, read from the smaller rollup_calls_company_day.
 */
function callsRollup({ db, user }: AuthedContext, since: string | undefined, bySeat = false): { table: string; where: Where } {
  const where = new Where().from('s.stat_date', since);
  if (bySeat || user.role === 'normal') {
    return { table: 'rollup_calls_seat_day s', where: restrictTo(db, where, user, { agent: 's.agent_id', company: 's.company_id', user: 's.user_id' }) };
  }
  return { table: 'rollup_calls_company_day s', where: restrictTo(db, where, user, { agent: 's.agent_id', company: 's.company_id' }) };
}

/** The local day `daysAgo` days before today, `YYYY-MM-DD`. */
const dayStart = (daysAgo: number) => {
  const date = new Date();
  date.setHours(0, 0, 0, 0);
  date.setDate(date.getDate() - daysAgo);
  return formatDateTime(date).slice(0, 10);
};

/** The dashboard's sums (spec section 7): calls (from their rollup), users, companies and balance in the user's scope. */
export const sumEndpoints: Endpoints = [
  define({
    call: sumApi.getHomePageInfoWithUser,
    handler: (context) => {
      const { db, user } = context;
      const today = callsRollup(context, dayStart(0));
      const todayRow = db
        .prepare(
          `SELECT COALESCE(SUM(s.calls), 0) AS calls, SUM(s.connected) AS connected, COALESCE(SUM(s.seconds), 0) AS seconds
           FROM ${today.table} ${today.where}`,
        )
        .get(...today.where.values) as { calls: number; connected: number | null; seconds: number };
      const month = callsRollup(context, dayStart(new Date().getDate() - 1));
      const monthCalls = db
        .prepare(`SELECT COALESCE(SUM(s.calls), 0) FROM ${month.table} ${month.where}`)
        .pluck()
        .get(...month.where.values) as number;
      const companies = restrictTo(db, new Where(), user, { agent: 'c.agent_id', company: 'c.id' });
      const users = restrictTo(db, new Where().eq('u.status', 1), user, {
        agent: 'u.agent_id',
        company: 'u.company_id',
        department: 'u.department_id',
        user: 'u.id',
      });
      const balance = restrictTo(db, new Where(), user, { agent: 'c.agent_id', company: 'c.id' });
      return {
        todayCalls: todayRow.calls,
        todayConnected: todayRow.connected ?? 0,
        todayMinutes: Math.round(todayRow.seconds / 60),
        monthCalls,
        companies: db
          .prepare(`SELECT COUNT(*) FROM companies c ${companies}`)
          .pluck()
          .get(...companies.values),
        users: db
          .prepare(`SELECT COUNT(*) FROM users u ${users}`)
          .pluck()
          .get(...users.values),
        balance: db
          .prepare(`SELECT COALESCE(SUM(c.balance), 0) FROM companies c ${balance}`)
          .pluck()
          .get(...balance.values),
      };
    },
  }),
  define({
    call: sumApi.leaderboard,
    handler: (context) => {
      const { table, where } = callsRollup(context, dayStart(29), true);
      where.raw('s.user_id IS NOT NULL');
      return context.db
        .prepare(
          `SELECT u.real_name AS name, SUM(s.calls) AS calls, ROUND(SUM(s.seconds) / 60.0) AS minutes
           FROM ${table} JOIN users u ON u.id = s.user_id ${where}
           GROUP BY s.user_id ORDER BY calls DESC, s.user_id LIMIT 10`,
        )
        .all(...where.values);
    },
  }),
  define({
    call: sumApi.getCallData,
    handler: (context) => {
      const { table, where } = callsRollup(context, dayStart(13));
      const rows = context.db
        .prepare(`SELECT s.stat_date AS date, SUM(s.calls) AS calls, SUM(s.connected) AS connected FROM ${table} ${where} GROUP BY date ORDER BY date`)
        .all(...where.values) as { date: string; calls: number; connected: number }[];
      const byDate = new Map(rows.map((row) => [row.date, row]));
      return Array.from({ length: 14 }, (_, i) => {
        const date = dayStart(13 - i);
        return byDate.get(date) ?? { date, calls: 0, connected: 0 };
      });
    },
  }),
  define({
    call: sumApi.getMonthInfo,
    handler: (context) => {
      const { table, where } = callsRollup(context, undefined);
      return context.db
        .prepare(
          `SELECT substr(s.stat_date, 1, 7) AS month, SUM(s.calls) AS calls, ROUND(SUM(s.seconds) / 60.0) AS minutes
           FROM ${table} ${where} GROUP BY month ORDER BY month DESC LIMIT 6`,
        )
        .all(...where.values);
    },
  }),
];
