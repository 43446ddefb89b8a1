-- 员工手机 (/userPhone): the work phones bound to staff for calling (one number in use by one member at a time),
-- with the member's company and agent at binding time for scoping.
CREATE TABLE admin_user_phone (
  id INTEGER PRIMARY KEY,
  phone_number TEXT NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users(id),
  device_model TEXT NOT NULL DEFAULT '',
  imei TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL,
  bound_at TEXT NOT NULL,
  agent_id INTEGER REFERENCES agents(id),
  company_id INTEGER REFERENCES companies(id)
);
CREATE INDEX admin_user_phone_phone_number ON admin_user_phone (phone_number, id);
CREATE INDEX admin_user_phone_user ON admin_user_phone (user_id, id);
CREATE INDEX admin_user_phone_imei ON admin_user_phone (imei, id);
CREATE INDEX admin_user_phone_status ON admin_user_phone (status, id);
CREATE INDEX admin_user_phone_bound_at ON admin_user_phone (bound_at, id);
CREATE INDEX admin_user_phone_company ON admin_user_phone (company_id);
CREATE INDEX admin_user_phone_agent ON admin_user_phone (agent_id);
