-- 外呼记录设置 (/outboundCallRecords): how long call records and their recordings are kept, and whether a
-- company's calls are recorded. The platform's defaults are one row; a company's row overrides them (NULL days:
-- the default). A company without a row is recorded and keeps the defaults (platform/callRetention.ts reads both).
CREATE TABLE admin_call_retention_defaults (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  record_days INTEGER NOT NULL CHECK (record_days BETWEEN 1 AND 3650),
  recording_days INTEGER NOT NULL CHECK (recording_days BETWEEN 1 AND record_days),
  updated_at TEXT,
  user_id INTEGER REFERENCES users(id)
);
INSERT INTO admin_call_retention_defaults (id, record_days, recording_days) VALUES (1, 365, 180);

CREATE TABLE admin_call_record_settings (
  company_id INTEGER PRIMARY KEY REFERENCES companies(id) ON DELETE CASCADE,
  recording_enabled INTEGER NOT NULL DEFAULT 1 CHECK (recording_enabled IN (0, 1)),
  record_days INTEGER CHECK (record_days BETWEEN 1 AND 3650),
  recording_days INTEGER CHECK (recording_days BETWEEN 1 AND 3650),
  updated_at TEXT NOT NULL,
  user_id INTEGER REFERENCES users(id)
);
-- The purge and the counts look a company's calls up by time: call_records_company_start (the dialling gate's) serves them.
