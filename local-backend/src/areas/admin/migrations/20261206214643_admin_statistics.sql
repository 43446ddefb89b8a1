-- 话单核对 (/statistics): each company's month of call records (the rows /record lists) against their
-- bills, counted live: a bill that does not match its call is an anomaly to check.
CREATE VIEW admin_statistics AS
SELECT r.company_id * 1000000 + CAST(replace(substr(r.start_time, 1, 7), '-', '') AS INTEGER) AS id, r.company_id, MAX(r.agent_id) AS agent_id,
  substr(r.start_time, 1, 7) || '-01' AS stat_month, COUNT(*) AS calls, COALESCE(SUM(r.status = '已接通'), 0) AS connected,
  COALESCE(SUM(r.units > 0), 0) AS billed, COALESCE(SUM(r.units), 0) AS units, ROUND(COALESCE(SUM(r.charge), 0), 2) AS charge,
  COALESCE(SUM((r.status = '已接通' AND r.billing_unit IS NOT NULL AND r.units = 0) OR (r.status <> '已接通' AND r.charge > 0)), 0) AS anomalies
FROM call_records r
WHERE r.company_id IS NOT NULL
GROUP BY r.company_id, substr(r.start_time, 1, 7);
