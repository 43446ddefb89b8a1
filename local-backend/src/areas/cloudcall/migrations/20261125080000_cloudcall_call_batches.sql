-- Call batches: types, servers, allocations, premiums, batches, their numbers and state changes.
-- Money is kept in yuan with two decimals; a charge is computed in fen (batchCharge) before it is stored.
CREATE TABLE cdr_batch_types (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  billing_seconds INTEGER NOT NULL CHECK (billing_seconds BETWEEN 1 AND 60),
  unit_price REAL NOT NULL CHECK (unit_price >= 0),
  enabled INTEGER NOT NULL DEFAULT 1,
  remark TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);

CREATE TABLE cdr_batch_servers (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  ip TEXT NOT NULL,
  port INTEGER NOT NULL,
  concurrency INTEGER NOT NULL,
  enabled INTEGER NOT NULL DEFAULT 1,
  remark TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);

-- company_id NULL: what the agent holds; otherwise what the agent gave that company.
CREATE TABLE cdr_batch_allocations (
  id INTEGER PRIMARY KEY,
  type_id INTEGER NOT NULL REFERENCES cdr_batch_types(id),
  agent_id INTEGER NOT NULL REFERENCES agents(id),
  company_id INTEGER REFERENCES companies(id),
  quota INTEGER NOT NULL CHECK (quota > 0),
  unit_price REAL NOT NULL CHECK (unit_price >= 0),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE UNIQUE INDEX cdr_batch_allocations_target ON cdr_batch_allocations (type_id, agent_id, COALESCE(company_id, 0));
CREATE INDEX cdr_batch_allocations_company ON cdr_batch_allocations (company_id, type_id);
CREATE INDEX cdr_batch_allocations_updated ON cdr_batch_allocations (updated_at, id);

CREATE TABLE cdr_batch_premiums (
  id INTEGER PRIMARY KEY,
  type_id INTEGER NOT NULL REFERENCES cdr_batch_types(id),
  company_id INTEGER NOT NULL REFERENCES companies(id),
  agent_id INTEGER REFERENCES agents(id),
  number_prefix TEXT NOT NULL DEFAULT '',
  surcharge REAL NOT NULL CHECK (surcharge >= 0),
  remark TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);
CREATE UNIQUE INDEX cdr_batch_premiums_target ON cdr_batch_premiums (company_id, type_id, number_prefix);
CREATE INDEX cdr_batch_premiums_created ON cdr_batch_premiums (created_at, id);

CREATE TABLE cdr_batches (
  id INTEGER PRIMARY KEY,
  batch_no TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  type_id INTEGER NOT NULL REFERENCES cdr_batch_types(id),
  server_id INTEGER NOT NULL REFERENCES cdr_batch_servers(id),
  company_id INTEGER NOT NULL REFERENCES companies(id),
  agent_id INTEGER REFERENCES agents(id),
  status TEXT NOT NULL,
  total INTEGER NOT NULL,
  operator_id INTEGER REFERENCES users(id),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX cdr_batches_company ON cdr_batches (company_id, type_id);
CREATE INDEX cdr_batches_agent ON cdr_batches (agent_id);
CREATE INDEX cdr_batches_created ON cdr_batches (created_at, id);
CREATE INDEX cdr_batches_status ON cdr_batches (status, id);
CREATE INDEX cdr_batches_server ON cdr_batches (server_id, status);

-- A number of a batch; once called, its result, and when connected its billing.
CREATE TABLE cdr_batch_numbers (
  id INTEGER PRIMARY KEY,
  batch_id INTEGER NOT NULL REFERENCES cdr_batches(id) ON DELETE CASCADE,
  company_id INTEGER NOT NULL REFERENCES companies(id),
  agent_id INTEGER REFERENCES agents(id),
  phone TEXT NOT NULL,
  result TEXT NOT NULL DEFAULT '待呼叫',
  called_at TEXT NOT NULL DEFAULT '',
  duration_seconds INTEGER NOT NULL DEFAULT 0,
  billed_units INTEGER NOT NULL DEFAULT 0,
  unit_price REAL NOT NULL DEFAULT 0,
  charge REAL NOT NULL DEFAULT 0,
  UNIQUE (batch_id, phone)
);
CREATE INDEX cdr_batch_numbers_batch ON cdr_batch_numbers (batch_id, result);
CREATE INDEX cdr_batch_numbers_company ON cdr_batch_numbers (company_id, called_at);
CREATE INDEX cdr_batch_numbers_agent ON cdr_batch_numbers (agent_id, called_at);
CREATE INDEX cdr_batch_numbers_called ON cdr_batch_numbers (called_at, id);
CREATE INDEX cdr_batch_numbers_phone ON cdr_batch_numbers (phone);
CREATE INDEX cdr_batch_numbers_billed ON cdr_batch_numbers (billed_units, called_at);

CREATE TABLE cdr_batch_events (
  id INTEGER PRIMARY KEY,
  batch_id INTEGER NOT NULL REFERENCES cdr_batches(id) ON DELETE CASCADE,
  action TEXT NOT NULL,
  from_status TEXT NOT NULL,
  to_status TEXT NOT NULL,
  operator_id INTEGER REFERENCES users(id),
  created_at TEXT NOT NULL
);
CREATE INDEX cdr_batch_events_batch ON cdr_batch_events (batch_id, id);
