-- 变更记录: one row per record a contract write inserted, updated or deleted (local-backend/src/http/changeLog.ts).
-- Written by TEMP triggers the backend generates at startup from the schema, only while a request's context is set,
-- so it commits or rolls back with the handler's own transaction. `changes` is a JSON object: column -> {"old","new"},
-- or {"changed": true} for a secret column (no value is ever stored). user_id/username/role/agent_id are the actor's
-- at the time of the write; operation_log_id links the write's operation-log row where it has one.
CREATE TABLE change_log (
  id INTEGER PRIMARY KEY,
  operation_log_id INTEGER REFERENCES operation_log(id),
  user_id INTEGER NOT NULL,
  username TEXT NOT NULL,
  role TEXT NOT NULL,
  agent_id INTEGER,
  path TEXT NOT NULL,
  table_name TEXT NOT NULL,
  row_id INTEGER NOT NULL,
  action TEXT NOT NULL CHECK (action IN ('insert', 'update', 'delete')),
  changes TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX change_log_row ON change_log (table_name, row_id, id);
CREATE INDEX change_log_operation ON change_log (operation_log_id);
