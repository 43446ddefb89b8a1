import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database';
import { invalid } from './envelope';
import { type From, rowidsOf } from './from';
import { ORDER_ON_COLUMNS, seekCondition, type SeekOrder as Seek, seekOrder as seekOf } from './seek';
import { prepared } from './statements';
import type { Where } from './where';

/** A list query: `select` from `from` filtered by `where`; `order` is a trusted ORDER BY expression. */
export interface ListQuery {
  select: string;
  from: From;
  where: Where;
  order: string;
}

/** What a list request asks (CONTRACT.md "Paging at scale"): pageIndex/pageSize alone behave as they always did. */
export interface Paging {
  pageIndex: number;
  pageSize: number;
  /** Answer `next`/`prev` cursors. */
  seek?: boolean;
  /** The page after this cursor (a previous answer's `next`). */
  after?: string;
  /** The page before this cursor (a previous answer's `prev`). */
  before?: string;
  /** `exact`: the full count; `none`: no count. Default: exact within COUNT_BUDGET, an estimate past it (none on a cursor's turn). */
  count?: 'exact' | 'none';
}

export interface PageAnswer {
  list: unknown[];
  /** Absent when the request asked for no count. */
  total?: number;
  /** The total is an estimate (more than COUNT_BUDGET rows match): 约 N 条. */
  estimated?: true;
  next?: string;
  prev?: string;
}

/**
 * Matches counted exactly on a list's first page; past them the total is an estimate. A count of
 * 100,000 index entries costs a few milliseconds, and every list of the seeded (small) world stays exact
 * (its largest, the call records, holds about 48,000 rows).
 */
export const COUNT_BUDGET = 100_000;
/** The estimate's sample: this many windows of this many rowids, spread over the base table. */
const SAMPLE_WINDOWS = 16;
const SAMPLE_WINDOW = 1_000;

export const PAGING_TEXTS = { staleCursor: '翻页位置已失效，请从第一页重新查询' } as const;

/** One page of the query, with the total (see Paging). */
export function pageOf(db: Db, query: ListQuery, paging: Paging, budget = COUNT_BUDGET): PageAnswer {
  const where = query.where.toString();
  const values = query.where.values;
  const rowids = rowidsOf(db, query.from);
  const seek = rowids ? seekOrder(db, query) : null;
  const cursor = paging.after ?? paging.before;
  if (cursor !== undefined && !seek) throw invalid(PAGING_TEXTS.staleCursor);
  const counting = paging.count ?? (cursor === undefined ? 'budget' : 'none');
  const counted = counting === 'none' ? null : totalOf(db, query, Boolean(rowids), counting === 'exact' ? null : budget);
  const totals = counted ? { total: counted.total, ...(counted.estimated ? { estimated: true as const } : {}) } : {};

  if (!seek || (cursor === undefined && !paging.seek)) {
    // By OFFSET, as always: a caller that asks no cursors (an older shell, a script), or an order that cannot be sought.
    const offset = (paging.pageIndex - 1) * paging.pageSize;
    if (counted && counted.total <= offset && !counted.estimated) return { list: [], ...totals };
    return { list: offsetPage(db, { ...query, order: seek?.order ?? query.order }, Boolean(rowids), paging.pageSize, offset), ...totals };
  }

  // Seek: the page's rowids and sort keys on the filtered, sorted base table (its to-one joins only where
  // the filter or order names them), then only those rows joined and selected (the deferred join).
  const { alias } = query.from;
  const keys = seek.terms.map((term, i) => `${term.expr} AS k${i}`).join(', ');
  let found: { rid: number; keys: unknown[] }[];
  let more: boolean;
  if (cursor === undefined) {
    const offset = (paging.pageIndex - 1) * paging.pageSize;
    const rows = prepared(
      db,
      `SELECT ${alias}.rowid AS rid, ${keys} FROM ${query.from.needing(`${where} ${seek.order}`)} ${where} ORDER BY ${seek.order} LIMIT ? OFFSET ?`,
    ).all(...values, paging.pageSize + 1, offset) as Record<string, unknown>[];
    found = rows.map((row) => keyed(row, seek.terms.length));
    more = found.length > paging.pageSize;
    found = found.slice(0, paging.pageSize);
    const page = pageOfRows(db, query, seek.order, found);
    return { list: page, ...totals, ...cursors(seek, found, more, paging.pageIndex > 1 && found.length > 0) };
  }
  const backwards = paging.after === undefined;
  const from = openCursor(seek, cursor);
  const bound = seekCondition(seek, from, backwards);
  const clause = where ? `${where} AND (${bound.sql})` : `WHERE ${bound.sql}`;
  const order = backwards ? seek.reversed : seek.order;
  const rows = prepared(db, `SELECT ${alias}.rowid AS rid, ${keys} FROM ${query.from.needing(`${clause} ${order}`)} ${clause} ORDER BY ${order} LIMIT ?`).all(
    ...values,
    ...bound.values,
    paging.pageSize + 1,
  ) as Record<string, unknown>[];
  found = rows.map((row) => keyed(row, seek.terms.length));
  more = found.length > paging.pageSize;
  found = found.slice(0, paging.pageSize);
  if (backwards) found.reverse();
  const page = pageOfRows(db, query, seek.order, found);
  // Seeking forward there is a page before (the cursor's); seeking back, one after.
  return { list: page, ...totals, ...cursors(seek, found, backwards ? true : more, backwards ? more : true) };
}

