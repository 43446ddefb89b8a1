import type { Db } from '../db/database';
import { type From, rowidsOf } from './from';
import { prepared } from './statements';
import type { Where } from './where';

/** A list query: `select` from `from` filtered by `where`; `order` is a trusted ORDER BY expression. */
export interface ListQuery {
  select: string;
  from: From;
  where: Where;
  order: string;
}

/** One page of the query, with the total. */
export function pageOf(db: Db, query: ListQuery, paging: { pageIndex: number; pageSize: number }): { list: unknown[]; total: number } {
  const where = query.where.toString();
  const values = query.where.values;
  const offset = (paging.pageIndex - 1) * paging.pageSize;
  const rowids = rowidsOf(db, query.from);
  // The total needs no to-one join that the filter does not name (COUNT over joins is the slow part of a list).
  const total = prepared(db, `SELECT COUNT(*) FROM ${query.from.needing(where)} ${where}`)
    .pluck()
    .get(...values) as number;
  if (total <= offset) return { list: [], total };
  // Deferred join: the page's rowids are found on the filtered, sorted base table alone, and only
  // those rows are joined and selected, instead of joining and sorting every match (deep pages, sorts
  // without an index). Needs an order on table columns only (`days DESC` names a selected value).
  const { alias } = query.from;
  const list =
    rowids && ORDER_ON_COLUMNS.test(query.order)
      ? prepared(
          db,
          `SELECT ${query.select} FROM ${query.from} WHERE ${alias}.rowid IN (SELECT ${alias}.rowid
           FROM ${query.from.needing(`${where} ${query.order}`)} ${where} ORDER BY ${query.order} LIMIT ? OFFSET ?)
           ORDER BY ${query.order}`,
        ).all(...values, paging.pageSize, offset)
      : prepared(db, `SELECT ${query.select} FROM ${query.from} ${where} ORDER BY ${query.order} LIMIT ? OFFSET ?`).all(...values, paging.pageSize, offset);
  return { list, total };
}

/** Every row of a small query, in memory, none left out (a few goods to order); a file's rows stream instead (`exportRows`). */
export function allOf(db: Db, query: ListQuery): Record<string, unknown>[] {
  return db.prepare(`SELECT ${query.select} FROM ${query.from} ${query.where} ORDER BY ${query.order}`).all(...query.where.values) as Record<string, unknown>[];
}

/** `a.x DESC, b.y, a.id` */
const ORDER_ON_COLUMNS = /^\s*\w+\.\w+(\s+(ASC|DESC))?(\s*,\s*\w+\.\w+(\s+(ASC|DESC))?)*\s*$/i;
