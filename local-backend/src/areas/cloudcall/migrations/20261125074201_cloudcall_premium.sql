-- 附加费 (/premium): surcharges per company, on all its numbers (scope 企业全部号码, empty range) or on a
-- range of number prefixes (scope 号段). Rows belong to a company and its agent; user_id is who saved last.
CREATE TABLE cloudcall_premium (
  id INTEGER PRIMARY KEY,
  scope TEXT NOT NULL,
  range_start TEXT NOT NULL DEFAULT '',
  range_end TEXT NOT NULL DEFAULT '',
  surcharge REAL NOT NULL,
  remark TEXT NOT NULL DEFAULT '',
  updated_at TEXT NOT NULL,
  agent_id INTEGER REFERENCES agents(id),
  company_id INTEGER NOT NULL REFERENCES companies(id),
  user_id INTEGER REFERENCES users(id)
);
CREATE INDEX cloudcall_premium_scope ON cloudcall_premium (scope, id);
CREATE INDEX cloudcall_premium_range_start ON cloudcall_premium (range_start, id);
CREATE INDEX cloudcall_premium_surcharge ON cloudcall_premium (surcharge, id);
CREATE INDEX cloudcall_premium_updated_at ON cloudcall_premium (updated_at, id);
CREATE INDEX cloudcall_premium_company ON cloudcall_premium (company_id);
CREATE INDEX cloudcall_premium_agent ON cloudcall_premium (agent_id);
