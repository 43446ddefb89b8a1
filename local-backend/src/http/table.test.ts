import Database from 'better-sqlite3';
import Fastify from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { call, defineResource } from '@console/sdk/contract';
import type { Db } from '../db/database';
import { readSheet } from '../test/harness';
import type { CurrentUser } from './auth';
import type { AuthedContext } from './endpoint';
import { Refusal } from './envelope';
import { leftJoinOne } from './from';
import { listEndpoints } from './listEndpoints';
import type { Params } from './params';
import { inputOf } from './resource';
import { bindTable, checkOwned, checkUnique, deleteRow, insertRow, tableQuery, updateRow } from './table';

const lines = defineResource({
  phoneNumber: { label: '号码', kind: 'code', filter: true, required: true, form: true, max: 20 },
  enabled: { label: '启用', kind: 'boolean', form: true },
  secret: { label: '密码', kind: 'password', form: true, required: 'add', max: 20 },
  companyName: { label: '企业', kind: 'text', filter: true },
  updatedAt: { label: '更新时间', kind: 'dateTime' },
});

const LINES = bindTable(lines, {
  table: 'lines',
  alias: 'l',
  joins: [leftJoinOne('companies', 'c', 'l.company_id')],
  columns: { phoneNumber: 'l.number', companyName: "COALESCE(c.name, '')" },
  owner: { company: 'l.company_id' },
  stamped: 'updated_at',
  noun: '线路',
});

const user = (role: CurrentUser['role'], companyId: number | null = null): CurrentUser => ({
  id: 99,
  username: role,
  role,
  agentId: null,
  companyId,
  departmentId: null,
  hasSipAccount: false,
});

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof Refusal) return error.message;
    throw error;
  }
  return undefined;
};

