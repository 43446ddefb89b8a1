-- Agents' call minutes, their purchases (months of validity, call minutes), their serial numbers, and
-- their companies' monthly use counted from the call records (a view: it always equals the rows behind it).
ALTER TABLE agents ADD COLUMN call_minutes INTEGER NOT NULL DEFAULT 0;

CREATE TABLE agent_buy_records (
  id INTEGER PRIMARY KEY,
  agent_id INTEGER NOT NULL REFERENCES agents(id),
  kind TEXT NOT NULL CHECK (kind IN ('months', 'minutes')),
  months INTEGER,
  minutes INTEGER,
  amount REAL NOT NULL DEFAULT 0,
  valid_from TEXT NOT NULL DEFAULT '',
  valid_to TEXT NOT NULL DEFAULT '',
  operator_id INTEGER REFERENCES users(id),
  remark TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);
CREATE INDEX agent_buy_records_agent ON agent_buy_records (agent_id, created_at);
CREATE INDEX agent_buy_records_created ON agent_buy_records (created_at, id);
CREATE INDEX agent_buy_records_kind ON agent_buy_records (kind, id);

CREATE VIEW agent_use_records AS
SELECT r.company_id * 1000000 + CAST(strftime('%Y%m', r.start_time) AS INTEGER) AS id,
  strftime('%Y-%m', r.start_time) AS month,
  r.company_id AS company_id,
  c.agent_id AS agent_id,
  COUNT(*) AS calls,
  SUM(r.duration_seconds > 0) AS connected,
  CAST((SUM(r.duration_seconds) + 59) / 60 AS INTEGER) AS minutes
FROM call_records r JOIN companies c ON c.id = r.company_id
GROUP BY r.company_id, strftime('%Y-%m', r.start_time);

CREATE TABLE agent_serials (
  id INTEGER PRIMARY KEY,
  serial TEXT NOT NULL UNIQUE,
  agent_id INTEGER NOT NULL REFERENCES agents(id),
  company_id INTEGER REFERENCES companies(id),
  status TEXT NOT NULL,
  created_at TEXT NOT NULL,
  used_at TEXT NOT NULL DEFAULT ''
);
CREATE INDEX agent_serials_agent ON agent_serials (agent_id, id);
CREATE INDEX agent_serials_status ON agent_serials (status, id);
CREATE INDEX agent_serials_created ON agent_serials (created_at, id);
CREATE INDEX agent_serials_used ON agent_serials (used_at, id);

-- /remoteLogin reads each login's previous one per account, and lists them by time.
CREATE INDEX login_records_user_at ON login_records (user_id, at, id);
CREATE INDEX login_records_at ON login_records (at, id);
