import type { Db } from '../db/database';
import { tableColumns } from './from';
import type { ListQuery } from './page';

/**
 * Keyset (seek) paging, one helper for the list's pages (`pageOf`, its cursors) and a file's chunks
 * (`exportRows`): a query's order as terms ending in a unique key, and the condition "after these keys".
 */
export interface SeekTerm {
  expr: string;
  desc: boolean;
  /** Never NULL (a NOT NULL column of the base table, its rowid). */
  notNull: boolean;
}
export interface SeekOrder {
  terms: SeekTerm[];
  /** The order as run, with the rowid after it when it did not end in a unique key. */
  order: string;
  reversed: string;
}

/** `a.x DESC, b.y, a.id` */
export const ORDER_ON_COLUMNS = /^\s*\w+\.\w+(\s+(ASC|DESC))?(\s*,\s*\w+\.\w+(\s+(ASC|DESC))?)*\s*$/i;

/** The query's order as seek terms ending in a unique key, or null when it cannot be sought (a computed value). The base table has rowids (`rowidsOf`). */
export function seekOrder(db: Db, query: ListQuery): SeekOrder | null {
  if (!ORDER_ON_COLUMNS.test(query.order)) return null;
  const { alias, table } = query.from;
  const columns = tableColumns(db, table);
  const terms: SeekTerm[] = query.order.split(',').map((part) => {
    const [expr, direction = 'ASC'] = part.trim().split(/\s+/);
    const [owner, column] = expr.split('.');
    return { expr, desc: direction.toUpperCase() === 'DESC', notNull: owner === alias && (column === 'rowid' || columns.notNull.has(column)) };
  });
  const last = terms[terms.length - 1];
  const [owner, column] = last.expr.split('.');
  if (!(owner === alias && (column === 'rowid' || column === columns.rowidAlias))) terms.push({ expr: `${alias}.rowid`, desc: last.desc, notNull: true });
  const text = (flip: boolean) => terms.map((term) => `${term.expr} ${term.desc !== flip ? 'DESC' : 'ASC'}`).join(', ');
  return { terms, order: text(false), reversed: text(true) };
}

/**
 * The rows strictly after `keys` in the order (before it when `backwards`), NULLs where SQLite sorts
 * them (first ascending, last descending), led by a bound on the first term where one holds, so that
 * an index on it is sought rather than scanned.
 */
export function seekCondition(seek: SeekOrder, keys: unknown[], backwards: boolean): { sql: string; values: unknown[] } {
  const values: unknown[] = [];
  const or: string[] = [];
  seek.terms.forEach((term, i) => {
    const parts: string[] = [];
    for (let j = 0; j < i; j++) {
      if (keys[j] === null) parts.push(`${seek.terms[j].expr} IS NULL`);
      else {
        parts.push(`${seek.terms[j].expr} = ?`);
        values.push(keys[j]);
      }
    }
    // Past the key in this term: greater when the order runs upwards here (ascending forwards, descending backwards).
    const up = term.desc === backwards;
    const value = keys[i];
    if (value === null) parts.push(up ? `${term.expr} IS NOT NULL` : '0');
    else {
      parts.push(up ? `${term.expr} > ?` : term.notNull ? `${term.expr} < ?` : `(${term.expr} < ? OR ${term.expr} IS NULL)`);
      values.push(value);
    }
    or.push(parts.join(' AND '));
  });
  const [first] = seek.terms;
  const lead = keys[0];
  const up = first.desc === backwards;
  if (lead !== null && (up || first.notNull)) {
    return { sql: `${first.expr} ${up ? '>=' : '<='} ? AND (${or.join(' OR ')})`, values: [lead, ...values] };
  }
  return { sql: or.join(' OR '), values };
}
