import Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { exportRows } from './exportRows';
import { fromTable, join, leftJoinOne } from './from';
import { allOf, type ListQuery, pageOf } from './page';
import { Where } from './where';

/** exportRows reads, chunk by chunk, exactly the rows and order the whole query answers. */
describe('exportRows', () => {
  let db: Db;
  const statements: string[] = [];

  beforeAll(() => {
    db = new Database(':memory:');
    db.exec(`
      CREATE TABLE owners (id INTEGER PRIMARY KEY, name TEXT);
      CREATE TABLE items (id INTEGER PRIMARY KEY, owner_id INTEGER, tag TEXT, at TEXT, n INTEGER);
      CREATE TABLE tags (item_id INTEGER, label TEXT);
      CREATE TABLE words (word TEXT PRIMARY KEY, n INTEGER NOT NULL) WITHOUT ROWID;
    `);
    for (let i = 1; i <= 6; i++) db.prepare('INSERT INTO owners VALUES (?, ?)').run(i, i % 3 ? `o${i % 4}` : null);
    for (let i = 1; i <= 233; i++) {
      // Many ties and NULLs in every sort column: the seek must neither skip nor repeat a row among equals.
      db.prepare('INSERT INTO items VALUES (?, ?, ?, ?, ?)').run(
        i,
        i % 7 ? 1 + (i % 6) : null,
        i % 5 ? ['a', 'b', 'c'][i % 3] : null,
        i % 4 ? `2026-01-${String(1 + (i % 9)).padStart(2, '0')}` : null,
        i % 11,
      );
      db.prepare('INSERT INTO tags VALUES (?, ?)').run(i, 'x');
      if (i % 2) db.prepare('INSERT INTO tags VALUES (?, ?)').run(i, 'y');
      db.prepare('INSERT INTO words VALUES (?, ?)').run(`w${i}`, i % 7);
    }
    const prepare = db.prepare.bind(db);
    db.prepare = ((sql: string) => (statements.push(sql), prepare(sql))) as typeof db.prepare;
  });

  const items = (order: string, where = new Where()): ListQuery => ({
    select: 'i.id, i.tag, i.at, i.n, o.name AS owner',
    from: fromTable('items', 'i', leftJoinOne('owners', 'o', 'i.owner_id')),
    where,
    order,
  });
  const read = async (query: ListQuery, options: Parameters<typeof exportRows>[2] = { chunk: 10 }) => {
    const rows: Record<string, unknown>[] = [];
    for await (const row of exportRows(db, query, options)) rows.push(row);
    return rows;
  };
  const lastSql = () => statements[statements.length - 1];
  /** The rows as the list shows them, in one page: the same seek order (ties by rowid in the last term's direction). */
  const listed = (query: ListQuery) => pageOf(db, query, { pageIndex: 1, pageSize: 1_000 }).list;

  it.each([
    'i.id',
    'i.id DESC',
    'i.at DESC, i.id DESC',
    'i.tag, i.at DESC, i.id',
    'i.at, i.tag DESC',
    'i.n DESC, i.tag',
    'o.name DESC, i.at',
    'o.name, i.tag DESC, i.at',
  ])('seeks through %s in chunks: the same rows in the same order as the list', async (order) => {
    const query = items(order);
    const rows = await read(query);
    expect(lastSql()).not.toMatch(/OFFSET/);
    expect(rows).toEqual(listed(query));
    expect(rows).toHaveLength(233);
  });

  it('keeps the filter (with its own OR) and the seek apart', async () => {
    const query = items('i.at DESC, i.id', new Where().raw('(i.tag = ? OR i.tag IS NULL)', 'a').raw('i.n > ?', 2));
    const rows = await read(query);
    expect(rows).toEqual(allOf(db, query));
    expect(rows.every((row) => (row.tag === 'a' || row.tag === null) && Number(row.n) > 2)).toBe(true);
  });

  it('pages by OFFSET, with the same answer, where the order is computed or a join may repeat a row', async () => {
    const computed = items('COALESCE(i.tag, o.name) DESC, i.id');
    const computedRows = await read(computed);
    expect(lastSql()).toMatch(/OFFSET/);
    expect(computedRows).toEqual(allOf(db, computed));
    const repeating: ListQuery = {
      select: 't.label, i.id',
      from: fromTable('items', 'i', join('JOIN tags t ON t.item_id = i.id', 't')),
      where: new Where(),
      order: 'i.id, t.label',
    };
    const rows = await read(repeating);
    expect(lastSql()).toMatch(/OFFSET/);
    expect(rows).toEqual(allOf(db, repeating));
    expect(rows).toHaveLength(233 + 117);
    const noRowids: ListQuery = { select: 'w.word, w.n', from: fromTable('words', 'w'), where: new Where(), order: 'w.n, w.word' };
    expect(await read(noRowids)).toEqual(allOf(db, noRowids));
  });

  it('stops at a declared limit, which its total counts', async () => {
    const rows = exportRows(db, items('i.id'), { chunk: 10, limit: 25 });
    expect(rows.total()).toBe(25);
    expect(exportRows(db, items('i.id')).total()).toBe(233);
    const read: unknown[] = [];
    for await (const row of rows) read.push(row);
    expect(read).toEqual(allOf(db, items('i.id')).slice(0, 25));
  });

  it('completes each chunk as it is read, never the whole', async () => {
    const sizes: number[] = [];
    const rows = await read(items('i.id'), {
      chunk: 50,
      complete: (chunk) => {
        sizes.push(chunk.length);
        return chunk.map((row) => ({ ...row, doubled: Number(row.id) * 2 }));
      },
    });
    expect(sizes).toEqual([50, 50, 50, 50, 33]);
    expect(rows.map((row) => row.doubled)).toEqual(allOf(db, items('i.id')).map((row) => Number(row.id) * 2));
  });

  it('reads no further chunk once its reader leaves', async () => {
    const rows = exportRows(db, items('i.id'), { chunk: 10 });
    let seen = 0;
    for await (const _row of rows) if (++seen === 15) break;
    expect(rows.chunksRead).toBe(2);
  });
});
