import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { countCompanyStatistics } from '../areas/admin/companyStatistics';
import { BATCH_HELD } from '../areas/cloudcall/batchLedger';
import { withoutRollupTriggers } from '../areas/platform/rollups';
import { migrate, openDatabase, type Db } from './database';
import { seedMissing } from './seedSteps';
import { scaleFile, type ScaleName } from './scaleNames';
import { formatDateTime } from './time';

/**
 * A world of a reseller's volume, built from the seeded one (issue 64). The seed steps write the
 * small world first (the same rules: companies, staff, allocations, bills); the big tables are then
 * grown in SQL (`INSERT … SELECT` over a recursive sequence, one transaction per million rows, the
 * table's indexes dropped during the insert and made again after it), each new row a variation of a
 * seeded row of the same company: a call keeps its company's caller number, template and bill and
 * gets a staff member of that company (even where the seeded call had no seat: its company's staff
 * were seeded after the calls), a callee and a time in the last 90 days; a customer keeps
 * its company's pool and stage and gets an owner of that company; a batch is copied with all its
 * numbers (new phones) on the day it was made, its company's and agent's quotas raised to what the batches hold; a virtual
 * number gets a new phone of its segment. Stored figures (企业统计) are counted again at the end, so
 * a company's figures equal its rows on every scale.
 */
export interface ScaleTargets {
  /** call_records rows at least. */
  calls: number;
  customers: number;
  /** cdr_batch_numbers rows at least (whole batches are copied, so a little more). */
  batchNumbers: number;
  /** carrier_numbers rows. */
  virtualNumbers: number;
}

export const SCALES = {
  /** The seeded world as `npm start` has it (counted and analysed as the others): what bench:scale compares with. */
  small: { calls: 0, customers: 0, batchNumbers: 0, virtualNumbers: 0 },
  /** For unit tests and the CI smoke: seconds. */
  tiny: { calls: 60_000, customers: 8_000, batchNumbers: 25_000, virtualNumbers: 12_000 },
  /** For development: about a million calls. */
  medium: { calls: 1_000_000, customers: 100_000, batchNumbers: 100_000, virtualNumbers: 30_000 },
  /** The issue's world: ten million calls over 90 days. */
  large: { calls: 10_000_000, customers: 1_000_000, batchNumbers: 1_000_000, virtualNumbers: 300_000 },
} as const satisfies Record<ScaleName, ScaleTargets>;

/** Rows inserted per transaction. */
const CHUNK = 1_000_000;
const DAY_SECONDS = 86_400;

/** A table's time, printed as the world grows. */
export interface TableTiming {
  table: string;
  rows: number;
  ms: number;
}

/**
 * Pseudo-random draws in SQL from a row's sequence number `n` (deterministic: the same world from
 * the same seeded world and day). Multiplicative hashing mod 2^32 (a multiplier per draw, the low bits
 * dropped): products stay inside 64-bit integers for every n below 10^9.
 */
const MULTIPLIERS = [2654435761, 2246822519, 3266489917, 668265263, 374761393, 2860486313, 3735928559, 1597334677];
const draw = (salt: number) => `((((n + ${salt * 7919}) * ${MULTIPLIERS[salt]}) % 4294967296) >> 7)`;

/** Runs `fill` with the table's own indexes dropped, then creates them again (one sort each, not a B-tree update per row). */
function withoutIndexes(db: Db, table: string, fill: () => void): void {
  const indexes = db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL").all(table) as {
    name: string;
    sql: string;
  }[];
  for (const index of indexes) db.exec(`DROP INDEX "${index.name}"`);
  fill();
  for (const index of indexes) db.exec(index.sql);
}

const count = (db: Db, table: string) => db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;

/**
 * Inserts `rows` rows in chunks: `insert` is an `INSERT … SELECT … FROM seq` where `seq(n)` is
 * bound to `?`..`?` (the chunk's first and last sequence number).
 */
