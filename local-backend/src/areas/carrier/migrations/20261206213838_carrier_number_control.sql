-- 号码管控 (/numberControl): a rule on a calling number, for the number's company; the dialling gate asks the rules 生效中.
CREATE TABLE carrier_number_control (
  id INTEGER PRIMARY KEY,
  phone_number TEXT NOT NULL,
  mode TEXT NOT NULL CHECK (mode IN ('停止外呼', '限速')),
  daily_limit INTEGER CHECK (mode <> '限速' OR daily_limit >= 1),
  reason TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL CHECK (status IN ('生效中', '已解除')),
  source TEXT NOT NULL DEFAULT '人工',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  agent_id INTEGER REFERENCES agents(id),
  company_id INTEGER NOT NULL REFERENCES companies(id),
  user_id INTEGER REFERENCES users(id)
);
-- One rule 生效中 per number: the gate reads one.
CREATE UNIQUE INDEX carrier_number_control_active ON carrier_number_control (phone_number) WHERE status = '生效中';
CREATE INDEX carrier_number_control_phone_number ON carrier_number_control (phone_number, id);
CREATE INDEX carrier_number_control_mode ON carrier_number_control (mode, id);
CREATE INDEX carrier_number_control_daily_limit ON carrier_number_control (daily_limit, id);
CREATE INDEX carrier_number_control_status ON carrier_number_control (status, id);
CREATE INDEX carrier_number_control_created_at ON carrier_number_control (created_at, id);
CREATE INDEX carrier_number_control_updated_at ON carrier_number_control (updated_at, id);
CREATE INDEX carrier_number_control_company ON carrier_number_control (company_id);
CREATE INDEX carrier_number_control_agent ON carrier_number_control (agent_id);
