/**
 * Paging at scale, measured (CONTRACT.md "Paging at scale"): the biggest lists on a quickly inflated
 * world, as a caller without cursors asks them (a full count on every page, an OFFSET walk: before) and
 * as the kit asks them now (a budgeted count on the first page, cursors: after). Prints medians in ms.
 *
 *   pnpm --filter @console/local-backend exec tsx src/bench/pagingScale.ts [--db /tmp/paging.db] [--scale 10] [--agent-index]
 *
 * The world: the seeded one, with each big table copied `scale` times over (times shifted back a day
 * per copy, unique columns suffixed), and the indexes the default sorts need (the large world of
 * `pnpm seed --scale large` is another slice's; this one only has to be big, and quick to build).
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { buildApp } from '../app';
import { migrate, openDatabase, type Db } from '../db/database';
import { seedMissing } from '../db/seedSteps';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: '/tmp/paging-scale.db' },
    scale: { type: 'string', default: '10' },
    runs: { type: 'string', default: '5' },
    'agent-index': { type: 'boolean', default: false },
  },
});
const scale = Number(args.scale);
const runs = Number(args.runs);

/** Table, how many times over (of `scale`), its time column shifted per copy. */
const TABLES: [string, number, string | null][] = [
  ['call_records', 1, 'start_time'],
  ['customers', 5, 'created_at'],
  ['cdr_batch_numbers', 3, 'called_at'],
  ['carrier_numbers', 3, 'updated_at'],
];
const INDEXES = [
  'CREATE INDEX IF NOT EXISTS paging_call_records_start ON call_records (start_time)',
  'CREATE INDEX IF NOT EXISTS paging_customers_created ON customers (created_at)',
  'CREATE INDEX IF NOT EXISTS paging_carrier_numbers_updated ON carrier_numbers (updated_at)',
  // An agent's scope (agent_id IN its tree) on the call records: `--agent-index` measures with it.
  ...(args['agent-index'] ? ['CREATE INDEX IF NOT EXISTS paging_call_records_agent ON call_records (agent_id, start_time)'] : []),
];

/** A unique column's value in copy `copy`: an 11-digit number (a phone) as one starting 10, which no seeded one does; any other suffixed. */
const uniqueCopy = (column: string, copy: number, base: number) =>
  `CASE WHEN length(${column}) = 11 AND ${column} NOT GLOB '*[^0-9]*' THEN '10' || printf('%09d', rowid + ${copy * base}) ELSE ${column} || '-${copy}' END`;

function inflate(db: Db) {
  db.pragma('foreign_keys = OFF');
  db.exec('CREATE TABLE IF NOT EXISTS paging_scale_done (name TEXT PRIMARY KEY)');
  for (const [table, times, timeColumn] of TABLES) {
    if (db.prepare('SELECT 1 FROM paging_scale_done WHERE name = ?').get(table)) continue;
    const started = Date.now();
    const columns = (db.pragma(`table_info(${table})`) as { name: string; pk: number }[]).filter((c) => c.pk === 0).map((c) => c.name);
    const unique = new Set(
      (db.pragma(`index_list(${table})`) as { name: string; unique: number }[])
        .filter((index) => index.unique)
        .flatMap((index) => (db.pragma(`index_info(${index.name})`) as { name: string }[]).map((c) => c.name)),
    );
    const base = db.prepare(`SELECT MAX(rowid) FROM ${table}`).pluck().get() as number;
    const insert = (copy: number) =>
      db
        .prepare(
          `INSERT INTO ${table} (${columns.join(', ')}) SELECT ${columns
            .map((c) => (c === timeColumn ? `COALESCE(datetime(${c}, '-${copy} days'), ${c})` : unique.has(c) ? uniqueCopy(c, copy, base) : c))
            .join(', ')} FROM ${table} WHERE rowid <= ?`,
        )
        .run(base);
    db.transaction(() => {
      for (let copy = 1; copy < Math.round(scale * times); copy++) insert(copy);
      db.prepare('INSERT INTO paging_scale_done VALUES (?)').run(table);
    })();
    console.log(`${table}: ${db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get()} 行（${Math.round((Date.now() - started) / 1000)} s）`);
  }
  for (const sql of INDEXES) db.exec(sql);
  db.pragma('foreign_keys = ON');
}

