import { MOBILE, type Enum } from '@console/sdk/contract';
import { invalid } from './envelope';
import type { Paging } from './page';

/**
 * Parameter parsing for every area: one parser per kind of value, each refusal naming the
 * field by its Chinese label. A parameter sent twice (`a=1&a=2`) counts by its first value.
 */
export type Params<Keys extends string = string> = Record<string, unknown> & { readonly [PARAM_KEYS]?: Keys };
/** The names a call's parameters have (its contract entry's input type), carried by the handler's `params` to the readers below. */
declare const PARAM_KEYS: unique symbol;
/** The parameter names of an input type: any name where the input is loose (a record), a multipart form or not declared. */
export type ParamKeys<In> = unknown extends In ? string : In extends FormData ? string : keyof In & string;
/** A handler's parameters, typed by its call's input: a reader given a name the input lacks (`'companyld'`) fails typecheck. */
export type ParamsOf<In> = Params<ParamKeys<In>>;

/** Whether a parameter is given (not absent, null or blank). */
export const present = (value: unknown) => value !== undefined && value !== null && String(value).trim() !== '';
/** A parameter's value: its first when sent twice. */
export const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/**
 * An optional trimmed text, or undefined. Give the field's `label` wherever the user may see the
 * refusal; a filter read without one (`text(params, 'name', 50)`, as `pnpm new-page` writes it) is
 * named by its parameter.
 */
/** Characters as a person counts them: an emoji is one (a UTF-16 length counts it as two). */
export const charCount = (value: string): number => [...value].length;

export function text<K extends string = string>(params: Params<K>, name: NoInfer<K>, max?: number): string | undefined;
export function text<K extends string = string>(params: Params<K>, name: NoInfer<K>, label: string, max?: number): string | undefined;
export function text<K extends string = string>(params: Params<K>, name: NoInfer<K>, labelOrMax?: string | number, maxIfLabelled?: number): string | undefined {
  const label = typeof labelOrMax === 'string' ? labelOrMax : name;
  const max = (typeof labelOrMax === 'number' ? labelOrMax : maxIfLabelled) ?? 200;
  const value = first(params[name]);
  if (!present(value)) return undefined;
  const s = String(value).trim();
  if (charCount(s) > max) throw invalid(`${label}不能超过 ${max} 个字符`);
  return s;
}

export function requiredText<K extends string = string>(params: Params<K>, name: NoInfer<K>, label: string, max = 200): string {
  const value = text(params, name, label, max);
  if (value === undefined) throw invalid(`请填写${label}`);
  return value;
}

/** A mainland mobile number (the contract's one rule and message, `MOBILE`). */
export function requiredMobile<K extends string = string>(params: Params<K>, name: NoInfer<K>, label = '手机号'): string {
  const phone = requiredText(params, name, label, 20);
  if (!MOBILE.regex.test(phone)) throw invalid(MOBILE.message);
  return phone;
}

export function integer<K extends string = string>(
  params: Params<K>,
  name: NoInfer<K>,
  label: string,
  range: { min?: number; max?: number } = {},
): number | undefined {
  const value = first(params[name]);
  if (!present(value)) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n)) throw invalid(`${label}必须是整数`);
  if (range.min !== undefined && n < range.min) throw invalid(`${label}不能小于 ${range.min}`);
  if (range.max !== undefined && n > range.max) throw invalid(`${label}不能大于 ${range.max}`);
  return n;
}

export function requiredInteger<K extends string = string>(
  params: Params<K>,
  name: NoInfer<K>,
  label: string,
  range: { min?: number; max?: number } = {},
): number {
  const n = integer(params, name, label, range);
  if (n === undefined) throw invalid(`缺少${label}`);
  return n;
}

