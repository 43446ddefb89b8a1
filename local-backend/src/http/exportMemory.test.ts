import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { exportToFile, generateCalls, generatedCallsQuery, rowsPerSheet } from './generatedCalls';

setFlagsFromString('--expose-gc');
/** A full collection, so that the heap measured is what is still held, not garbage yet to be collected. */
const gc = runInNewContext('gc') as () => void;

/**
 * An export of a large generated table (200,000 rows) holds no more memory than one of 20,000:
 * what the process still holds while it writes (V8's heap and the buffers outside it, after a full
 * collection, at each chunk) does not grow with the row count. Measured: under 3 MB more for 10× the
 * rows; the rows held at once, as the export before this did, about 180 MB more; the worksheet's XML
 * left waiting for the zip (exceljs ignores that backpressure, sheet.ts) about 75 MB more.
 */
describe('an export of 200,000 rows', () => {
  let db: Db;
  let dir: string;
  const LARGE = 200_000;
  const SMALL = 20_000;

  beforeAll(() => {
    db = new Database(':memory:');
    generateCalls(db, LARGE, 50);
    dir = mkdtempSync(path.join(tmpdir(), 'export-memory-'));
  });
  afterAll(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Writes the first `count` rows to a file; answers the file and the most heap held at any chunk. */
  async function exportOf(count: number): Promise<{ file: string; peak: number }> {
    const file = path.join(dir, `${count}.xlsx`);
    let peak = 0;
    const { written } = await exportToFile(db, generatedCallsQuery(count), file, () => {
      gc();
      const { heapUsed, external } = process.memoryUsage();
      peak = Math.max(peak, heapUsed + external);
    });
    expect(written).toBe(count);
    return { file, peak };
  }

  const rowsIn = async (file: string) => (await rowsPerSheet(file)).reduce((sum, rows) => sum + rows, 0);

  it('writes every row, and holds no more memory for 200,000 rows than for 20,000', async () => {
    const small = await exportOf(SMALL);
    const large = await exportOf(LARGE);
    expect(await rowsIn(large.file)).toBe(LARGE + 1);
    expect(await rowsIn(small.file)).toBe(SMALL + 1);
    const grown = (large.peak - small.peak) / 2 ** 20;
    // Generous: 10× the rows, a bound far below what holding them takes.
    expect(grown).toBeLessThan(16);
  }, 300_000);
});
