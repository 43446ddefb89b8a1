import Papa from 'papaparse';

/** A filled-in import template: its header and its data rows (blank lines dropped). */
export interface CsvTable {
  header: string[];
  rows: string[][];
}

/** Parses CSV text (comma, quoted cells, CRLF) into a header and rows; an empty file is refused. */
export function parseCsv(text: string): CsvTable {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [header = [], ...rows] = parsed.data;
  if (header.length === 0) throw new Error('文件是空的');
  return { header: header.map((title) => title.trim()), rows };
}
