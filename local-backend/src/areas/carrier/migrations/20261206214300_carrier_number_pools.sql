-- Number pools (/numberPool: the platform's, /woniunumberPool: 蜗牛's). A number is in one place at a
-- time: one row per number over both pools (UNIQUE phone_number), free (no company) or assigned to one
-- company, never half of it (the CHECK). Every assignment and take-back is recorded.
CREATE TABLE carrier_pool_numbers (
  id INTEGER PRIMARY KEY,
  pool TEXT NOT NULL CHECK (pool IN ('platform', 'WN')),
  phone_number TEXT NOT NULL UNIQUE,
  operator TEXT NOT NULL,
  city TEXT NOT NULL DEFAULT '',
  monthly_fee REAL NOT NULL DEFAULT 0,
  company_id INTEGER REFERENCES companies(id),
  agent_id INTEGER REFERENCES agents(id),
  assigned_at TEXT,
  remark TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  CHECK ((company_id IS NULL) = (assigned_at IS NULL)),
  CHECK ((company_id IS NULL) = (agent_id IS NULL))
);
CREATE INDEX carrier_pool_numbers_pool ON carrier_pool_numbers (pool, created_at, id);
CREATE INDEX carrier_pool_numbers_company ON carrier_pool_numbers (company_id);
CREATE INDEX carrier_pool_numbers_agent ON carrier_pool_numbers (agent_id);

CREATE TABLE carrier_pool_moves (
  id INTEGER PRIMARY KEY,
  number_id INTEGER NOT NULL REFERENCES carrier_pool_numbers(id) ON DELETE CASCADE,
  action TEXT NOT NULL CHECK (action IN ('分配', '收回')),
  company_id INTEGER NOT NULL REFERENCES companies(id),
  operator_id INTEGER REFERENCES users(id),
  created_at TEXT NOT NULL
);
CREATE INDEX carrier_pool_moves_number ON carrier_pool_moves (number_id, id);
