import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import type { ColumnSpec } from '@console/sdk/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../app';
import type { BackendConfig } from '../config';
import { openDatabase, type Db } from '../db/database';
import { hashPassword } from '../db/passwords';
import { SEEDED_PASSWORD } from '@console/sdk/seeded';
import { DURATION, MONEY } from '../http/sheet';

export interface Harness {
  app: FastifyInstance;
  db: Db;
  login: (username: string, password?: string) => Promise<string>;
  call: (options: InjectOptions & { token?: string }) => Promise<{ status: number; body: any; headers: Record<string, unknown> }>;
}

/**
 * A seeded backend on an in-memory database, driven through HTTP injection. The database is a copy
 * of the one the run's global set-up migrated and seeded (src/test/seededImage.ts).
 */
export async function startBackend(config: Partial<BackendConfig> = {}): Promise<Harness> {
  const db = openDatabase(readFileSync(inject('seededDatabase')));
  const app = await buildApp(db, {
    port: 0,
    databaseFile: ':memory:',
    tokenTtlSeconds: 3600,
    tokenRenewWindowSeconds: 60,
    sipWebSocketUrl: 'ws://127.0.0.1:5066',
    recoveryIntervalMinutes: 60,
    batchCallsPerSecond: 0,
    markerNumbersPerSecond: 0,
    ...config,
  });
  const call: Harness['call'] = async ({ token, ...options }) => {
    const response = await app.inject({
      ...options,
      headers: { ...(options.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    const body = response.headers['content-type']?.toString().includes('json') ? response.json() : response.body;
    return { status: response.statusCode, body, headers: response.headers };
  };
  const login = async (username: string, password = '123456') => {
    const { body } = await call({ method: 'POST', url: '/api/login/login', payload: { username, password } });
    if (body.code !== 200) throw new Error(`login ${username}: ${body.message}`);
    return body.data.token as string;
  };
  return { app, db, login, call };
}

/**
 * Another agent beside the seeded ones (agent 3, no parent of theirs) with an account `agent3` of its
 * own (the seeded password): whose rows and writes no seeded agent may reach.
 */
export function addOtherAgent(db: Db): string {
  db.prepare(
    `INSERT INTO users (username, password_hash, role, real_name, agent_id, status, valid_date, created_at)
     VALUES ('agent3', ?, 'agent', '他人代理', 3, 1, '2099-01-01 00:00:00', '2026-01-01 00:00:00')`,
  ).run(hashPassword(SEEDED_PASSWORD));
  return 'agent3';
}

/** The first worksheet of an .xlsx answer (an export). */
export async function readSheet(payload: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  return workbook.getWorksheet(1)!;
}

/**
 * The cells of an export's money and duration columns: every one a number (SUM adds them), money in
 * the one money format and a duration as an Excel duration. Answers how many cells it looked at.
 */
export function expectNumbersByKind(sheet: ExcelJS.Worksheet, columns: readonly ColumnSpec[]): number {
  let checked = 0;
  columns.forEach((column, index) => {
    const format = column.kind === 'money' ? MONEY : column.kind === 'duration' ? DURATION : undefined;
    if (!format) return;
    for (let row = 2; row <= sheet.rowCount; row++) {
      const cell = sheet.getRow(row).getCell(index + 1);
      if (cell.value === null) continue;
      const where = `${column.title} 第 ${row} 行`;
      expect(cell.numFmt, where).toBe(format);
      if (column.kind === 'duration') {
        // exceljs reads a number in a time format as a Date from 1899-12-30: the file holds days, here whole seconds.
        expect(cell.type, where).toBe(ExcelJS.ValueType.Date);
        const seconds = ((cell.value as Date).getTime() - Date.UTC(1899, 11, 30)) / 1000;
        expect(Math.abs(seconds - Math.round(seconds)), where).toBeLessThan(0.01);
      } else {
        expect(cell.type, where).toBe(ExcelJS.ValueType.Number);
      }
      checked++;
    }
  });
  return checked;
}

/**
 * A seeded backend for one test file, logged in as `username` before its tests and closed after:
 * `post(url, payload)` answers the envelope of a form-encoded call, as the browser's client sends it.
 */
export function backendFor(username: string) {
  let backend: Harness;
  let token: string;
  beforeAll(async () => {
    backend = await startBackend();
    token = await backend.login(username);
  });
  afterAll(() => backend.app.close());
  return {
    post: async (url: string, payload: Record<string, unknown> = {}) => (await backend.call({ method: 'POST', url, token, payload })).body,
  };
}
