import type { Db } from '../db/database';
import { prepared } from './statements';
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
  const values = query.where.values;
  const offset = (paging.pageIndex - 1) * paging.pageSize;
  const shape = joinsOf(db, query.from);
  // The total needs no to-one join that the filter does not name: such a join never changes the count, and counting through it costs time under load.
  const countFrom = shape ? fromNeeding(shape, where) : query.from;
  const total = prepared(db, `SELECT COUNT(*) FROM ${countFrom} ${where}`).pluck().get(...values) as number;
  if (total <= offset) return { list: [], total };
  // Deferred join: the page's rowids are found on the filtered, sorted base table alone, and only
  // those rows are joined and selected, instead of joining and sorting every match (deep pages, sorts
  // without an index). Needs an order on table columns only (`days DESC` names a selected value).
  const list =
    shape && ORDER_ON_COLUMNS.test(query.order)
      ? prepared(
          db,
          `SELECT ${query.select} FROM ${query.from} WHERE ${shape.alias}.rowid IN (SELECT ${shape.alias}.rowid
           FROM ${fromNeeding(shape, `${where} ${query.order}`)} ${where} ORDER BY ${query.order} LIMIT ? OFFSET ?)
           ORDER BY ${query.order}`,
        ).all(...values, paging.pageSize, offset)
      : prepared(db, `SELECT ${query.select} FROM ${query.from} ${where} ORDER BY ${query.order} LIMIT ? OFFSET ?`).all(
          ...values,
          paging.pageSize,
          offset,
        );
  return { list, total };
}

export function allOf(db: Db, query: { select: string; from: string; where: Where; order: string }, limit = 50_000): Record<string, unknown>[] {
  return db
    .prepare(`SELECT ${query.select} FROM ${query.from} ${query.where} ORDER BY ${query.order} LIMIT ?`)
    .all(...query.where.values, limit) as Record<string, unknown>[];
}

/** `a.x DESC, b.y, a.id` */
const ORDER_ON_COLUMNS = /^\s*\w+\.\w+(\s+(ASC|DESC))?(\s*,\s*\w+\.\w+(\s+(ASC|DESC))?)*\s*$/i;

interface Join {
  text: string;
  alias: string;
  /**
   * Never changes which rows or how many: a LEFT JOIN on the joined table's primary key (at most one
   * row per base row), or a JOIN on it from a NOT NULL foreign key of the base table (exactly one).
   */
  toOne: boolean;
  on: string;
}

interface Shape {
  base: string;
  alias: string;
  joins: Join[];
}

/** `table alias [LEFT] JOIN table alias ON alias.id = x.col ...`, or null for any other FROM (used as it is). */
function joinsOf(db: Db, from: string): Shape | null {
  const head = /^\s*(\w+)\s+(\w+)/.exec(from);
  if (!head || /^(LEFT|INNER|CROSS|JOIN)$/i.test(head[2])) return null;
  const [, baseTable, baseAlias] = head;
  const facts = tableFacts(db, baseTable);
  // The deferred join selects the base table's rowids: a view or a WITHOUT ROWID table has none.
  if (!facts.rowid) return null;
  const joins: Join[] = [];
  const pattern = /\s+(LEFT\s+)?JOIN\s+(\w+)\s+(\w+)\s+ON\s+([^]+?)(?=\s+(?:LEFT\s+)?JOIN\s|\s*$)/giy;
  pattern.lastIndex = head[0].length;
  let match: RegExpExecArray | null;
  let end = head[0].length;
  while ((match = pattern.exec(from))) {
    const [text, left, table, alias, on] = match;
    const key = new RegExp(`^${alias}\\.id\\s*=\\s*(\\w+)\\.(\\w+)$`).exec(on.trim());
    const toOne = Boolean(key) && (left ? true : key![1] === baseAlias && facts.requiredReferences.has(`${key![2]}>${table}`));
    joins.push({ text, alias, on, toOne });
    end = pattern.lastIndex;
  }
  if (from.slice(end).trim()) return null;
  return { base: head[0], alias: baseAlias, joins };
}

interface TableFacts {
  /** A table with rowids (not a view, not WITHOUT ROWID). */
  rowid: boolean;
  /** `column>table` for each NOT NULL column that is a foreign key to another table's id, while foreign keys are enforced. */
  requiredReferences: Set<string>;
}

const facts = new WeakMap<Db, Map<string, TableFacts>>();
function tableFacts(db: Db, table: string): TableFacts {
  let byTable = facts.get(db);
  if (!byTable) facts.set(db, (byTable = new Map()));
  let found = byTable.get(table);
  if (!found) {
    const [listed] = db.pragma(`table_list(${table})`) as { type: string; wr: number }[];
    found = { rowid: listed?.type === 'table' && listed.wr === 0, requiredReferences: new Set() };
    if (db.pragma('foreign_keys', { simple: true }) === 1) {
      const required = new Set((db.pragma(`table_info(${table})`) as { name: string; notnull: number }[]).filter((c) => c.notnull).map((c) => c.name));
      for (const key of db.pragma(`foreign_key_list(${table})`) as { table: string; from: string; to: string | null }[]) {
        if (required.has(key.from) && (key.to ?? 'id') === 'id') found.requiredReferences.add(`${key.from}>${key.table}`);
      }
    }
    byTable.set(table, found);
  }
  return found;
}

/** The FROM without the to-one joins that neither `uses` nor a kept join names. */
function fromNeeding(shape: Shape, uses: string): string {
  let named = uses;
  const kept: string[] = [];
  for (const join of [...shape.joins].reverse()) {
    if (join.toOne && !new RegExp(`\\b${join.alias}\\.`).test(named)) continue;
    kept.unshift(join.text);
    named += ` ${join.on}`;
  }
  return shape.base + kept.join('');
}
