import { isRowValue, type InputOf, type KeyOf, type Resource } from '@console/sdk/contract';
import type { Db } from '../db/database';
import { now } from '../db/time';
import type { CurrentUser } from './auth';
import { forbidden, invalid, notFound } from './envelope';
import { fromTable, type From, type Join } from './from';
import type { ListQuery } from './page';
import type { Params } from './params';
import { type ColumnsOf, resourceList } from './resource';
import { type Ownership, restrictTo } from './scope';
import { Where } from './where';

/**
 * Where a resource lives in the database, declared once per resource (CONTRACT.md "Table
 * bindings"): the table and its alias, the key column, the SQL of each field that is not
 * `<alias>.<snake_case of its key>` (a joined or derived column), the columns that say whose a row
 * is, and the column stamped on every write. The list's select, filters and order, and the
 * insert, update, delete and ownership check of one row all read it.
 */
export interface TableOptions<R extends Resource> {
  table: string;
  alias: string;
  /** The key column (the row's `id`); `id` when not given. */
  key?: string;
  /** The joins the list's other columns come from (`join`, `joinOne`, `leftJoinOne`). */
  joins?: readonly Join[];
  /** A field's SQL where it differs from `<alias>.<snake_case of the key>`; only a plain `<alias>.<column>` is written. */
  columns?: { [K in KeyOf<R>]?: string };
  /** Whose a row is (`restrictTo`); none: every row is in every caller's reach. */
  owner?: Ownership;
  /** A column set to the time on every insert and update (`updated_at`). */
  stamped?: string;
  /** The list's order when none is asked (a table column, then the key for a stable page). */
  order?: string;
  /** What a missing row is called in `……不存在` (`notFound`). */
  noun: string;
}

export interface TableBinding<R extends Resource> extends Required<Pick<TableOptions<R>, 'table' | 'alias' | 'key' | 'noun' | 'order'>> {
  resource: R;
  from: From;
  owner: Ownership;
  stamped?: string;
  /** The SQL of every field of the resource (`ColumnsOf`). */
  columns: Record<KeyOf<R>, string>;
  /** `<sql> AS <key>` for the key and each field of a row. */
  select: string;
}

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

export function bindTable<R extends Resource>(resource: R, options: TableOptions<R>): TableBinding<R> {
  const { table, alias, key = 'id', joins = [], owner = {}, noun, stamped } = options;
  const given = (options.columns ?? {}) as Record<string, string | undefined>;
  const columns = Object.fromEntries(resource.keys.map((name) => [name, given[name] ?? `${alias}.${snakeCase(name)}`])) as Record<KeyOf<R>, string>;
  for (const name of Object.keys(given)) if (!resource.keys.includes(name)) throw new Error(`${table}: ${name} 不是资源的字段`);
  const rowKeys = resource.keys.filter((name) => isRowValue(resource.fields[name]));
  const select = [`${alias}.${key} AS id`, ...rowKeys.map((name) => `${columns[name as KeyOf<R>]} AS ${name}`)].join(', ');
  return {
    resource,
    table,
    alias,
    key,
    noun,
    owner,
    stamped,
    columns,
    select,
    order: options.order ?? `${alias}.${key} DESC`,
    from: fromTable(table, alias, ...joins),
  };
}

/** The list's query over the binding: the request's filters (after `where`'s own) and order. */
export function tableQuery<R extends Resource>(binding: TableBinding<R>, params: Params, where = new Where()): ListQuery {
  const list = listOf(binding);
  return { select: binding.select, from: binding.from, where: list.where(params, where), order: list.order(params, binding.order) };
}

const lists = new WeakMap<object, ReturnType<typeof resourceList>>();
function listOf<R extends Resource>(binding: TableBinding<R>) {
  let list = lists.get(binding);
  if (!list) lists.set(binding, (list = resourceList(binding.resource, binding.columns as unknown as ColumnsOf<R>)));
  return list;
}

/** The base table's column a field is written to; a joined or derived field is not written. */
function stored<R extends Resource>(binding: TableBinding<R>, name: string): string {
  const sql = binding.columns[name as KeyOf<R>];
  const match = new RegExp(`^${binding.alias}\\.(\\w+)$`).exec(sql ?? '');
  if (!match) throw new Error(`${binding.table}: ${name}（${sql}）不是 ${binding.table} 的列，不能写入`);
  return match[1];
}

