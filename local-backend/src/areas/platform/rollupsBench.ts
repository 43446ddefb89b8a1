/**
 * What the rollups (CONTRACT.md "Rollups") buy and cost, on a generated world of `--calls` call records
 * (2,000,000) over 90 days across every seat of the seeded world: the dashboard's calls summed from the
 * raw rows (as before) against the endpoints reading the rollups, and the rows/s of the batch
 * simulation's call-record insert with and without the rollup triggers. Prints the figures.
 *
 *   pnpm --filter @console/local-backend exec tsx src/areas/platform/rollupsBench.ts [--calls 2000000] [--file /tmp/rollups-bench/world.db]
 */
import { existsSync, rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { SEEDED_ACCOUNTS } from '@console/sdk/seeded';
import { sumApi } from '@console/remote-admin/contract';
import { buildApp } from '../../app';
import { migrate, openDatabase, type Db } from '../../db/database';
import { seedMissing } from '../../db/seedSteps';
import { formatDateTime } from '../../db/time';
import { checkToken, type CurrentUser } from '../../http/auth';
import { restrictTo } from '../../http/scope';
import { Where } from '../../http/where';
import { wallFigures } from '../admin/panelData';
import { rebuildRollups, withoutRollupTriggers } from './rollups';

const { values: args } = parseArgs({
  options: {
    // Reuse the world a previous run left in --file (its rollups rebuilt), instead of building it again.
    reuse: { type: 'boolean', default: false },
    'skip-dashboard': { type: 'boolean', default: false },
    calls: { type: 'string', default: '2000000' },
    file: { type: 'string', default: '/tmp/rollups-bench/world.db' },
    inserts: { type: 'string', default: '5000' },
  },
});
const CALLS = Number(args.calls);
const INSERTS = Number(args.inserts);

const clock = () => Number(process.hrtime.bigint()) / 1e6;
const timed = <T>(fn: () => T): [T, number] => {
  const start = clock();
  const result = fn();
  return [result, clock() - start];
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** A world: the seeded one plus CALLS generated call records, all through one bulk load without the triggers. */
function buildWorld(file: string): Db {
  for (const suffix of ['', '-wal', '-shm']) if (existsSync(file + suffix)) rmSync(file + suffix);
  const db = openDatabase(file);
  db.pragma('synchronous = NORMAL');
  // A cache the indexes fit in: the load is then bound by the CPU, not by pages evicted and read back.
  db.pragma('cache_size = -2000000');
  migrate(db);
  seedMissing(db);
  db.exec(`CREATE TEMP TABLE seats AS SELECT row_number() OVER (ORDER BY u.id) - 1 AS k, u.id AS user_id, u.company_id, c.agent_id
           FROM users u JOIN companies c ON c.id = u.company_id`);
  const seats = db.prepare('SELECT COUNT(*) FROM temp.seats').pluck().get() as number;
  const [, load] = timed(() =>
    withoutRollupTriggers(db, () =>
      db
        .prepare(
          `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?),
           g AS (SELECT i, (i * 7919) % ? AS k, (i * 31) % 90 AS d, (i * 104729) % 86400 AS s, i % 5 < 2 AS ok, (i * 37) % 600 + 1 AS secs FROM n)
           INSERT INTO call_records (caller, callee, user_id, company_id, agent_id, start_time, duration_seconds, status, family, billing_unit, units, unit_price, charge)
           SELECT '0210000' || (g.i % 10000), '138' || printf('%08d', g.i % 100000000), s.user_id, s.company_id, s.agent_id,
             date('now', 'localtime', printf('-%d days', g.d)) || ' ' || time(g.s, 'unixepoch'),
             CASE WHEN g.ok THEN g.secs ELSE 0 END, CASE WHEN g.ok THEN '已接通' ELSE '未接通' END,
             CASE g.i % 4 WHEN 0 THEN NULL WHEN 1 THEN 'plain' WHEN 2 THEN 'Job' ELSE 'trumpet' END, 60,
             CASE WHEN g.ok THEN (g.secs + 59) / 60 ELSE 0 END, 0.07, CASE WHEN g.ok THEN ROUND(((g.secs + 59) / 60) * 0.07, 2) ELSE 0 END
           FROM g JOIN temp.seats s ON s.k = g.k`,
        )
        .run(CALLS, seats),
    ),
  );
  const [, rebuild] = timed(() => rebuildRollups(db));
  console.log(
    `世界：${db.prepare('SELECT COUNT(*) FROM call_records').pluck().get()} 条话单，${seats} 个坐席；批量写入（含重算汇总）${(load / 1000).toFixed(1)} s，单独重算汇总 ${(rebuild / 1000).toFixed(1)} s`,
  );
  for (const table of ['rollup_calls_seat_day', 'rollup_calls_company_day'])
    console.log(`  ${table}: ${db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get()} 行`);
  return db;
}

const day = (daysAgo: number) => {
  const date = new Date();
  date.setHours(0, 0, 0, 0);
  date.setDate(date.getDate() - daysAgo);
  return formatDateTime(date).slice(0, 10);
};

/** The dashboard's call figures summed from the raw rows, as sums.ts did before the rollups. */
function rawDashboard(db: Db, user: CurrentUser): void {
  const scoped = (since: string) =>
    restrictTo(db, new Where().from('r.start_time', `${since} 00:00:00`), user, { agent: 'r.agent_id', company: 'r.company_id', user: 'r.user_id' });
  const today = scoped(day(0));
  db.prepare(`SELECT COUNT(*), SUM(r.status = '已接通'), COALESCE(SUM(r.duration_seconds), 0) FROM call_records r ${today}`).get(...today.values);
  const month = scoped(day(new Date().getDate() - 1));
  db.prepare(`SELECT COUNT(*) FROM call_records r ${month}`).get(...month.values);
  const leaders = scoped(day(29)).raw('r.user_id IS NOT NULL');
  db.prepare(
    `SELECT u.real_name, COUNT(*) AS calls, ROUND(SUM(r.duration_seconds) / 60.0) FROM call_records r JOIN users u ON u.id = r.user_id ${leaders}
     GROUP BY r.user_id ORDER BY calls DESC LIMIT 10`,
  ).all(...leaders.values);
  const trend = scoped(day(13));
  db.prepare(`SELECT substr(r.start_time, 1, 10) AS date, COUNT(*), SUM(r.status = '已接通') FROM call_records r ${trend} GROUP BY date`).all(...trend.values);
  const all = scoped('0000-00-00');
  db.prepare(
    `SELECT substr(r.start_time, 1, 7) AS month, COUNT(*), ROUND(SUM(r.duration_seconds) / 60.0) FROM call_records r ${all} GROUP BY month ORDER BY month DESC LIMIT 6`,
  ).all(...all.values);
}

/** The data wall's today's companies from the raw rows, as panelData.ts did before the rollups. */
function rawWall(db: Db, user: CurrentUser): void {
  const today = restrictTo(db, new Where().from('r.start_time', `${day(0)} 00:00:00`), user, {
    agent: 'r.agent_id',
    company: 'r.company_id',
    user: 'r.user_id',
  });
  db.prepare(
    `SELECT r.company_id, c.name, COUNT(*) AS calls, SUM(r.status = '已接通') FROM call_records r JOIN companies c ON c.id = r.company_id ${today}
     GROUP BY r.company_id ORDER BY calls DESC, r.company_id LIMIT 20`,
  ).all(...today.values);
  db.prepare(`SELECT COUNT(*), SUM(r.status = '已接通') FROM call_records r ${today}`).get(...today.values);
}

async function measureDashboard(db: Db): Promise<void> {
  const app = await buildApp(db, {
    port: 0,
    databaseFile: args.file!,
    tokenTtlSeconds: 3600,
    tokenRenewWindowSeconds: 60,
    sipWebSocketUrl: 'ws://127.0.0.1:5066',
    recoveryIntervalMinutes: 60,
    batchCallsPerSecond: 0,
  });
  const calls = [sumApi.getHomePageInfoWithUser, sumApi.leaderboard, sumApi.getCallData, sumApi.getMonthInfo];
  for (const role of ['admin', 'agent', 'company', 'normal'] as const) {
    const { body } = await app.inject({ method: 'POST', url: '/api/login/login', payload: { username: SEEDED_ACCOUNTS[role].username, password: '123456' } });
    const token = JSON.parse(body).data.token as string;
    const user = checkToken(db, `Bearer ${token}`)!.user;
    const before: number[] = [];
    const after: number[] = [];
    const perCall = new Map<string, number[]>();
    const wallBefore: number[] = [];
    const wallAfter: number[] = [];
    for (let run = 0; run < 5; run++) {
      before.push(timed(() => rawDashboard(db, user))[1]);
      const start = clock();
      for (const call of calls) {
        const started = clock();
        const answer = await app.inject({
          method: call.method,
          url: call.path,
          headers: { authorization: `Bearer ${token}` },
          ...(call.method === 'POST' ? { payload: {} } : {}),
        });
        if (JSON.parse(answer.body).code !== 200) throw new Error(`${call.path}: ${answer.body}`);
        perCall.set(call.path, [...(perCall.get(call.path) ?? []), clock() - started]);
      }
      after.push(clock() - start);
      wallBefore.push(timed(() => rawWall(db, user))[1]);
      wallAfter.push(timed(() => wallFigures(db, user))[1]);
    }
    console.log(
      `仪表盘 ${role}：原始行求和（仅 SQL）中位 ${ms(median(before))}；汇总表（4 个接口经 HTTP 注入）中位 ${ms(median(after))}；` +
        `数据大屏今日 原始 ${ms(median(wallBefore))} / 汇总 ${ms(median(wallAfter))}（含最近一分钟、批次、风险、充值）`,
    );
    console.log(`  ${[...perCall].map(([path, times]) => `${path.split('/').pop()} ${ms(median(times))}`).join('，')}`);
  }
  await app.close();
}

/** Rows/s of the batch simulation's call-record insert (placeCall's statement), one transaction per call and 1,000 per transaction. */
function measureInserts(db: Db): void {
  const seat = db.prepare('SELECT user_id, company_id, agent_id FROM temp.seats LIMIT 1 OFFSET 7').get() as {
    user_id: number;
    company_id: number;
    agent_id: number;
  };
  const insert = db.prepare(
    `INSERT INTO call_records (caller, callee, user_id, company_id, agent_id, start_time, duration_seconds, status, risk, recording_url, billing_unit, units, unit_price, charge)
     VALUES ('B2026', ?, ?, ?, ?, ?, ?, ?, 0, '', 60, ?, 0.07, ?)`,
  );
  const one = (i: number) => {
    const ok = i % 3 === 0;
    const units = ok ? 2 : 0;
    insert.run(`139${i}`, seat.user_id, seat.company_id, seat.agent_id, formatDateTime(new Date()), ok ? 75 : 0, ok ? '已接通' : '未接通', units, units * 0.07);
  };
  const perCall = () =>
    timed(() => {
      for (let i = 0; i < INSERTS; i++) db.transaction(() => one(i))();
    })[1];
  const batched = () =>
    timed(() => {
      for (let i = 0; i < INSERTS; i += 1000)
        db.transaction(() => {
          for (let j = i; j < i + 1000; j++) one(j);
        })();
    })[1];
  const rate = (millis: number) => `${Math.round((INSERTS / millis) * 1000)} 行/s`;
  const triggers = db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'rollup_call%'").all() as {
    name: string;
    sql: string;
  }[];
  const off = () => triggers.forEach(({ name }) => db.exec(`DROP TRIGGER ${name}`));
  const on = () => triggers.forEach(({ sql }) => db.exec(sql));
  // Rounds alternate with and without the triggers, so a neighbour's load falls on both alike; medians.
  for (const sync of ['FULL', 'NORMAL']) {
    db.pragma(`synchronous = ${sync}`);
    const times = { withPer: [] as number[], withoutPer: [] as number[], withBatch: [] as number[], withoutBatch: [] as number[] };
    for (let round = 0; round < 5; round++) {
      times.withPer.push(perCall());
      times.withBatch.push(batched());
      off();
      times.withoutPer.push(perCall());
      times.withoutBatch.push(batched());
      on();
    }
    const [withPer, withoutPer, withBatch, withoutBatch] = [times.withPer, times.withoutPer, times.withBatch, times.withoutBatch].map(median) as [
      number,
      number,
      number,
      number,
    ];
    console.log(
      `写入话单（synchronous=${sync}，每轮 ${INSERTS} 行，5 轮中位）：每呼一事务 有触发器 ${rate(withPer)} / 无 ${rate(withoutPer)}；每千行一事务 有 ${rate(withBatch)} / 无 ${rate(withoutBatch)}；` +
        `触发器每行多 ${(((withBatch - withoutBatch) / INSERTS) * 1000).toFixed(1)} µs`,
    );
  }
  rebuildRollups(db);
}

const db = args.reuse ? openDatabase(args.file!) : buildWorld(args.file!);
if (args.reuse) {
  db.exec(`CREATE TEMP TABLE seats AS SELECT row_number() OVER (ORDER BY u.id) - 1 AS k, u.id AS user_id, u.company_id, c.agent_id
           FROM users u JOIN companies c ON c.id = u.company_id`);
  console.log(`世界（沿用）：${db.prepare('SELECT COUNT(*) FROM call_records').pluck().get()} 条话单`);
}
if (!args['skip-dashboard']) await measureDashboard(db);
measureInserts(db);
db.close();
