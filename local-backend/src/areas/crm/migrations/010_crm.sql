-- CRM, lead management and lead finding. Every table is scoped through company_id
-- (and agent_id / user_id where the rows belong to a reseller or a person).

-- Customers: amounts, remarks, the next planned follow-up and the values of custom fields (JSON).
ALTER TABLE customers ADD COLUMN amount REAL NOT NULL DEFAULT 0; -- 预计成交金额，元
ALTER TABLE customers ADD COLUMN remark TEXT NOT NULL DEFAULT '';
ALTER TABLE customers ADD COLUMN next_follow_at TEXT NOT NULL DEFAULT '';
ALTER TABLE customers ADD COLUMN extra TEXT NOT NULL DEFAULT '{}';
ALTER TABLE customers ADD COLUMN updated_at TEXT NOT NULL DEFAULT '';
CREATE INDEX customers_company_pool ON customers(company_id, pool);
CREATE INDEX customers_phone ON customers(company_id, phone);

-- Leads: a remark and when they were assigned.
ALTER TABLE clues ADD COLUMN remark TEXT NOT NULL DEFAULT '';
ALTER TABLE clues ADD COLUMN assigned_at TEXT NOT NULL DEFAULT '';
CREATE INDEX clues_company_status ON clues(company_id, status);

-- Per-company choice lists: customer sources (/CRMsource), tags (/tag), progress stages (/followProgress).
CREATE TABLE crm_dictionary (
  id INTEGER PRIMARY KEY,
  company_id INTEGER NOT NULL REFERENCES companies(id),
  kind TEXT NOT NULL CHECK (kind IN ('source', 'tag', 'progress')),
  name TEXT NOT NULL,
  color TEXT NOT NULL DEFAULT 'blue',
  sort INTEGER NOT NULL DEFAULT 0,
  remark TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  UNIQUE (company_id, kind, name)
);

-- Customer field configuration (/customTag, getColumn): built-in fields can be renamed, hidden and
-- reordered; custom fields are added per company and stored in customers.extra.
CREATE TABLE custom_fields (
  id INTEGER PRIMARY KEY,
  company_id INTEGER NOT NULL REFERENCES companies(id),
  field_key TEXT NOT NULL,
  label TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('text', 'number', 'date', 'select')),
  options TEXT NOT NULL DEFAULT '',
  required INTEGER NOT NULL DEFAULT 0,
  visible INTEGER NOT NULL DEFAULT 1,
  sort INTEGER NOT NULL DEFAULT 0,
  builtin INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  UNIQUE (company_id, field_key)
);

CREATE TABLE follow_ups (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  company_id INTEGER NOT NULL REFERENCES companies(id),
  department_id INTEGER REFERENCES departments(id),
  user_id INTEGER REFERENCES users(id),
  stage TEXT NOT NULL,
  way TEXT NOT NULL,
  content TEXT NOT NULL,
  next_follow_at TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);
CREATE INDEX follow_ups_customer ON follow_ups(customer_id);
CREATE INDEX follow_ups_company ON follow_ups(company_id, created_at);

-- Every CRM operation (/operationRecord); releases (/release) and automatic recycling (RecoveryRecord) are views of it.
CREATE TABLE crm_logs (
  id INTEGER PRIMARY KEY,
  target TEXT NOT NULL CHECK (target IN ('客户', '线索')),
  action TEXT NOT NULL,
  record_id INTEGER,
  record_name TEXT NOT NULL DEFAULT '',
  record_phone TEXT NOT NULL DEFAULT '',
  from_pool TEXT NOT NULL DEFAULT '',
  to_pool TEXT NOT NULL DEFAULT '',
  target_user_id INTEGER REFERENCES users(id),
  detail TEXT NOT NULL DEFAULT '',
  operator_id INTEGER REFERENCES users(id),
  company_id INTEGER REFERENCES companies(id),
  department_id INTEGER REFERENCES departments(id),
  created_at TEXT NOT NULL
);
CREATE INDEX crm_logs_company ON crm_logs(company_id, action, created_at);

