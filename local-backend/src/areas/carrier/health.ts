import { HEALTH } from '@console/remote-carrier/contract';

const { weights: w } = HEALTH;

/** The window of the score: calls since this moment. */
export const HEALTH_SINCE = `datetime('now', 'localtime', '-${HEALTH.days} days')`;

/** The signals of calls, as SQL aggregates over `call_records` rows (the score's inputs). */
export const HEALTH_AGGREGATES = `COUNT(*) AS calls, COALESCE(SUM(status = '已接通'), 0) AS connected,
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
 * The health score of the number in `phone` (a SQL column), as one SQL expression (the list's column
 * and its sort): its calls of the last HEALTH.days days by caller (the `call_records_caller` index),
 * and its markers. A number without calls loses only its markers' share.
 */
export function healthScoreSql(phone: string, daysAgo = 0): string {
  const until = `datetime('now', 'localtime', '-${daysAgo} days')`;
  const since = `datetime('now', 'localtime', '-${HEALTH.days + daysAgo} days')`;
  return `(SELECT ${scoreSql('h', markersSql(phone))} FROM (SELECT ${HEALTH_AGGREGATES} FROM call_records
    WHERE caller = ${phone} AND start_time >= ${since} AND start_time <= ${until}) h)`;
}

/** The score's trend: the score now less the score HEALTH.trendDays ago (each over its own window); below 0 it is getting worse. */
export const healthTrendSql = (phone: string) => `(${healthScoreSql(phone)} - ${healthScoreSql(phone, HEALTH.trendDays)})`;