/** Money in yuan: at most two decimals, not negative. */
export function money<K extends string = string>(params: Params<K>, name: NoInfer<K>, label: string, max = 100_000_000): number | undefined {
  const value = first(params[name]);
  if (!present(value)) return undefined;
  const n = Number(value);
  if (!Number.isFinite(n)) throw invalid(`${label}必须是数字`);
  if (n < 0) throw invalid(`${label}不能小于 0`);
  if (n > max) throw invalid(`${label}不能大于 ${max}`);
  if (Math.round(n * 100) !== Number((n * 100).toFixed(6))) throw invalid(`${label}最多两位小数`);
  return Math.round(n * 100) / 100;
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;

/** A date (`YYYY-MM-DD`) or date-time (`YYYY-MM-DD HH:mm[:ss]`); a time without seconds gets `:00`. */
export function dateTime<K extends string = string>(params: Params<K>, name: NoInfer<K>, label: string): string | undefined {
  const value = text(params, name, label, 19);
  if (value === undefined) return undefined;
  if (!DATE_TIME.test(value)) throw invalid(`${label}格式应为 YYYY-MM-DD HH:mm:ss`);
  return value.length === 16 ? `${value}:00` : value;
}

/**
 * One of a set declared in a contract (`enumOf`) or of a fixed list of values: its value as
 * declared (`1` for `'1'`), or undefined when absent.
 */
export function oneOf<V extends string | number, K extends string = string>(
  params: Params<K>,
  name: NoInfer<K>,
  label: string,
  values: Enum<V> | readonly V[],
): V | undefined {
  const raw = first(params[name]);
  if (!present(raw)) return undefined;
  const given = String(raw).trim();
  const value = (isList(values) ? values : values.values).find((one) => String(one) === given);
  if (value === undefined) throw invalid(`${label}不正确`);
  return value;
}
const isList = <V>(values: Enum<V & (string | number)> | readonly V[]): values is readonly V[] => Array.isArray(values);

/** A list given as repeated keys (`ids=1&ids=2`), a JSON array or a comma-separated string. */
export function list<K extends string = string>(params: Params<K>, name: NoInfer<K>): string[] {
  const value = params[name] ?? params[`${name}[]`];
  const items = Array.isArray(value) ? value : present(value) ? String(value).split(/[,，]/) : [];
  return items.map((item) => String(item).trim()).filter(Boolean);
}

/** Record ids of a batch action: at least one, at most 1000, all integers. */
export function ids(params: Params, label = '记录', name = 'ids'): number[] {
  const values = list(params, name).map(Number);
  if (values.length === 0) throw invalid(`请选择${label}`);
  if (values.some((n) => !Number.isInteger(n) || n < 1)) throw invalid(`${label}编号不正确`);
  if (values.length > 1000) throw invalid(`一次最多操作 1000 条${label}`);
  return [...new Set(values)];
}

/**
 * pageIndex from 1, pageSize 1..100 (the page kit offers 10/20/50/100); `seek`, `after`, `before` and
 * `count` as CONTRACT.md "Paging at scale" says (a caller that sends none of them pages as it always did).
 */
export function paging(params: Params): Paging {
  const after = text(params, 'after', '翻页位置', 2000);
  const before = text(params, 'before', '翻页位置', 2000);
  if (after !== undefined && before !== undefined) throw invalid('翻页位置只能给一个');
  const count = oneOf(params, 'count', '计数方式', ['exact', 'none'] as const);
  return {
    pageIndex: integer(params, 'pageIndex', '页码', { min: 1 }) ?? 1,
    pageSize: integer(params, 'pageSize', '每页条数', { min: 1, max: 100 }) ?? 10,
    ...(first(params.seek) === '1' || first(params.seek) === 1 || first(params.seek) === true ? { seek: true } : {}),
    ...(after !== undefined ? { after } : {}),
    ...(before !== undefined ? { before } : {}),
    ...(count !== undefined ? { count } : {}),
  };
}

/**
 * Server-side sorting: `sortField` is one of the allowed keys, `sortOrder` ascend or descend (the
 * antd names the page kit sends); anything else falls back to the default order.
 */
export function orderBy(params: Params, allowed: Record<string, string>, fallback: string): string {
  const key = String(first(params.sortField) ?? '');
  const direction = first(params.sortOrder) === 'ascend' ? 'ASC' : first(params.sortOrder) === 'descend' ? 'DESC' : '';
  if (!direction || !Object.prototype.hasOwnProperty.call(allowed, key)) return fallback;
  return `${allowed[key]} ${direction}, ${fallback}`;
}
