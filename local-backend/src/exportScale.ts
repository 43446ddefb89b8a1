/**
 * `pnpm --filter @console/local-backend export:scale [--rows 1000000] [--keep]`: an export of a
 * generated table of call records (default a million rows) through the code every list export runs
 * (`exportRows` into `writeSheet`), to an .xlsx file: prints the time, the process's resident memory
 * before, at its peak while writing and the growth, and the rows read back with exceljs's streaming
 * reader. The database is a file in a temporary directory (removed unless --keep), as the server's is.
 */
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { exportToFile, generateCalls, generatedCallsQuery, rowsPerSheet } from './http/generatedCalls';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '1000000' }, keep: { type: 'boolean', default: false } } });
const ROWS = Number(values.rows);
const MB = 2 ** 20;
const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

const dir = mkdtempSync(path.join(tmpdir(), 'export-scale-'));
const db = new Database(path.join(dir, 'calls.db'));
db.pragma('journal_mode = WAL');
let started = performance.now();
generateCalls(db, ROWS);
console.log(`生成 ${ROWS} 行通话记录：${((performance.now() - started) / 1000).toFixed(1)} s`);

const file = path.join(dir, 'calls.xlsx');
const before = process.memoryUsage.rss();
let peak = before;
started = performance.now();
const { written, rows } = await exportToFile(db, generatedCallsQuery(), file, () => {
  peak = Math.max(peak, process.memoryUsage.rss());
});
const seconds = (performance.now() - started) / 1000;
console.log(`导出 ${written} 行（${rows.total()} 行）：${seconds.toFixed(1)} s，文件 ${mb(statSync(file).size)}`);
console.log(`常驻内存：导出前 ${mb(before)}，导出中峰值 ${mb(peak)}，增长 ${mb(peak - before)}（进程一生的峰值 ${mb(process.resourceUsage().maxRSS * 1024)}）`);

started = performance.now();
const counts = await rowsPerSheet(file);
console.log(`读回（exceljs 流式读取）：各工作表行数（含标题行）${counts.join('、')}，${((performance.now() - started) / 1000).toFixed(1)} s`);
db.close();
if (values.keep) console.log(`文件保留在 ${file}`);
else rmSync(dir, { recursive: true, force: true });