describe('a table binding', () => {
  let db: Db;
  beforeEach(() => {
    db = new Database(':memory:');
    db.exec(`
      CREATE TABLE companies (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
      CREATE TABLE lines (id INTEGER PRIMARY KEY, number TEXT NOT NULL, enabled INTEGER NOT NULL DEFAULT 0, secret TEXT,
        company_id INTEGER REFERENCES companies(id), updated_at TEXT NOT NULL DEFAULT '');
      INSERT INTO companies VALUES (1, '甲'), (2, '乙');
    `);
  });

  it('selects each row field by its derived or declared column, never a password', () => {
    expect(LINES.select).toBe("l.id AS id, l.number AS phoneNumber, l.enabled AS enabled, COALESCE(c.name, '') AS companyName, l.updated_at AS updatedAt");
  });

  it('inserts, updates and deletes a row from the form values, by the declared columns', () => {
    const id = insertRow(db, LINES, inputOf(lines, { phoneNumber: '13800000001', enabled: 'true', secret: 'abc' } as Params), { company_id: 1 });
    expect(db.prepare('SELECT number, enabled, secret, company_id FROM lines WHERE id = ?').get(id)).toEqual({
      number: '13800000001',
      enabled: 1,
      secret: 'abc',
      company_id: 1,
    });
    expect(db.prepare('SELECT updated_at FROM lines WHERE id = ?').pluck().get(id)).not.toBe('');
    // An edit without the password (required on add only) keeps it.
    updateRow(db, LINES, id, inputOf(lines, { phoneNumber: '13800000002', enabled: '0' } as Params, undefined, 'edit'));
    expect(db.prepare('SELECT number, enabled, secret FROM lines WHERE id = ?').get(id)).toEqual({ number: '13800000002', enabled: 0, secret: 'abc' });
    deleteRow(db, LINES, id);
    expect(db.prepare('SELECT COUNT(*) FROM lines').pluck().get()).toBe(0);
    expect(refusal(() => deleteRow(db, LINES, id))).toBe('线路不存在');
    expect(refusal(() => updateRow(db, LINES, id, { phoneNumber: '1' }))).toBe('线路不存在');
  });

  it('refuses a value another row holds, by the declared column, but not the row itself', () => {
    const taken = (number: string) => `号码 ${number} 已存在`;
    const id = insertRow(db, LINES, { phoneNumber: '13800000001', secret: 's' });
    expect(refusal(() => checkUnique(db, LINES, { phoneNumber: '13800000001' }, 'phoneNumber', taken))).toBe('号码 13800000001 已存在');
    expect(refusal(() => checkUnique(db, LINES, { phoneNumber: '13800000001' }, 'phoneNumber', taken, id + 1))).toBe('号码 13800000001 已存在');
    expect(refusal(() => checkUnique(db, LINES, { phoneNumber: '13800000001' }, 'phoneNumber', taken, id))).toBeUndefined();
    expect(refusal(() => checkUnique(db, LINES, { phoneNumber: '13800000002' }, 'phoneNumber', taken))).toBeUndefined();
    expect(refusal(() => checkUnique(db, LINES, {}, 'phoneNumber', taken))).toBeUndefined();
    // @ts-expect-error a key the resource's form does not have is a compile error
    expect(() => checkUnique(db, LINES, {}, 'phoneNumbr', taken)).not.toThrow();
  });

  it('refuses a joined or derived field as a write', () => {
    expect(() => updateRow(db, LINES, 1, { companyName: 'x' } as never)).toThrow(/不能写入/);
    // @ts-expect-error a key the resource's form does not have is a compile error
    expect(() => updateRow(db, LINES, 1, { phoneNumbr: '1' })).toThrow(/不能写入/);
  });

  it('refuses a row outside the caller scope, per role', () => {
    const id = insertRow(db, LINES, { phoneNumber: '1', secret: 's' }, { company_id: 1 });
    expect(refusal(() => checkOwned(db, LINES, user('admin'), id))).toBeUndefined();
    expect(refusal(() => checkOwned(db, LINES, user('company', 1), id))).toBeUndefined();
    expect(refusal(() => checkOwned(db, LINES, user('company', 2), id))).toBe('无权限访问该数据');
    expect(refusal(() => checkOwned(db, LINES, user('department', 2), id))).toBe('无权限访问该数据');
    // The lines have no agent column: no agent reaches them.
    expect(refusal(() => checkOwned(db, LINES, user('agent'), id))).toBe('无权限访问该数据');
    expect(refusal(() => checkOwned(db, LINES, user('admin'), id + 1))).toBe('线路不存在');
  });

  it('answers the same rows in the list and its export', async () => {
    for (let i = 1; i <= 7; i++) insertRow(db, LINES, { phoneNumber: `1380000000${i}`, enabled: i % 2 === 0 }, { company_id: 1 + (i % 2) });
    const api = { list: call.list('/lines/list', ['admin'], lines), export: call.sheet('/lines/export', ['admin'], lines) };
    const endpoints = listEndpoints({ list: api.list, sheet: api.export, fileName: '线路', query: ({ params }) => tableQuery(LINES, params) });
    const app = Fastify();
    for (const endpoint of endpoints) {
      app.post(endpoint.call.path, (request, reply) =>
        endpoint.handler({ db, params: request.body as Params, reply, user: user('admin') } as unknown as AuthedContext),
      );
    }
    const params = { companyName: '乙', pageIndex: 1, pageSize: 100 };
    const page = (await app.inject({ method: 'POST', url: '/lines/list', payload: params })).json() as { list: { phoneNumber: string }[]; total: number };
    expect(page.total).toBe(4);
    const sheet = await readSheet((await app.inject({ method: 'POST', url: '/lines/export', payload: params })).rawPayload);
    const numbers: string[] = [];
    sheet.eachRow((row, index) => index > 1 && numbers.push(String(row.getCell(1).value)));
    expect(numbers).toEqual(page.list.map((row) => row.phoneNumber));
    expect(sheet.getRow(1).getCell(1).value).toBe('号码');
  });
});