/** A value as a column holds it: a boolean as 0/1, several values comma-separated. */
const cell = (value: unknown) => (typeof value === 'boolean' ? Number(value) : Array.isArray(value) ? value.join(',') : value);

/** The columns and values a write sets: the given fields (one left out keeps what it had), `extra` columns, the stamp. */
function assignments<R extends Resource>(binding: TableBinding<R>, input: Partial<InputOf<R>>, extra: Record<string, unknown>) {
  const set: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(input)) if (value !== undefined) set[stored(binding, name)] = cell(value);
  Object.assign(set, extra);
  if (binding.stamped) set[binding.stamped] = now();
  return set;
}

/** Inserts a row of the form's values (a form field that is not a column of the table, such as a name looked up, left out) and `extra` columns the form does not hold (an owner, a key); answers its key. */
export function insertRow<R extends Resource>(db: Db, binding: TableBinding<R>, input: Partial<InputOf<R>>, extra: Record<string, unknown> = {}): number {
  const set = assignments(binding, input, extra);
  const columns = Object.keys(set);
  const result = db.prepare(`INSERT INTO ${binding.table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`).run(...Object.values(set));
  return Number(extra[binding.key] ?? result.lastInsertRowid);
}

/** Sets the given fields of row `id` (a field left out, such as a password left empty on edit, keeps its value). */
export function updateRow<R extends Resource>(
  db: Db,
  binding: TableBinding<R>,
  id: number,
  input: Partial<InputOf<R>>,
  extra: Record<string, unknown> = {},
): void {
  const set = assignments(binding, input, extra);
  const columns = Object.keys(set);
  if (columns.length === 0) return void existing(db, binding, id);
  const changed = db
    .prepare(`UPDATE ${binding.table} SET ${columns.map((column) => `${column} = ?`).join(', ')} WHERE ${binding.key} = ?`)
    .run(...Object.values(set), id);
  if (!changed.changes) throw notFound(binding.noun);
}

/** Deletes row `id`; a missing one is `……不存在`. */
export function deleteRow<R extends Resource>(db: Db, binding: TableBinding<R>, id: number): void {
  const removed = db.prepare(`DELETE FROM ${binding.table} WHERE ${binding.key} = ?`).run(id);
  if (!removed.changes) throw notFound(binding.noun);
}

/**
 * Refuses a value of `field` that another row holds already (a code, an account, a name unique in
 * the table): `refusal` says it with the value. A value not given (an edit that leaves it) passes.
 */
export function checkUnique<R extends Resource, K extends KeyOf<R> & keyof InputOf<R>>(
  db: Db,
  binding: TableBinding<R>,
  input: Partial<InputOf<R>>,
  field: K,
  refusal: (value: string) => string,
  id?: number,
): void {
  const value = input[field];
  if (value === undefined || value === null) return;
  const holder = db
    .prepare(`SELECT ${binding.key} FROM ${binding.table} WHERE ${stored(binding, field)} = ?`)
    .pluck()
    .get(cell(value)) as number | undefined;
  if (holder !== undefined && holder !== id) throw invalid(refusal(String(value)));
}

function existing<R extends Resource>(db: Db, binding: TableBinding<R>, id: number): void {
  if (!db.prepare(`SELECT 1 FROM ${binding.table} WHERE ${binding.key} = ?`).get(id)) throw notFound(binding.noun);
}

/**
 * Refuses row `id` unless it is within `user`'s reach by the binding's owner columns (`restrictTo`,
 * the lists' own rule): a missing row is `……不存在`, one outside the caller's scope `无权限访问该数据`.
 */
export function checkOwned<R extends Resource>(db: Db, binding: TableBinding<R>, user: CurrentUser, id: number): void {
  existing(db, binding, id);
  const where = restrictTo(db, new Where().eq(`${binding.alias}.${binding.key}`, id), user, binding.owner);
  const sql = where.toString();
  if (!db.prepare(`SELECT 1 FROM ${binding.from.needing(sql)} ${sql}`).get(...where.values)) throw forbidden();
}