function inChunks(db: Db, rows: number, insert: string, first = 1): void {
  const statement = db.prepare(`WITH RECURSIVE seq(n) AS (SELECT ? UNION ALL SELECT n + 1 FROM seq WHERE n < ?) ${insert}`);
  for (let from = first; from < first + rows; from += CHUNK) {
    const to = Math.min(first + rows - 1, from + CHUNK - 1);
    db.transaction(() => statement.run(from, to))();
  }
}

/** Each company's users, numbered from 0 (`k`), and how many: a row's staff member is drawn from its company's. */
function staffTables(db: Db): void {
  db.exec(`
    DROP TABLE IF EXISTS temp.scale_staff;
    DROP TABLE IF EXISTS temp.scale_staff_count;
    CREATE TEMP TABLE scale_staff (company_id INTEGER, k INTEGER, user_id INTEGER, PRIMARY KEY (company_id, k)) WITHOUT ROWID;
    INSERT INTO scale_staff SELECT company_id, row_number() OVER (PARTITION BY company_id ORDER BY id) - 1, id FROM users WHERE company_id IS NOT NULL;
    CREATE TEMP TABLE scale_staff_count (company_id INTEGER PRIMARY KEY, n INTEGER);
    INSERT INTO scale_staff_count SELECT company_id, COUNT(*) FROM scale_staff GROUP BY company_id;
  `);
}

/** A staff member of `company`, drawn by `hash` (NULL for a company without users). */
const staffOf = (company: string, hash: string) =>
  `(SELECT st.user_id FROM scale_staff st WHERE st.company_id = ${company} AND st.k = ${hash} % (SELECT sc.n FROM scale_staff_count sc WHERE sc.company_id = ${company}))`;

/** The seeded rows of `table` numbered from 0 (`k`): the rows a new row varies. */
function sourceTable(db: Db, name: string, select: string): number {
  db.exec(`DROP TABLE IF EXISTS temp.${name}; CREATE TEMP TABLE ${name} AS SELECT row_number() OVER (ORDER BY id) - 1 AS k, * FROM (${select});`);
  db.exec(`CREATE UNIQUE INDEX temp.${name}_k ON ${name}(k)`);
  return count(db, `temp.${name}`);
}

const localTime = (epoch: string) => `strftime('%Y-%m-%d %H:%M:%S', ${epoch}, 'unixepoch', 'localtime')`;
const mobileOf = (a: string, b: string) => `'1' || substr('35789', 1 + ${a} % 5, 1) || printf('%09d', ${b} % 1000000000)`;

function growCalls(db: Db, target: number, nowSeconds: number): number {
  const missing = target - count(db, 'call_records');
  if (missing <= 0) return 0;
  const sources = sourceTable(db, 'scale_calls', 'SELECT * FROM call_records');
  withoutIndexes(db, 'call_records', () =>
    inChunks(
      db,
      missing,
      `INSERT INTO call_records (caller, callee, user_id, company_id, agent_id, start_time, duration_seconds, status, risk, recording_url,
         family, template_id, billing_unit, units, unit_price, charge, risk_by, risk_at, risk_reason)
       SELECT s.caller, ${mobileOf(draw(1), draw(2))},
         CASE WHEN s.company_id IS NULL THEN s.user_id ELSE COALESCE(${staffOf('s.company_id', draw(3))}, s.user_id) END,
         s.company_id, s.agent_id, ${localTime(`${nowSeconds} - ${draw(4)} % ${90 * DAY_SECONDS}`)}, s.duration_seconds, s.status, s.risk,
         CASE WHEN s.recording_url <> '' THEN lower(hex(randomblob(12))) || '.mp3' ELSE '' END,
         s.family, s.template_id, s.billing_unit, s.units, s.unit_price, s.charge, s.risk_by, s.risk_at, s.risk_reason
       FROM seq JOIN scale_calls s ON s.k = ${draw(0)} % ${sources}`,
    ),
  );
  return missing;
}

