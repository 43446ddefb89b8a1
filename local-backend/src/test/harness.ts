import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, inject } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../app';
import type { BackendConfig } from '../config';
import { openDatabase, type Db } from '../db/database';

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

/** The first worksheet of an .xlsx answer (an export). */
export async function readSheet(payload: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  return workbook.getWorksheet(1)!;
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
