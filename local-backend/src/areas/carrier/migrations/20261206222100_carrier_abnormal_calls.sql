-- Abnormal calls (/WNAbnormalCallList … one family): call records of the virtual-operator numbers flagged by a rule, until handled.
CREATE TABLE carrier_abnormal_calls (
  id INTEGER PRIMARY KEY,
  call_id INTEGER NOT NULL REFERENCES call_records(id),
  operator TEXT NOT NULL,
  phone_number TEXT NOT NULL,
  callee TEXT NOT NULL,
  rule TEXT NOT NULL,
  reason TEXT NOT NULL,
  start_time TEXT NOT NULL,
  duration_seconds INTEGER NOT NULL,
  call_status TEXT NOT NULL,
  company_id INTEGER NOT NULL REFERENCES companies(id),
  agent_id INTEGER REFERENCES agents(id),
  handled INTEGER NOT NULL DEFAULT 0,
  handled_by INTEGER REFERENCES users(id),
  handled_at TEXT,
  remark TEXT NOT NULL DEFAULT '',
  UNIQUE (call_id, rule)
);
CREATE INDEX carrier_abnormal_calls_operator ON carrier_abnormal_calls (operator, start_time, id);
CREATE INDEX carrier_abnormal_calls_phone ON carrier_abnormal_calls (phone_number, id);
CREATE INDEX carrier_abnormal_calls_callee ON carrier_abnormal_calls (callee, id);
CREATE INDEX carrier_abnormal_calls_rule ON carrier_abnormal_calls (rule, id);
CREATE INDEX carrier_abnormal_calls_handled ON carrier_abnormal_calls (handled, id);
CREATE INDEX carrier_abnormal_calls_company ON carrier_abnormal_calls (company_id, id);
CREATE INDEX carrier_abnormal_calls_agent ON carrier_abnormal_calls (agent_id, id);
