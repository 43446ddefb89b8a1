-- 工单管理 (/workOrder): a company's work order, handled by the platform: open → handled → closed, with its replies.
CREATE TABLE admin_work_order (
  id INTEGER PRIMARY KEY,
  order_no TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  category TEXT NOT NULL,
  content TEXT NOT NULL,
  contact_phone TEXT,
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'handled', 'closed')),
  -- Who handled it (the reply that moved it to handled).
  handler_id INTEGER REFERENCES users(id),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  agent_id INTEGER REFERENCES agents(id),
  company_id INTEGER NOT NULL REFERENCES companies(id),
  user_id INTEGER REFERENCES users(id)
);
CREATE INDEX admin_work_order_title ON admin_work_order (title, id);
CREATE INDEX admin_work_order_category ON admin_work_order (category, id);
CREATE INDEX admin_work_order_status ON admin_work_order (status, created_at);
CREATE INDEX admin_work_order_created_at ON admin_work_order (created_at, id);
CREATE INDEX admin_work_order_updated_at ON admin_work_order (updated_at, id);
CREATE INDEX admin_work_order_company ON admin_work_order (company_id);
CREATE INDEX admin_work_order_agent ON admin_work_order (agent_id);
CREATE TABLE admin_work_order_reply (
  id INTEGER PRIMARY KEY,
  work_order_id INTEGER NOT NULL REFERENCES admin_work_order(id) ON DELETE CASCADE,
  author_id INTEGER NOT NULL REFERENCES users(id),
  content TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX admin_work_order_reply_order ON admin_work_order_reply (work_order_id, id);