-- Script, SMS and mail templates (/modou).
CREATE TABLE crm_templates (
  id INTEGER PRIMARY KEY,
  company_id INTEGER NOT NULL REFERENCES companies(id),
  name TEXT NOT NULL,
  type TEXT NOT NULL,
  content TEXT NOT NULL,
  enabled INTEGER NOT NULL DEFAULT 1,
  created_by INTEGER REFERENCES users(id),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- Automatic recycling rule per company (AutomaticRecovery, getAutomaticRecovery).
CREATE TABLE recovery_rules (
  company_id INTEGER PRIMARY KEY REFERENCES companies(id),
  enabled INTEGER NOT NULL DEFAULT 0,
  no_follow_days INTEGER NOT NULL DEFAULT 30,
  target_pool TEXT NOT NULL DEFAULT 'high' CHECK (target_pool IN ('high', 'department')),
  exclude_progress TEXT NOT NULL DEFAULT '',
  last_run_at TEXT NOT NULL DEFAULT '',
  updated_at TEXT NOT NULL
);

-- Shop directory searched by /shopSearch.
CREATE TABLE directory_shops (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  platform TEXT NOT NULL,
  category TEXT NOT NULL,
  province TEXT NOT NULL,
  city TEXT NOT NULL,
  owner TEXT NOT NULL,
  phone TEXT NOT NULL,
  monthly_sales INTEGER NOT NULL,
  rating REAL NOT NULL,
  opened_at TEXT NOT NULL,
  address TEXT NOT NULL
);
CREATE INDEX directory_shops_region ON directory_shops(province, city);

-- Companies and shops collected from lead finding (/clueCollection); pool 'high' is the lead-finding high seas (/highSeas).
CREATE TABLE clue_collections (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('company', 'shop')),
  source_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  contact TEXT NOT NULL DEFAULT '',
  phone TEXT NOT NULL,
  province TEXT NOT NULL,
  city TEXT NOT NULL,
  industry TEXT NOT NULL,
  pool TEXT NOT NULL CHECK (pool IN ('mine', 'high')),
  status TEXT NOT NULL DEFAULT '未转化',
  user_id INTEGER REFERENCES users(id),
  company_id INTEGER REFERENCES companies(id),
  agent_id INTEGER REFERENCES agents(id),
  collected_at TEXT NOT NULL
);
CREATE INDEX clue_collections_pool ON clue_collections(pool, company_id);

-- Lead-finding quota per account (/poolAccount).
CREATE TABLE pool_accounts (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL UNIQUE REFERENCES users(id),
  quota INTEGER NOT NULL,
  used INTEGER NOT NULL DEFAULT 0,
  valid_until TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  remark TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);

-- Saved searches per industry (/industryTemplate).
CREATE TABLE industry_templates (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  industry TEXT NOT NULL,
  province TEXT NOT NULL DEFAULT '',
  capital_min INTEGER,
  capital_max INTEGER,
  founded_from TEXT NOT NULL DEFAULT '',
  founded_to TEXT NOT NULL DEFAULT '',
  remark TEXT NOT NULL DEFAULT '',
  user_id INTEGER REFERENCES users(id),
  company_id INTEGER REFERENCES companies(id),
  agent_id INTEGER REFERENCES agents(id),
  created_at TEXT NOT NULL
);

-- Batch company checks (/batchCheckCompany).
CREATE TABLE batch_checks (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  company_id INTEGER REFERENCES companies(id),
  agent_id INTEGER REFERENCES agents(id),
  total INTEGER NOT NULL,
  matched INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE batch_check_items (
  id INTEGER PRIMARY KEY,
  check_id INTEGER NOT NULL REFERENCES batch_checks(id) ON DELETE CASCADE,
  input_name TEXT NOT NULL,
  directory_company_id INTEGER REFERENCES directory_companies(id)
);
CREATE INDEX batch_check_items_check ON batch_check_items(check_id);

-- Web clues (/webClue, /api/marker/webClue) and the consultations behind them (/consultationDetailed).
CREATE TABLE web_clues (
  id INTEGER PRIMARY KEY,
  phone TEXT NOT NULL,
  name TEXT NOT NULL DEFAULT '',
  channel TEXT NOT NULL,
  keyword TEXT NOT NULL DEFAULT '',
  province TEXT NOT NULL,
  city TEXT NOT NULL,
  visits INTEGER NOT NULL DEFAULT 1,
  status TEXT NOT NULL DEFAULT '未转化',
  agent_id INTEGER REFERENCES agents(id),
  company_id INTEGER REFERENCES companies(id),
  first_visit_at TEXT NOT NULL,
  last_visit_at TEXT NOT NULL
);
CREATE INDEX web_clues_company ON web_clues(company_id, last_visit_at);

CREATE TABLE consultations (
  id INTEGER PRIMARY KEY,
  web_clue_id INTEGER REFERENCES web_clues(id) ON DELETE CASCADE,
  phone TEXT NOT NULL,
  channel TEXT NOT NULL,
  page_title TEXT NOT NULL,
  content TEXT NOT NULL,
  duration_seconds INTEGER NOT NULL,
  agent_id INTEGER REFERENCES agents(id),
  company_id INTEGER REFERENCES companies(id),
  created_at TEXT NOT NULL
);
CREATE INDEX consultations_company ON consultations(company_id, created_at);
