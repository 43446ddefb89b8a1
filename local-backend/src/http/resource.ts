import {
  isFilter,
  isMulti,
  isRange,
  isRequired,
  isSorted,
  onlyInOther,
  textMax,
  type Field,
  type FilterKey,
  type FormMode,
  type InputOf,
  type KeyOf,
  type Resource,
  type SortKey,
} from '@console/sdk/contract';
import { isSafeUrl } from '@console/sdk/safeUrl';
import { invalid } from './envelope';
import { charCount, dateTime, first, integer, list, money, oneOf, orderBy, present, text, type Params } from './params';
import { placeholders, Where } from './where';

/**
 * The backend's half of a resource (contract `defineResource`): the list's filters and order, and a
 * save's validation, read from the same declaration the page draws. What is not declared there
 * is the SQL: which column (or expression) each filtered or sorted field is.
 */

/** The SQL of each field the list filters or sorts by (the compiler asks for every one), and of any other. */
export type ColumnsOf<R extends Resource> = { [K in FilterKey<R> | SortKey<R>]: string } & { [K in KeyOf<R>]?: string };

function number(params: Params, key: string, field: Field): number | undefined {
  if (field.kind === 'money') {
    const value = money(params, key, field.label, field.max);
    if (value !== undefined && field.min !== undefined && value < field.min) throw invalid(`${field.label}不能小于 ${field.min}`);
    return value;
  }
  if (field.kind === 'ref') return integer(params, key, field.label, { min: 1 });
  const raw = first(params[key]);
  if (!present(raw)) return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value)) throw invalid(`${field.label}必须是数字`);
  if (field.kind === 'duration' && !Number.isInteger(value)) throw invalid(`${field.label}必须是整数`);
  if (field.min !== undefined && value < field.min) throw invalid(`${field.label}不能小于 ${field.min}`);
  if (field.max !== undefined && value > field.max) throw invalid(`${field.label}不能大于 ${field.max}`);
  if (field.whole && !Number.isInteger(value)) throw invalid(`${field.label}必须是整数`);
  return value;
}

function boolean(params: Params, key: string, field: Field): boolean | undefined {
  const raw = first(params[key]);
  if (!present(raw)) return undefined;
  const value = String(raw).trim();
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  throw invalid(`${field.label}不正确`);
}

