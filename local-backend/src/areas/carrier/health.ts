import { HEALTH } from '@console/remote-carrier/contract';
import type { Db } from '../../db/database';
import { now } from '../../db/time';

const { weights: w } = HEALTH;

/** The signals of calls, as SQL aggregates over `call_records` rows (the score's inputs), as the per-number oracle reads them. */
const HEALTH_AGGREGATES = `COUNT(*) AS calls, COALESCE(SUM(status = '已接通'), 0) AS connected,
  COALESCE(SUM(status = '已接通' AND duration_seconds < ${HEALTH.shortSeconds}), 0) AS short, COALESCE(SUM(risk), 0) AS risky`;

/** The markers against the number in `phone`. */
export const markersSql = (phone: string) => `(SELECT COALESCE(SUM(mark_count), 0) FROM marker_records WHERE phone_number = ${phone})`;

/** Each signal's penalty from the aggregates of alias `h` (calls, connected, short, risky) and the markers' SQL. */
export function penaltiesSql(h: string, marks: string) {
  const some = (sql: string) => `(CASE WHEN ${h}.calls = 0 THEN 0 ELSE ${sql} END)`;
  return {
    volume: some(`${w.volume} * MIN(1.0, ${h}.calls * 1.0 / ${HEALTH.days} / ${HEALTH.callsPerDayCap})`),
    unconnected: some(`${w.unconnected} * (1.0 - ${h}.connected * 1.0 / ${h}.calls)`),
    short: some(`${w.short} * (${h}.short * 1.0 / MAX(${h}.connected, 1))`),
    complaints: some(`${w.complaints} * MIN(1.0, ${h}.risky * 1.0 / ${HEALTH.complaintsCap})`),
    markers: `(${w.markers} * MIN(1.0, ${marks} * 1.0 / ${HEALTH.markersCap}))`,
  };
}

/** The score from the aggregates of alias `h` and the markers' SQL. */
export function scoreSql(h: string, marks: string): string {
  const p = penaltiesSql(h, marks);
  return `CAST(ROUND(100 - ${p.volume} - ${p.unconnected} - ${p.short} - ${p.complaints} - ${p.markers}) AS INTEGER)`;
}

/**
 * The health score of the number in `phone` (a SQL column), computed per number: its calls of the last
 * HEALTH.days days by caller, and its markers. A number without calls loses only its markers' share.
 * The tests' oracle only: every reader reads the stored row (`carrier_number_health`, `refreshHealth`).
 */
export function healthScoreSql(phone: string, daysAgo = 0): string {
  const until = `datetime('now', 'localtime', '-${daysAgo} days')`;
  const since = `datetime('now', 'localtime', '-${HEALTH.days + daysAgo} days')`;
  return `(SELECT ${scoreSql('h', markersSql(phone))} FROM (SELECT ${HEALTH_AGGREGATES} FROM call_records
    WHERE caller = ${phone} AND start_time >= ${since} AND start_time <= ${until}) h)`;
}

/** The score's trend: the score now less the score HEALTH.trendDays ago (each over its own window); below 0 it is getting worse. */
export const healthTrendSql = (phone: string) => `(${healthScoreSql(phone)} - ${healthScoreSql(phone, HEALTH.trendDays)})`;

/** The window of the score `daysAgo` days ago (0: now), as a condition on `call_records.start_time`. */
const windowOf = (daysAgo: number) =>
  `start_time >= datetime('now', 'localtime', '-${HEALTH.days + daysAgo} days') AND start_time <= datetime('now', 'localtime', '-${daysAgo} days')`;

/** The signals of the calls meeting `when`, named with `prefix` (the aggregates of HEALTH_AGGREGATES, conditioned). */
const signalsWhen = (when: string, prefix: string) => `COALESCE(SUM(${when}), 0) AS ${prefix}calls,
  COALESCE(SUM((${when}) AND status = '已接通'), 0) AS ${prefix}connected,
  COALESCE(SUM((${when}) AND status = '已接通' AND duration_seconds < ${HEALTH.shortSeconds}), 0) AS ${prefix}short,
  COALESCE(SUM(CASE WHEN ${when} THEN risk ELSE 0 END), 0) AS ${prefix}risky`;

