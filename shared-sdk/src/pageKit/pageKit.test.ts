import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { toQueryParams, type FilterField } from './filters';
import { formatDateTime, formatDuration, formatMoney } from './formatters';
import { pageTotalText } from './ListPage';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../constants';

const fields: FilterField[] = [
  { kind: 'text', name: 'phoneNumber', label: '号码' },
  { kind: 'select', name: 'status', label: '状态', options: [{ value: 0, label: '停用' }] },
  { kind: 'dateRange', name: 'start', label: '时间' },
];

describe('toQueryParams', () => {
  it('trims text, drops empty values, keeps 0', () => {
    expect(toQueryParams(fields, { phoneNumber: ' 138 ', status: 0 })).toEqual({ phoneNumber: '138', status: 0 });
    expect(toQueryParams(fields, { phoneNumber: '   ', status: undefined })).toEqual({});
  });

  it('splits a date range into whole-day bounds', () => {
    expect(toQueryParams(fields, { start: [dayjs('2026-11-01 13:00'), dayjs('2026-11-03 08:00')] })).toEqual({
      startFrom: '2026-11-01 00:00:00',
      startTo: '2026-11-03 23:59:59',
    });
  });

  it('ignores values of fields it does not declare', () => {
    expect(toQueryParams(fields, { injected: 'x' })).toEqual({});
  });
});

describe('formatters', () => {
  it('formats times as YYYY-MM-DD HH:mm:ss', () => {
    expect(formatDateTime('2026-11-22T08:05:09')).toBe('2026-11-22 08:05:09');
    expect(formatDateTime('')).toBe('-');
    expect(formatDateTime('not a date')).toBe('-');
  });

  it('formats money with two decimals', () => {
    expect(formatMoney(12345.6)).toBe('12,345.60');
    expect(formatMoney('3')).toBe('3.00');
    // A price per billing unit keeps its ten-thousandths; float residue never shows.
    expect(formatMoney(0.006)).toBe('0.006');
    expect(formatMoney(0.1 + 0.02)).toBe('0.12');
    expect(formatMoney(null)).toBe('-');
  });

  it('formats durations as HH:mm:ss', () => {
    expect(formatDuration(3725)).toBe('01:02:05');
    expect(formatDuration(-1)).toBe('-');
  });
});

describe('pagination', () => {
  it('says 共 N 条 and offers 10/20/50/100 per page', () => {
    expect(pageTotalText(1201)).toBe('共 1201 条');
    expect([...PAGE_SIZE_OPTIONS]).toEqual([10, 20, 50, 100]);
    expect(DEFAULT_PAGE_SIZE).toBe(10);
  });
});