const fresh = !existsSync(args.db);
const db = openDatabase(args.db);
if (fresh) {
  migrate(db);
  seedMissing(db);
}
inflate(db);
for (const sql of INDEXES) db.exec(sql);

const app = await buildApp(db, {
  port: 0,
  databaseFile: args.db,
  tokenTtlSeconds: 3600,
  tokenRenewWindowSeconds: 60,
  sipWebSocketUrl: 'ws://127.0.0.1:5066',
  recoveryIntervalMinutes: 60,
  batchCallsPerSecond: 0,
  corsOrigins: [],
} as Parameters<typeof buildApp>[1]);
const token = async (username: string) =>
  ((await app.inject({ method: 'POST', url: '/api/login/login', payload: { username, password: '123456' } })).json() as { data: { token: string } }).data.token;

type Answer = { code: number; message: string; data: { list: unknown[]; total?: number; estimated?: boolean; next?: string } };
const ask = async (url: string, who: string, payload: Record<string, unknown>): Promise<{ ms: number; answer: Answer }> => {
  const started = performance.now();
  const response = await app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${who}` }, payload });
  const ms = performance.now() - started;
  const answer = response.json() as Answer;
  if (answer.code !== 200) throw new Error(`${url}: ${answer.message}`);
  return { ms, answer };
};
const median = async (run: () => Promise<number>) => {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await run());
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(times.length / 2)] * 10) / 10;
};

const LISTS: [string, string, string][] = [
  ['通话记录 /record', '/api/record/queryRequest', 'admin'],
  ['通话记录 /record（代理）', '/api/record/queryRequest', 'agent'],
  ['客户 /customer', '/api/intentionCustomer/list', 'admin'],
  ['批次号码', '/api/cloudcall/batchNumberList', 'admin'],
  ['号码列表（运营商）', '/api/carrier/number/list', 'admin'],
];
const DEEP = 20_000; // page index of the deep page: 200,000 rows in at 10 a page

console.log(`中位数（ms，${runs} 次），深页 = 第 ${DEEP} 页（第 ${DEEP * 10} 行起），负载 ${(await import('node:os')).loadavg()[0].toFixed(1)}`);
console.log('列表 | 行数 | 首页 之前/之后 | 第 2 页 之前/之后 | 深页 之前/之后 | 总数 之前（精确）/之后（预算） | 之后的总数');
for (const [name, url, username] of LISTS) {
  const who = await token(username);
  const exact = (await ask(url, who, { pageIndex: 1, pageSize: 10, count: 'exact' })).answer.data.total!;
  const deep = Math.min(DEEP, Math.max(3, Math.floor(exact / 10) - 1));
  const before = {
    first: await median(async () => (await ask(url, who, { pageIndex: 1, pageSize: 10, count: 'exact' })).ms),
    second: await median(async () => (await ask(url, who, { pageIndex: 2, pageSize: 10, count: 'exact' })).ms),
    deep: await median(async () => (await ask(url, who, { pageIndex: deep, pageSize: 10, count: 'exact' })).ms),
  };
  const first = (await ask(url, who, { pageIndex: 1, pageSize: 10, seek: 1 })).answer.data;
  const atDeep = (await ask(url, who, { pageIndex: deep - 1, pageSize: 10, seek: 1, count: 'none' })).answer.data;
  const after = {
    first: await median(async () => (await ask(url, who, { pageIndex: 1, pageSize: 10, seek: 1 })).ms),
    second: await median(async () => (await ask(url, who, { pageIndex: 2, pageSize: 10, after: first.next })).ms),
    deep: await median(async () => (await ask(url, who, { pageIndex: deep, pageSize: 10, after: atDeep.next })).ms),
  };
  const totals = {
    before: await median(async () => (await ask(url, who, { pageIndex: 1, pageSize: 1, count: 'exact' })).ms),
    after: await median(async () => (await ask(url, who, { pageIndex: 1, pageSize: 1 })).ms),
  };
  const shown = `${first.estimated ? '约' : '共'} ${first.total}`;
  console.log(
    `${name} | ${exact} | ${before.first} / ${after.first} | ${before.second} / ${after.second} | ${before.deep} / ${after.deep} (第 ${deep} 页) | ${totals.before} / ${totals.after} | ${shown}`,
  );
}
await app.close();
db.close();
