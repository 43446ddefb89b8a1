-- 企业统计 (/companyStatistics): one row per company and day, counted from call_records by
-- updateCompanyStatistics (companyStatistics.ts); the agent is the company's when counted.
CREATE TABLE admin_company_statistics (
  id INTEGER PRIMARY KEY,
  company_id INTEGER NOT NULL REFERENCES companies(id),
  agent_id INTEGER REFERENCES agents(id),
  stat_date TEXT NOT NULL,
  calls INTEGER NOT NULL,
  connected INTEGER NOT NULL,
  seconds INTEGER NOT NULL,
  charge REAL NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (company_id, stat_date)
);
CREATE INDEX admin_company_statistics_stat_date ON admin_company_statistics (stat_date, id);
CREATE INDEX admin_company_statistics_calls ON admin_company_statistics (calls, id);
CREATE INDEX admin_company_statistics_agent ON admin_company_statistics (agent_id);
