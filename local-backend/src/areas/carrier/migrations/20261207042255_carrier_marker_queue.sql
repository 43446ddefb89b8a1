-- The marker query queue (/reportNumber's 查询队列, JumpQueue): a query of more than MARKER_INSTANT_MAX
-- numbers is paid when accepted and waits here; the backend answers its numbers in order (urgent
-- first, then by accepted time, then id), writing the same marker_records an instant query writes.
CREATE TABLE marker_queries (
  id INTEGER PRIMARY KEY,
  agent_id INTEGER NOT NULL REFERENCES agents(id),
  company_id INTEGER REFERENCES companies(id),
  user_id INTEGER REFERENCES users(id),
  -- The valid numbers, comma-separated, answered in this order (`answered` of them so far).
  numbers TEXT NOT NULL,
  total INTEGER NOT NULL CHECK (total > 0),
  answered INTEGER NOT NULL DEFAULT 0 CHECK (answered >= 0 AND answered <= total),
  status TEXT NOT NULL DEFAULT '排队中' CHECK (status IN ('排队中', '查询中', '已完成')),
  urgent INTEGER NOT NULL DEFAULT 0 CHECK (urgent IN (0, 1)),
  -- The extra queries 加急 took from the agent (0 while not urgent).
  urgent_fee INTEGER NOT NULL DEFAULT 0 CHECK (urgent_fee >= 0),
  queued_at TEXT NOT NULL,
  started_at TEXT,
  finished_at TEXT
);
CREATE INDEX marker_queries_order ON marker_queries (status, urgent DESC, queued_at, id);
CREATE INDEX marker_queries_agent ON marker_queries (agent_id, queued_at);
