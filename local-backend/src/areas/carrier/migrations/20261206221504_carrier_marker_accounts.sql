-- Markers (/reportNumber, /programmeManagement, /tagQuery): an agent's marker account (price per query,
-- queries left, never below zero), the programmes it sells, and each top-up with the balance after it.
-- A marker record names the company and staff who asked (/reportNumber lists by them).
CREATE TABLE marker_accounts (
  agent_id INTEGER PRIMARY KEY REFERENCES agents(id),
  price REAL NOT NULL DEFAULT 0.05 CHECK (price >= 0),
  balance INTEGER NOT NULL DEFAULT 0 CHECK (balance >= 0)
);

CREATE TABLE marker_options (
  id INTEGER PRIMARY KEY,
  agent_id INTEGER NOT NULL REFERENCES agents(id),
  name TEXT NOT NULL,
  queries INTEGER NOT NULL CHECK (queries > 0),
  amount REAL NOT NULL CHECK (amount >= 0),
  enabled INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  UNIQUE (agent_id, name)
);

CREATE TABLE marker_topups (
  id INTEGER PRIMARY KEY,
  agent_id INTEGER NOT NULL REFERENCES agents(id),
  kind TEXT NOT NULL CHECK (kind IN ('购买方案', '平台赠送')),
  option_name TEXT NOT NULL DEFAULT '',
  queries INTEGER NOT NULL CHECK (queries > 0),
  amount REAL NOT NULL DEFAULT 0,
  balance_after INTEGER NOT NULL,
  operator_id INTEGER REFERENCES users(id),
  created_at TEXT NOT NULL
);
CREATE INDEX marker_topups_agent ON marker_topups (agent_id, created_at);

ALTER TABLE marker_records ADD COLUMN company_id INTEGER REFERENCES companies(id);
CREATE INDEX marker_records_company_created ON marker_records (company_id, created_at);
