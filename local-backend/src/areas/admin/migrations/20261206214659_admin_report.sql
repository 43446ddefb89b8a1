-- 报表 (/report): each agent's month, counted live from the rows the other pages list: call_records
-- (/record), handled top_ups (/woniuRecharge) and customers (/customer, by their company's agent).
CREATE VIEW admin_report AS
WITH calls AS (
  SELECT agent_id, substr(start_time, 1, 7) AS month, COUNT(*) AS calls, COALESCE(SUM(status = '已接通'), 0) AS connected,
    COALESCE(SUM(duration_seconds), 0) AS seconds, ROUND(COALESCE(SUM(charge), 0), 2) AS charge, COUNT(DISTINCT company_id) AS companies
  FROM call_records WHERE agent_id IS NOT NULL GROUP BY agent_id, month
), top AS (
  SELECT agent_id, substr(created_at, 1, 7) AS month, COUNT(*) AS top_ups, ROUND(SUM(amount), 2) AS amount
  FROM top_ups WHERE status = 'done' AND agent_id IS NOT NULL GROUP BY agent_id, month
), fresh AS (
  SELECT co.agent_id, substr(cu.created_at, 1, 7) AS month, COUNT(*) AS customers
  FROM customers cu JOIN companies co ON co.id = cu.company_id WHERE co.agent_id IS NOT NULL GROUP BY co.agent_id, month
), keys AS (
  SELECT agent_id, month FROM calls UNION SELECT agent_id, month FROM top UNION SELECT agent_id, month FROM fresh
)
SELECT k.agent_id * 1000000 + CAST(replace(k.month, '-', '') AS INTEGER) AS id, k.agent_id, k.month || '-01' AS stat_month,
  COALESCE(c.calls, 0) AS calls, COALESCE(c.connected, 0) AS connected, COALESCE(c.seconds, 0) AS seconds,
  COALESCE(c.charge, 0) AS charge, COALESCE(c.companies, 0) AS companies, COALESCE(t.top_ups, 0) AS top_ups,
  COALESCE(t.amount, 0) AS top_up_amount, COALESCE(f.customers, 0) AS new_customers
FROM keys k
LEFT JOIN calls c ON c.agent_id = k.agent_id AND c.month = k.month
LEFT JOIN top t ON t.agent_id = k.agent_id AND t.month = k.month
LEFT JOIN fresh f ON f.agent_id = k.agent_id AND f.month = k.month;
