-- SIP账号价格 (/sipAccountPrice): one price per company for its SIP accounts. The account count and the
-- monthly total are counted from sip_accounts when listed, never stored. user_id is who saved last.
CREATE TABLE cloudcall_sip_account_price (
  id INTEGER PRIMARY KEY,
  company_id INTEGER NOT NULL UNIQUE REFERENCES companies(id),
  monthly_fee REAL NOT NULL,
  per_minute REAL NOT NULL,
  billing_unit TEXT NOT NULL,
  status TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  user_id INTEGER REFERENCES users(id)
);
CREATE INDEX cloudcall_sip_account_price_monthly_fee ON cloudcall_sip_account_price (monthly_fee, id);
CREATE INDEX cloudcall_sip_account_price_per_minute ON cloudcall_sip_account_price (per_minute, id);
CREATE INDEX cloudcall_sip_account_price_status ON cloudcall_sip_account_price (status, id);
CREATE INDEX cloudcall_sip_account_price_updated_at ON cloudcall_sip_account_price (updated_at, id);
