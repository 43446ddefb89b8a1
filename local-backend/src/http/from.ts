import type { Db } from '../db/database';

/**
 * A list query's FROM as data: a base table and its joins, each declared with the helper that says
 * whether it can change which rows or how many. pageOf counts, and finds a page's rows, without the
 * joins that cannot and that nothing names. Interpolates as its SQL text (`FROM ${from}`).
 */
export class From {
  private readonly sql: string;

  constructor(
    readonly table: string,
    readonly alias: string,
    readonly joins: readonly Join[],
  ) {
    this.sql = [this.base(), ...joins.map((join) => join.sql)].join(' ');
    for (const join of joins) {
      if (join.required && join.required.alias !== alias) throw new Error(`${this.sql}：joinOne 须从基表 ${alias} 的列连接（${join.sql}），否则请用 join()`);
    }
  }

  private base(): string {
    return this.alias === this.table ? this.table : `${this.table} ${this.alias}`;
  }

  toString(): string {
    return this.sql;
  }

  /** The FROM without the to-one joins that neither `uses` (the WHERE and ORDER text) nor a kept join names. */
  needing(uses: string): string {
    let sql = '';
    const named = [uses];
    for (let i = this.joins.length - 1; i >= 0; i--) {
      const join = this.joins[i];
      if (join.toOne && !named.some((text) => join.named.test(text))) continue;
      sql = ` ${join.sql}${sql}`;
      named.push(join.sql);
    }
    return this.base() + sql;
  }
}

export interface Join {
  readonly sql: string;
  readonly alias: string;
  /** Never changes which rows or how many: at most one joined row per row (LEFT), or exactly one (JOIN from a NOT NULL foreign key). */
  readonly toOne: boolean;
  /** `alias.` anywhere in a text: whether a WHERE, an ORDER or another join's ON needs this join. */
  readonly named: RegExp;
  /** joinOne's declaration, checked against the schema on first use: the base table's column that must be a NOT NULL foreign key. */
  readonly required?: { alias: string; column: string; table: string };
}

/** `table alias` with its joins, in order; a table alone is its own alias. */
export const fromTable = (table: string, alias = table, ...joins: Join[]) => new From(table, alias, joins);

const joinOf = (sql: string, alias: string, toOne: boolean, required?: Join['required']): Join => ({
  sql,
  alias,
  toOne,
  named: new RegExp(`\\b${alias}\\.`),
  required,
});

/** `LEFT JOIN table alias ON alias.id = column`: at most one row (the primary key), so dropped when nothing names it. */
export const leftJoinOne = (table: string, alias: string, column: `${string}.${string}`) =>
  joinOf(`LEFT JOIN ${table} ${alias} ON ${alias}.id = ${column}`, alias, true);

/**
 * `JOIN table alias ON alias.id = base.column`, where the base table's column is a NOT NULL foreign key
 * to table.id (checked on first use): exactly one row, so dropped when nothing names it.
 */
export const joinOne = (table: string, alias: string, column: `${string}.${string}`) => {
  const [from, name] = column.split('.');
  return joinOf(`JOIN ${table} ${alias} ON ${alias}.id = ${column}`, alias, true, { alias: from, column: name, table });
};

/** Any other join (`JOIN table alias ON on`, `LEFT JOIN …`): may drop or repeat rows, so always kept. */
export const join = (sql: string, alias: string) => joinOf(sql, alias, false);

interface TableFacts {
  /** Not a view, not WITHOUT ROWID: the deferred join pages by rowid. */
  rowids: boolean;
  /** `column>table` for each NOT NULL column that is a foreign key to table.id, while foreign keys are enforced. */
  requiredReferences: Set<string>;
}

// By table, not by From: most queries build their From afresh on each request.
const facts = new WeakMap<Db, Map<string, TableFacts>>();

function tableFacts(db: Db, table: string): TableFacts {
  let byTable = facts.get(db);
  if (!byTable) facts.set(db, (byTable = new Map()));
  let found = byTable.get(table);
  if (!found) {
    const [listed] = db.pragma(`table_list(${table})`) as { type: string; wr: number }[];
    found = { rowids: listed?.type === 'table' && listed.wr === 0, requiredReferences: new Set() };
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

/**
 * Whether `from`'s base table has rowids (not a WITHOUT ROWID table, which the deferred join cannot
 * page by). Throws when a joinOne's column is not a NOT NULL foreign key to the joined table's id under
 * enforced foreign keys: that join could drop rows, and a count without it would differ.
 */
export function rowidsOf(db: Db, from: From): boolean {
  const found = tableFacts(db, from.table);
  for (const { required } of from.joins) {
    if (required && !found.requiredReferences.has(`${required.column}>${required.table}`)) {
      throw new Error(`${from}：joinOne 要求 ${from.table}.${required.column} 是指向 ${required.table}.id 的非空外键（外键约束开启），否则请用 join()`);
    }
  }
  return found.rowids;
}

const columnFacts = new WeakMap<Db, Map<string, { notNull: Set<string>; rowidAlias: string | null }>>();

/** A table's NOT NULL columns (its rowid's alias among them) and the column that is its rowid (`id INTEGER PRIMARY KEY`), if any. */
export function tableColumns(db: Db, table: string): { notNull: Set<string>; rowidAlias: string | null } {
  let byTable = columnFacts.get(db);
  if (!byTable) columnFacts.set(db, (byTable = new Map()));
  let found = byTable.get(table);
  if (!found) {
    const columns = db.pragma(`table_info(${table})`) as { name: string; type: string; notnull: number; pk: number }[];
    const keys = columns.filter((column) => column.pk > 0);
    const rowidAlias = keys.length === 1 && keys[0].type.toUpperCase() === 'INTEGER' && tableFacts(db, table).rowids ? keys[0].name : null;
    found = { notNull: new Set(columns.filter((column) => column.notnull || column.name === rowidAlias).map((column) => column.name)), rowidAlias };
    byTable.set(table, found);
  }
  return found;
}
