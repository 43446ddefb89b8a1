import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SEEDED_ACCOUNTS, SEEDED_EXPIRED_CALLS } from '@console/sdk/seeded';
import { companyStatisticsApi } from '@console/remote-admin/contract';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { usedQuota } from '../areas/cloudcall/batchLedger';
import { startBackend, type Harness } from '../test/harness';
import { ensureScaleWorld, growWorld, SCALES, scaleStamp, type TableTiming } from './scale';
import { formatDateTime } from './time';

const TINY = SCALES.tiny;
let backend: Harness;
let before: Record<string, number>;
let timings: TableTiming[];
const count = (sql: string, ...params: unknown[]) =>
  backend.db
    .prepare(sql)
    .pluck()
    .get(...params) as number;

beforeAll(async () => {
  backend = await startBackend();
  before = Object.fromEntries(
    ['call_records', 'customers', 'cdr_batch_numbers', 'carrier_numbers', 'cdr_batches'].map((table) => [table, count(`SELECT COUNT(*) FROM ${table}`)]),
  );
  timings = growWorld(backend.db, TINY);
});
afterAll(() => backend.app.close());

describe('the large world, grown from the seeded one (tiny scale)', () => {
  it('reaches every target, and says what each table took', () => {
    expect(count('SELECT COUNT(*) FROM call_records')).toBe(TINY.calls);
    expect(count('SELECT COUNT(*) FROM customers')).toBe(TINY.customers);
    expect(count('SELECT COUNT(*) FROM carrier_numbers')).toBe(TINY.virtualNumbers);
    expect(count('SELECT COUNT(*) FROM cdr_batch_numbers')).toBeGreaterThanOrEqual(TINY.batchNumbers);
    const added = Object.fromEntries(timings.map(({ table, rows }) => [table, rows]));
    expect(added.call_records).toBe(TINY.calls - before.call_records);
    expect(added.customers).toBe(TINY.customers - before.customers);
    expect(added.cdr_batch_numbers).toBe(count('SELECT COUNT(*) FROM cdr_batch_numbers') - before.cdr_batch_numbers);
  });

  it('leaves the rollups equal to the grown rows (the bulk load runs without their triggers, then recounts)', () => {
    expect(count('SELECT SUM(calls) FROM rollup_calls_company_day')).toBe(TINY.calls);
    expect(count('SELECT SUM(calls) FROM rollup_calls_seat_day')).toBe(TINY.calls);
    expect(count("SELECT COUNT(*) FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'rollup%'")).toBeGreaterThan(0);
  });

  it('places each call in the last 90 days, by a staff member of its own company, with its company’s agent', () => {
    const oldest = formatDateTime(new Date(Date.now() - 90 * 86_400_000 - 60_000));
    // Older: only the seeded calls past one company's retention (callRetentionSeed.ts).
    expect(
      backend.db
        .prepare('SELECT c.name, COUNT(*) AS calls FROM call_records r JOIN companies c ON c.id = r.company_id WHERE r.start_time < ? GROUP BY c.name')
        .all(oldest),
    ).toEqual([{ name: SEEDED_EXPIRED_CALLS.companyName, calls: SEEDED_EXPIRED_CALLS.records + SEEDED_EXPIRED_CALLS.recordings }]);
    expect(count('SELECT COUNT(*) FROM call_records r JOIN users u ON u.id = r.user_id WHERE u.company_id IS NOT r.company_id')).toBe(0);
    expect(count('SELECT COUNT(*) FROM call_records r JOIN companies c ON c.id = r.company_id WHERE r.agent_id IS NOT c.agent_id')).toBe(0);
    // Calls across every company and every staff member of it (a seeded call may have no seat: its company's staff came after).
    expect(count('SELECT COUNT(*) FROM companies c WHERE NOT EXISTS (SELECT 1 FROM call_records r WHERE r.company_id = c.id)')).toBe(0);
    expect(
      count('SELECT COUNT(*) FROM call_records WHERE id > ? AND user_id IS NULL AND company_id IN (SELECT company_id FROM users)', before.call_records),
    ).toBe(0);
    expect(count('SELECT COUNT(DISTINCT user_id) FROM call_records')).toBeGreaterThan(count('SELECT COUNT(*) FROM users WHERE company_id IS NOT NULL') * 0.95);
    // A billed call keeps a bill of its own template: the same units, price and charge as a seeded call of that template and length.
    expect(
      count(
        `SELECT COUNT(*) FROM call_records r WHERE r.id > ? AND r.units > 0 AND NOT EXISTS (
        SELECT 1 FROM call_records s WHERE s.id <= ? AND s.template_id = r.template_id AND s.company_id = r.company_id
          AND s.duration_seconds = r.duration_seconds AND s.units = r.units AND s.charge = r.charge)`,
        before.call_records,
        before.call_records,
      ),
    ).toBe(0);
    // A recording is a new unguessable name, never another call's.
    expect(count("SELECT COUNT(*) - COUNT(DISTINCT recording_url) FROM call_records WHERE recording_url <> ''")).toBe(0);
  });

  it('counts each company’s 企业统计 again, so its figures equal its rows, through the API', async () => {
    const to = formatDateTime(new Date()).slice(0, 10);
    const from = formatDateTime(new Date(Date.now() - 90 * 86_400_000)).slice(0, 10);
    const token = await backend.login(SEEDED_ACCOUNTS.admin.username);
    const { body } = await backend.call({ method: 'POST', url: companyStatisticsApi.totals.path, payload: { statDateFrom: from, statDateTo: to }, token });
    const rows = backend.db
      .prepare(
        `SELECT COUNT(*) AS calls, SUM(status = '已接通') AS connected, SUM(duration_seconds) AS seconds FROM call_records
         WHERE company_id IS NOT NULL AND start_time >= ?`,
      )
      .get(`${from} 00:00:00`) as { calls: number; connected: number; seconds: number };
    expect(body.data).toMatchObject(rows);
    expect(rows.calls).toBeGreaterThan(TINY.calls * 0.9);
  });

  it('gives each customer an owner of its own company, only in the pool of mine', () => {
    expect(count('SELECT COUNT(*) FROM customers c JOIN users u ON u.id = c.owner_id WHERE u.company_id IS NOT c.company_id')).toBe(0);
    expect(count("SELECT COUNT(*) FROM customers WHERE owner_id IS NOT NULL AND pool <> 'mine'")).toBe(0);
    expect(count("SELECT COUNT(*) FROM customers WHERE phone NOT GLOB '1[35789][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]'")).toBe(0);
  });

  it('copies whole batches: each total its numbers, each number once a batch, numbers of the day, quotas that hold them', () => {
    expect(count('SELECT COUNT(*) FROM cdr_batches')).toBeGreaterThan(before.cdr_batches);
    expect(count('SELECT COUNT(*) FROM cdr_batches b WHERE b.total <> (SELECT COUNT(*) FROM cdr_batch_numbers n WHERE n.batch_id = b.id)')).toBe(0);
    expect(count("SELECT COUNT(*) FROM cdr_batches WHERE batch_no NOT GLOB 'PC[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]'")).toBe(0);
    expect(count("SELECT COUNT(*) FROM cdr_batches WHERE substr(batch_no, 3, 8) <> replace(substr(created_at, 1, 10), '-', '')")).toBe(0);
    expect(count('SELECT COUNT(*) FROM cdr_batch_numbers n JOIN cdr_batches b ON b.id = n.batch_id WHERE n.company_id <> b.company_id')).toBe(0);
    const allocations = backend.db
      .prepare('SELECT type_id AS typeId, agent_id AS agentId, company_id AS companyId, quota FROM cdr_batch_allocations')
      .all() as {
      typeId: number;
      agentId: number;
      companyId: number | null;
      quota: number;
    }[];
    for (const allocation of allocations) expect(usedQuota(backend.db, allocation)).toBeLessThanOrEqual(allocation.quota);
  });

  it('adds virtual numbers of the seeded segments, each phone once', () => {
    expect(count("SELECT COUNT(*) FROM carrier_numbers WHERE substr(phone_number, 1, 3) NOT IN ('162', '165', '167', '170', '171')")).toBe(0);
    expect(count('SELECT COUNT(DISTINCT company_id) FROM carrier_numbers')).toBeGreaterThan(10);
  });

  it('keeps a built world while its seed rules stand (the stamp), migrated to the newest schema, and names another scale’s differently', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'console-scale-'));
    try {
      const file = path.join(dir, 'tiny.db');
      copyFileSync(inject('seededDatabase'), file);
      const built = new Database(file);
      built.exec(`DROP INDEX cdr_batch_numbers_batch_called; DELETE FROM schema_migrations WHERE name LIKE '%_cloudcall_batch_number_index.sql'`);
      built.close();
      writeFileSync(`${file}.stamp`, `${scaleStamp('tiny')}\n`);
      expect(ensureScaleWorld('tiny', file, () => {}).built).toBe(false);
      const reused = new Database(file, { readonly: true });
      expect(reused.prepare("SELECT COUNT(*) FROM sqlite_master WHERE name = 'cdr_batch_numbers_batch_called'").pluck().get()).toBe(1);
      reused.close();
      expect(scaleStamp('medium')).not.toBe(scaleStamp('tiny'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
