-- 外呼号码 (/callsNumber): the calling numbers given to companies; a number belongs to one company.
CREATE TABLE admin_calls_number (
  id INTEGER PRIMARY KEY,
  phone_number TEXT NOT NULL UNIQUE,
  operator TEXT NOT NULL,
  city TEXT NOT NULL DEFAULT '',
  daily_limit INTEGER NOT NULL,
  status TEXT NOT NULL,
  created_at TEXT NOT NULL,
  company_id INTEGER NOT NULL REFERENCES companies(id)
);
CREATE INDEX admin_calls_number_operator ON admin_calls_number (operator, id);
CREATE INDEX admin_calls_number_city ON admin_calls_number (city, id);
CREATE INDEX admin_calls_number_daily_limit ON admin_calls_number (daily_limit, id);
CREATE INDEX admin_calls_number_status ON admin_calls_number (status, id);
CREATE INDEX admin_calls_number_created_at ON admin_calls_number (created_at, id);
CREATE INDEX admin_calls_number_company ON admin_calls_number (company_id, id);
