import type { FastifyReply } from 'fastify';

export interface CsvColumn {
  title: string;
  key: string;
}

function cell(value: unknown): string {
  const s = value === null || value === undefined ? '' : String(value);
  // A leading = + - @ would be read as a formula by spreadsheet programs.
  const safe = /^[=+\-@]/.test(s) ? `'${s}` : s;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Sends rows as a CSV file download (UTF-8 with BOM, so spreadsheet programs read Chinese). */
export function sendCsv(reply: FastifyReply, fileName: string, columns: CsvColumn[], rows: Record<string, unknown>[]) {
  const lines = [columns.map((c) => cell(c.title)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => cell(row[c.key])).join(','));
  const encoded = encodeURIComponent(fileName);
  reply.header('Content-Type', 'text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="${encoded}"; filename*=UTF-8''${encoded}`);
  return reply.send(`\uFEFF${lines.join('\r\n')}\r\n`);
}