function growCustomers(db: Db, target: number, nowSeconds: number): number {
  const missing = target - count(db, 'customers');
  if (missing <= 0) return 0;
  const sources = sourceTable(db, 'scale_customers', 'SELECT * FROM customers');
  withoutIndexes(db, 'customers', () =>
    inChunks(
      db,
      missing,
      `INSERT INTO customers (name, phone, company, source, progress, tags, owner_id, company_id, department_id, pool, last_follow_at, created_at,
         amount, remark, next_follow_at, extra, updated_at, version)
       SELECT (SELECT o.name FROM scale_customers o WHERE o.k = ${draw(5)} % ${sources}), ${mobileOf(draw(1), draw(2))}, s.company, s.source, s.progress, s.tags,
         CASE WHEN s.owner_id IS NULL THEN NULL ELSE ${staffOf('s.company_id', draw(3))} END, s.company_id, s.department_id, s.pool,
         ${localTime(`${nowSeconds} - ${draw(6)} % ${60 * DAY_SECONDS}`)}, ${localTime(`${nowSeconds} - ${draw(4)} % ${300 * DAY_SECONDS}`)},
         s.amount, s.remark, s.next_follow_at, s.extra, s.updated_at, 1
       FROM seq JOIN scale_customers s ON s.k = ${draw(0)} % ${sources}`,
    ),
  );
  return missing;
}

/**
 * Copies every seeded batch with its numbers (`rounds` times), then numbers the copies by the
 * day they were made (`PC` + date + sequence, as `nextBatchNo` does) and raises each company's quota
 * of a type to what its batches hold, and each agent's holding to its companies' quotas together.
 */
function growBatchNumbers(db: Db, target: number): number {
  const before = count(db, 'cdr_batch_numbers');
  if (before === 0 || target <= before) return 0;
  const rounds = Math.ceil((target - before) / before);
  sourceTable(db, 'scale_batches', 'SELECT * FROM cdr_batches');
  db.exec(`DROP TABLE IF EXISTS temp.scale_batch_map; CREATE TEMP TABLE scale_batch_map (id INTEGER PRIMARY KEY, source INTEGER, round INTEGER);`);
  withoutIndexes(db, 'cdr_batch_numbers', () => {
    for (let round = 1; round <= rounds; round++) {
      db.transaction(() => {
        const first = (db.prepare('SELECT COALESCE(MAX(id), 0) + 1 FROM cdr_batches').pluck().get() as number) - 1;
        db.prepare(
          `INSERT INTO cdr_batches (batch_no, name, type_id, server_id, company_id, agent_id, status, total, operator_id, created_at, updated_at)
           SELECT 'SCALE-' || ? || '-' || s.id, s.name, s.type_id, s.server_id, s.company_id, s.agent_id, s.status, s.total, s.operator_id,
             s.created_at, s.updated_at
           FROM scale_batches s ORDER BY s.k`,
        ).run(round);
        db.prepare(
          `INSERT INTO scale_batch_map SELECT b.id, s.id, ? FROM cdr_batches b JOIN scale_batches s ON b.batch_no = 'SCALE-' || ? || '-' || s.id WHERE b.id > ?`,
        ).run(round, round, first);
        // A copied number keeps its result and bill; its phone is new (unique in its batch: its source's id is).
        db.prepare(
          `INSERT INTO cdr_batch_numbers (batch_id, company_id, agent_id, phone, result, called_at, duration_seconds, billed_units, unit_price, charge)
           SELECT m.id, x.company_id, x.agent_id, substr(x.phone, 1, 3) || printf('%08d', (x.id * 97 + ?) % 100000000),
             x.result, x.called_at, x.duration_seconds, x.billed_units, x.unit_price, x.charge
           FROM scale_batch_map m JOIN cdr_batch_numbers x ON x.batch_id = m.source WHERE m.round = ?`,
        ).run(round, round);
      })();
    }
  });
  db.transaction(() => {
    db.exec(`
      DROP TABLE IF EXISTS temp.scale_batch_days;
      CREATE TEMP TABLE scale_batch_days (day TEXT PRIMARY KEY, seq INTEGER);
      INSERT INTO scale_batch_days SELECT substr(batch_no, 3, 8), MAX(CAST(substr(batch_no, 11) AS INTEGER)) FROM cdr_batches
        WHERE batch_no NOT LIKE 'SCALE-%' GROUP BY substr(batch_no, 3, 8);
      UPDATE cdr_batches SET batch_no = 'PC' || n.day || printf('%04d', n.seq)
      FROM (
        SELECT b.id, replace(substr(b.created_at, 1, 10), '-', '') AS day,
          row_number() OVER (PARTITION BY substr(b.created_at, 1, 10) ORDER BY b.id)
            + COALESCE((SELECT d.seq FROM scale_batch_days d WHERE d.day = replace(substr(b.created_at, 1, 10), '-', '')), 0) AS seq
        FROM cdr_batches b WHERE b.batch_no LIKE 'SCALE-%'
      ) n WHERE cdr_batches.id = n.id;
      UPDATE cdr_batch_allocations AS a SET quota = MAX(a.quota, (SELECT COALESCE(SUM(${BATCH_HELD}), 0) FROM cdr_batches b WHERE b.type_id = a.type_id AND b.company_id = a.company_id))
      WHERE a.company_id IS NOT NULL;
      UPDATE cdr_batch_allocations AS a SET quota = MAX(a.quota, (SELECT COALESCE(SUM(c.quota), 0) FROM cdr_batch_allocations c
        WHERE c.type_id = a.type_id AND c.agent_id = a.agent_id AND c.company_id IS NOT NULL))
      WHERE a.company_id IS NULL;
    `);
  })();
  return count(db, 'cdr_batch_numbers') - before;
}

