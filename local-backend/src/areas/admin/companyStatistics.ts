import { COMPANY_STATISTICS_TEXTS, companyStatistics, companyStatisticsApi } from '@console/remote-admin/contract';
import type { Db } from '../../db/database';
import { formatDateTime, now } from '../../db/time';
import type { CurrentUser } from '../../http/auth';
import { define, type Endpoints } from '../../http/endpoint';
import { invalid } from '../../http/envelope';
import { joinOne, leftJoinOne } from '../../http/from';
import { listEndpoints } from '../../http/listEndpoints';
import { dateTime, type Params } from '../../http/params';
import { restrictTo } from '../../http/scope';
import { bindTable, tableQuery } from '../../http/table';
import { rebuildRollups } from '../platform/rollups';
import { placeholders, Where } from '../../http/where';

const OWNER = { agent: 't.agent_id', company: 't.company_id' };

const STATISTICS = bindTable(companyStatistics, {
  table: 'admin_company_statistics',
  alias: 't',
  joins: [joinOne('companies', 'c', 't.company_id'), leftJoinOne('agents', 'a', 't.agent_id')],
  columns: {
    companyName: 'c.name',
    agentName: "COALESCE(a.name, '')",
    connectRate: 'ROUND(CASE WHEN t.calls > 0 THEN t.connected * 100.0 / t.calls ELSE 0 END, 1)',
  },
  owner: OWNER,
  order: 't.stat_date DESC, t.calls DESC, t.id DESC',
  noun: '企业统计',
});

const day = (date: Date) => formatDateTime(date).slice(0, 10);

/**
 * Counts the days `from`..`to` (`YYYY-MM-DD`) of the given companies again from the calls' rollup
 * (rollup_calls_company_day, kept in step with call_records: CONTRACT.md "Rollups"), in one
 * transaction: the rows of those days are replaced by one per company with calls that day.
 * Answers how many rows it wrote.
 */
export function countCompanyStatistics(db: Db, from: string, to: string, companies?: readonly number[]): number {
  if (companies && companies.length === 0) return 0;
  const ids = companies ?? [];
  const only = (column: string) => (companies ? `AND ${column} IN (${placeholders(companies)})` : '');
  return db.transaction(() => {
    db.prepare(`DELETE FROM admin_company_statistics WHERE stat_date >= ? AND stat_date <= ? ${only('company_id')}`).run(from, to, ...ids);
    return db
      .prepare(
        `INSERT INTO admin_company_statistics (company_id, agent_id, stat_date, calls, connected, seconds, charge, updated_at)
         SELECT d.company_id, c.agent_id, d.stat_date, SUM(d.calls), SUM(d.connected), SUM(d.seconds), ROUND(SUM(d.cents) / 100.0, 2), ?
         FROM rollup_calls_company_day d JOIN companies c ON c.id = d.company_id
         WHERE d.stat_date >= ? AND d.stat_date <= ? ${only('d.company_id')}
         GROUP BY d.company_id, d.stat_date`,
      )
      .run(now(), from, to, ...ids).changes;
  })();
}

/** The companies this user may count: all (undefined) for admin, else those of its scope. */
function companiesOf(db: Db, user: CurrentUser): number[] | undefined {
  if (user.role === 'admin') return undefined;
  const where = restrictTo(db, new Where(), user, { agent: 'c.agent_id', company: 'c.id' });
  return db
    .prepare(`SELECT c.id FROM companies c ${where}`)
    .pluck()
    .all(...where.values) as number[];
}

/** The range asked to be counted again: the search's 统计日期, today when none; at most `maxDays` days. */
function rangeOf(params: Params): { from: string; to: string; days: number } {
  const today = day(new Date());
  const from = dateTime(params, 'statDateFrom', '统计日期起')?.slice(0, 10) ?? today;
  const to = dateTime(params, 'statDateTo', '统计日期止')?.slice(0, 10) ?? today;
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
  if (days < 1) throw invalid(COMPANY_STATISTICS_TEXTS.badRange);
  if (days > COMPANY_STATISTICS_TEXTS.maxDays) throw invalid(COMPANY_STATISTICS_TEXTS.tooLong);
  return { from, to, days };
}

/** 企业统计 (/companyStatistics): the spec's companyStatistics, download and updateCompanyStatistics, and the search's totals. */
export const companyStatisticsEndpoints: Endpoints = [
  ...listEndpoints({
    list: companyStatisticsApi.list,
    sheet: companyStatisticsApi.download,
    fileName: '企业统计',
    query: ({ db, params, user }) => tableQuery(STATISTICS, params, restrictTo(db, new Where(), user, OWNER)),
  }),
  define({
    call: companyStatisticsApi.update,
    handler: ({ db, params, user }) => {
      const { from, to, days } = rangeOf(params);
      return { days, rows: countCompanyStatistics(db, from, to, companiesOf(db, user)) };
    },
  }),
  define({
    call: companyStatisticsApi.totals,
    handler: ({ db, params, user }) => {
      const query = tableQuery(STATISTICS, params, restrictTo(db, new Where(), user, OWNER));
      const values = query.where.values;
      const sums = db
        .prepare(
          `SELECT COALESCE(SUM(t.calls), 0) AS calls, COALESCE(SUM(t.connected), 0) AS connected, COALESCE(SUM(t.seconds), 0) AS seconds,
             ROUND(COALESCE(SUM(t.charge), 0), 2) AS charge FROM ${query.from} ${query.where}`,
        )
        .get(...values) as { calls: number; connected: number; seconds: number; charge: number };
      const days = db
        .prepare(
          `SELECT t.stat_date AS date, SUM(t.calls) AS calls, SUM(t.connected) AS connected FROM ${query.from} ${query.where}
           GROUP BY t.stat_date ORDER BY t.stat_date DESC LIMIT 92`,
        )
        .all(...values) as { date: string; calls: number; connected: number }[];
      return { ...sums, days: days.reverse() };
    },
  }),
];

/**
 * Seed step: the last 90 days counted from the seeded call records (thousands of company-days). The seed runs
 * with the rollups' triggers off (seedMissing), so the calls' rollups are counted first.
 */
export function seedCompanyStatistics(db: Db): void {
  rebuildRollups(db);
  const today = new Date();
  countCompanyStatistics(db, day(new Date(today.getTime() - 90 * 86_400_000)), day(today));
}