/**
 * Recomputes every number's stored health row (`carrier_number_health`: score, trend, signals,
 * computed_at) in one transaction, by the rule of `scoreSql`: one grouped pass over the calls of both
 * windows (now, and HEALTH.trendDays ago) by caller and one over the markers, joined to the numbers.
 * Run at the backend's start (after the seed; a grown world gets its scores there) and by the seed
 * (`flagAbnormalCalls`); the timer runs `refreshHealthInChunks`. Answers the number of rows written.
 */
export function refreshHealth(db: Db, at = now(), ids?: { from: number; to: number }): number {
  // A range of numbers (the chunked refresh) reads only its numbers' calls and markers, by their indexes.
  const theirs = ids ? 'IN (SELECT phone_number FROM carrier_numbers WHERE id BETWEEN @from AND @to)' : '';
  const sql = `WITH s AS MATERIALIZED (
      SELECT n.id, COALESCE(c.calls, 0) AS calls, COALESCE(c.connected, 0) AS connected, COALESCE(c.short, 0) AS short,
        COALESCE(c.risky, 0) AS risky, COALESCE(c.p_calls, 0) AS p_calls, COALESCE(c.p_connected, 0) AS p_connected,
        COALESCE(c.p_short, 0) AS p_short, COALESCE(c.p_risky, 0) AS p_risky, COALESCE(m.markers, 0) AS markers
      FROM carrier_numbers n
      LEFT JOIN (SELECT caller, ${signalsWhen(windowOf(0), '')}, ${signalsWhen(windowOf(HEALTH.trendDays), 'p_')}
        FROM call_records WHERE start_time >= datetime('now', 'localtime', '-${HEALTH.days + HEALTH.trendDays} days')
          AND start_time <= datetime('now', 'localtime') ${ids ? `AND caller ${theirs}` : ''} GROUP BY caller) c ON c.caller = n.phone_number
      LEFT JOIN (SELECT phone_number, SUM(mark_count) AS markers FROM marker_records ${ids ? `WHERE phone_number ${theirs}` : ''} GROUP BY phone_number) m
        ON m.phone_number = n.phone_number
      ${ids ? 'WHERE n.id BETWEEN @from AND @to' : ''}
    ),
    h AS (SELECT id, calls, connected, short, risky, markers FROM s),
    p AS (SELECT id, p_calls AS calls, p_connected AS connected, p_short AS short, p_risky AS risky, markers FROM s)
    INSERT OR REPLACE INTO carrier_number_health (number_id, score, trend, calls, connected, short, risky, markers, computed_at)
    SELECT h.id, ${scoreSql('h', 'h.markers')}, ${scoreSql('h', 'h.markers')} - ${scoreSql('p', 'p.markers')},
      h.calls, h.connected, h.short, h.risky, h.markers, @at
    FROM h JOIN p ON p.id = h.id`;
  return db.transaction(() => db.prepare(sql).run({ at, ...ids }).changes)();
}

/** Numbers per transaction of the server's refresh. */
export const HEALTH_REFRESH_CHUNK = 5_000;

/**
 * The server's refresh: every number's row as `refreshHealth` writes it, a chunk of numbers (by id) per
 * transaction, yielding to the event loop between chunks. better-sqlite3 runs on the backend's one
 * thread, and the large world's 300,000 numbers in one statement would hold every request for about
 * 30 s. Answers the number of rows written.
 */
export async function refreshHealthInChunks(db: Db, chunk = HEALTH_REFRESH_CHUNK): Promise<number> {
  const at = now();
  const { lo, hi } = db.prepare('SELECT MIN(id) AS lo, MAX(id) AS hi FROM carrier_numbers').get() as { lo: number | null; hi: number | null };
  let written = 0;
  for (let from = lo ?? 1; lo !== null && hi !== null && from <= hi; from += chunk) {
    written += refreshHealth(db, at, { from, to: from + chunk - 1 });
    await new Promise((resolve) => setImmediate(resolve));
  }
  return written;
}

/** Refreshes the stored scores every `minutes` (the server does; 0: never). Answers its stop. */
export function scheduleHealthRefresh(db: Db, minutes: number): () => void {
  if (!(minutes > 0)) return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void refreshHealthInChunks(db).finally(() => (running = false));
  }, minutes * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
