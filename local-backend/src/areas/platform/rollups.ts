import type { Db } from '../../db/database';

/**
 * The rollup tables (CONTRACT.md "Rollups"; created with their triggers by the migration
 * `20261207010648_platform_rollups.sql`): the figures' sums per local day, kept in step with their rows by
 * triggers on call_records, customers and top_ups, in the writer's own transaction.
 */
export const ROLLUP_TABLES = ['rollup_calls_seat_day', 'rollup_calls_company_day', 'rollup_customers_day', 'rollup_top_ups_day'] as const;

const CENTS = (column: string) => `CAST(ROUND(${column} * 100) AS INTEGER)`;

/** Each rollup counted from its rows: what the triggers keep, for a bulk load that ran without them. */
export const ROLLUP_COUNTS: Record<(typeof ROLLUP_TABLES)[number], string> = {
  rollup_calls_seat_day: `INSERT INTO rollup_calls_seat_day (stat_date, user_id, company_id, agent_id, calls, connected, seconds, last_call_at)
    SELECT substr(start_time, 1, 10), user_id, company_id, agent_id, COUNT(*), SUM(status = '已接通'), SUM(duration_seconds), MAX(start_time)
    FROM call_records GROUP BY substr(start_time, 1, 10), user_id, company_id, agent_id`,
  rollup_calls_company_day: `INSERT INTO rollup_calls_company_day
      (stat_date, company_id, agent_id, family, calls, connected, seconds, billed, billed_seconds, units, cents, billed_cents, anomalies)
    SELECT substr(start_time, 1, 10), company_id, agent_id, family, COUNT(*), SUM(status = '已接通'), SUM(duration_seconds), SUM(units > 0),
      SUM(CASE WHEN units > 0 THEN duration_seconds ELSE 0 END), SUM(units), SUM(${CENTS('charge')}),
      SUM(CASE WHEN units > 0 THEN ${CENTS('charge')} ELSE 0 END),
      SUM((status = '已接通' AND billing_unit IS NOT NULL AND units = 0) OR (status <> '已接通' AND charge > 0))
    FROM call_records GROUP BY substr(start_time, 1, 10), company_id, agent_id, family`,
  rollup_customers_day: `INSERT INTO rollup_customers_day (stat_date, company_id, customers)
    SELECT substr(created_at, 1, 10), company_id, COUNT(*) FROM customers GROUP BY substr(created_at, 1, 10), company_id`,
  rollup_top_ups_day: `INSERT INTO rollup_top_ups_day (stat_date, agent_id, top_ups, cents)
    SELECT substr(created_at, 1, 10), agent_id, COUNT(*), SUM(${CENTS('amount')}) FROM top_ups
    WHERE status = 'done' AND agent_id IS NOT NULL GROUP BY substr(created_at, 1, 10), agent_id`,
};

/** Counts every rollup again from its rows, in one transaction (after a bulk load without the triggers). */
export function rebuildRollups(db: Db): void {
  db.transaction(() => {
    for (const table of ROLLUP_TABLES) {
      db.prepare(`DELETE FROM ${table}`).run();
      db.prepare(ROLLUP_COUNTS[table]).run();
    }
  })();
}

/**
 * Runs `fn` (a bulk load: millions of rows by INSERT … SELECT, in as many transactions as it likes) with the
 * rollup triggers dropped, then, whether `fn` succeeded or threw, counts the rollups again (rebuildRollups)
 * and puts the triggers back as the migration made them, in one transaction. Meant for a database nobody
 * else writes meanwhile (a seed): a write by another connection during `fn` reaches no rollup until the
 * rebuild, which counts it then.
 */
export function withoutRollupTriggers<T>(db: Db, fn: () => T): T {
  const triggers = db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'rollup\\_%' ESCAPE '\\'").all() as {
    name: string;
    sql: string;
  }[];
  // No triggers (a database without the rollups, or inside another withoutRollupTriggers): nothing to keep.
  if (triggers.length === 0) return fn();
  db.transaction(() => {
    for (const { name } of triggers) db.prepare(`DROP TRIGGER ${name}`).run();
  })();
  try {
    return fn();
  } finally {
    db.transaction(() => {
      rebuildRollups(db);
      for (const { sql } of triggers) db.exec(sql);
    })();
  }
}
