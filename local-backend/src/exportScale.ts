/**
 * `pnpm --filter @console/local-backend export:scale [--rows 1000000] [--keep]`: an export of a
 * generated table of call records (default a million rows) through the code every list export runs
 * (`exportRows` into `writeSheet`), to an .xlsx file: prints the time, the process's resident memory
 * before, at its peak while writing and the growth, and the rows read back with exceljs's streaming
 * reader. The database is a file in a temporary directory (removed unless --keep), as the server's is.
 */
import Database from 'better-sqlite3';
import ExcelJS from 'exceljs';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { ColumnSpec } from '@console/sdk/contract';
import { exportRows } from './http/exportRows';
import { fromTable, leftJoinOne } from './http/from';
import { writeSheet } from './http/sheet';
import { Where } from './http/where';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '1000000' }, keep: { type: 'boolean', default: false } } });
const ROWS = Number(values.rows);
const MB = 2 ** 20;
const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

const COLUMNS: ColumnSpec[] = [
  { key: 'id', title: '编号', kind: 'number' },
  { key: 'caller', title: '主叫', kind: 'code' },
  { key: 'callee', title: '被叫', kind: 'code' },
  { key: 'companyName', title: '所属企业' },
  { key: 'seconds', title: '通话时长', kind: 'duration' },
  { key: 'charge', title: '费用', kind: 'money' },
  { key: 'result', title: '结果' },
  { key: 'startTime', title: '开始时间', kind: 'dateTime' },
];

const dir = mkdtempSync(path.join(tmpdir(), 'export-scale-'));
const db = new Database(path.join(dir, 'calls.db'));
db.pragma('journal_mode = WAL');
let started = performance.now();
db.exec(`
  CREATE TABLE companies (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
  CREATE TABLE calls (id INTEGER PRIMARY KEY, caller TEXT NOT NULL, callee TEXT NOT NULL, company_id INTEGER NOT NULL,
    seconds INTEGER NOT NULL, charge REAL NOT NULL, result TEXT NOT NULL, start_time TEXT NOT NULL);
`);
db.prepare(
  `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 500) INSERT INTO companies SELECT i, '外呼测试企业' || i || '有限公司' FROM n`,
).run();
db.prepare(
  `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
   INSERT INTO calls SELECT i, '0571' || printf('%08d', i % 5000), '1' || printf('%010d', (i * 7919) % 10000000000), 1 + i % 500,
     i % 900, (i % 900) * 0.0015, CASE i % 3 WHEN 0 THEN '已接通' WHEN 1 THEN '未接通' ELSE '忙线' END,
     '2026-' || printf('%02d', 9 + i % 3) || '-' || printf('%02d', 1 + i % 28) || ' ' || printf('%02d', i % 24) || ':' || printf('%02d', i % 60) || ':' || printf('%02d', (i * 7) % 60) FROM n`,
).run(ROWS);
db.exec('CREATE INDEX calls_start_time ON calls (start_time, id)');
console.log(`生成 ${ROWS} 行通话记录：${((performance.now() - started) / 1000).toFixed(1)} s`);

const file = path.join(dir, 'calls.xlsx');
const before = process.memoryUsage.rss();
let peak = before;
const rows = exportRows(
  db,
  {
    select: `t.id, t.caller, t.callee, c.name AS companyName, t.seconds, t.charge, t.result, t.start_time AS startTime`,
    from: fromTable('calls', 't', leftJoinOne('companies', 'c', 't.company_id')),
    where: new Where(),
    order: 't.start_time DESC, t.id DESC',
  },
  {
    complete: (chunk) => {
      peak = Math.max(peak, process.memoryUsage.rss());
      return chunk;
    },
  },
);
started = performance.now();
const output = createWriteStream(file);
const closed = new Promise<void>((resolve) => output.on('close', () => resolve()));
const written = await writeSheet(output, COLUMNS, rows);
await closed;
const seconds = (performance.now() - started) / 1000;
console.log(`导出 ${written} 行（${rows.total()} 行）：${seconds.toFixed(1)} s，文件 ${mb(statSync(file).size)}`);
console.log(`常驻内存：导出前 ${mb(before)}，导出中峰值 ${mb(peak)}，增长 ${mb(peak - before)}（进程一生的峰值 ${mb(process.resourceUsage().maxRSS * 1024)}）`);

started = performance.now();
const counts: number[] = [];
for await (const sheet of new ExcelJS.stream.xlsx.WorkbookReader(createReadStream(file), { worksheets: 'emit' })) {
  let count = 0;
  for await (const _row of sheet) count++;
  counts.push(count);
}
console.log(`读回（exceljs 流式读取）：各工作表行数（含标题行）${counts.join('、')}，${((performance.now() - started) / 1000).toFixed(1)} s`);
db.close();
if (values.keep) console.log(`文件保留在 ${file}`);
else rmSync(dir, { recursive: true, force: true });
