-- 白名单 (/WNWhitelist, /WNWhitelistCY): callees a company reported as consenting, per operator.
CREATE TABLE carrier_operator_whitelist (
  id INTEGER PRIMARY KEY,
  operator TEXT NOT NULL,
  phone_number TEXT NOT NULL,
  remark TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  agent_id INTEGER REFERENCES agents(id),
  company_id INTEGER NOT NULL REFERENCES companies(id),
  user_id INTEGER REFERENCES users(id)
);
CREATE UNIQUE INDEX carrier_operator_whitelist_entry ON carrier_operator_whitelist (company_id, phone_number, operator);
CREATE INDEX carrier_operator_whitelist_operator ON carrier_operator_whitelist (operator, id);
CREATE INDEX carrier_operator_whitelist_phone_number ON carrier_operator_whitelist (phone_number, id);
CREATE INDEX carrier_operator_whitelist_created_at ON carrier_operator_whitelist (created_at, id);
CREATE INDEX carrier_operator_whitelist_agent ON carrier_operator_whitelist (agent_id);
