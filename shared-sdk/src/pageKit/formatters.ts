import dayjs from 'dayjs';
import { DATE_TIME_FORMAT } from '../constants';

/** `YYYY-MM-DD HH:mm:ss`, or '-' for an empty or invalid value. */
export function formatDateTime(value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  const parsed = dayjs(value as string | number | Date);
  return parsed.isValid() ? parsed.format(DATE_TIME_FORMAT) : '-';
}

/**
 * Money with two decimals and thousands separators: 12345.6 -> '12,345.60'; a price per billing unit
 * keeps its third and fourth (0.006 -> '0.006'), as the sheet's money format does.
 */
export function formatMoney(value: unknown): string {
  const number = typeof value === 'number' ? value : Number(value);
  if (value === null || value === undefined || value === '' || Number.isNaN(number)) return '-';
  return number.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 4 });
}

/** Seconds as 时:分:秒 for call durations. */
export function formatDuration(seconds: unknown): string {
  const total = Number(seconds);
  if (!Number.isFinite(total) || total < 0) return '-';
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = Math.floor(total % 60);
  return [h, m, s].map((n) => String(n).padStart(2, '0')).join(':');
}
