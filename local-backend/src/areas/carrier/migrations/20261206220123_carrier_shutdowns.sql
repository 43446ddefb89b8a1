-- Shutdowns (/shutdownList, /shutdownRecord, /NoShutdownMaintenanceNumber, /stop). A number has at most one
-- open shutdown (the partial UNIQUE index); each stop and restore is an event written in the same transaction.
CREATE TABLE carrier_shutdowns (
  id INTEGER PRIMARY KEY,
  phone_number TEXT NOT NULL,
  company_id INTEGER NOT NULL REFERENCES companies(id),
  agent_id INTEGER REFERENCES agents(id),
  reason TEXT NOT NULL,
  remark TEXT NOT NULL DEFAULT '',
  shut_by INTEGER REFERENCES users(id),
  shut_at TEXT NOT NULL,
  restored_by INTEGER REFERENCES users(id),
  restored_at TEXT
);
CREATE UNIQUE INDEX carrier_shutdowns_open ON carrier_shutdowns (phone_number) WHERE restored_at IS NULL;
CREATE INDEX carrier_shutdowns_shut ON carrier_shutdowns (shut_at, id);

CREATE TABLE carrier_shutdown_events (
  id INTEGER PRIMARY KEY,
  phone_number TEXT NOT NULL,
  company_id INTEGER NOT NULL REFERENCES companies(id),
  agent_id INTEGER REFERENCES agents(id),
  action TEXT NOT NULL CHECK (action IN ('停机', '复机')),
  reason TEXT NOT NULL DEFAULT '',
  operator_id INTEGER REFERENCES users(id),
  created_at TEXT NOT NULL
);
CREATE INDEX carrier_shutdown_events_created ON carrier_shutdown_events (created_at, id);
CREATE INDEX carrier_shutdown_events_phone ON carrier_shutdown_events (phone_number);

CREATE TABLE carrier_shutdown_exempt (
  id INTEGER PRIMARY KEY,
  phone_number TEXT NOT NULL UNIQUE,
  company_id INTEGER NOT NULL REFERENCES companies(id),
  agent_id INTEGER REFERENCES agents(id),
  reason TEXT NOT NULL,
  valid_until TEXT NOT NULL,
  operator_id INTEGER REFERENCES users(id),
  created_at TEXT NOT NULL
);

CREATE TABLE carrier_stop_requests (
  id INTEGER PRIMARY KEY,
  phone_number TEXT NOT NULL,
  company_id INTEGER NOT NULL REFERENCES companies(id),
  agent_id INTEGER REFERENCES agents(id),
  reason TEXT NOT NULL,
  remark TEXT NOT NULL DEFAULT '',
  requested_by INTEGER REFERENCES users(id),
  status TEXT NOT NULL DEFAULT '待审核' CHECK (status IN ('待审核', '已通过', '已驳回')),
  review_note TEXT NOT NULL DEFAULT '',
  reviewed_by INTEGER REFERENCES users(id),
  reviewed_at TEXT,
  created_at TEXT NOT NULL,
  CHECK ((status = '待审核') = (reviewed_at IS NULL))
);
CREATE INDEX carrier_stop_requests_created ON carrier_stop_requests (created_at, id);
