-- 流水管理 (/flowManagement): the ledger of the companies' pre-stored balances. Every move of
-- companies.balance (a recharge or refund on /prestore, a top-up handled on /woniuRecharge) writes one
-- row with the balance after it, in the same transaction (local-backend/src/areas/admin/money.ts).
CREATE TABLE admin_flow_management (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('recharge', 'refund')),
  amount REAL NOT NULL CHECK (amount > 0),
  balance_after REAL NOT NULL CHECK (balance_after >= 0),
  operator TEXT NOT NULL,
  remark TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  top_up_id INTEGER REFERENCES top_ups(id),
  agent_id INTEGER REFERENCES agents(id),
  company_id INTEGER NOT NULL REFERENCES companies(id)
);
CREATE INDEX admin_flow_management_kind ON admin_flow_management (kind, id);
CREATE INDEX admin_flow_management_amount ON admin_flow_management (amount, id);
CREATE INDEX admin_flow_management_operator ON admin_flow_management (operator, id);
CREATE INDEX admin_flow_management_created_at ON admin_flow_management (created_at, id);
CREATE INDEX admin_flow_management_company ON admin_flow_management (company_id, id);
CREATE INDEX admin_flow_management_agent ON admin_flow_management (agent_id);
