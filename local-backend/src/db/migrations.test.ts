import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrate } from './database';

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