/** Several values of a field's enum (`a,b`, `a&a`), each checked; an empty list is none. */
function values(params: Params, key: string, field: Field): (string | number)[] | undefined {
  const given = list(params, key);
  if (given.length === 0) return undefined;
  if (given.length > 100) throw invalid(`${field.label}最多选择 100 项`);
  if (!field.values) {
    const tooLong = given.find((one) => charCount(one) > 20);
    if (tooLong) throw invalid(`${field.label}每项不能超过 20 个字符`);
    return [...new Set(given)];
  }
  return given.map((one) => {
    const value = field.values!.parse(one);
    if (value === undefined) throw invalid(`${field.label}不正确`);
    return value;
  });
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** One field's value as sent, parsed and checked by its declaration; undefined when not given. */
export function fieldValue(params: Params, key: string, field: Field): unknown {
  switch (field.kind) {
    case 'number':
    case 'money':
    case 'duration':
    case 'ref':
      return number(params, key, field);
    case 'boolean':
      return boolean(params, key, field);
    case 'enum':
      return oneOf(params, key, field.label, field.values!);
    case 'multiEnum':
    case 'tags':
      return values(params, key, field);
    case 'dateTime':
      return dateTime(params, key, field.label);
    case 'date': {
      const value = text(params, key, field.label, 10);
      if (value !== undefined && !DATE.test(value)) throw invalid(`${field.label}格式应为 YYYY-MM-DD`);
      return value;
    }
    default: {
      const value = text(params, key, field.label, textMax(field));
      if (value !== undefined && field.pattern && !field.pattern.regex.test(value)) throw invalid(field.pattern.message);
      // What is stored is later drawn as an image or played: only http(s), and images also inline.
      if (value !== undefined && (field.kind === 'image' || field.kind === 'audio') && !isSafeUrl(value, field.kind === 'image' ? 'image' : 'link')) {
        throw invalid(`${field.label}地址不正确`);
      }
      return value;
    }
  }
}

const TEXT_KINDS: readonly Field['kind'][] = ['text', 'code', 'longText', 'image', 'audio', 'password'];

const isChoice = (field: Field) => ['enum', 'multiEnum', 'ref', 'boolean', 'date', 'dateTime'].includes(field.kind);

/**
 * A save's values when adding (`mode` 'add', the default) or editing: the resource's fields of that
 * form (or `keys`), each parsed and checked, a required one refused when missing (one required on
 * add only, when adding). A field not sent is left out (an edit keeps what it had).
 */
export function inputOf<R extends Resource>(
  resource: R,
  params: Params,
  keys: readonly KeyOf<R>[] = resource.formKeys as readonly KeyOf<R>[],
  mode: FormMode = 'add',
): InputOf<R> {
  const input: Record<string, unknown> = {};
  for (const key of keys) {
    const field = resource.fields[key];
    if (onlyInOther(field, mode)) continue;
    const value = fieldValue(params, key, field);
    if (value === undefined) {
      if (isRequired(field, mode)) throw invalid(field.requiredMessage ?? `${isChoice(field) ? '请选择' : '请填写'}${field.label}`);
      continue;
    }
    input[key] = value;
  }
  return input as InputOf<R>;
}

/**
 * A resource list's SQL half: `where` adds each filter the request gave (text by a part, or whole
 * with `'exact'`; a choice by its value or values; a time by its `<key>From` / `<key>To` bounds), and
 * `order` the sort the request asked for among the sortable fields, after `fallback`.
 */
export function resourceList<R extends Resource>(resource: R, columns: ColumnsOf<R>) {
  const sql = columns as Record<string, string | undefined>;
  const filtered = resource.keys.filter((key) => isFilter(resource.fields[key]));
  const sortable = Object.fromEntries(resource.keys.filter((key) => isSorted(resource.fields[key])).map((key) => [key, sql[key]!]));
  for (const key of [...filtered, ...Object.keys(sortable)]) {
    if (!sql[key]) throw new Error(`${key}: a filtered or sorted field needs its SQL column`);
  }
  return {
    where(params: Params, where = new Where()): Where {
      for (const key of filtered) {
        const field = resource.fields[key];
        const column = sql[key]!;
        if (isRange(field)) {
          // A date column holds `YYYY-MM-DD`: a bound is compared as a day.
          const day = (value: string | undefined) => (value && field.kind === 'date' ? value.slice(0, 10) : value);
          where.from(column, day(dateTime(params, `${key}From`, `${field.label}起`)));
          where.to(column, day(dateTime(params, `${key}To`, `${field.label}止`)));
        } else if (isMulti(field)) {
          const chosen = values(params, key, field);
          if (!chosen) continue;
          if (field.kind === 'enum') where.raw(`${column} IN (${placeholders(chosen)})`, ...chosen);
          // A multi-valued column holds its values comma-separated: a row with any chosen value.
          else where.raw(`(${chosen.map(() => `(',' || ${column} || ',') LIKE ?`).join(' OR ')})`, ...chosen.map((one) => `%,${one},%`));
        } else if (TEXT_KINDS.includes(field.kind) || field.kind === 'tags') {
          // A search by a part of the text: its shape (a whole phone number) is not asked of a part.
          const value = text(params, key, field.label, textMax(field));
          if (field.filter === 'exact') where.eq(column, value);
          else where.like(column, value);
        } else {
          const value = fieldValue(params, key, field);
          where.eq(column, typeof value === 'boolean' ? Number(value) : value);
        }
      }
      return where;
    },
    order: (params: Params, fallback: string): string => orderBy(params, sortable, fallback),
  };
}
