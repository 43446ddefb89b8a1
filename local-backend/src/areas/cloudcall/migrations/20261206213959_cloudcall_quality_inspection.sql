-- Quality inspection and risk (issue 62): the inspection servers, the rules (keywords, silence, duration),
-- the companies whose calls are inspected, the inspections the rules produced over call_records with a
-- reviewer's verdict, the AI inspection of a call with its risk level, and who changed a risk state and when.

-- The platform's inspection engines (speech-to-text and AI).
CREATE TABLE qa_servers (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  host TEXT NOT NULL,
  port INTEGER NOT NULL CHECK (port BETWEEN 1 AND 65535),
  engine TEXT NOT NULL CHECK (engine IN ('语音转写', 'AI质检', '双引擎')),
  max_concurrency INTEGER NOT NULL CHECK (max_concurrency > 0),
  enabled INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
  remark TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  UNIQUE (host, port)
);

-- A rule: a keyword list, a silence longer than threshold_seconds, or a call shorter than threshold_seconds.
-- agent_id NULL: the platform's rule (every company's); else an agent's own, for its companies.
CREATE TABLE qa_rules (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('关键词', '静音', '时长')),
  keywords TEXT NOT NULL DEFAULT '',
  threshold_seconds INTEGER,
  level TEXT NOT NULL CHECK (level IN ('高', '中', '低')),
  deduct INTEGER NOT NULL DEFAULT 0 CHECK (deduct BETWEEN 0 AND 100),
  enabled INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
  agent_id INTEGER REFERENCES agents(id),
  remark TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  CHECK ((kind = '关键词' AND keywords <> '') OR (kind <> '关键词' AND threshold_seconds > 0))
);
CREATE INDEX qa_rules_agent ON qa_rules (agent_id);

-- A company whose calls are inspected: at most once (the database refuses a second), on one server.
CREATE TABLE qa_companies (
  id INTEGER PRIMARY KEY,
  company_id INTEGER NOT NULL UNIQUE REFERENCES companies(id),
  server_id INTEGER NOT NULL REFERENCES qa_servers(id),
  sample_rate INTEGER NOT NULL CHECK (sample_rate BETWEEN 1 AND 100),
  ai_enabled INTEGER NOT NULL DEFAULT 1 CHECK (ai_enabled IN (0, 1)),
  enabled INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
  updated_by INTEGER REFERENCES users(id),
  updated_at TEXT NOT NULL
);
CREATE INDEX qa_companies_server ON qa_companies (server_id);

-- A rule's hit on a call (at_ms into the recording) and the reviewer's verdict on it.
CREATE TABLE qa_inspections (
  id INTEGER PRIMARY KEY,
  record_id INTEGER NOT NULL REFERENCES call_records(id),
  rule_id INTEGER NOT NULL REFERENCES qa_rules(id),
  hit TEXT NOT NULL,
  at_ms INTEGER NOT NULL DEFAULT 0,
  verdict TEXT NOT NULL DEFAULT '待复核' CHECK (verdict IN ('待复核', '合格', '不合格')),
  comment TEXT NOT NULL DEFAULT '',
  reviewer_id INTEGER REFERENCES users(id),
  reviewed_at TEXT,
  created_at TEXT NOT NULL,
  CHECK ((verdict = '待复核') = (reviewed_at IS NULL))
);
CREATE INDEX qa_inspections_record ON qa_inspections (record_id);
CREATE INDEX qa_inspections_rule ON qa_inspections (rule_id);
CREATE INDEX qa_inspections_created ON qa_inspections (created_at, id);
CREATE INDEX qa_inspections_verdict ON qa_inspections (verdict, created_at);

-- The AI inspection of a call: one per call.
CREATE TABLE qa_ai_results (
  id INTEGER PRIMARY KEY,
  record_id INTEGER NOT NULL UNIQUE REFERENCES call_records(id),
  risk_level TEXT NOT NULL CHECK (risk_level IN ('高', '中', '低', '无')),
  score INTEGER NOT NULL CHECK (score BETWEEN 0 AND 100),
  emotion TEXT NOT NULL CHECK (emotion IN ('平稳', '急躁', '愤怒')),
  hits TEXT NOT NULL DEFAULT '',
  summary TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);
CREATE INDEX qa_ai_results_created ON qa_ai_results (created_at, id);
CREATE INDEX qa_ai_results_level ON qa_ai_results (risk_level, created_at);

-- Who changed a call's risk state, when and why.
ALTER TABLE call_records ADD COLUMN risk_by INTEGER REFERENCES users(id);
ALTER TABLE call_records ADD COLUMN risk_at TEXT;
ALTER TABLE call_records ADD COLUMN risk_reason TEXT NOT NULL DEFAULT '';
CREATE INDEX call_records_risk ON call_records (risk, start_time);

-- The risk list holds numbers and customers; handling an entry writes who and when; a call marked risky names its record.
ALTER TABLE risk_list ADD COLUMN kind TEXT NOT NULL DEFAULT '号码';
ALTER TABLE risk_list ADD COLUMN customer_name TEXT NOT NULL DEFAULT '';
ALTER TABLE risk_list ADD COLUMN record_id INTEGER REFERENCES call_records(id);
ALTER TABLE risk_list ADD COLUMN handled_by INTEGER REFERENCES users(id);
ALTER TABLE risk_list ADD COLUMN handled_at TEXT;
ALTER TABLE risk_list ADD COLUMN handle_note TEXT NOT NULL DEFAULT '';
CREATE INDEX risk_list_created ON risk_list (created_at, id);
