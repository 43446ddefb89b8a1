import Database from 'better-sqlite3';
import ExcelJS from 'exceljs';
import Fastify, { type FastifyInstance } from 'fastify';
import { Readable } from 'node:stream';
import { flowManagementApi } from '@console/remote-admin/contract';
import { exportApi } from '@console/sdk/contract/exports';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startBackend, type Harness } from '../test/harness';
import { exportProgress } from './exportProgress';
import { exportRows, type ExportRows } from './exportRows';
import { fromTable } from './from';
import { sendSheet } from './sheet';
import { Where } from './where';

/** The rows of every worksheet of an .xlsx, read as a stream (the file never whole in memory). */
async function countRows(payload: Buffer): Promise<number[]> {
  const counts: number[] = [];
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([payload]), { worksheets: 'emit' });
  for await (const sheet of reader) {
    let rows = 0;
    for await (const _row of sheet) rows++;
    counts.push(rows);
  }
  return counts;
}

describe('an export past the old 50,000-row cap, with its progress', () => {
  let backend: Harness;
  let token: string;
  const ROWS = 52_000;

  beforeAll(async () => {
    backend = await startBackend();
    token = await backend.login('admin');
    const companyId = backend.db.prepare('SELECT id FROM companies ORDER BY id LIMIT 1').pluck().get() as number;
    backend.db
      .prepare(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
         INSERT INTO admin_flow_management (kind, amount, balance_after, operator, remark, created_at, company_id)
         SELECT 'recharge', 1 + i % 100, i, '批量', '导出测试', '2020-01-01 00:00:00', ? FROM n`,
      )
      .run(ROWS, companyId);
  });
  afterAll(() => backend.app.close());

  it('writes every matching row, and says how many of how many while and after it streams', async () => {
    const filter = { createdAtFrom: '2020-01-01 00:00:00', createdAtTo: '2020-01-01 23:59:59' };
    const listed = await backend.call({ method: 'POST', url: flowManagementApi.list.path, payload: { ...filter, pageSize: 1 }, token });
    expect(listed.body.data.total).toBe(ROWS);
    const exportId = 'test-export-0001';
    const response = await backend.app.inject({
      method: 'POST',
      url: flowManagementApi.export.path,
      payload: { ...filter, exportId },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.headers['content-disposition']).toContain(encodeURIComponent('流水管理.xlsx'));
    expect(await countRows(response.rawPayload)).toEqual([ROWS + 1]);
    const progress = await backend.call({ method: 'GET', url: `${exportApi.progress.path}?exportId=${exportId}`, token });
    expect(progress.body.data).toEqual({ written: ROWS, total: ROWS, done: true });
    const unknown = await backend.call({ method: 'GET', url: `${exportApi.progress.path}?exportId=never-started`, token });
    expect(unknown.body.data).toBeNull();
    expect((await backend.call({ method: 'GET', url: `${exportApi.progress.path}?exportId=x`, token: undefined })).status).toBe(401);
  });
});

describe('a cancelled export', () => {
  let app: FastifyInstance;
  let rows: ExportRows;
  let origin: string;
  const controller = new AbortController();
  const CHUNKS = 100;

  beforeAll(async () => {
    const db = new Database(':memory:');
    db.exec('CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT NOT NULL)');
    db.prepare(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?) INSERT INTO items SELECT i, '第' || i || '行' FROM n`).run(
      CHUNKS * 200,
    );
    app = Fastify();
    app.post('/export', (request, reply) => {
      rows = exportRows(
        db,
        { select: 'i.id, i.name', from: fromTable('items', 'i'), where: new Where(), order: 'i.id' },
        {
          chunk: 200,
          // The client goes away while the second chunk is being written.
          complete: (chunk) => (rows.chunksRead === 2 && controller.abort(), chunk),
        },
      );
      return sendSheet(
        reply,
        { exportId: 'test-cancel-0001' },
        '明细',
        [
          { key: 'id', title: '编号', kind: 'number' },
          { key: 'name', title: '名称' },
        ],
        rows,
      );
    });
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it('reads no further rows once the request is closed', async () => {
    await expect(fetch(`${origin}/export`, { method: 'POST', signal: controller.signal }).then((response) => response.arrayBuffer())).rejects.toThrow();
    await vi.waitFor(() => expect(exportProgress('test-cancel-0001')?.done).toBe(true), { timeout: 10_000 });
    expect(exportProgress('test-cancel-0001')?.total).toBe(CHUNKS * 200);
    expect(exportProgress('test-cancel-0001')?.written).toBeLessThan(CHUNKS * 200);
    expect(rows.chunksRead).toBeLessThan(CHUNKS);
  });
});