/** Virtual numbers: copies of the seeded ones (operator, company, state, package) with new phones of their segment. */
function growVirtualNumbers(db: Db, target: number): number {
  const before = count(db, 'carrier_numbers');
  if (target <= before) return 0;
  const sources = sourceTable(db, 'scale_numbers', 'SELECT * FROM carrier_numbers');
  withoutIndexes(db, 'carrier_numbers', () => {
    // A drawn phone may be taken: draw again (from later sequence numbers) until the target is met.
    for (let first = 1, pass = 0; count(db, 'carrier_numbers') < target && pass < 20; pass++) {
      const missing = target - count(db, 'carrier_numbers');
      inChunks(
        db,
        missing,
        `INSERT OR IGNORE INTO carrier_numbers (phone_number, operator, company_id, agent_id, state, holder_name, balance, package, valid_until, remark, created_at, updated_at)
         SELECT substr(s.phone_number, 1, 3) || printf('%08d', ${draw(7)} % 100000000), s.operator, s.company_id, s.agent_id, s.state, s.holder_name,
           s.balance, s.package, s.valid_until, s.remark, s.created_at, s.updated_at
         FROM seq JOIN scale_numbers s ON s.k = ${draw(0)} % ${sources}`,
        first,
      );
      first += missing;
    }
  });
  return count(db, 'carrier_numbers') - before;
}

/**
 * Grows a seeded, migrated database to `targets`; answers each table's rows added and time. The
 * caller has the database to itself (the build turns the journal off).
 */
