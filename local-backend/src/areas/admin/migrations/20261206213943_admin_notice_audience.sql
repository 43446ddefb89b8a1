-- Notices reach the roles and companies they name, and remember who read them (/notice, /addNotice, the dashboard).
-- audience_roles: comma-separated roles, empty = every role. agent_id: the publisher's agent (NULL: the platform's).
ALTER TABLE notices ADD COLUMN audience_roles TEXT NOT NULL DEFAULT '';
ALTER TABLE notices ADD COLUMN agent_id INTEGER REFERENCES agents(id);
CREATE INDEX notices_created ON notices (created_at, id);
CREATE INDEX notices_agent ON notices (agent_id, created_at);
-- No row for a notice: it reaches every company its publisher reaches.
CREATE TABLE notice_companies (
  notice_id INTEGER NOT NULL REFERENCES notices(id) ON DELETE CASCADE,
  company_id INTEGER NOT NULL REFERENCES companies(id),
  PRIMARY KEY (notice_id, company_id)
);
CREATE INDEX notice_companies_company ON notice_companies (company_id);
CREATE TABLE notice_reads (
  notice_id INTEGER NOT NULL REFERENCES notices(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id),
  read_at TEXT NOT NULL,
  PRIMARY KEY (notice_id, user_id)
);
CREATE INDEX notice_reads_user ON notice_reads (user_id);
