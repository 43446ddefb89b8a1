import type { Db } from '../db/database';
import { now } from '../db/time';
import type { CurrentUser } from './auth';
import { prepared } from './statements';

/**
 * 变更记录, the audit trail: what each write through the contract changed, field by field. It is
 * captured at the database, not per handler, so no area's author can forget it: at startup (after the
 * migrations) `installChangeTriggers` generates TEMP triggers (AFTER INSERT/UPDATE/DELETE) for every
 * domain table from its `PRAGMA table_info`. A trigger writes a `change_log` row only while a request's
 * context is set (`withChangeContext`, called by `register` inside the handler's own transaction), so a
 * write that fails or is refused rolls its trail back with it, and seeding or background jobs leave none.
 *
 * `changes` is a JSON object, column -> `{"old": …, "new": …}` (an update keeps only the columns whose
 * value changed; an insert its non-null values, a delete its last ones). A secret column is recorded as
 * `{"changed": true}` and never with a value.
 */

/** Columns whose values never reach the trail: that they changed is recorded, never what to. */
export const SECRET_COLUMNS: ReadonlySet<string> = new Set(['password_hash', 'password']);

/** What a column's name says is secret; a test holds every such column of the schema to `SECRET_COLUMNS`. */
export const LOOKS_SECRET = /pass|secret|token|salt|hash|credential|private|api_?key/i;

/**
 * Tables that are not a record a user edits: logs (the trail itself, the operation log, CRM's and
 * batches' own event logs), sessions, logins and connections, and migration bookkeeping.
 */
export const UNTRACKED_TABLES: ReadonlySet<string> = new Set([
  'change_log',
  'operation_log',
  'schema_migrations',
  'sessions',
  'login_records',
  'devices',
  'crm_logs',
  'cdr_batch_events',
  // Uploaded images: immutable bytes; the trail records where a brand or carousel starts using one.
  'uploads',
  // Release health (issue 59): counters the shells add to every minute, not records anyone edits.
  'release_health',
  'release_health_users',
]);

export type ChangeAction = 'insert' | 'update' | 'delete';
export type Changes = Record<string, { old?: unknown; new?: unknown; changed?: true }>;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** Derived sums kept by their own triggers (CONTRACT.md "Rollups"): the rows they sum have their trail. */
export const UNTRACKED_PREFIX = 'rollup_';

/** The tables the trail covers: every table of the main schema but the untracked ones. */
export function trackedTables(db: Db): string[] {
  return (db.prepare(`SELECT name FROM main.sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`).pluck().all() as string[]).filter(
    (table) => !UNTRACKED_TABLES.has(table) && !table.startsWith(UNTRACKED_PREFIX),
  );
}

function columnsOf(db: Db, table: string): { name: string; pk: number }[] {
  return db.pragma(`main.table_info(${quote(table)})`) as { name: string; pk: number }[];
}

/** What identifies a row in the trail: its rowid, or a WITHOUT ROWID table's one-column key; none for a composite key. */
function rowIdOf(db: Db, table: string, columns: { name: string; pk: number }[]): string | null {
  const [listed] = db.pragma(`main.table_list(${quote(table)})`) as { wr: number }[];
  if (!listed?.wr) return 'rowid';
  const keys = columns.filter((column) => column.pk > 0);
  return keys.length === 1 ? quote(keys[0].name) : null;
}

/** One column's entry as a (key, value) row, for `json_group_object`; `when` filters unchanged columns out. */
function entry(column: string, old: string | null, value: string | null, when: string): string {
  const key = literal(column);
  const body = SECRET_COLUMNS.has(column)
    ? `json_object('changed', json('true'))`
    : `json_object(${[old !== null ? `'old', ${old}` : '', value !== null ? `'new', ${value}` : ''].filter(Boolean).join(', ')})`;
  return `SELECT ${key} AS k, ${body} AS v WHERE ${when}`;
}

function triggerSql(table: string, columns: string[], rowId: string, action: ChangeAction): string {
  const row = action === 'delete' ? 'OLD' : 'NEW';
  const entries = columns.map((name) => {
    const column = quote(name);
    if (action === 'update') return entry(name, `OLD.${column}`, `NEW.${column}`, `OLD.${column} IS NOT NEW.${column}`);
    if (action === 'insert') return entry(name, null, `NEW.${column}`, `NEW.${column} IS NOT NULL`);
    return entry(name, `OLD.${column}`, null, `OLD.${column} IS NOT NULL`);
  });
  const changes = `(SELECT json_group_object(k, json(v)) FROM (${entries.join(' UNION ALL ')}))`;
  return `CREATE TEMP TRIGGER ${quote(`change_log_${table}_${action}`)} AFTER ${action.toUpperCase()} ON main.${quote(table)}
WHEN EXISTS (SELECT 1 FROM temp.change_context)
BEGIN
  INSERT INTO main.change_log (user_id, username, role, agent_id, path, table_name, row_id, action, changes, created_at)
  SELECT c.user_id, c.username, c.role, c.agent_id, c.path, ${literal(table)}, ${row}.${rowId}, '${action}', d.changes, c.at
  FROM temp.change_context c, (SELECT ${changes} AS changes) d
  WHERE d.changes <> '{}';
END`;
}

/**
 * Creates (again) the context table and every tracked table's triggers; idempotent, so it runs on each
 * start after the migrations and picks up the columns they added.
 */
export function installChangeTriggers(db: Db): void {
  db.exec(
    'CREATE TEMP TABLE IF NOT EXISTS change_context (user_id INTEGER NOT NULL, username TEXT NOT NULL, role TEXT NOT NULL, agent_id INTEGER, path TEXT NOT NULL, at TEXT NOT NULL)',
  );
  db.transaction(() => {
    for (const name of db
      .prepare(`SELECT name FROM temp.sqlite_master WHERE type = 'trigger' AND name LIKE 'change\\_log\\_%' ESCAPE '\\'`)
      .pluck()
      .all() as string[]) {
      db.exec(`DROP TRIGGER temp.${quote(name)}`);
    }
    for (const table of trackedTables(db)) {
      const columns = columnsOf(db, table);
      const rowId = rowIdOf(db, table, columns);
      if (!rowId) throw new Error(`${table}: 变更记录需要能标识一行的主键（rowid 或单列主键）`);
      const names = columns.map((column) => column.name);
      for (const action of ['insert', 'update', 'delete'] as const) db.exec(triggerSql(table, names, rowId, action));
    }
  })();
}

/**
 * Runs `work` (inside the caller's transaction) with the request's context set, so the triggers record
 * its writes as `user`'s through `path`; answers the work's result and the ids of the trail rows written.
 */
export function withChangeContext<T>(db: Db, user: CurrentUser, path: string, work: () => T): { result: T; firstChange: number } {
  const firstChange = ((prepared(db, 'SELECT MAX(id) FROM change_log').pluck().get() as number | null) ?? 0) + 1;
  prepared(db, 'INSERT INTO temp.change_context (user_id, username, role, agent_id, path, at) VALUES (?, ?, ?, ?, ?, ?)').run(
    user.id,
    user.username,
    user.role,
    user.agentId,
    path,
    now(),
  );
  try {
    return { result: work(), firstChange };
  } finally {
    prepared(db, 'DELETE FROM temp.change_context').run();
  }
}

/** Links the trail rows a request wrote (ids from `firstChange` on) to its operation-log row. */
export function linkChanges(db: Db, firstChange: number, operationLogId: number | bigint): void {
  prepared(db, 'UPDATE change_log SET operation_log_id = ? WHERE id >= ?').run(operationLogId, firstChange);
}
