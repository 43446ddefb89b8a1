-- The dialling gate (local-backend/CONTRACT.md "The dialling gate"): the attempts it refused, and the
-- calling windows of callee regions (a number segment) whose rules differ from the company's.
CREATE TABLE gate_refusals (
  id INTEGER PRIMARY KEY,
  created_at TEXT NOT NULL,
  source TEXT NOT NULL,
  rule TEXT NOT NULL,
  reason TEXT NOT NULL,
  caller TEXT NOT NULL DEFAULT '',
  callee TEXT NOT NULL DEFAULT '',
  reference TEXT NOT NULL DEFAULT '',
  company_id INTEGER REFERENCES companies(id),
  agent_id INTEGER REFERENCES agents(id),
  user_id INTEGER REFERENCES users(id)
);
CREATE INDEX gate_refusals_created_at ON gate_refusals (created_at, id);
CREATE INDEX gate_refusals_rule ON gate_refusals (rule, id);
CREATE INDEX gate_refusals_source ON gate_refusals (source, id);
CREATE INDEX gate_refusals_caller ON gate_refusals (caller, id);
CREATE INDEX gate_refusals_callee ON gate_refusals (callee, id);
CREATE INDEX gate_refusals_reference ON gate_refusals (reference, rule, created_at);
CREATE INDEX gate_refusals_company ON gate_refusals (company_id, id);
CREATE INDEX gate_refusals_agent ON gate_refusals (agent_id, id);

CREATE TABLE gate_region_windows (
  id INTEGER PRIMARY KEY,
  -- The callee's number segment (3 to 7 leading digits); the longest enabled match is the callee's region.
  prefix TEXT NOT NULL UNIQUE CHECK (length(prefix) BETWEEN 3 AND 7 AND prefix NOT GLOB '*[^0-9]*'),
  region TEXT NOT NULL,
  start_time TEXT NOT NULL,
  end_time TEXT NOT NULL CHECK (start_time < end_time),
  enabled INTEGER NOT NULL DEFAULT 1,
  remark TEXT NOT NULL DEFAULT '',
  updated_at TEXT NOT NULL
);

-- The gate counts a company's calls of the day, and a callee's recent calls (the redial interval).
CREATE INDEX call_records_company_start ON call_records (company_id, start_time);
CREATE INDEX call_records_callee_start ON call_records (callee, start_time);
