-- 通联精准管控 (/tonglianPrecisionTube): one outbound-call control per company, for every cloud-call family.
-- blocked_areas holds the regions comma-separated; user_id is who saved last.
CREATE TABLE cloudcall_precision_control (
  id INTEGER PRIMARY KEY,
  company_id INTEGER NOT NULL UNIQUE REFERENCES companies(id),
  callee_daily_limit INTEGER NOT NULL,
  daily_limit INTEGER NOT NULL,
  call_start TEXT NOT NULL,
  call_end TEXT NOT NULL,
  blocked_areas TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  user_id INTEGER REFERENCES users(id)
);
CREATE INDEX cloudcall_precision_control_status ON cloudcall_precision_control (status, id);
CREATE INDEX cloudcall_precision_control_updated_at ON cloudcall_precision_control (updated_at, id);
CREATE INDEX cloudcall_precision_control_daily ON cloudcall_precision_control (daily_limit, id);
CREATE INDEX cloudcall_precision_control_callee ON cloudcall_precision_control (callee_daily_limit, id);
