-- 企业限呼 (/enterpriseLimiting): one rule per company, asked by the dialling gate while 生效中.
CREATE TABLE carrier_enterprise_limiting (
  id INTEGER PRIMARY KEY,
  mode TEXT NOT NULL CHECK (mode IN ('停止外呼', '限量')),
  daily_limit INTEGER CHECK (mode <> '限量' OR daily_limit >= 1),
  reason TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('生效中', '已解除')),
  updated_at TEXT NOT NULL,
  agent_id INTEGER REFERENCES agents(id),
  company_id INTEGER NOT NULL UNIQUE REFERENCES companies(id),
  user_id INTEGER REFERENCES users(id)
);
CREATE INDEX carrier_enterprise_limiting_mode ON carrier_enterprise_limiting (mode, id);
CREATE INDEX carrier_enterprise_limiting_daily_limit ON carrier_enterprise_limiting (daily_limit, id);
CREATE INDEX carrier_enterprise_limiting_status ON carrier_enterprise_limiting (status, id);
CREATE INDEX carrier_enterprise_limiting_updated_at ON carrier_enterprise_limiting (updated_at, id);
CREATE INDEX carrier_enterprise_limiting_agent ON carrier_enterprise_limiting (agent_id);
