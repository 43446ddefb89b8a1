-- Callback (AXB): packages of middle (X) numbers, the companies' orders of them, the X-number inventory,
-- the companies' registered A numbers (隐私号), the bindings of an A and a B number to an X number for a
-- period, and the calls each binding carried (消费明细).

-- The platform's packages (/packageManagement, /packageManagementX, /packageManagementXuser): one table,
-- the family member in `kind` (contract/axbPackages.ts AXB_PACKAGE_KINDS).
CREATE TABLE axb_packages (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  name TEXT NOT NULL,
  number_count INTEGER NOT NULL,
  minutes INTEGER NOT NULL,
  price REAL NOT NULL,
  overage_rate REAL NOT NULL,
  valid_days INTEGER NOT NULL,
  status TEXT NOT NULL,
  remark TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  UNIQUE (kind, name)
);
CREATE INDEX axb_packages_kind ON axb_packages (kind, created_at, id);
CREATE INDEX axb_packages_price ON axb_packages (price, id);

-- A company's purchase of a package (/packageList): the package's terms copied at purchase, the price
-- taken from companies.balance in the same transaction, the balance after it.
CREATE TABLE axb_orders (
  id INTEGER PRIMARY KEY,
  order_no TEXT NOT NULL UNIQUE,
  package_id INTEGER NOT NULL REFERENCES axb_packages(id),
  company_id INTEGER NOT NULL REFERENCES companies(id),
  agent_id INTEGER REFERENCES agents(id),
  price REAL NOT NULL,
  number_count INTEGER NOT NULL,
  minutes INTEGER NOT NULL,
  balance_after REAL NOT NULL,
  starts_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  user_id INTEGER REFERENCES users(id),
  created_at TEXT NOT NULL
);
CREATE INDEX axb_orders_company ON axb_orders (company_id, expires_at);
CREATE INDEX axb_orders_agent ON axb_orders (agent_id, id);
CREATE INDEX axb_orders_created_at ON axb_orders (created_at, id);

-- The X numbers (/AXBinventory); allocated to a company (/middleNumber) or free (company_id NULL).
CREATE TABLE axb_numbers (
  id INTEGER PRIMARY KEY,
  number TEXT NOT NULL UNIQUE,
  city TEXT NOT NULL,
  operator TEXT NOT NULL,
  status TEXT NOT NULL,
  company_id INTEGER REFERENCES companies(id),
  agent_id INTEGER REFERENCES agents(id),
  allocated_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX axb_numbers_company ON axb_numbers (company_id, id);
CREATE INDEX axb_numbers_agent ON axb_numbers (agent_id, id);
CREATE INDEX axb_numbers_created_at ON axb_numbers (created_at, id);

-- A company's registered A numbers (/privateNumber): only these may be the A side of its bindings.
CREATE TABLE axb_private_numbers (
  id INTEGER PRIMARY KEY,
  phone TEXT NOT NULL,
  holder TEXT NOT NULL,
  company_id INTEGER NOT NULL REFERENCES companies(id),
  agent_id INTEGER REFERENCES agents(id),
  status TEXT NOT NULL,
  remark TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  UNIQUE (company_id, phone)
);
CREATE INDEX axb_private_numbers_created_at ON axb_private_numbers (created_at, id);

-- A binding (/AXBBinding): live while released_at is NULL. A middle number has at most one live binding
-- (the partial unique index); an expired binding is closed (released_at = expires_at, 到期) by the next
-- write that binds its number, and shows as 已过期 on every read before that.
CREATE TABLE axb_bindings (
  id INTEGER PRIMARY KEY,
  number_id INTEGER NOT NULL REFERENCES axb_numbers(id),
  a_phone TEXT NOT NULL,
  b_phone TEXT NOT NULL,
  company_id INTEGER NOT NULL REFERENCES companies(id),
  agent_id INTEGER REFERENCES agents(id),
  bound_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  released_at TEXT,
  end_reason TEXT NOT NULL DEFAULT '',
  user_id INTEGER REFERENCES users(id)
);
CREATE UNIQUE INDEX axb_bindings_one_live ON axb_bindings (number_id) WHERE released_at IS NULL;
CREATE INDEX axb_bindings_company ON axb_bindings (company_id, bound_at);
CREATE INDEX axb_bindings_agent ON axb_bindings (agent_id, bound_at);
CREATE INDEX axb_bindings_bound_at ON axb_bindings (bound_at, id);

-- The calls a binding carried (/consumptionDetails), billed by started minute at the rate of the call.
CREATE TABLE axb_calls (
  id INTEGER PRIMARY KEY,
  binding_id INTEGER NOT NULL REFERENCES axb_bindings(id),
  caller TEXT NOT NULL,
  callee TEXT NOT NULL,
  direction TEXT NOT NULL,
  company_id INTEGER NOT NULL REFERENCES companies(id),
  agent_id INTEGER REFERENCES agents(id),
  started_at TEXT NOT NULL,
  duration_seconds INTEGER NOT NULL,
  billed_minutes INTEGER NOT NULL,
  rate REAL NOT NULL,
  fee REAL NOT NULL
);
CREATE INDEX axb_calls_company ON axb_calls (company_id, started_at);
CREATE INDEX axb_calls_agent ON axb_calls (agent_id, started_at);
CREATE INDEX axb_calls_started_at ON axb_calls (started_at, id);
CREATE INDEX axb_calls_binding ON axb_calls (binding_id);
CREATE INDEX axb_calls_fee ON axb_calls (fee, id);
