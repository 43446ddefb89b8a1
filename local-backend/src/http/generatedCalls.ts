/**
 * A generated table of call records for measuring exports at scale: the memory test
 * (`exportMemory.test.ts`) and `pnpm --filter @console/local-backend export:scale` (`exportScale.ts`)
 * build, export and read back the same table through the code every list export runs.
 */
import ExcelJS from 'exceljs';
import { createReadStream, createWriteStream } from 'node:fs';
import type { ColumnSpec } from '@console/sdk/contract';
import type { Db } from '../db/database';
import { type ExportRows, exportRows } from './exportRows';
import { fromTable, leftJoinOne } from './from';
import type { ListQuery } from './page';
import { writeSheet } from './sheet';
import { Where } from './where';

export const GENERATED_CALL_COLUMNS: ColumnSpec[] = [
  { key: 'id', title: '编号', kind: 'number' },
  { key: 'caller', title: '主叫', kind: 'code' },
  { key: 'callee', title: '被叫', kind: 'code' },
  { key: 'companyName', title: '所属企业' },
  { key: 'seconds', title: '通话时长', kind: 'duration' },
  { key: 'charge', title: '费用', kind: 'money' },
  { key: 'result', title: '结果' },
  { key: 'startTime', title: '开始时间', kind: 'dateTime' },
];

/** Creates `companies` (this many) and `calls` (`rows` of them, spread over the companies and three months), indexed as the list sorts. */
export function generateCalls(db: Db, rows: number, companies = 500): void {
  db.exec(`
    CREATE TABLE companies (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
    CREATE TABLE calls (id INTEGER PRIMARY KEY, caller TEXT NOT NULL, callee TEXT NOT NULL, company_id INTEGER NOT NULL,
      seconds INTEGER NOT NULL, charge REAL NOT NULL, result TEXT NOT NULL, start_time TEXT NOT NULL);
  `);
  db.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?) INSERT INTO companies SELECT i, '外呼测试企业' || i || '有限公司' FROM n`,
  ).run(companies);
  db.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
     INSERT INTO calls SELECT i, '0571' || printf('%08d', i % 5000), '1' || printf('%010d', (i * 7919) % 10000000000), 1 + i % ?,
       i % 900, (i % 900) * 0.0015, CASE i % 3 WHEN 0 THEN '已接通' WHEN 1 THEN '未接通' ELSE '忙线' END,
       '2026-' || printf('%02d', 9 + i % 3) || '-' || printf('%02d', 1 + i % 28) || ' ' || printf('%02d', i % 24) || ':' || printf('%02d', i % 60) || ':' || printf('%02d', (i * 7) % 60) FROM n`,
  ).run(rows, companies);
  db.exec('CREATE INDEX calls_start_time ON calls (start_time, id)');
}

/** The list query of the generated calls, newest first (the first `upTo` calls when given). */
export function generatedCallsQuery(upTo?: number): ListQuery {
  return {
    select: `t.id, t.caller, t.callee, c.name AS companyName, t.seconds, t.charge, t.result, t.start_time AS startTime`,
    from: fromTable('calls', 't', leftJoinOne('companies', 'c', 't.company_id')),
    where: upTo === undefined ? new Where() : new Where().raw('t.id <= ?', upTo),
    order: 't.start_time DESC, t.id DESC',
  };
}

/** Exports the query's rows to an .xlsx file, calling `onChunk` at each chunk read; answers the rows written and the rows read. */
export async function exportToFile(db: Db, query: ListQuery, file: string, onChunk: () => void): Promise<{ written: number; rows: ExportRows }> {
  const rows = exportRows(db, query, { complete: (chunk) => (onChunk(), chunk) });
  const output = createWriteStream(file);
  const closed = new Promise<void>((resolve) => output.on('close', () => resolve()));
  const written = await writeSheet(output, GENERATED_CALL_COLUMNS, rows);
  await closed;
  return { written, rows };
}

/** The rows of each worksheet of an .xlsx file (title rows included), read with exceljs's streaming reader. */
export async function rowsPerSheet(file: string): Promise<number[]> {
  const counts: number[] = [];
  for await (const sheet of new ExcelJS.stream.xlsx.WorkbookReader(createReadStream(file), { worksheets: 'emit' })) {
    let count = 0;
    for await (const _row of sheet) count++;
    counts.push(count);
  }
  return counts;
}
