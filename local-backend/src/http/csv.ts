import type { FastifyReply } from 'fastify';
import { exactDecimal } from './decimal';

export interface CsvColumn {
  title: string;
  key: string;
}

/** A CSV field: a number as its exact decimal (0.12, never 0.12000000000000001), text never a formula. */
export function csvCell(value: unknown): string {
  const s = value === null || value === undefined ? '' : String(typeof value === 'number' ? exactDecimal(value) : value);
  // A leading = + - @ would be read as a formula by spreadsheet programs.
  const safe = /^[=+\-@]/.test(s) ? `'${s}` : s;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Sends rows as a CSV file download (UTF-8 with BOM, so spreadsheet programs read Chinese). */
export function sendCsv(reply: FastifyReply, fileName: string, columns: CsvColumn[], rows: Record<string, unknown>[]) {
  const lines = [columns.map((c) => csvCell(c.title)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(row[c.key])).join(','));
  const encoded = encodeURIComponent(fileName);
  reply.header('Content-Type', 'text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="${encoded}"; filename*=UTF-8''${encoded}`);
  return reply.send(`\uFEFF${lines.join('\r\n')}\r\n`);
}
