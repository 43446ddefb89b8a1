-- 通联精准管控 (/tonglianPrecisionTube): written by pnpm new-page. Rows belong to a company and its agent (and the user who added them).
CREATE TABLE cloudcall_tonglian_precision_tube (
  id INTEGER PRIMARY KEY,
  callee_daily_limit REAL NOT NULL,
  daily_limit REAL NOT NULL,
  call_start TEXT NOT NULL,
  call_end TEXT NOT NULL,
  blocked_areas TEXT,
  status TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  agent_id INTEGER REFERENCES agents(id),
  company_id INTEGER REFERENCES companies(id),
  user_id INTEGER REFERENCES users(id)
);
CREATE INDEX cloudcall_tonglian_precision_tube_callee_daily_limit ON cloudcall_tonglian_precision_tube (callee_daily_limit, id);
CREATE INDEX cloudcall_tonglian_precision_tube_daily_limit ON cloudcall_tonglian_precision_tube (daily_limit, id);
CREATE INDEX cloudcall_tonglian_precision_tube_blocked_areas ON cloudcall_tonglian_precision_tube (blocked_areas, id);
CREATE INDEX cloudcall_tonglian_precision_tube_status ON cloudcall_tonglian_precision_tube (status, id);
CREATE INDEX cloudcall_tonglian_precision_tube_updated_at ON cloudcall_tonglian_precision_tube (updated_at, id);
CREATE INDEX cloudcall_tonglian_precision_tube_company ON cloudcall_tonglian_precision_tube (company_id);
CREATE INDEX cloudcall_tonglian_precision_tube_agent ON cloudcall_tonglian_precision_tube (agent_id);
