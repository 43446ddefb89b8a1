-- SIP账号价格 (/sipAccountPrice): written by pnpm new-page. Rows belong to a company and its agent (and the user who added them).
CREATE TABLE cloudcall_sip_account_price (
  id INTEGER PRIMARY KEY,
  monthly_fee REAL NOT NULL,
  per_minute REAL NOT NULL,
  billing_unit TEXT NOT NULL,
  account_count REAL,
  monthly_total REAL,
  status TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  agent_id INTEGER REFERENCES agents(id),
  company_id INTEGER REFERENCES companies(id),
  user_id INTEGER REFERENCES users(id)
);
CREATE INDEX cloudcall_sip_account_price_monthly_fee ON cloudcall_sip_account_price (monthly_fee, id);
CREATE INDEX cloudcall_sip_account_price_per_minute ON cloudcall_sip_account_price (per_minute, id);
CREATE INDEX cloudcall_sip_account_price_billing_unit ON cloudcall_sip_account_price (billing_unit, id);
CREATE INDEX cloudcall_sip_account_price_account_count ON cloudcall_sip_account_price (account_count, id);
CREATE INDEX cloudcall_sip_account_price_monthly_total ON cloudcall_sip_account_price (monthly_total, id);
CREATE INDEX cloudcall_sip_account_price_status ON cloudcall_sip_account_price (status, id);
CREATE INDEX cloudcall_sip_account_price_updated_at ON cloudcall_sip_account_price (updated_at, id);
CREATE INDEX cloudcall_sip_account_price_company ON cloudcall_sip_account_price (company_id);
CREATE INDEX cloudcall_sip_account_price_agent ON cloudcall_sip_account_price (agent_id);
