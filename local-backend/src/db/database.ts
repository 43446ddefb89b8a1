import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

/**
 * Applies every migration not applied yet, each in one transaction with its record. Migrations are
 * recorded by file name, not by one number line: a migration merged late with a lower number than
 * one already applied (two areas' work meeting) is still applied. A database from before the record
 * (numbered by `user_version`) counts the files up to that number as applied.
 */
export function migrate(db: Db, dir = MIGRATIONS_DIR): number {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  const files = readdirSync(dir)
    .filter((file) => /^\d+_.+\.sql$/.test(file))
    .sort();
  const record = db.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)');
  const recorded = () => new Set(db.prepare('SELECT name FROM schema_migrations').pluck().all() as string[]);
  const legacyVersion = db.pragma('user_version', { simple: true }) as number;
  if (recorded().size === 0 && legacyVersion > 0) {
    const now = new Date().toISOString();
    db.transaction(() => {
      for (const file of files) if (Number.parseInt(file, 10) <= legacyVersion) record.run(file, now);
    })();
  }
  const done = recorded();
  let applied = 0;
  for (const file of files.filter((name) => !done.has(name))) {
    db.transaction(() => {
      db.exec(readFileSync(path.join(dir, file), 'utf8'));
      record.run(file, new Date().toISOString());
    })();
    applied++;
  }
  return applied;
}

export function openDatabase(file: string): Db {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  // WAL: readers never wait for the writer, and a killed or restarted process loses no committed
  // write (the log is replayed on the next open). FULL syncs the log on every commit, so a save the
  // user was told about survives a power cut too.
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  return db;
}
