import type { Statement } from 'better-sqlite3';
import type { Db } from '../db/database';

/** Prepared statements by SQL text, per database. */
const statements = new WeakMap<Db, Map<string, Statement>>();
/** Filters combine into many texts only in theory; past this, start afresh rather than grow. */
const MAX_STATEMENTS = 500;

/**
 * `db.prepare(sql)`, once per text: what every request runs (token check, list pages) is parsed and
 * planned once, not on every request (under `pnpm bench:load`, preparing was ~5% of a list request).
 * Not for `.pluck()`/`.raw()` toggles on a shared text: the mode sticks to the cached statement.
 */
export function prepared(db: Db, sql: string): Statement {
  let cache = statements.get(db);
  if (!cache) statements.set(db, (cache = new Map()));
  let statement = cache.get(sql);
  if (!statement) {
    if (cache.size >= MAX_STATEMENTS) cache.clear();
    statement = db.prepare(sql);
    cache.set(sql, statement);
  }
  return statement;
}
