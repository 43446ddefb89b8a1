-- 售后管理 (/afterSales): a company's after-sales case, worked through by the platform: pending → processing → done.
CREATE TABLE admin_after_sales (
  id INTEGER PRIMARY KEY,
  service_no TEXT NOT NULL UNIQUE,
  product TEXT NOT NULL,
  issue TEXT NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity >= 1),
  description TEXT NOT NULL,
  contact_name TEXT NOT NULL DEFAULT '',
  contact_phone TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'processing', 'done')),
  result TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  agent_id INTEGER REFERENCES agents(id),
  company_id INTEGER NOT NULL REFERENCES companies(id),
  user_id INTEGER REFERENCES users(id)
);
CREATE INDEX admin_after_sales_product ON admin_after_sales (product, id);
CREATE INDEX admin_after_sales_issue ON admin_after_sales (issue, id);
CREATE INDEX admin_after_sales_status ON admin_after_sales (status, created_at);
CREATE INDEX admin_after_sales_created_at ON admin_after_sales (created_at, id);
CREATE INDEX admin_after_sales_updated_at ON admin_after_sales (updated_at, id);
CREATE INDEX admin_after_sales_company ON admin_after_sales (company_id);
