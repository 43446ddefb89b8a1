import type { Db } from '../db/database';
import type { Where } from './where';

/**
 * One page of `select` (which must select from `from`, filtered by `where`), with the total.
 * `from` may contain joins; `order` is a trusted ORDER BY expression.
 */
export function pageOf(
  db: Db,
  query: { select: string; from: string; where: Where; order: string },
  paging: { pageIndex: number; pageSize: number },
): { list: unknown[]; total: number } {
  const where = query.where.toString();
  const total = db.prepare(`SELECT COUNT(*) FROM ${query.from} ${where}`).pluck().get(...query.where.values) as number;
  const list = db
    .prepare(`SELECT ${query.select} FROM ${query.from} ${where} ORDER BY ${query.order} LIMIT ? OFFSET ?`)
    .all(...query.where.values, paging.pageSize, (paging.pageIndex - 1) * paging.pageSize);
  return { list, total };
}

export function allOf(db: Db, query: { select: string; from: string; where: Where; order: string }, limit = 50_000): unknown[] {
  return db
    .prepare(`SELECT ${query.select} FROM ${query.from} ${query.where} ORDER BY ${query.order} LIMIT ?`)
    .all(...query.where.values, limit);
}