/** Today's page by OFFSET: the deferred join where the order is on table columns, else the plain query. */
function offsetPage(db: Db, query: ListQuery, rowids: boolean, pageSize: number, offset: number): unknown[] {
  const where = query.where.toString();
  const values = query.where.values;
  const { alias } = query.from;
  return rowids && ORDER_ON_COLUMNS.test(query.order)
    ? prepared(
        db,
        `SELECT ${query.select} FROM ${query.from} WHERE ${alias}.rowid IN (SELECT ${alias}.rowid
           FROM ${query.from.needing(`${where} ${query.order}`)} ${where} ORDER BY ${query.order} LIMIT ? OFFSET ?)
           ORDER BY ${query.order}`,
      ).all(...values, pageSize, offset)
    : prepared(db, `SELECT ${query.select} FROM ${query.from} ${where} ORDER BY ${query.order} LIMIT ? OFFSET ?`).all(...values, pageSize, offset);
}

/** The selected rows of these rowids, in the order. */
function pageOfRows(db: Db, query: ListQuery, order: string, found: { rid: number }[]): unknown[] {
  if (found.length === 0) return [];
  const { alias } = query.from;
  return prepared(db, `SELECT ${query.select} FROM ${query.from} WHERE ${alias}.rowid IN (SELECT value FROM json_each(?)) ORDER BY ${order}`).all(
    JSON.stringify(found.map((row) => row.rid)),
  );
}

const keyed = (row: Record<string, unknown>, n: number) => ({ rid: row.rid as number, keys: Array.from({ length: n }, (_, i) => row[`k${i}`]) });

/** The total: exact up to `budget` matches (null: no budget), else an estimate marked as one. */
function totalOf(db: Db, query: ListQuery, rowids: boolean, budget: number | null): { total: number; estimated: boolean } {
  const where = query.where.toString();
  const values = query.where.values;
  // The total needs no to-one join that the filter does not name (COUNT over joins is the slow part of a list).
  const from = query.from.needing(where);
  if (budget === null)
    return {
      total: prepared(db, `SELECT COUNT(*) FROM ${from} ${where}`)
        .pluck()
        .get(...values) as number,
      estimated: false,
    };
  // On a table of more than twice the budget, the sample first (16,000 rows read by rowid): where it finds
  // far more than the budget, counting up to the budget would only confirm it (and read up to the whole
  // table where the filter has no index).
  const span = rowids ? spanOf(db, query.from.table) : null;
  let guess = span && span.high - span.low + 1 > 2 * budget ? estimateOf(db, query, span) : null;
  if (guess !== null && guess > 2 * budget) return { total: guess, estimated: true };
  const bounded = prepared(db, `SELECT COUNT(*) FROM (SELECT 1 FROM ${from} ${where} LIMIT ?)`)
    .pluck()
    .get(...values, budget + 1) as number;
  if (bounded <= budget) return { total: bounded, estimated: false };
  guess ??= span ? estimateOf(db, query, span) : 0;
  return { total: Math.max(budget + 1, guess), estimated: true };
}

/**
 * How many rows match, from a sample: the matches in SAMPLE_WINDOWS windows of SAMPLE_WINDOW rowids
 * spread evenly over the base table, scaled to its rowid span (NOT INDEXED: each window is read by
 * rowid, whatever index the filter could use). Same filters and scope as the list; two significant digits.
 */
