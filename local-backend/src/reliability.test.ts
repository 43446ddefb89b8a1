import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FAILURE_TEXTS } from '@console/sdk/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase } from './db/database';
import { startBackend, type Harness } from './test/harness';

/** The database survives a restart whole, and an edit never overwrites another one (CONTRACT.md, "Durability and restarts", "Concurrent edits"). */
let backend: Harness;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  backend = await startBackend();
  for (const username of ['admin', 'company', 'staff']) tokens[username] = await backend.login(username);
});
afterAll(() => backend.app.close());

type Body = { code: number; message: string; data: any };
const call = (who: string, url: string, payload: Record<string, unknown>) => backend.call({ method: 'POST', url, token: tokens[who], payload });
const post = async (who: string, url: string, payload: Record<string, unknown>): Promise<Body> => (await call(who, url, payload)).body;
const count = (sql: string, ...values: unknown[]) =>
  backend.db
    .prepare(sql)
    .pluck()
    .get(...values) as number;

/** Makes the database refuse one row, as a full disk or a broken constraint would, midway through a batch. */
function failInsertOf(table: string, column: string, value: string): () => void {
  backend.db.exec(
    `CREATE TEMP TRIGGER fail_${table} BEFORE INSERT ON ${table} WHEN NEW.${column} = '${value}' BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END`,
  );
  return () => backend.db.exec(`DROP TRIGGER temp.fail_${table}`);
}

describe('SQLite durability', () => {
  it('runs the database file in WAL mode', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'console-db-'));
    const db = openDatabase(path.join(dir, 'console.db'));
    try {
      migrate(db);
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.pragma('synchronous', { simple: true })).toBe(2); // FULL
      expect((db.pragma('table_info(customers)') as { name: string }[]).map((column) => column.name)).toContain('version');
    } finally {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a bulk add that fails on its third number adds none of them', async () => {
    const phones = ['13800009991', '13800009992', '13800009993'];
    const restore = failInsertOf('blacklist', 'phone_number', phones[2]);
    try {
      expect((await call('admin', '/api/blackList/bulkAdd', { phoneNumbers: phones.join('\n') })).status).toBe(500);
    } finally {
      restore();
    }
    expect(count(`SELECT COUNT(*) FROM blacklist WHERE phone_number IN (?, ?, ?)`, ...phones)).toBe(0);
  });

  it('an import that fails on its last row adds no customer and no operation record', async () => {
    const header = ['客户名称', '手机号'];
    const logsBefore = count("SELECT COUNT(*) FROM crm_logs WHERE action = '导入'");
    const restore = failInsertOf('customers', 'phone', '13700009903');
    try {
      const rows = [
        ['甲', '13700009901'],
        ['乙', '13700009902'],
        ['丙', '13700009903'],
      ];
      expect((await call('staff', '/api/intentionCustomer/import', { header, rows })).status).toBe(500);
    } finally {
      restore();
    }
    expect(count("SELECT COUNT(*) FROM customers WHERE phone LIKE '1370000990_'")).toBe(0);
    expect(count("SELECT COUNT(*) FROM crm_logs WHERE action = '导入'")).toBe(logsBefore);
  });

  it('a customer whose operation record cannot be written is not added either', async () => {
    const restore = failInsertOf('crm_logs', 'record_phone', '13700009911');
    try {
      expect((await call('staff', '/api/intentionCustomer/add', { name: '记录失败', phone: '13700009911' })).status).toBe(500);
    } finally {
      restore();
    }
    expect(count("SELECT COUNT(*) FROM customers WHERE phone = '13700009911'")).toBe(0);
  });
});

describe('two users editing the same customer (optimistic concurrency)', () => {
  const listed = async (who: string, phone: string) => (await post(who, '/api/intentionCustomer/list', { phone })).data.list[0];

  it('lists the version, bumps it on a save and refuses a save made from an older one', async () => {
    const { id } = (await post('staff', '/api/intentionCustomer/add', { name: '并发客户', phone: '13700009921' })).data;
    const seenByStaff = await listed('staff', '13700009921');
    const seenByCompany = await listed('company', '13700009921');
    expect(seenByStaff).toMatchObject({ id, version: 1 });
    expect(seenByCompany.version).toBe(1);

    const first = await post('staff', '/api/intentionCustomer/update', { id, version: seenByStaff.version, name: '员工改的', phone: '13700009921' });
    expect(first).toMatchObject({ code: 200, data: { id, version: 2 } });
    const second = await post('company', '/api/intentionCustomer/update', { id, version: seenByCompany.version, name: '企业改的', phone: '13700009921' });
    expect(second).toEqual({ code: 409, message: FAILURE_TEXTS.recordChanged, data: null });
    expect(await listed('company', '13700009921')).toMatchObject({ name: '员工改的', version: 2 });

    // Fresh from the list again, the second user's edit goes through.
    expect((await post('company', '/api/intentionCustomer/update', { id, version: 2, name: '企业改的', phone: '13700009921' })).code).toBe(200);
    expect(await listed('staff', '13700009921')).toMatchObject({ name: '企业改的', version: 3 });
    expect(count("SELECT COUNT(*) FROM crm_logs WHERE record_id = ? AND action = '编辑'", id)).toBe(2);
  });

  it('counts any other change of the customer (a follow-up moving its stage) as a new version', async () => {
    const { id } = (await post('staff', '/api/intentionCustomer/add', { name: '跟进客户', phone: '13700009922' })).data;
    const before = await listed('staff', '13700009922');
    expect((await post('staff', '/api/intentionCustomer/addFollow', { customerId: id, stage: '意向明确', content: '电话沟通' })).code).toBe(200);
    const stale = await post('staff', '/api/intentionCustomer/update', { id, version: before.version, name: '跟进客户', phone: '13700009922' });
    expect(stale).toMatchObject({ code: 409, message: FAILURE_TEXTS.recordChanged });
    expect(await listed('staff', '13700009922')).toMatchObject({ progress: '意向明确', version: before.version + 1 });
  });

  it('needs the version: an edit without one is refused', async () => {
    const row = await listed('staff', '13700009922');
    expect(await post('staff', '/api/intentionCustomer/update', { id: row.id, name: 'x', phone: '13700009922' })).toMatchObject({
      code: 400,
      message: '缺少版本号',
    });
  });
});
