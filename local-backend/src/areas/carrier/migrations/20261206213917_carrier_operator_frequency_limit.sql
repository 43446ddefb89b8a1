-- 频次限制 (/frequencyLimit, /frequencyLimitCY): per operator, the default (no company) or a company's own rule.
CREATE TABLE carrier_operator_frequency_limit (
  id INTEGER PRIMARY KEY,
  operator TEXT NOT NULL,
  per_day INTEGER NOT NULL CHECK (per_day >= 1),
  per_hour INTEGER NOT NULL CHECK (per_hour >= 1 AND per_hour <= per_day),
  callee_per_day INTEGER NOT NULL CHECK (callee_per_day >= 1),
  enabled TEXT NOT NULL CHECK (enabled IN ('生效中', '已停用')),
  remark TEXT NOT NULL DEFAULT '',
  updated_at TEXT NOT NULL,
  agent_id INTEGER REFERENCES agents(id),
  company_id INTEGER REFERENCES companies(id),
  user_id INTEGER REFERENCES users(id)
);
-- One rule per operator and company, one default per operator.
CREATE UNIQUE INDEX carrier_operator_frequency_limit_owner ON carrier_operator_frequency_limit (operator, IFNULL(company_id, 0));
CREATE INDEX carrier_operator_frequency_limit_per_day ON carrier_operator_frequency_limit (per_day, id);
CREATE INDEX carrier_operator_frequency_limit_per_hour ON carrier_operator_frequency_limit (per_hour, id);
CREATE INDEX carrier_operator_frequency_limit_callee_per_day ON carrier_operator_frequency_limit (callee_per_day, id);
CREATE INDEX carrier_operator_frequency_limit_enabled ON carrier_operator_frequency_limit (enabled, id);
CREATE INDEX carrier_operator_frequency_limit_updated_at ON carrier_operator_frequency_limit (updated_at, id);
CREATE INDEX carrier_operator_frequency_limit_company ON carrier_operator_frequency_limit (company_id);
CREATE INDEX carrier_operator_frequency_limit_agent ON carrier_operator_frequency_limit (agent_id);
