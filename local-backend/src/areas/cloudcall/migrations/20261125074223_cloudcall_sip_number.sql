-- SIP号码 (/sipNumber): written by pnpm new-page. Rows belong to a company and its agent (and the user who added them).
CREATE TABLE cloudcall_sip_number (
  id INTEGER PRIMARY KEY,
  account TEXT NOT NULL,
  username TEXT,
  ip TEXT NOT NULL,
  fs_url TEXT NOT NULL,
  ssl_port TEXT NOT NULL,
  password TEXT,
  updated_at TEXT NOT NULL,
  agent_id INTEGER REFERENCES agents(id),
  company_id INTEGER REFERENCES companies(id),
  user_id INTEGER REFERENCES users(id)
);
CREATE INDEX cloudcall_sip_number_account ON cloudcall_sip_number (account, id);
CREATE INDEX cloudcall_sip_number_username ON cloudcall_sip_number (username, id);
CREATE INDEX cloudcall_sip_number_ip ON cloudcall_sip_number (ip, id);
CREATE INDEX cloudcall_sip_number_updated_at ON cloudcall_sip_number (updated_at, id);
CREATE INDEX cloudcall_sip_number_company ON cloudcall_sip_number (company_id);
CREATE INDEX cloudcall_sip_number_agent ON cloudcall_sip_number (agent_id);
