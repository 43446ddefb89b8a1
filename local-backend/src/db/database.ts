import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

/** Applies every migration newer than the database's `user_version`, each in one transaction. */
export function migrate(db: Db): number {
  const current = db.pragma('user_version', { simple: true }) as number;
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((file) => /^\d+_.+\.sql$/.test(file))
    .sort();
  let applied = 0;
  for (const file of files) {
    const version = Number.parseInt(file, 10);
    if (version <= current) continue;
    db.transaction(() => {
      db.exec(readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8'));
      db.pragma(`user_version = ${version}`);
    })();
    applied++;
  }
  return applied;
}

export function openDatabase(file: string): Db {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  return db;
}
