import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;

/**
 * The base schema: the migrations that touch several areas stay here (001_init creates every area's
 * first tables; 012_list_indexes indexes CRM, carrier and inventory tables at once). A migration that
 * is clearly one area's lives in that area's folder, `src/areas/<area>/migrations/`. File names never
 * change when a file moves: they are what is recorded.
 */
const BASE_MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');
const AREAS_DIR = path.join(import.meta.dirname, '..', 'areas');

const MIGRATION_FILE = /^\d+_.+\.sql$/;

/**
 * How a migration is named: `<UTC time, YYYYMMDDHHmmss>_<area>_<what>.sql`, `<area>` being its
 * folder's area (`base` for `src/db/migrations`), e.g. `20261201083000_crm_follow_up_tags.sql`, as
 * `pnpm new-page` writes it. Two branches' names differ by time, area or words (the very same name
 * is the same file: a merge conflict, never a silently skipped migration). Names sort by time, so a
 * fresh database applies them in the order they were written.
 */
export const MIGRATION_NAME = /^(\d{14})_([a-z][a-z0-9]*)_[a-z0-9_]+\.sql$/;

/**
 * The names given before that rule, a global number counted up from the highest file (`001_init`
 * to `014_inventory`). They stay valid, as databases have recorded them; a higher number is refused,
 * as two branches would both pick it.
 */
const LEGACY_NAME = /^(\d{3})_[a-z0-9_]+\.sql$/;
const LAST_LEGACY_NUMBER = 14;

/** `base` for the base folder, else the area whose `migrations/` folder `dir` is. */
function areaOf(dir: string): string {
  const parent = path.dirname(dir);
  return path.basename(dir) === 'migrations' && path.basename(path.dirname(parent)) === 'areas' ? path.basename(parent) : 'base';
}

/** Why `name`, found in `dir`, breaks the naming rule; nothing if it keeps it. */
export function migrationNameProblem(name: string, dir: string): string | undefined {
  const legacy = LEGACY_NAME.exec(name);
  if (legacy && Number(legacy[1]) <= LAST_LEGACY_NUMBER) return undefined;
  const area = areaOf(dir);
  const match = MIGRATION_NAME.exec(name);
  if (match && match[2] === area) return undefined;
  return `迁移文件名不合规：${name}（${dir}）。请命名为 <UTC时间YYYYMMDDHHmmss>_${area}_<说明>.sql，例如 ${utcStamp(new Date())}_${area}_add_columns.sql`;
}

/** A migration name's time part: the UTC time as YYYYMMDDHHmmss. */
export function utcStamp(date: Date): string {
  return date.toISOString().replace(/\D/g, '').slice(0, 14);
}

/** The base folder and every area's `migrations/` folder. */
export function migrationDirs(areasDir = AREAS_DIR): string[] {
  const areas = existsSync(areasDir) ? readdirSync(areasDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()) : [];
  const dirs = areas.map((area) => path.join(areasDir, area.name, 'migrations')).filter((dir) => existsSync(dir));
  return [BASE_MIGRATIONS_DIR, ...dirs.sort()];
}

/**
 * The migration files of all `dirs`, ordered by name across the whole set. Names are what
 * `schema_migrations` records, so two folders may not hold the same name (one of them would never
 * run), and each keeps the naming rule (`MIGRATION_NAME`).
 */
export function migrationFiles(dirs: string[]): { name: string; file: string }[] {
  const byName = new Map<string, string>();
  for (const dir of dirs) {
    for (const name of readdirSync(dir).filter((file) => MIGRATION_FILE.test(file))) {
      const problem = migrationNameProblem(name, dir);
      if (problem) throw new Error(problem);
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
 * recorded by file name, not by one number line: a migration merged after a later one was applied
 * (two branches' work meeting) is still applied. A database from before the record (numbered by
 * `user_version`) counts the numbered files up to that number as applied. `dirs` defaults to the
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
      for (const { name } of files) if (LEGACY_NAME.test(name) && Number.parseInt(name, 10) <= legacyVersion) record.run(name, now);
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

/** The database in `file` (`:memory:` for a new one in memory), or in memory from a serialized database (a Buffer). */
export function openDatabase(file: string | Buffer): Db {
  if (typeof file === 'string' && file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
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
