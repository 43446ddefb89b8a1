import { PassThrough, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { ColumnSpec } from '@console/sdk/contract';
import { exactDecimal } from './decimal';
import { trackExport } from './exportProgress';
import { ExportRows } from './exportRows';
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

/** Until `stream` takes more, or it or `output` is gone. */
const drained = (stream: Writable, output: Writable = stream) =>
  new Promise<void>((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      output.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
    output.on('close', done);
  });

/**
 * Where a worksheet's XML waits to be zipped, when it holds more than it should: exceljs's
 * WorksheetWriter writes into a stream that archiver reads through a PassThrough (readable-stream 2),
 * ignoring that PassThrough's backpressure. When deflating lags (a busy machine) the backlog grew
 * with the rows (about 50 MB at 200,000 rows); writeSheet waits for it to drain as for the output.
 * Not exceljs's public API (4.4): without it, only the output's backpressure is heeded.
 */
function fullZipBacklog(sheet: ExcelJS.Worksheet): Writable | undefined {
  const pipe = (sheet as unknown as { stream?: { pipes?: unknown[] } }).stream?.pipes?.[0] as
    (Writable & { _writableState?: { needDrain?: boolean } }) | undefined;
  return pipe?._writableState?.needDrain ? pipe : undefined;
}

/** A worksheet's rows below its title row (Excel's and Calc's 1,048,576 rows, less the title). */
export const SHEET_ROWS = 1_048_575;
/** Rows between two checks of the output: progress said, backpressure and a gone client heeded. */
const CHECK_EVERY = 1_000;

export interface WriteOptions {
  /** Rows written so far, said every CHECK_EVERY rows and at the end. */
  onProgress?: (written: number) => void;
  /** Rows a worksheet holds before the next one starts (SHEET_ROWS; smaller in tests). */
  rowsPerSheet?: number;
}

/**
 * Writes rows as an .xlsx workbook (which both Excel and WPS open), streamed row by
 * row through exceljs, so that a big list never sits in memory as one file. Columns are the list's
 * declaration (`call.sheet`). Strings are written as strings, never as formulas, and text columns
 * carry the text format: `=1+1` stays those four characters, `13800138000` never becomes
 * `1.38E+10`, `0123` keeps its zero.
 *
 * Rows may come as they are read (`ExportRows`): each is committed as written, the output's
 * backpressure is waited for, and once the output is gone (the client went away) no further row is
 * asked for. Rows past a worksheet's capacity go on in `Sheet2`, `Sheet3`…, each with the title row:
 * no row is ever dropped. Answers the number of rows written.
 */
export async function writeSheet(
  output: Writable,
  columns: readonly ColumnSpec[],
  rows: Iterable<Record<string, unknown>> | AsyncIterable<Record<string, unknown>>,
  options: WriteOptions = {},
): Promise<number> {
  const rowsPerSheet = options.rowsPerSheet ?? SHEET_ROWS;
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useSharedStrings: false, useStyles: true });
  const addSheet = (number: number) => {
    const sheet = workbook.addWorksheet(`Sheet${number}`, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((spec) => ({
      key: spec.key,
      width: spec.width ? Math.round(spec.width / 7) : Math.max(10, spec.title.length * 2 + 4, spec.kind === 'dateTime' ? 20 : 0),
      style: { numFmt: (spec.kind && NUMBER_FORMATS[spec.kind]) || TEXT },
    }));
    const header = sheet.addRow(columns.map((spec) => spec.title));
    header.font = { bold: true };
    header.commit();
    return sheet;
  };
  let sheets = 1;
  let sheet = addSheet(sheets);
  let written = 0;
  for await (const row of rows) {
    if (written > 0 && written % rowsPerSheet === 0) {
      sheet.commit();
      sheet = addSheet(++sheets);
    }
    sheet.addRow(columns.map((spec) => sheetValue(spec, row[spec.key]))).commit();
    written++;
    if (written % CHECK_EVERY === 0) {
      options.onProgress?.(written);
      const backlog = fullZipBacklog(sheet);
      if (backlog) await drained(backlog, output);
      if (output.writableNeedDrain) await drained(output);
      if (output.destroyed) break;
    }
  }
  if (output.destroyed) return written;
  sheet.commit();
  await workbook.commit();
  options.onProgress?.(written);
  return written;
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
 * Rows read as they are written (`exportRows`) are counted first: a request carrying `exportId`
 * has its progress (rows written of the total) at `/api/export/progress` while the file streams.
 * When the client goes away (a cancelled download), Fastify destroys the body stream, and no
 * further row is read (writeSheet).
 */
export function sendSheet(
  reply: FastifyReply,
  params: Params,
  fileName: string,
  columns: readonly ColumnSpec[],
  rows: Iterable<Record<string, unknown>> | ExportRows,
  fallback: readonly ColumnSpec[] = columns,
) {
  columns = chosenColumns(params, columns, fallback);
  const total = rows instanceof ExportRows ? rows.total() : Array.isArray(rows) ? rows.length : undefined;
  const progress = trackExport(params, total);
  const encoded = encodeURIComponent(`${fileName}.xlsx`);
  const body = new PassThrough();
  void writeSheet(body, columns, rows, { onProgress: progress.update })
    .catch((error: unknown) => body.destroy(error as Error))
    .finally(progress.finish);
  reply.header('Content-Type', XLSX_TYPE).header('Content-Disposition', `attachment; filename="${encoded}"; filename*=UTF-8''${encoded}`);
  return reply.send(body);
}
