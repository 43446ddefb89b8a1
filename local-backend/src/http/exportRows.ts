import type { Db } from '../db/database';
import { type From, rowidsOf } from './from';
import type { ListQuery } from './page';
import { seekCondition, seekOrder } from './seek';
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
    const seek = rowidsOf(db, query.from) && joinsKeepRows(query.from) ? seekOrder(db, query) : null;
    if (!seek) {
      let offset = 0;
      return (size) => {
        const rows = prepared(db, `SELECT ${query.select} FROM ${query.from} ${query.where} ORDER BY ${query.order} LIMIT ? OFFSET ?`).all(
          ...query.where.values,
          size,
          offset,
        ) as Row[];
        offset += rows.length;
        return rows;
      };
    }
    const keyColumns = seek.terms.map((term, index) => `${term.expr} AS __seek${index}`).join(', ');
    const filter = query.where.toString().replace(/^WHERE /, '');
    let last: unknown[] | undefined;
    return (size) => {
      const after = last ? seekCondition(seek, last, false) : { sql: '', values: [] };
      const where = [filter && `(${filter})`, after.sql && `(${after.sql})`].filter(Boolean).join(' AND ');
      const sql = `SELECT ${query.select}, ${keyColumns} FROM ${query.from} ${where ? `WHERE ${where}` : ''} ORDER BY ${seek.order} LIMIT ?`;
      const rows = prepared(db, sql).all(...query.where.values, ...after.values, size) as Row[];
      if (rows.length > 0) {
        const final = rows[rows.length - 1];
        last = seek.terms.map((_term, index) => final[`__seek${index}`]);
      }
      for (const row of rows) for (let index = 0; index < seek.terms.length; index++) delete row[`__seek${index}`];
      return rows;
    };
  }
}

/** A list query's rows for a file (`ExportRows`). */
export const exportRows = (db: Db, query: ListQuery, options?: ExportRowsOptions) => new ExportRows(db, query, options);

/** `JOIN table alias ON alias.id = …`: at most one joined row per row. */
const JOIN_BY_ID = /^(?:LEFT\s+)?JOIN\s+\w+\s+(\w+)\s+ON\s+(\w+)\.id\s*=\s*\w+\.\w+\s*$/i;

/** No join of the query may repeat a row (else a seek could skip or repeat one: the file pages by OFFSET). */
function joinsKeepRows(from: From): boolean {
  return from.joins.every((join) => {
    if (join.toOne) return true;
    const match = JOIN_BY_ID.exec(join.sql.trim());
    return match !== null && match[1] === match[2] && match[1] === join.alias;
  });
}
