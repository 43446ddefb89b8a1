import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrate, migrationDirs, migrationFiles, migrationNameProblem, utcStamp } from './database';

describe('migrations are recorded by name', () => {
  let dir: string;
  const add = (name: string, sql: string) => writeFileSync(path.join(dir, name), sql);
  const tables = (db: Database.Database) => db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 't_%' ORDER BY name").pluck().all();

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('applies a migration written earlier but merged after a later one was applied', () => {
    const db = new Database(':memory:');
    add('001_init.sql', 'CREATE TABLE t_init (id INTEGER);');
    add('20261203090000_base_inventory.sql', 'CREATE TABLE t_inventory (id INTEGER);');
    expect(migrate(db, dir)).toBe(2);
    add('20261202090000_base_carrier.sql', 'CREATE TABLE t_carrier (id INTEGER);');
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

  it('a database numbered by user_version counts the numbered files up to its number as applied', () => {
    const db = new Database(':memory:');
    add('001_init.sql', 'CREATE TABLE t_init (id INTEGER);');
    db.exec('CREATE TABLE t_init (id INTEGER);');
    db.pragma('user_version = 10');
    add('011_versions.sql', 'CREATE TABLE t_versions (id INTEGER);');
    add('20261201000000_base_later.sql', 'CREATE TABLE t_later (id INTEGER);');
    expect(migrate(db, dir)).toBe(2);
    expect(tables(db)).toEqual(['t_init', 't_later', 't_versions']);
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
  const tables = (db: Database.Database) => db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 't_%' ORDER BY name").pluck().all();

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'area-migrations-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('applies an earlier-written migration of one area merged after another area’s later one ran on an existing database', () => {
    const base = folder('base');
    const crm = folder('crm');
    const carrier = folder('carrier');
    add(base, '001_init.sql', 'CREATE TABLE t_init (id INTEGER);');
    add(crm, '20261203090000_crm_tags.sql', 'CREATE TABLE t_crm (id INTEGER); INSERT INTO t_init VALUES (20);');
    const file = path.join(root, 'existing.db');
    const existing = new Database(file);
    expect(migrate(existing, [base, crm, carrier])).toBe(2);
    existing.close();

    // Written earlier on another branch, merged later into the other area's folder.
    add(carrier, '20261202090000_carrier_marks.sql', 'CREATE TABLE t_carrier (id INTEGER); INSERT INTO t_init VALUES (15);');
    const reopened = new Database(file);
    expect(migrate(reopened, [base, crm, carrier])).toBe(1);
    expect(tables(reopened)).toEqual(['t_carrier', 't_crm', 't_init']);
    expect(reopened.prepare('SELECT name FROM schema_migrations ORDER BY rowid').pluck().all()).toEqual([
      '001_init.sql',
      '20261203090000_crm_tags.sql',
      '20261202090000_carrier_marks.sql',
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
    add(crm, '20261202090000_crm_tags.sql', '');
    add(admin, '20261201090000_admin_roles.sql', '');
    expect(migrationFiles([base, crm, admin]).map(({ name }) => name)).toEqual([
      '001_init.sql',
      '002_leads.sql',
      '012_indexes.sql',
      '013_notices.sql',
      '20261201090000_admin_roles.sql',
      '20261202090000_crm_tags.sql',
    ]);
  });

  it('names a migration by its UTC time and its folder’s area; a new global number is refused', () => {
    const base = folder('base');
    const crm = folder('crm');
    expect(migrationNameProblem('20261201083000_crm_follow_up_tags.sql', crm)).toBeUndefined();
    expect(migrationNameProblem('20261201083000_base_indexes.sql', base)).toBeUndefined();
    expect(migrationNameProblem('014_inventory.sql', crm)).toBeUndefined();
    expect(migrationNameProblem('015_tags.sql', crm)).toMatch(/^迁移文件名不合规：015_tags\.sql.*<UTC时间YYYYMMDDHHmmss>_crm_<说明>\.sql/);
    expect(migrationNameProblem('20261201083000_admin_tags.sql', crm)).toMatch(/_crm_<说明>/);
    expect(migrationNameProblem('2026120108_crm_tags.sql', crm)).toMatch(/不合规/);
    add(crm, '015_tags.sql', '');
    expect(() => migrate(new Database(':memory:'), [base, crm])).toThrow(/迁移文件名不合规：015_tags\.sql/);
    expect(utcStamp(new Date(Date.UTC(2026, 11, 1, 8, 30, 5)))).toBe('20261201083005');
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
    expect(names).toEqual(
      expect.arrayContaining(['001_init.sql', '002_lead_finding.sql', '010_crm.sql', '011_record_versions.sql', '012_list_indexes.sql', '013_notices.sql']),
    );
  });
});
