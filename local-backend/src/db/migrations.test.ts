import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrate, migrationDirs, migrationFiles } from './database';

describe('migrations are recorded by name', () => {
  let dir: string;
  const add = (name: string, sql: string) => writeFileSync(path.join(dir, name), sql);
  const tables = (db: Database.Database) =>
    db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 't_%' ORDER BY name").pluck().all();

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('applies a migration with an older number merged after a newer one was applied', () => {
    const db = new Database(':memory:');
    add('001_init.sql', 'CREATE TABLE t_init (id INTEGER);');
    add('020_inventory.sql', 'CREATE TABLE t_inventory (id INTEGER);');
    expect(migrate(db, dir)).toBe(2);
    add('015_carrier.sql', 'CREATE TABLE t_carrier (id INTEGER);');
    expect(migrate(db, dir)).toBe(1);
    expect(tables(db)).toEqual(['t_carrier', 't_init', 't_inventory']);
    expect(migrate(db, dir)).toBe(0);
  });

  it('applies two areas’ migrations that share a number', () => {
    const db = new Database(':memory:');
    add('012_notices.sql', 'CREATE TABLE t_notices (id INTEGER);');
    add('012_indexes.sql', 'CREATE TABLE t_indexes (id INTEGER);');
    expect(migrate(db, dir)).toBe(2);
    expect(tables(db)).toEqual(['t_indexes', 't_notices']);
  });

  it('a database numbered by user_version counts the files up to its number as applied', () => {
    const db = new Database(':memory:');
    add('001_init.sql', 'CREATE TABLE t_init (id INTEGER);');
    db.exec('CREATE TABLE t_init (id INTEGER);');
    db.pragma('user_version = 10');
    add('011_versions.sql', 'CREATE TABLE t_versions (id INTEGER);');
    expect(migrate(db, dir)).toBe(1);
    expect(tables(db)).toEqual(['t_init', 't_versions']);
  });

  it('a failing migration leaves neither its changes nor its record', () => {
    const db = new Database(':memory:');
    add('001_bad.sql', 'CREATE TABLE t_half (id INTEGER); INSERT INTO missing VALUES (1);');
    expect(() => migrate(db, dir)).toThrow();
    expect(tables(db)).toEqual([]);
    expect(db.prepare('SELECT COUNT(*) FROM schema_migrations').pluck().get()).toBe(0);
  });
});

describe('migrations of the base folder and the area folders form one set', () => {
  let root: string;
  /** A folder of migrations under the temporary root: `base`, or `areas/<area>/migrations`. */
  const folder = (name: string) => {
    const dir = name === 'base' ? path.join(root, 'base') : path.join(root, 'areas', name, 'migrations');
    mkdirSync(dir, { recursive: true });
    return dir;
  };
  const add = (dir: string, name: string, sql: string) => writeFileSync(path.join(dir, name), sql);
  const tables = (db: Database.Database) =>
    db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 't_%' ORDER BY name").pluck().all();

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'area-migrations-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('applies a lower-numbered migration added to one area after another area’s higher one ran on an existing database', () => {
    const base = folder('base');
    const crm = folder('crm');
    const carrier = folder('carrier');
    add(base, '001_init.sql', 'CREATE TABLE t_init (id INTEGER);');
    add(crm, '020_crm.sql', 'CREATE TABLE t_crm (id INTEGER); INSERT INTO t_init VALUES (20);');
    const file = path.join(root, 'existing.db');
    const existing = new Database(file);
    expect(migrate(existing, [base, crm, carrier])).toBe(2);
    existing.close();

    // Merged later, with an older number, into the other area's folder.
    add(carrier, '015_carrier.sql', 'CREATE TABLE t_carrier (id INTEGER); INSERT INTO t_init VALUES (15);');
    const reopened = new Database(file);
    expect(migrate(reopened, [base, crm, carrier])).toBe(1);
    expect(tables(reopened)).toEqual(['t_carrier', 't_crm', 't_init']);
    expect(reopened.prepare('SELECT name FROM schema_migrations ORDER BY rowid').pluck().all()).toEqual([
      '001_init.sql',
      '020_crm.sql',
      '015_carrier.sql',
    ]);
    expect(migrate(reopened, [base, crm, carrier])).toBe(0);
    reopened.close();
  });

  it('orders a fresh database’s migrations by name across all folders', () => {
    const base = folder('base');
    const crm = folder('crm');
    const admin = folder('admin');
    add(base, '001_init.sql', '');
    add(admin, '013_notices.sql', '');
    add(crm, '002_leads.sql', '');
    add(base, '012_indexes.sql', '');
    expect(migrationFiles([base, crm, admin]).map(({ name }) => name)).toEqual([
      '001_init.sql',
      '002_leads.sql',
      '012_indexes.sql',
      '013_notices.sql',
    ]);
  });

  it('refuses two folders holding the same file name, before applying anything', () => {
    const base = folder('base');
    const crm = folder('crm');
    const admin = folder('admin');
    add(base, '001_init.sql', 'CREATE TABLE t_init (id INTEGER);');
    add(crm, '013_shared.sql', 'CREATE TABLE t_crm (id INTEGER);');
    add(admin, '013_shared.sql', 'CREATE TABLE t_admin (id INTEGER);');
    const db = new Database(':memory:');
    expect(() => migrate(db, [base, crm, admin])).toThrow(/迁移文件重名：013_shared\.sql 同时在 .*crm.* 与 .*admin/);
    expect(tables(db)).toEqual([]);
  });

  it('finds the base folder and each area folder that has migrations', () => {
    folder('crm');
    folder('admin');
    mkdirSync(path.join(root, 'areas', 'shell'), { recursive: true });
    const dirs = migrationDirs(path.join(root, 'areas'));
    expect(dirs.slice(1)).toEqual([path.join(root, 'areas', 'admin', 'migrations'), path.join(root, 'areas', 'crm', 'migrations')]);
    expect(path.basename(dirs[0])).toBe('migrations');
  });

  it('the project’s own folders hold no name twice, and keep the names databases have recorded', () => {
    const names = migrationFiles(migrationDirs()).map(({ name }) => name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining([
      '001_init.sql',
      '002_lead_finding.sql',
      '010_crm.sql',
      '011_record_versions.sql',
      '012_list_indexes.sql',
      '013_notices.sql',
    ]));
  });
});
