import type { Db } from '../db/database';
import { type From, rowidsOf } from './from';
import type { ListQuery } from './page';
import { prepared } from './statements';

/** Rows read at a time: one synchronous read each, the event loop free between them. */
export const EXPORT_CHUNK = 5_000;

type Row = Record<string, unknown>;

export interface ExportRowsOptions {
  /** At most this many rows (a declared limit, e.g. 企业搜索's 5000): said in the contract, counted in `total`. */
  limit?: number;
  chunk?: number;
  /** What a chunk of rows holds beyond the query (the operation log's 变更内容, custom fields), given each chunk. */
  complete?: (rows: Row[]) => Row[];
}

/**
 * A list query's rows for a file, read in chunks instead of all at once: memory holds one chunk
 * whatever the table's size. A chunk is one synchronous `.all()` on the one connection, so other
 * requests run between chunks (an `.iterate()` held open across them would leave the connection
 * busy for every other request until the export ends). The next chunk is found by seek (keyset:
 * the rows after the last one's sort values and rowid), which costs the same on the last chunk as
 * on the first; a query whose order or joins make that unsound (an order on computed values, a join
 * that may repeat a row) pages by OFFSET instead, same rows, same order.
 */
export class ExportRows implements AsyncIterable<Row> {
  private readonly chunk: number;
  /** Chunks read so far (tests: the export stops reading when the client goes away). */
  chunksRead = 0;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly query: ListQuery,
    private readonly options: ExportRowsOptions = {},
  ) {
    this.chunk = options.chunk ?? EXPORT_CHUNK;
  }

  /** How many rows the file will hold: counted before the first row is read (the progress's total). */
  total(): number {
    const where = this.query.where.toString();
    const count = prepared(this.db, `SELECT COUNT(*) FROM ${this.query.from.needing(where)} ${where}`)
      .pluck()
      .get(...this.query.where.values) as number;
    return this.options.limit === undefined ? count : Math.min(count, this.options.limit);
  }

  /** No further chunk is read (the client went away, the file failed). */
  stop(): void {
    this.stopped = true;
  }

  async *[Symbol.asyncIterator](): AsyncIterator<Row> {
    const read = this.reader();
    let left = this.options.limit ?? Infinity;
    while (!this.stopped && left > 0) {
      const size = Math.min(this.chunk, left);
      const rows = read(size);
      this.chunksRead++;
      left -= rows.length;
      yield* this.options.complete ? this.options.complete(rows) : rows;
      if (rows.length < size) return;
      // Other requests run before the next chunk.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /** A function reading the next `size` rows on each call. */
  private reader(): (size: number) => Row[] {
    const { db, query } = this;
    const keys = seekKeys(db, query);
    const base = `SELECT ${query.select} FROM ${query.from}`;
    if (!keys) {
      let offset = 0;
      return (size) => {
        const rows = prepared(db, `${base} ${query.where} ORDER BY ${query.order} LIMIT ? OFFSET ?`).all(...query.where.values, size, offset) as Row[];
        offset += rows.length;
        return rows;
      };
    }
    const order = `${query.order}, ${keys[keys.length - 1].expression}`;
    const keyColumns = keys.map((key, index) => `${key.expression} AS __seek${index}`).join(', ');
    let last: unknown[] | undefined;
    return (size) => {
      const after = last ? seekAfter(keys, last) : { sql: '', values: [] };
      const filter = query.where.toString().replace(/^WHERE /, '');
      const where = [filter && `(${filter})`, after.sql].filter(Boolean).join(' AND ');
      const sql = `SELECT ${query.select}, ${keyColumns} FROM ${query.from} ${where ? `WHERE ${where}` : ''} ORDER BY ${order} LIMIT ?`;
      const rows = prepared(db, sql).all(...query.where.values, ...after.values, size) as Row[];
      if (rows.length > 0) {
        const final = rows[rows.length - 1];
        last = keys.map((_key, index) => final[`__seek${index}`]);
      }
      for (const row of rows) for (let index = 0; index < keys.length; index++) delete row[`__seek${index}`];
      return rows;
    };
  }
}

/** A list query's rows for a file (`ExportRows`). */
export const exportRows = (db: Db, query: ListQuery, options?: ExportRowsOptions) => new ExportRows(db, query, options);

interface SeekKey {
  expression: string;
  descending: boolean;
}

/** `a.x DESC` */
const COLUMN_TERM = /^\s*(\w+\.\w+)(?:\s+(ASC|DESC))?\s*$/i;
/** `JOIN table alias ON alias.id = …`: at most one joined row per row. */
const JOIN_BY_ID = /^(?:LEFT\s+)?JOIN\s+\w+\s+(\w+)\s+ON\s+(\w+)\.id\s*=\s*\w+\.\w+\s*$/i;

/**
 * The seek keys of a query (its order's terms, then the base table's rowid, which makes each row's
 * place unique), or nothing when seeking would be unsound: an order on anything but table columns
 * (a computed value, a selected alias), a base table without rowids, or a join that may repeat a row.
 */
function seekKeys(db: Db, query: ListQuery): SeekKey[] | undefined {
  if (!rowidsOf(db, query.from) || !joinsKeepRows(query.from)) return undefined;
  const keys: SeekKey[] = [];
  for (const term of query.order.split(',')) {
    const match = COLUMN_TERM.exec(term);
    if (!match) return undefined;
    keys.push({ expression: match[1], descending: match[2]?.toUpperCase() === 'DESC' });
  }
  keys.push({ expression: `${query.from.alias}.rowid`, descending: false });
  return keys;
}

function joinsKeepRows(from: From): boolean {
  return from.joins.every((join) => {
    if (join.toOne) return true;
    const match = JOIN_BY_ID.exec(join.sql.trim());
    return match !== null && match[1] === match[2] && match[1] === join.alias;
  });
}

/**
 * The rows after `last` in the order of `keys`, in SQLite's order (NULL first ascending, last
 * descending): for some term, every earlier term equal (IS, NULL equals NULL) and this one after.
 * The first term's bound is added alone as well, so that an index on it serves the seek.
 */
function seekAfter(keys: SeekKey[], last: unknown[]): { sql: string; values: unknown[] } {
  const values: unknown[] = [];
  const branches: string[] = [];
  for (let index = 0; index < keys.length; index++) {
    const after = termAfter(keys[index], last[index]);
    if (after === null) continue;
    const equal = keys.slice(0, index).map((key) => `${key.expression} IS ?`);
    branches.push(`(${[...equal, after.sql].join(' AND ')})`);
    values.push(...last.slice(0, index), ...after.values);
  }
  if (branches.length === 0) return { sql: '0', values: [] };
  const first = termFrom(keys[0], last[0]);
  return { sql: `${first.sql} AND (${branches.join(' OR ')})`, values: [...first.values, ...values] };
}

/** The condition "this term comes after `value`", or null when nothing does. */
function termAfter(key: SeekKey, value: unknown): { sql: string; values: unknown[] } | null {
  const { expression, descending } = key;
  if (value === null) return descending ? null : { sql: `${expression} IS NOT NULL`, values: [] };
  return descending ? { sql: `(${expression} < ? OR ${expression} IS NULL)`, values: [value] } : { sql: `${expression} > ?`, values: [value] };
}

/** The condition "this term comes at or after `value`". */
function termFrom(key: SeekKey, value: unknown): { sql: string; values: unknown[] } {
  const { expression, descending } = key;
  if (value === null) return descending ? { sql: `${expression} IS NULL`, values: [] } : { sql: '1', values: [] };
  return descending ? { sql: `(${expression} <= ? OR ${expression} IS NULL)`, values: [value] } : { sql: `${expression} >= ?`, values: [value] };
}
