import { PassThrough, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { ColumnSpec } from '@console/sdk/contract';
import { exactDecimal } from './decimal';
import { invalid } from './envelope';
import { list, type Params } from './params';

/** Text format: what a user types into such a cell later stays text too (no formula, no lost zero). */
const TEXT = '@';
/** Yuan: two decimals always, a third and fourth only where a price per billing unit has them (0.006). */
export const MONEY = '#,##0.00##';
/** A call's length as an Excel duration (days): it reads 时:分:秒 as the page does, and SUM adds it past 24 hours. */
export const DURATION = '[h]:mm:ss';
const SECONDS_A_DAY = 86_400;
/** A date and time cell: sorts and filters as a date in Excel, Calc and WPS. */
export const DATE_TIME = 'yyyy-mm-dd hh:mm:ss';

const STORED_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * A stored `YYYY-MM-DD HH:mm:ss` as the Date whose sheet cell shows those same figures: a sheet
 * has no time zone, and exceljs writes a Date's UTC fields. Anything else stays text.
 */
function sheetDate(value: unknown): Date | string {
  const match = STORED_TIME.exec(String(value).trim());
  if (!match) return String(value);
  const [year, month, day, hour = '0', minute = '0', second = '0'] = match.slice(1).map((part) => part ?? '0');
  return new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second)));
}

/** A cell's value as written: codes and text always strings (never a formula), money, numbers and durations numbers. */
export function sheetValue(spec: ColumnSpec, value: unknown): string | number | Date | null {
  if (value === null || value === undefined || value === '') return null;
  switch (spec.kind) {
    case 'money':
    case 'number': {
      const number = Number(value);
      return Number.isFinite(number) ? exactDecimal(number) : String(value);
    }
    case 'duration': {
      const seconds = Number(value);
      return Number.isFinite(seconds) ? seconds / SECONDS_A_DAY : String(value);
    }
    case 'enum':
      return spec.values ? spec.values.label(value) : String(value);
    case 'dateTime':
      return sheetDate(value);
    default:
      return String(value);
  }
}

/** The format of a column by its kind; every other kind is text. */
const NUMBER_FORMATS: Partial<Record<NonNullable<ColumnSpec['kind']>, string>> = { money: MONEY, number: 'General', duration: DURATION, dateTime: DATE_TIME };

/**
 * Writes rows as an .xlsx workbook (which both Excel and WPS open), streamed row by
 * row through exceljs, so that a big list never sits in memory as one file. Columns are the list's
 * declaration (`call.sheet`). Strings are written as strings, never as formulas, and text columns
 * carry the text format: `=1+1` stays those four characters, `13800138000` never becomes
 * `1.38E+10`, `0123` keeps its zero.
 */
export async function writeSheet(output: Writable, columns: readonly ColumnSpec[], rows: Iterable<Record<string, unknown>>) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useSharedStrings: false, useStyles: true });
  const sheet = workbook.addWorksheet('Sheet1', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((spec) => ({
    key: spec.key,
    width: spec.width ? Math.round(spec.width / 7) : Math.max(10, spec.title.length * 2 + 4, spec.kind === 'dateTime' ? 20 : 0),
    style: { numFmt: (spec.kind && NUMBER_FORMATS[spec.kind]) || TEXT },
  }));
  const header = sheet.addRow(columns.map((spec) => spec.title));
  header.font = { bold: true };
  header.commit();
  for (const row of rows) sheet.addRow(columns.map((spec) => sheetValue(spec, row[spec.key]))).commit();
  sheet.commit();
  await workbook.commit();
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The columns a file gets: the list as the user sees it. The kit sends the keys of the visible
 * columns in screen order (`columns`); each is picked from what may be exported (`available`).
 * Keys that name no exportable column (an action column, a column drawn from other data) are
 * skipped, not refused, so a page may send all it shows. Without `columns` (a kit from before
 * this), the file keeps the declared columns (`fallback`).
 */
export function chosenColumns(params: Params, available: readonly ColumnSpec[], fallback: readonly ColumnSpec[] = available): readonly ColumnSpec[] {
  const keys = list(params, 'columns');
  if (keys.length === 0) return fallback;
  const picked = [...new Set(keys)].flatMap((key) => available.filter((spec) => spec.key === key));
  if (picked.length === 0) throw invalid('没有可导出的列');
  return picked;
}

/**
 * Sends rows as an .xlsx file download named `<fileName>.xlsx`, with the columns the request
 * chose of `columns` (`chosenColumns`); `fallback` is what a request that chose none gets.
 */
export function sendSheet(
  reply: FastifyReply,
  params: Params,
  fileName: string,
  columns: readonly ColumnSpec[],
  rows: Iterable<Record<string, unknown>>,
  fallback: readonly ColumnSpec[] = columns,
) {
  columns = chosenColumns(params, columns, fallback);
  const encoded = encodeURIComponent(`${fileName}.xlsx`);
  const body = new PassThrough();
  void writeSheet(body, columns, rows).catch((error: unknown) => body.destroy(error as Error));
  reply.header('Content-Type', XLSX_TYPE).header('Content-Disposition', `attachment; filename="${encoded}"; filename*=UTF-8''${encoded}`);
  return reply.send(body);
}
