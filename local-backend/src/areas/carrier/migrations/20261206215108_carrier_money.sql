-- Money with the operators (/preDeposit, /djRebateList, /woniuBill). A company's balance with an operator
-- moves only with a pre-deposit record written in the same transaction; a bill's figures are the sums of
-- its lines (never stored apart), one bill and one rebate per company and month.
CREATE TABLE carrier_operator_balances (
  company_id INTEGER NOT NULL REFERENCES companies(id),
  operator TEXT NOT NULL,
  balance REAL NOT NULL DEFAULT 0 CHECK (balance >= 0),
  PRIMARY KEY (company_id, operator)
);

CREATE TABLE carrier_pre_deposits (
  id INTEGER PRIMARY KEY,
  company_id INTEGER NOT NULL REFERENCES companies(id),
  agent_id INTEGER REFERENCES agents(id),
  operator TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('预存', '返利')),
  amount REAL NOT NULL CHECK (amount > 0),
  balance_after REAL NOT NULL,
  voucher_no TEXT NOT NULL DEFAULT '',
  remark TEXT NOT NULL DEFAULT '',
  operator_id INTEGER REFERENCES users(id),
  created_at TEXT NOT NULL
);
CREATE INDEX carrier_pre_deposits_created ON carrier_pre_deposits (created_at, id);
CREATE INDEX carrier_pre_deposits_company ON carrier_pre_deposits (company_id, operator);

CREATE TABLE carrier_dj_rebates (
  id INTEGER PRIMARY KEY,
  company_id INTEGER NOT NULL REFERENCES companies(id),
  agent_id INTEGER REFERENCES agents(id),
  month TEXT NOT NULL,
  consumption REAL NOT NULL,
  rate REAL NOT NULL,
  rebate REAL NOT NULL,
  status TEXT NOT NULL DEFAULT '待发放' CHECK (status IN ('待发放', '已发放')),
  paid_at TEXT,
  deposit_id INTEGER REFERENCES carrier_pre_deposits(id),
  UNIQUE (company_id, month),
  CHECK ((status = '已发放') = (deposit_id IS NOT NULL))
);
CREATE INDEX carrier_dj_rebates_month ON carrier_dj_rebates (month, id);

CREATE TABLE carrier_wn_bills (
  id INTEGER PRIMARY KEY,
  company_id INTEGER NOT NULL REFERENCES companies(id),
  agent_id INTEGER REFERENCES agents(id),
  month TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT '未结清' CHECK (status IN ('未结清', '已结清')),
  settled_at TEXT,
  created_at TEXT NOT NULL,
  UNIQUE (company_id, month)
);
CREATE INDEX carrier_wn_bills_month ON carrier_wn_bills (month, id);

CREATE TABLE carrier_wn_bill_lines (
  id INTEGER PRIMARY KEY,
  bill_id INTEGER NOT NULL REFERENCES carrier_wn_bills(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('月租', '通话', '套餐')),
  item TEXT NOT NULL,
  quantity INTEGER NOT NULL,
  unit_price REAL NOT NULL,
  amount REAL NOT NULL
);
CREATE INDEX carrier_wn_bill_lines_bill ON carrier_wn_bill_lines (bill_id, kind);
