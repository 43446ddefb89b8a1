-- The cloud-call families: SIP servers, templates (one family each), their allocations to agents and
-- companies, the special service numbers companies call out from, and the bill of each cloud call.
CREATE TABLE sip_servers (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  host TEXT NOT NULL,
  port INTEGER NOT NULL,
  transport TEXT NOT NULL,
  ws_url TEXT NOT NULL DEFAULT '',
  max_concurrency INTEGER NOT NULL,
  enabled INTEGER NOT NULL DEFAULT 1,
  remark TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  UNIQUE (host, port)
);

CREATE TABLE call_templates (
  id INTEGER PRIMARY KEY,
  family TEXT NOT NULL,
  name TEXT NOT NULL,
  server_id INTEGER NOT NULL REFERENCES sip_servers(id),
  price_per_minute REAL NOT NULL,
  billing_unit INTEGER NOT NULL,
  concurrency INTEGER NOT NULL,
  enabled INTEGER NOT NULL DEFAULT 1,
  remark TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);
CREATE INDEX call_templates_family ON call_templates (family, created_at);
CREATE INDEX call_templates_server ON call_templates (server_id);

-- company_id NULL: the agent's own allocation, which bounds its companies' allocations of the template.
CREATE TABLE call_allocations (
  id INTEGER PRIMARY KEY,
  family TEXT NOT NULL,
  template_id INTEGER NOT NULL REFERENCES call_templates(id),
  agent_id INTEGER NOT NULL REFERENCES agents(id),
  company_id INTEGER REFERENCES companies(id),
  price_per_minute REAL NOT NULL,
  concurrency INTEGER NOT NULL,
  lines INTEGER NOT NULL,
  enabled INTEGER NOT NULL DEFAULT 1,
  operator_id INTEGER REFERENCES users(id),
  created_at TEXT NOT NULL
);
CREATE UNIQUE INDEX call_allocations_holder ON call_allocations (template_id, agent_id, IFNULL(company_id, 0));
CREATE INDEX call_allocations_family ON call_allocations (family, created_at);
CREATE INDEX call_allocations_agent ON call_allocations (agent_id);
CREATE INDEX call_allocations_company ON call_allocations (company_id);

CREATE TABLE call_special_numbers (
  id INTEGER PRIMARY KEY,
  family TEXT NOT NULL,
  number TEXT NOT NULL UNIQUE,
  template_id INTEGER NOT NULL REFERENCES call_templates(id),
  company_id INTEGER NOT NULL REFERENCES companies(id),
  agent_id INTEGER NOT NULL REFERENCES agents(id),
  enabled INTEGER NOT NULL DEFAULT 1,
  remark TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);
CREATE INDEX call_special_numbers_family ON call_special_numbers (family, created_at);
CREATE INDEX call_special_numbers_company ON call_special_numbers (company_id, template_id);
CREATE INDEX call_special_numbers_agent ON call_special_numbers (agent_id);

-- A cloud call's bill, priced when it ended (a later price change leaves it as billed).
ALTER TABLE call_records ADD COLUMN family TEXT;
ALTER TABLE call_records ADD COLUMN template_id INTEGER REFERENCES call_templates(id);
ALTER TABLE call_records ADD COLUMN billing_unit INTEGER;
ALTER TABLE call_records ADD COLUMN units INTEGER NOT NULL DEFAULT 0;
ALTER TABLE call_records ADD COLUMN unit_price REAL;
ALTER TABLE call_records ADD COLUMN charge REAL NOT NULL DEFAULT 0;
CREATE INDEX call_records_family ON call_records (family, start_time);