export function growWorld(db: Db, targets: ScaleTargets, log: (timing: TableTiming) => void = () => {}, now = new Date()): TableTiming[] {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const timings: TableTiming[] = [];
  const step = (table: string, grow: () => number) => {
    const started = performance.now();
    const rows = grow();
    const timing = { table, rows, ms: Math.round(performance.now() - started) };
    timings.push(timing);
    log(timing);
  };
  db.pragma('foreign_keys = OFF');
  staffTables(db);
  // Row by row, the rollups' triggers would cost about as much as the inserts: they are dropped for the
  // bulk load and the rollups recounted once after it (platform/rollups.ts).
  let loaded = 0;
  withoutRollupTriggers(db, () => {
    step('call_records', () => growCalls(db, targets.calls, nowSeconds));
    step('customers', () => growCustomers(db, targets.customers, nowSeconds));
    step('cdr_batch_numbers', () => growBatchNumbers(db, targets.batchNumbers));
    step('carrier_numbers', () => growVirtualNumbers(db, targets.virtualNumbers));
    loaded = performance.now();
  });
  const rollups = { table: 'rollups', rows: 0, ms: Math.round(performance.now() - loaded) };
  timings.push(rollups);
  log(rollups);
  step('admin_company_statistics', () => {
    const day = (ms: number) => formatDateTime(new Date(ms)).slice(0, 10);
    return countCompanyStatistics(db, day(now.getTime() - 90 * DAY_SECONDS * 1000), day(now.getTime()));
  });
  step('analyze', () => {
    db.pragma('analysis_limit = 2000');
    db.exec('ANALYZE');
    return 0;
  });
  db.pragma('foreign_keys = ON');
  return timings;
}

const BACKEND_SRC = path.resolve(import.meta.dirname, '..');

/**
 * What a built world depends on: this file and every seed file (its seed rules). A world whose stamp
 * differs is built again; one with the same stamp is reused, migrated to the newest schema.
 */
export function scaleStamp(scale: ScaleName): string {
  const hash = createHash('sha256').update(`${scale}:${JSON.stringify(SCALES[scale])}`);
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/seed[a-z]*\.ts$|scale\.ts$|fake\.ts$/i.test(entry.name) && !entry.name.endsWith('.test.ts')) {
        hash.update(path.relative(BACKEND_SRC, file)).update(readFileSync(file));
      }
    }
  };
  walk(BACKEND_SRC);
  return hash.digest('hex').slice(0, 16);
}

/**
 * The world of `scale` in `file`: reused when its stamp matches, else built (into a temporary file
 * renamed when complete, so a broken build is never reused). Answers whether it was built and each table's time.
 */
export function ensureScaleWorld(
  scale: ScaleName,
  file = scaleFile(scale),
  log: (line: string) => void = console.log,
): { file: string; built: boolean; timings: TableTiming[] } {
  const stamp = scaleStamp(scale);
  const stampFile = `${file}.stamp`;
  if (existsSync(file) && existsSync(stampFile) && readFileSync(stampFile, 'utf8').trim() === stamp) {
    // Its seed rules stand: migrations since (an index, a column) and the tables they add are applied
    // to it as on every start, here rather than in a started backend's first minutes.
    const started = performance.now();
    const db = openDatabase(file);
    try {
      const applied = migrate(db);
      const seeded = seedMissing(db);
      log(
        `大数据量世界（${scale}）沿用 ${file}${applied || seeded.length ? `：执行 ${applied} 个迁移，写入 ${seeded.join('、') || '无'}（${Math.round(performance.now() - started)} ms）` : ''}`,
      );
    } finally {
      db.close();
    }
    return { file, built: false, timings: [] };
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const building = `${file}.building`;
  for (const stale of [building, `${building}-wal`, `${building}-shm`, file, `${file}-wal`, `${file}-shm`, stampFile]) rmSync(stale, { force: true });
  const started = performance.now();
  const db = new Database(building);
  db.pragma('journal_mode = OFF');
  db.pragma('synchronous = OFF');
  db.pragma('cache_size = -131072');
  db.pragma('temp_store = FILE');
  let timings: TableTiming[];
  try {
    const seedStarted = performance.now();
    migrate(db);
    seedMissing(db);
    log(`  种子数据（小世界）${Math.round(performance.now() - seedStarted)} ms`);
    timings = growWorld(db, SCALES[scale], ({ table, rows, ms }) => log(`  ${table}：新增 ${rows.toLocaleString('en-US')} 行，${ms} ms`));
    db.pragma('journal_mode = WAL');
  } finally {
    db.close();
  }
  renameSync(building, file);
  writeFileSync(stampFile, `${stamp}\n`);
  log(`大数据量世界（${scale}）已生成：${file}，共 ${Math.round((performance.now() - started) / 1000)} s`);
  return { file, built: true, timings };
}
