import { sumApi } from '@console/remote-admin/contract';
import { formatDateTime } from '../../db/time';
import { define, type Endpoints } from '../../http/endpoint';
import { restrictTo } from '../../http/scope';
import { Where } from '../../http/where';
import type { AuthedContext } from '../../http/endpoint';

const CALL_OWNERSHIP = { agent: 'r.agent_id', company: 'r.company_id', user: 'r.user_id' };

function callsWhere({ db, user }: AuthedContext, since?: string): Where {
  const where = new Where().from('r.start_time', since);
  return restrictTo(db, where, user, CALL_OWNERSHIP);
}

const dayStart = (daysAgo: number) => {
  const date = new Date();
  date.setHours(0, 0, 0, 0);
  date.setDate(date.getDate() - daysAgo);
  return formatDateTime(date);
};

/** The dashboard's sums (spec section 7): calls, users, companies and balance in the user's scope. */
export const sumEndpoints: Endpoints = [
  define({
    call: sumApi.getHomePageInfoWithUser,
    handler: (context) => {
      const { db, user } = context;
      const today = callsWhere(context, dayStart(0));
      const todayRow = db
        .prepare(
          `SELECT COUNT(*) AS calls, SUM(r.status = '已接通') AS connected, COALESCE(SUM(r.duration_seconds), 0) AS seconds
           FROM call_records r ${today}`,
        )
        .get(...today.values) as { calls: number; connected: number | null; seconds: number };
      const month = callsWhere(context, dayStart(new Date().getDate() - 1));
      const monthCalls = db
        .prepare(`SELECT COUNT(*) FROM call_records r ${month}`)
        .pluck()
        .get(...month.values) as number;
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
      const where = callsWhere(context, dayStart(29)).raw('r.user_id IS NOT NULL');
      return context.db
        .prepare(
          `SELECT u.real_name AS name, COUNT(*) AS calls, ROUND(SUM(r.duration_seconds) / 60.0) AS minutes
           FROM call_records r JOIN users u ON u.id = r.user_id ${where}
           GROUP BY r.user_id ORDER BY calls DESC LIMIT 10`,
        )
        .all(...where.values);
    },
  }),
  define({
    call: sumApi.getCallData,
    handler: (context) => {
      const where = callsWhere(context, dayStart(13));
      const rows = context.db
        .prepare(
          `SELECT substr(r.start_time, 1, 10) AS date, COUNT(*) AS calls, SUM(r.status = '已接通') AS connected
           FROM call_records r ${where} GROUP BY date ORDER BY date`,
        )
        .all(...where.values) as { date: string; calls: number; connected: number }[];
      const byDate = new Map(rows.map((row) => [row.date, row]));
      return Array.from({ length: 14 }, (_, i) => {
        const date = dayStart(13 - i).slice(0, 10);
        return byDate.get(date) ?? { date, calls: 0, connected: 0 };
      });
    },
  }),
  define({
    call: sumApi.getMonthInfo,
    handler: (context) => {
      const where = callsWhere(context);
      return context.db
        .prepare(
          `SELECT substr(r.start_time, 1, 7) AS month, COUNT(*) AS calls, ROUND(SUM(r.duration_seconds) / 60.0) AS minutes
           FROM call_records r ${where} GROUP BY month ORDER BY month DESC LIMIT 6`,
        )
        .all(...where.values);
    },
  }),
];
