-- Brands by host (spec section 3: webName, icon, downUrl, topSmallPicture, topBigPicture).
CREATE TABLE brands (
  id INTEGER PRIMARY KEY,
  host TEXT NOT NULL UNIQUE,
  web_name TEXT NOT NULL,
  icon TEXT NOT NULL DEFAULT '',
  down_url TEXT NOT NULL DEFAULT '',
  top_small_picture TEXT NOT NULL DEFAULT '',
  top_big_picture TEXT NOT NULL DEFAULT ''
);

CREATE TABLE agents (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  contact TEXT NOT NULL,
  phone TEXT NOT NULL,
  parent_id INTEGER REFERENCES agents(id),
  level TEXT NOT NULL CHECK (level IN ('agent', 'subAgent')),
  balance REAL NOT NULL DEFAULT 0,
  seats INTEGER NOT NULL DEFAULT 0,
  status INTEGER NOT NULL DEFAULT 1,
  valid_date TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE companies (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  agent_id INTEGER REFERENCES agents(id),
  contact TEXT NOT NULL,
  phone TEXT NOT NULL,
  balance REAL NOT NULL DEFAULT 0,
  seats INTEGER NOT NULL DEFAULT 0,
  status INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL
);

CREATE TABLE departments (
  id INTEGER PRIMARY KEY,
  company_id INTEGER NOT NULL REFERENCES companies(id),
  name TEXT NOT NULL
);

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  username TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('admin','agent','subAgent','oem','company','department','normal','gm')),
  real_name TEXT NOT NULL,
  phone TEXT NOT NULL DEFAULT '',
  agent_id INTEGER REFERENCES agents(id),
  company_id INTEGER REFERENCES companies(id),
  department_id INTEGER REFERENCES departments(id),
  status INTEGER NOT NULL DEFAULT 1,
  valid_date TEXT NOT NULL,
  interior INTEGER NOT NULL DEFAULT 0,
  crm_department_high INTEGER NOT NULL DEFAULT 0,
  computer_dial INTEGER NOT NULL DEFAULT 0,
  sip INTEGER NOT NULL DEFAULT 0,
  head_portrait TEXT NOT NULL DEFAULT '',
  last_login_at TEXT NOT NULL DEFAULT '',
  last_login_ip TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);

CREATE TABLE sessions (
  token TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  expires_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE login_records (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  ip TEXT NOT NULL,
  at TEXT NOT NULL
);

CREATE TABLE sip_accounts (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  account TEXT NOT NULL,
  password TEXT NOT NULL,
  fs_url TEXT NOT NULL,
  ssl_port TEXT NOT NULL,
  ip TEXT NOT NULL
);

CREATE TABLE devices (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  device_name TEXT NOT NULL,
  ip TEXT NOT NULL,
  connected_at TEXT NOT NULL
);

CREATE TABLE blacklist (
  id INTEGER PRIMARY KEY,
  phone_number TEXT NOT NULL,
  means TEXT NOT NULL,
  reason TEXT NOT NULL DEFAULT '',
  agent_id INTEGER REFERENCES agents(id),
  company_id INTEGER REFERENCES companies(id),
  user_id INTEGER REFERENCES users(id),
  created_at TEXT NOT NULL
);
CREATE INDEX blacklist_phone ON blacklist(phone_number);

CREATE TABLE call_records (
  id INTEGER PRIMARY KEY,
  caller TEXT NOT NULL,
  callee TEXT NOT NULL,
  user_id INTEGER REFERENCES users(id),
  company_id INTEGER REFERENCES companies(id),
  agent_id INTEGER REFERENCES agents(id),
  start_time TEXT NOT NULL,
  duration_seconds INTEGER NOT NULL,
  status TEXT NOT NULL,
  risk INTEGER NOT NULL DEFAULT 0,
  recording_url TEXT NOT NULL DEFAULT ''
);
CREATE INDEX call_records_start ON call_records(start_time);
CREATE INDEX call_records_company ON call_records(company_id);

CREATE TABLE risk_list (
  id INTEGER PRIMARY KEY,
  callee TEXT NOT NULL,
  caller TEXT NOT NULL,
  user_id INTEGER REFERENCES users(id),
  company_id INTEGER REFERENCES companies(id),
  agent_id INTEGER REFERENCES agents(id),
  keyword TEXT NOT NULL,
  level TEXT NOT NULL,
  handled INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);

CREATE TABLE marker_records (
  id INTEGER PRIMARY KEY,
  phone_number TEXT NOT NULL,
  mark_type TEXT NOT NULL,
  mark_count INTEGER NOT NULL,
  agent_id INTEGER REFERENCES agents(id),
  user_id INTEGER REFERENCES users(id),
  created_at TEXT NOT NULL
);

CREATE TABLE customers (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  phone TEXT NOT NULL,
  company TEXT NOT NULL DEFAULT '',
  source TEXT NOT NULL,
  progress TEXT NOT NULL,
  tags TEXT NOT NULL DEFAULT '',
  owner_id INTEGER REFERENCES users(id),
  company_id INTEGER NOT NULL REFERENCES companies(id),
  department_id INTEGER REFERENCES departments(id),
  pool TEXT NOT NULL CHECK (pool IN ('mine', 'high', 'department')),
  last_follow_at TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);
CREATE INDEX customers_owner ON customers(owner_id, pool);

CREATE TABLE clues (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  phone TEXT NOT NULL,
  company TEXT NOT NULL DEFAULT '',
  source TEXT NOT NULL,
  status TEXT NOT NULL,
  assignee_id INTEGER REFERENCES users(id),
  company_id INTEGER NOT NULL REFERENCES companies(id),
  created_at TEXT NOT NULL
);

CREATE TABLE reminders (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  name TEXT NOT NULL,
  phone TEXT NOT NULL DEFAULT '',
  remark TEXT NOT NULL DEFAULT '',
  date TEXT NOT NULL,
  type TEXT NOT NULL DEFAULT 'work',
  created_at TEXT NOT NULL
);

CREATE TABLE purchase_orders (
  id INTEGER PRIMARY KEY,
  order_no TEXT NOT NULL UNIQUE,
  supplier TEXT NOT NULL,
  card_type TEXT NOT NULL,
  quantity INTEGER NOT NULL,
  unit_price REAL NOT NULL,
  status TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE warning_phones (
  id INTEGER PRIMARY KEY,
  phone_number TEXT NOT NULL,
  company_id INTEGER REFERENCES companies(id),
  agent_id INTEGER REFERENCES agents(id),
  reason TEXT NOT NULL,
  valid_date TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE top_ups (
  id INTEGER PRIMARY KEY,
  agent_id INTEGER REFERENCES agents(id),
  company_id INTEGER REFERENCES companies(id),
  amount REAL NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('data', 'custom')),
  status TEXT NOT NULL CHECK (status IN ('pending', 'done')),
  created_at TEXT NOT NULL
);
