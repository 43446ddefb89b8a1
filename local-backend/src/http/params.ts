import { invalid } from './envelope';

export type Params = Record<string, unknown>;

const present = (value: unknown) => value !== undefined && value !== null && String(value).trim() !== '';

/** An optional trimmed string, or undefined. */
export function text(params: Params, name: string, max = 200): string | undefined {
  const value = params[name];
  if (!present(value)) return undefined;
  const s = String(Array.isArray(value) ? value[0] : value).trim();
  if (s.length > max) throw invalid(`${name} 不能超过 ${max} 个字符`);
  return s;
}

export function requiredText(params: Params, name: string, label: string, max = 200): string {
  const value = text(params, name, max);
  if (value === undefined) throw invalid(`请填写${label}`);
  return value;
}

export function integer(params: Params, name: string, label: string, range: { min?: number; max?: number } = {}): number | undefined {
  const value = params[name];
  if (!present(value)) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n)) throw invalid(`${label}必须是整数`);
  if (range.min !== undefined && n < range.min) throw invalid(`${label}不能小于 ${range.min}`);
  if (range.max !== undefined && n > range.max) throw invalid(`${label}不能大于 ${range.max}`);
  return n;
}

export function requiredInteger(params: Params, name: string, label: string, range: { min?: number; max?: number } = {}): number {
  const n = integer(params, name, label, range);
  if (n === undefined) throw invalid(`缺少${label}`);
  return n;
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;

export function dateTime(params: Params, name: string, label: string): string | undefined {
  const value = text(params, name, 19);
  if (value === undefined) return undefined;
  if (!DATE_TIME.test(value)) throw invalid(`${label}格式应为 YYYY-MM-DD HH:mm:ss`);
  return value;
}

/** pageIndex from 1, pageSize 1..100 (the page kit offers 10/20/50/100). */
export function paging(params: Params): { pageIndex: number; pageSize: number } {
  return {
    pageIndex: integer(params, 'pageIndex', '页码', { min: 1 }) ?? 1,
    pageSize: integer(params, 'pageSize', '每页条数', { min: 1, max: 100 }) ?? 10,
  };
}

export const MOBILE = /^1\d{10}$/;
