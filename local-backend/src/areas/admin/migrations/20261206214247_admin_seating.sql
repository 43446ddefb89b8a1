-- 坐席统计 (/seating): each seat's calls per day, counted live from call_records (a view: always the rows /record lists).
CREATE VIEW admin_seating AS
SELECT MIN(r.id) AS id, r.user_id, r.company_id, r.agent_id, substr(r.start_time, 1, 10) AS stat_date,
  COUNT(*) AS calls, COALESCE(SUM(r.status = '已接通'), 0) AS connected, COALESCE(SUM(r.duration_seconds), 0) AS seconds,
  MAX(r.start_time) AS last_call_at
FROM call_records r
WHERE r.user_id IS NOT NULL
GROUP BY r.user_id, r.company_id, r.agent_id, substr(r.start_time, 1, 10);
CREATE INDEX IF NOT EXISTS call_records_user_start ON call_records (user_id, start_time);
