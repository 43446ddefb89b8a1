-- 卡类型 (/cardType): the SIM card brands on sale, the platform's (agent_id NULL) and each agent's own.
CREATE TABLE admin_card_type (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  operator TEXT NOT NULL,
  monthly_fee REAL NOT NULL CHECK (monthly_fee >= 0),
  included_minutes INTEGER NOT NULL DEFAULT 0,
  status INTEGER NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  remark TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  agent_id INTEGER REFERENCES agents(id),
  user_id INTEGER REFERENCES users(id)
);
-- One name per owner (the platform counts as one).
CREATE UNIQUE INDEX admin_card_type_owner_name ON admin_card_type (COALESCE(agent_id, 0), name);
CREATE INDEX admin_card_type_name ON admin_card_type (name, id);
CREATE INDEX admin_card_type_operator ON admin_card_type (operator, id);
CREATE INDEX admin_card_type_created_at ON admin_card_type (created_at, id);
CREATE INDEX admin_card_type_agent ON admin_card_type (agent_id);
