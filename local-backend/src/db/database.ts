import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;

/**
 * The base schema: the migrations that touch several areas stay here (001_init creates every area's
 * first tables; 012_list_indexes indexes CRM, carrier and inventory tables at once). A migration that
 * is clearly one area's lives in that area's folder, `src/areas/<area>/migrations/` (002, 010 and 011
 * in crm, 013 in admin). File names never change when a file moves: they are what is recorded.
 */
const BASE_MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');
const AREAS_DIR = path.join(import.meta.dirname, '..', 'areas');

const MIGRATION_FILE = /^\d+_.+\.sql$/;

/** The base folder and every area's `migrations/` folder. */
export function migrationDirs(areasDir = AREAS_DIR): string[] {
  const areas = existsSync(areasDir) ? readdirSync(areasDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()) : [];
  const dirs = areas.map((area) => path.join(areasDir, area.name, 'migrations')).filter((dir) => existsSync(dir));
  return [BASE_MIGRATIONS_DIR, ...dirs.sort()];
}

/**
 * The migration files of all `dirs`, ordered by name across the whole set. Names are what
 * `schema_migrations` records, so two folders may not hold the same name: one of them would never run.
 */
export function migrationFiles(dirs: string[]): { name: string; file: string }[] {
  const byName = new Map<string, string>();
  for (const dir of dirs) {
    for (const name of readdirSync(dir).filter((file) => MIGRATION_FILE.test(file))) {
      const other = byName.get(name);
      if (other) {
        throw new Error(`迁移文件重名：${name} 同时在 ${path.dirname(other)} 与 ${dir} 中。迁移按文件名记录，请给其中一个改名`);
      }
      byName.set(name, path.join(dir, name));
    }
  }
  return [...byName].map(([name, file]) => ({ name, file })).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/**
 * Applies every migration not applied yet, each in one transaction with its record. Migrations are
 * recorded by file name, not by one number line: a migration merged late with a lower number than
 * one already applied (two areas' work meeting) is still applied. A database from before the record
 * (numbered by `user_version`) counts the files up to that number as applied. `dirs` defaults to the
 * base folder plus every area's folder (`migrationDirs`).
 */
export function migrate(db: Db, dirs: string | string[] = migrationDirs()): number {
  const files = migrationFiles(typeof dirs === 'string' ? [dirs] : dirs);
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  const record = db.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)');
  const recorded = () => new Set(db.prepare('SELECT name FROM schema_migrations').pluck().all() as string[]);
  const legacyVersion = db.pragma('user_version', { simple: true }) as number;
  if (recorded().size === 0 && legacyVersion > 0) {
    const now = new Date().toISOString();
    db.transaction(() => {
      for (const { name } of files) if (Number.parseInt(name, 10) <= legacyVersion) record.run(name, now);
    })();
  }
  const done = recorded();
  let applied = 0;
  for (const { name, file } of files.filter(({ name }) => !done.has(name))) {
    db.transaction(() => {
      db.exec(readFileSync(file, 'utf8'));
      record.run(name, new Date().toISOString());
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
