-- The virtual-operator numbers of every operator brand (remote-carrier/src/contract/operators.ts
-- OPERATORS keys), each owned by a company and so by an agent, and the history of its states.
CREATE TABLE carrier_numbers (
  id INTEGER PRIMARY KEY,
  phone_number TEXT NOT NULL UNIQUE CHECK (length(phone_number) = 11 AND phone_number NOT GLOB '*[^0-9]*'),
  operator TEXT NOT NULL,
  company_id INTEGER NOT NULL REFERENCES companies(id),
  agent_id INTEGER NOT NULL REFERENCES agents(id),
  -- reviewing: the opening is submitted and under review; open; rejected (the opening refused);
  -- suspended (by the reseller, restorable); frozen (DJ: by the line, unfreezable); closed (final).
  state TEXT NOT NULL CHECK (state IN ('reviewing', 'open', 'rejected', 'suspended', 'frozen', 'closed')),
  holder_name TEXT NOT NULL DEFAULT '',
  balance REAL NOT NULL DEFAULT 0,
  package TEXT NOT NULL DEFAULT '',
  valid_until TEXT NOT NULL,
  remark TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX carrier_numbers_operator_state ON carrier_numbers (operator, state);
CREATE INDEX carrier_numbers_company ON carrier_numbers (company_id);
CREATE INDEX carrier_numbers_agent ON carrier_numbers (agent_id);

-- Every state a number went through: who moved it, when and why (from_state NULL: submitted).
CREATE TABLE carrier_number_events (
  id INTEGER PRIMARY KEY,
  number_id INTEGER NOT NULL REFERENCES carrier_numbers(id),
  from_state TEXT,
  to_state TEXT NOT NULL,
  reason TEXT NOT NULL DEFAULT '',
  user_id INTEGER REFERENCES users(id),
  at TEXT NOT NULL
);
CREATE INDEX carrier_number_events_number ON carrier_number_events (number_id, at);

-- Health scores read a number's recent calls by caller.
CREATE INDEX call_records_caller ON call_records (caller, start_time);