function estimateOf(db: Db, query: ListQuery, span: { low: number; high: number }): number {
  const { table, alias } = query.from;
  const where = query.where.toString();
  const width = span.high - span.low + 1;
  const windows = Math.max(1, Math.min(SAMPLE_WINDOWS, Math.floor(width / SAMPLE_WINDOW)));
  const window = Math.min(SAMPLE_WINDOW, width);
  const from = query.from.needing(where).replace(new RegExp(`^${table}( ${alias})?`), (base) => `${base} NOT INDEXED`);
  const clause = `${where ? `${where} AND` : 'WHERE'} ${alias}.rowid BETWEEN ? AND ?`;
  const count = prepared(db, `SELECT COUNT(*) FROM ${from} ${clause}`).pluck();
  let matched = 0;
  const step = (width - window) / Math.max(1, windows - 1);
  for (let i = 0; i < windows; i++) {
    const low = span.low + Math.round(i * step);
    matched += count.get(...query.where.values, low, low + window - 1) as number;
  }
  return roughly((matched * width) / (windows * window));
}

/** The base table's first and last rowid (null when empty). Two statements: SQLite seeks a lone MIN or MAX at the rowid's ends, but scans the table for both in one. */
function spanOf(db: Db, table: string): { low: number; high: number } | null {
  const low = prepared(db, `SELECT MIN(rowid) FROM ${table}`).pluck().get() as number | null;
  const high = prepared(db, `SELECT MAX(rowid) FROM ${table}`).pluck().get() as number | null;
  return low === null || high === null ? null : { low, high };
}

/** Two significant digits: an estimate does not pretend to more. */
const roughly = (n: number) => {
  if (n < 100) return Math.round(n);
  const unit = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / unit) * unit;
};

/** A sought order with its fingerprint in its cursors: a cursor of another order is refused. */
interface SeekOrder extends Seek {
  mark: string;
}

function seekOrder(db: Db, query: ListQuery): SeekOrder | null {
  const seek = seekOf(db, query);
  return seek && { ...seek, mark: createHmac('sha256', SECRET).update(`${query.from.table} ${seek.order}`).digest('base64url').slice(0, 8) };
}

// Cursors are signed for this server's life: one altered or from before a restart is refused.
const SECRET = randomBytes(32);
const sign = (payload: string) => createHmac('sha256', SECRET).update(payload).digest('base64url').slice(0, 22);

function cursorOf(seek: SeekOrder, row: { rid: number; keys: unknown[] }): string {
  const payload = Buffer.from(JSON.stringify([seek.mark, ...row.keys])).toString('base64url');
  return `${payload}.${sign(payload)}`;
}

function cursors(seek: SeekOrder, found: { rid: number; keys: unknown[] }[], next: boolean, prev: boolean): Pick<PageAnswer, 'next' | 'prev'> {
  if (found.length === 0) return {};
  return { ...(next ? { next: cursorOf(seek, found[found.length - 1]) } : {}), ...(prev ? { prev: cursorOf(seek, found[0]) } : {}) };
}

/** The sort key values a cursor holds (one per term: the last is the rowid or its alias), or the refusal. */
function openCursor(seek: SeekOrder, cursor: string): unknown[] {
  const [payload, signature, extra] = cursor.split('.');
  const expected = payload ? Buffer.from(sign(payload)) : null;
  if (extra !== undefined || !expected || !signature || signature.length !== expected.length || !timingSafeEqual(expected, Buffer.from(signature))) {
    throw invalid(PAGING_TEXTS.staleCursor);
  }
  const parsed = JSON.parse(Buffer.from(payload, 'base64url').toString()) as unknown[];
  const [mark, ...keys] = parsed;
  const valid = mark === seek.mark && keys.length === seek.terms.length && keys.every((v) => v === null || typeof v === 'number' || typeof v === 'string');
  if (!valid || typeof keys[keys.length - 1] !== 'number') throw invalid(PAGING_TEXTS.staleCursor);
  return keys;
}

/** Every row of a small query, in memory, none left out (a few goods to order); a file's rows stream instead (`exportRows`). */
export function allOf(db: Db, query: ListQuery): Record<string, unknown>[] {
  return db.prepare(`SELECT ${query.select} FROM ${query.from} ${query.where} ORDER BY ${query.order}`).all(...query.where.values) as Record<string, unknown>[];
}
