-- 开通管控: a company whose staff may not have a service opened (`/api/user/openServices`) while its row exists.
-- One control per company and service; deleting the row lifts it (the operation log keeps who did).
CREATE TABLE admin_open_control (
  id INTEGER PRIMARY KEY,
  company_id INTEGER NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  service TEXT NOT NULL,
  reason TEXT NOT NULL,
  created_by INTEGER NOT NULL REFERENCES users(id),
  created_role TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (company_id, service)
);
CREATE INDEX admin_open_control_created_at ON admin_open_control (created_at, id);
