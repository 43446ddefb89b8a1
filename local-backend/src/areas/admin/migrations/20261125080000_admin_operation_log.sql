-- 操作日志 (/operationLog): one row per successful admin-area write (local-backend/src/http/operationLog.ts).
-- username, role and agent_id are the actor's at the time of the write, so a later rename or move does not rewrite history.
CREATE TABLE operation_log (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  username TEXT NOT NULL,
  role TEXT NOT NULL,
  agent_id INTEGER REFERENCES agents(id),
  operation TEXT NOT NULL,
  path TEXT NOT NULL,
  target TEXT NOT NULL DEFAULT '',
  ip TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX operation_log_created_at ON operation_log (created_at, id);
CREATE INDEX operation_log_agent ON operation_log (agent_id, created_at);
CREATE INDEX operation_log_username ON operation_log (username);
