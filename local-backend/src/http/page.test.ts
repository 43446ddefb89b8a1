import Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { fromTable, join, joinOne, leftJoinOne } from './from';
import { type ListQuery, pageOf } from './page';
import { Where } from './where';

/** pageOf's shortcuts (count without unneeded joins, deferred join) answer exactly what the plain query does. */
describe('pageOf', () => {
  let db: Db;
  const statements: string[] = [];

  beforeAll(() => {
    db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    db.exec(`
      CREATE TABLE owners (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
      CREATE TABLE groups (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
      CREATE TABLE items (id INTEGER PRIMARY KEY, owner_id INTEGER NOT NULL REFERENCES owners(id),
        group_id INTEGER REFERENCES groups(id), tag TEXT NOT NULL, at TEXT NOT NULL);
      CREATE TABLE loose (id INTEGER PRIMARY KEY, owner_id INTEGER, at TEXT NOT NULL);
      CREATE TABLE words (word TEXT PRIMARY KEY, n INTEGER NOT NULL) WITHOUT ROWID;
    `);
    for (let i = 1; i <= 5; i++) db.prepare('INSERT INTO owners VALUES (?, ?)').run(i, `o${i}`);
    db.prepare('INSERT INTO groups VALUES (1, ?)').run('g1');
    for (let i = 1; i <= 57; i++) {
      db.prepare('INSERT INTO items VALUES (?, ?, ?, ?, ?)').run(
        i,
        1 + (i % 5),
        i % 3 ? 1 : null,
        i % 2 ? 'odd' : 'even',
        `2026-01-${String(1 + (i % 28)).padStart(2, '0')}`,
      );
      // owner 9 does not exist: an inner join must still drop these rows.
      db.prepare('INSERT INTO loose VALUES (?, ?, ?)').run(i, i % 4 ? 1 + (i % 5) : 9, `2026-02-${String(1 + (i % 28)).padStart(2, '0')}`);
      db.prepare('INSERT INTO words VALUES (?, ?)').run(`w${i}`, i % 7);
    }
    const prepare = db.prepare.bind(db);
    db.prepare = ((sql: string) => (statements.push(sql), prepare(sql))) as typeof db.prepare;
  });

  const plain = (query: ListQuery, pageIndex: number, pageSize: number) => ({
    list: db
      .prepare(`SELECT ${query.select} FROM ${query.from} ${query.where} ORDER BY ${query.order} LIMIT ? OFFSET ?`)
      .all(...query.where.values, pageSize, (pageIndex - 1) * pageSize),
    total: db
      .prepare(`SELECT COUNT(*) FROM ${query.from} ${query.where}`)
      .pluck()
      .get(...query.where.values),
  });

  const cases = {
    'to-one joins, table order': {
      select: "i.id, o.name AS owner, COALESCE(g.name, '') AS grp, i.at",
      from: fromTable('items', 'i', joinOne('owners', 'o', 'i.owner_id'), leftJoinOne('groups', 'g', 'i.group_id')),
      where: () => new Where().eq('i.tag', 'odd'),
      order: 'i.at DESC, i.id DESC',
    },
    'filter on a joined table': {
      select: 'i.id, o.name AS owner',
      from: fromTable('items', 'i', joinOne('owners', 'o', 'i.owner_id'), leftJoinOne('groups', 'g', 'i.group_id')),
      where: () => new Where().eq('g.name', 'g1'),
      order: 'o.name, i.id',
    },
    'order on a selected value': {
      select: 'i.id, length(i.tag) + i.id AS score',
      from: fromTable('items', 'i', leftJoinOne('groups', 'g', 'i.group_id')),
      where: () => new Where(),
      order: 'score DESC, i.id',
    },
    'inner join from a nullable column': {
      select: 'l.id, o.name AS owner',
      from: fromTable('loose', 'l', join('JOIN owners o ON o.id = l.owner_id', 'o')),
      where: () => new Where(),
      order: 'l.at DESC, l.id DESC',
    },
    'a table alone, as a new page writes it': {
      select: 'id, tag',
      from: fromTable('items'),
      where: () => new Where().eq('tag', 'even'),
      order: 'at DESC, id DESC',
    },
    'a table without rowids': {
      select: 'w.word, o.name AS owner',
      from: fromTable('words', 'w', leftJoinOne('owners', 'o', 'w.n')),
      where: () => new Where(),
      order: 'w.n DESC, w.word',
    },
  };

  for (const [name, query] of Object.entries(cases)) {
    it(`answers as the plain query: ${name}`, () => {
      for (const [pageIndex, pageSize] of [
        [1, 10],
        [3, 7],
        [6, 10],
        [9, 10],
        [1, 100],
      ]) {
        expect(pageOf(db, { ...query, where: query.where() }, { pageIndex, pageSize })).toEqual(plain({ ...query, where: query.where() }, pageIndex, pageSize));
      }
    });
  }

  it('counts without the joins the filter does not need', () => {
    // Filters of their own: statements already prepared (and cached) are not prepared again.
    statements.length = 0;
    pageOf(db, { ...cases['to-one joins, table order'], where: new Where().eq('i.tag', 'odd').raw('i.id > ?', 0) }, { pageIndex: 1, pageSize: 10 });
    expect(statements.find((sql) => sql.startsWith('SELECT COUNT(*)'))).toBe(
      'SELECT COUNT(*) FROM (SELECT 1 FROM items i WHERE i.tag = ? AND i.id > ? LIMIT ?)',
    );
    expect(statements.some((sql) => /WHERE i\.rowid IN \(SELECT i\.rowid\s+FROM items i WHERE/.test(sql))).toBe(true);
    statements.length = 0;
    pageOf(db, { ...cases['inner join from a nullable column'], where: new Where().raw('l.id > ?', 0) }, { pageIndex: 1, pageSize: 10 });
    expect(statements.find((sql) => sql.startsWith('SELECT COUNT(*)'))).toContain('JOIN owners o');
  });

  it('refuses a joinOne that is not from a NOT NULL foreign key', () => {
    const query = { ...cases['inner join from a nullable column'], from: fromTable('loose', 'l', joinOne('owners', 'o', 'l.owner_id')), where: new Where() };
    expect(() => pageOf(db, query, { pageIndex: 1, pageSize: 10 })).toThrow(/joinOne/);
    expect(() => fromTable('items', 'i', leftJoinOne('groups', 'g', 'i.group_id'), joinOne('owners', 'o', 'g.id'))).toThrow(/joinOne/);
  });
});
