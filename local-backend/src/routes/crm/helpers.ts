import type { Db } from '../../db/database';
import { now } from '../../db/time';
import type { CurrentUser } from '../../http/auth';
import { forbidden, invalid } from '../../http/envelope';
import { MOBILE, type Params } from '../../http/params';
import type { Where } from '../../http/where';

const present = (value: unknown) => value !== undefined && value !== null && String(value).trim() !== '';
const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/** An optional trimmed text whose refusal names the field in Chinese. */
export function field(params: Params, name: string, label: string, max = 200): string | undefined {
  const value = first(params[name]);
  if (!present(value)) return undefined;
  const s = String(value).trim();
  if (s.length > max) throw invalid(`${label}不能超过 ${max} 个字符`);
  return s;
}

export function requiredField(params: Params, name: string, label: string, max = 200): string {
  const value = field(params, name, label, max);
  if (value === undefined) throw invalid(`请填写${label}`);
  return value;
}

/** A mainland mobile number. */
export function mobileField(params: Params, name: string, label = '手机号'): string {
  const phone = requiredField(params, name, label, 20);
  if (!MOBILE.test(phone)) throw invalid(`${label}格式不正确`);
  return phone;
}

/** One of a fixed list. */
export function choice<T extends string>(params: Params, name: string, label: string, options: readonly T[]): T | undefined {
  const value = field(params, name, label, 40);
  if (value === undefined) return undefined;
  if (!(options as readonly string[]).includes(value)) throw invalid(`${label}不存在：${value}`);
  return value as T;
}

/** Money in yuan: at most two decimals, not negative. */
export function money(params: Params, name: string, label: string, max = 100_000_000): number | undefined {
  const value = first(params[name]);
  if (!present(value)) return undefined;
  const n = Number(value);
  if (!Number.isFinite(n)) throw invalid(`${label}必须是数字`);
  if (n < 0) throw invalid(`${label}不能小于 0`);
  if (n > max) throw invalid(`${label}不能大于 ${max}`);
  if (Math.round(n * 100) !== Number((n * 100).toFixed(6))) throw invalid(`${label}最多两位小数`);
  return Math.round(n * 100) / 100;
}

/** A list given as repeated keys (`ids=1&ids=2`), a JSON array or a comma-separated string. */
export function list(params: Params, name: string): string[] {
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
 * Server-side sorting: `sortField` is one of the allowed keys, `sortOrder` ascend or descend (the
 * antd names the page kit sends); anything else falls back to the default order.
 */
export function orderBy(params: Params, allowed: Record<string, string>, fallback: string): string {
  const key = String(first(params.sortField) ?? '');
  const direction = first(params.sortOrder) === 'ascend' ? 'ASC' : first(params.sortOrder) === 'descend' ? 'DESC' : '';
  if (!direction || !Object.prototype.hasOwnProperty.call(allowed, key)) return fallback;
  return `${allowed[key]} ${direction}, ${fallback}`;
}

/** Dates of a range filter: `YYYY-MM-DD` or `YYYY-MM-DD HH:mm:ss`. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;
export function dateField(params: Params, name: string, label: string): string | undefined {
  const value = field(params, name, label, 19);
  if (value === undefined) return undefined;
  if (!DATE_TIME.test(value)) throw invalid(`${label}格式应为 YYYY-MM-DD HH:mm:ss`);
  return value.length === 16 ? `${value}:00` : value;
}

/** `IN (?, ?, ...)` for a list of values. */
export const placeholders = (values: unknown[]) => values.map(() => '?').join(', ');

/**
 * The ids of `table` (alias in `from`) among `wanted` that this user may act on; refuses the whole
 * batch when any of them is out of reach, so a batch never half-succeeds.
 */
export function reachable(db: Db, from: string, alias: string, where: Where, wanted: number[]): number[] {
  where.raw(`${alias}.id IN (${placeholders(wanted)})`, ...wanted);
  const found = db.prepare(`SELECT ${alias}.id FROM ${from} ${where}`).pluck().all(...where.values) as number[];
  if (found.length !== wanted.length) throw forbidden();
  return found;
}

export interface LogEntry {
  target: '客户' | '线索';
  action: string;
  recordId?: number | null;
  recordName?: string;
  recordPhone?: string;
  fromPool?: string;
  toPool?: string;
  targetUserId?: number | null;
  detail?: string;
  companyId?: number | null;
  departmentId?: number | null;
}

/** Writes one line of the CRM operation record; `user` null is the system (the recycling schedule). */
export function logCrm(db: Db, user: CurrentUser | null, entry: LogEntry): void {
  db.prepare(
    `INSERT INTO crm_logs (target, action, record_id, record_name, record_phone, from_pool, to_pool, target_user_id, detail,
       operator_id, company_id, department_id, created_at)
     VALUES (@target, @action, @recordId, @recordName, @recordPhone, @fromPool, @toPool, @targetUserId, @detail,
       @operatorId, @companyId, @departmentId, @createdAt)`,
  ).run({
    recordId: null,
    recordName: '',
    recordPhone: '',
    fromPool: '',
    toPool: '',
    targetUserId: null,
    detail: '',
    companyId: user?.companyId ?? null,
    departmentId: user?.departmentId ?? null,
    ...entry,
    operatorId: user?.id ?? null,
    createdAt: now(),
  });
}
