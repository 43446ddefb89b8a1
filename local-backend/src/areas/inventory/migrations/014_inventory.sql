-- Inventory: goods and their stock, every movement, shipments, white cards, call-frequency
-- limits; purchase orders gain their goods. A goods' quantity is the sum of its movements, kept in
-- the same transaction as each movement, and can never go below zero.

CREATE TABLE inventory_goods (
  id INTEGER PRIMARY KEY,
  line TEXT NOT NULL CHECK (line IN ('SJTX', 'SJ')),
  name TEXT NOT NULL,
  model TEXT NOT NULL DEFAULT '',
  unit TEXT NOT NULL,
  warn_threshold INTEGER NOT NULL CHECK (warn_threshold >= 0),
  enabled INTEGER NOT NULL DEFAULT 1,
  remark TEXT NOT NULL DEFAULT '',
  quantity INTEGER NOT NULL DEFAULT 0 CHECK (quantity >= 0),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (line, name, model)
);

CREATE TABLE inventory_movements (
  id INTEGER PRIMARY KEY,
  goods_id INTEGER NOT NULL REFERENCES inventory_goods(id),
  direction TEXT NOT NULL CHECK (direction IN ('in', 'out')),
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  balance INTEGER NOT NULL CHECK (balance >= 0),
  reason TEXT NOT NULL,
  reference TEXT NOT NULL DEFAULT '',
  operator_id INTEGER REFERENCES users(id),
  created_at TEXT NOT NULL
);
CREATE INDEX inventory_movements_goods ON inventory_movements(goods_id, created_at);
CREATE INDEX inventory_movements_created ON inventory_movements(created_at);
CREATE INDEX inventory_movements_reference ON inventory_movements(reference);

CREATE TABLE inventory_shipments (
  id INTEGER PRIMARY KEY,
  shipment_no TEXT NOT NULL UNIQUE,
  goods_id INTEGER NOT NULL REFERENCES inventory_goods(id),
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  company_id INTEGER NOT NULL REFERENCES companies(id),
  receiver TEXT NOT NULL,
  receiver_phone TEXT NOT NULL,
  address TEXT NOT NULL,
  express TEXT NOT NULL DEFAULT '',
  tracking_no TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL CHECK (status IN ('待发货', '已发货', '已签收', '已撤销')),
  remark TEXT NOT NULL DEFAULT '',
  operator_id INTEGER REFERENCES users(id),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX inventory_shipments_created ON inventory_shipments(created_at);
CREATE INDEX inventory_shipments_goods ON inventory_shipments(goods_id);

CREATE TABLE white_cards (
  id INTEGER PRIMARY KEY,
  iccid TEXT NOT NULL UNIQUE,
  card_type TEXT NOT NULL,
  batch_no TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('在库', '已分配', '已作废')),
  company_id INTEGER REFERENCES companies(id),
  remark TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  assigned_at TEXT NOT NULL DEFAULT ''
);
CREATE INDEX white_cards_created ON white_cards(created_at);
CREATE INDEX white_cards_batch ON white_cards(batch_no);

-- company_id NULL is the platform default; a company has at most one rule of its own.
CREATE TABLE frequency_limits (
  id INTEGER PRIMARY KEY,
  company_id INTEGER UNIQUE REFERENCES companies(id),
  per_day INTEGER NOT NULL,
  per_hour INTEGER NOT NULL,
  redial_minutes INTEGER NOT NULL,
  start_time TEXT NOT NULL,
  end_time TEXT NOT NULL,
  enabled INTEGER NOT NULL DEFAULT 1,
  remark TEXT NOT NULL DEFAULT '',
  updated_at TEXT NOT NULL
);

ALTER TABLE purchase_orders ADD COLUMN goods_id INTEGER REFERENCES inventory_goods(id);
ALTER TABLE purchase_orders ADD COLUMN remark TEXT NOT NULL DEFAULT '';
ALTER TABLE purchase_orders ADD COLUMN arrived_at TEXT NOT NULL DEFAULT '';
CREATE INDEX purchase_orders_goods ON purchase_orders(goods_id, status);
CREATE INDEX warning_phones_company ON warning_phones(company_id);
CREATE INDEX warning_phones_created ON warning_phones(created_at);
