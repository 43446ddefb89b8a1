-- 退款列表 (/refundList): a company's refund request, reviewed once: pending → refunded (its balance pays it) or rejected.
CREATE TABLE admin_refund (
  id INTEGER PRIMARY KEY,
  refund_no TEXT NOT NULL UNIQUE,
  amount REAL NOT NULL CHECK (amount > 0),
  reason TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'refunded', 'rejected')),
  -- The company's balance right after the refund (refunded only).
  balance_after REAL,
  reviewer_id INTEGER REFERENCES users(id),
  remark TEXT NOT NULL DEFAULT '',
  reviewed_at TEXT,
  created_at TEXT NOT NULL,
  agent_id INTEGER REFERENCES agents(id),
  company_id INTEGER NOT NULL REFERENCES companies(id),
  user_id INTEGER REFERENCES users(id)
);
CREATE INDEX admin_refund_status ON admin_refund (status, created_at);
CREATE INDEX admin_refund_created_at ON admin_refund (created_at, id);
CREATE INDEX admin_refund_reviewed_at ON admin_refund (reviewed_at, id);
CREATE INDEX admin_refund_amount ON admin_refund (amount, id);
CREATE INDEX admin_refund_company ON admin_refund (company_id);
