/** A filled-in import template: its header and its data rows (blank lines dropped). */
export interface CsvTable {
  header: string[];
  rows: string[][];
}

/** What an import says when the file cannot be used (the spec gives no text for these). */
export const IMPORT_ERRORS = {
  empty: '导入失败：文件是空的，请按下载的导入模板填写后再导入',
  unreadable: '导入失败：文件内容无法识别，请使用下载的导入模板，并保存为 CSV（UTF-8）格式',
  parserMissing: '导入失败：读取文件的程序未能加载，请检查网络后重试',
} as const;

/** NUL or undecodable bytes: not a UTF-8 text file (an Excel workbook, an image, a CSV saved as GBK). */
// eslint-disable-next-line no-control-regex -- NUL is exactly the byte looked for
const BINARY = /[\u0000\uFFFD]/;

/**
 * Parses CSV text (comma, quoted cells, CRLF) into a header and rows; an empty or unreadable file is
 * refused. The parser (papaparse, 19 KB) is fetched on the first import: a list draws without it.
 */
export async function parseCsv(text: string): Promise<CsvTable> {
  if (BINARY.test(text)) throw new Error(IMPORT_ERRORS.unreadable);
  const { default: Papa } = await import('papaparse').catch(() => {
    throw new Error(IMPORT_ERRORS.parserMissing);
  });
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  if (parsed.errors.some((error) => error.type === 'Quotes')) throw new Error(IMPORT_ERRORS.unreadable);
  const [header = [], ...rows] = parsed.data;
  if (header.every((title) => title.trim() === '')) throw new Error(IMPORT_ERRORS.empty);
  return { header: header.map((title) => title.trim()), rows };
}
