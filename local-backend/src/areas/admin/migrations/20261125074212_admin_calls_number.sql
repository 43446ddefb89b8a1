-- 外呼号码 (/callsNumber): written by pnpm new-page. Rows belong to a company and its agent (and the user who added them).
CREATE TABLE admin_calls_number (
  id INTEGER PRIMARY KEY,
  phone_number TEXT NOT NULL,
  operator TEXT NOT NULL,
  city TEXT,
  daily_limit REAL,
  status TEXT NOT NULL,
  created_at TEXT NOT NULL,
  agent_id INTEGER REFERENCES agents(id),
  company_id INTEGER REFERENCES companies(id),
  user_id INTEGER REFERENCES users(id)
);
CREATE INDEX admin_calls_number_phone_number ON admin_calls_number (phone_number, id);
CREATE INDEX admin_calls_number_operator ON admin_calls_number (operator, id);
CREATE INDEX admin_calls_number_city ON admin_calls_number (city, id);
CREATE INDEX admin_calls_number_daily_limit ON admin_calls_number (daily_limit, id);
CREATE INDEX admin_calls_number_status ON admin_calls_number (status, id);
CREATE INDEX admin_calls_number_created_at ON admin_calls_number (created_at, id);
CREATE INDEX admin_calls_number_company ON admin_calls_number (company_id);
CREATE INDEX admin_calls_number_agent ON admin_calls_number (agent_id);
