import { HEALTH } from '@console/remote-carrier/contract';

const { weights: w } = HEALTH;

/**
 * The health score of the number in `phone` (a SQL column), as one SQL expression (the list's column
 * and its sort): its calls of the last HEALTH.days days by caller (the `call_records_caller` index),
 * and its markers. A number without calls loses only its markers' share.
 */
export function healthScoreSql(phone: string): string {
  const calls = `(SELECT COUNT(*) AS calls, SUM(status = '已接通') AS connected, SUM(status = '已接通' AND duration_seconds < ${HEALTH.shortSeconds}) AS short,
      SUM(risk) AS risky FROM call_records WHERE caller = ${phone} AND start_time >= datetime('now', 'localtime', '-${HEALTH.days} days'))`;
  const marks = `(SELECT COALESCE(SUM(mark_count), 0) FROM marker_records WHERE phone_number = ${phone})`;
  return `(SELECT CAST(ROUND(100
      - CASE WHEN h.calls = 0 THEN 0 ELSE
          ${w.volume} * MIN(1.0, h.calls * 1.0 / ${HEALTH.days} / ${HEALTH.callsPerDayCap})
          + ${w.unconnected} * (1.0 - h.connected * 1.0 / h.calls)
          + ${w.short} * (h.short * 1.0 / MAX(h.connected, 1))
          + ${w.complaints} * MIN(1.0, h.risky * 1.0 / ${HEALTH.complaintsCap}) END
      - ${w.markers} * MIN(1.0, ${marks} * 1.0 / ${HEALTH.markersCap})) AS INTEGER) FROM ${calls} h)`;
}
