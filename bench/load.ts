/**
 * Load on the local backend (README, `pnpm bench:load`): `--clients` concurrent clients (50) page
 * through the biggest list of each area for `--duration` seconds (30) each, logged in as admin, on
 * a backend of its own with a freshly seeded database. Per list: requests/s, p50/p99 latency and
 * errors (HTTP status other than 200 or envelope code other than 200), plus what one more user
 * waits for a login and a first page meanwhile. Writes bench/results/load.json.
 *
 *   pnpm --filter @console/bench load [--duration 30] [--clients 50] [--port 8790] [--only crm,admin] [--backend dir]
 *   pnpm --filter @console/bench load --duration 2 --clients 5     # smoke (CI)
 *   … load --database ../.run/scale/large.db --out results/scale-load.json   # on a world built before (bench:scale)
 *   … load --mix ui   # the list kit's requests: cursors for next pages, jumps within the pager (default uniform: any page by OFFSET)
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { platformHeaders } from '@console/sdk/rules';
import { startBackend } from './support/backend';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '30' },
    clients: { type: 'string', default: '50' },
    port: { type: 'string', default: '8790' },
    only: { type: 'string' },
    // Another copy of local-backend (e.g. the previous commit's) to compare against, back to back.
    backend: { type: 'string' },
    // A database built before (bench:scale's large world) instead of a freshly seeded one, and where the figures go.
    database: { type: 'string' },
    out: { type: 'string' },
    // `uniform`: any page of the unfiltered list by OFFSET (the worst case); `ui`: what the list kit sends (first pages asking
    // cursors, next pages by cursor, jumps within the pager's first 10 pages), with the same filters.
    mix: { type: 'string', default: 'uniform' },
  },
});
const duration = Number(args.duration);
const clients = Number(args.clients);
const port = Number(args.port);
if (!(duration > 0) || !(clients > 0) || !Number.isInteger(port) || !['uniform', 'ui'].includes(args.mix)) {
  throw new Error('用法：load.ts [--duration 秒] [--clients 并发数] [--port 端口] [--mix uniform|ui]');
}

type Row = Record<string, unknown>;
type Filters = Record<string, string>;

interface Scenario {
  area: string;
  method: 'GET' | 'POST';
  path: string;
  /** What the page itself sends (e.g. the pool), one picked per request: repeat one to weight it. */
  bases: Filters[];
  /** Filters a user sets on this page, built from rows of the first page (values that exist). */
  filters: (rows: Row[]) => Array<() => Filters>;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];
const values = (rows: Row[], key: string) => [...new Set(rows.map((row) => String(row[key] ?? '')).filter(Boolean))];
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** The biggest list of each area in the seeded database (CRM customers 3000, marker records 1500 > blacklist 1200, call records 5000, purchase orders 320, users 91). */
const SCENARIOS: Scenario[] = [
  {
    area: 'crm',
    method: 'POST',
    path: '/api/intentionCustomer/list',
    bases: [...Array<Filters>(7).fill({ pool: 'mine' }), ...Array<Filters>(3).fill({ pool: 'high' })],
    filters: (rows) => [
      () => ({ progress: pick(values(rows, 'progress')) }),
      () => ({ source: pick(values(rows, 'source')) }),
      () => ({ name: pick(values(rows, 'name')).slice(0, 1) }),
      () => ({ phone: pick(values(rows, 'phone')).slice(3, 7) }),
      () => ({ createdAtFrom: `${day(90)} 00:00:00`, createdAtTo: `${day(0)} 23:59:59` }),
      () => ({ sortField: 'lastFollowAt', sortOrder: 'descend' }),
    ],
  },
  {
    area: 'carrier',
    method: 'POST',
    path: '/api/marker/record',
    bases: [{}],
    filters: (rows) => [() => ({ markType: pick(values(rows, 'markType')) }), () => ({ phoneNumber: pick(values(rows, 'phoneNumber')).slice(3, 7) })],
  },
  {
    area: 'cloudcall',
    method: 'POST',
    path: '/api/record/queryRequest',
    bases: [{}],
    filters: (rows) => [
      () => ({ status: pick(values(rows, 'status')) }),
      () => ({ callee: pick(values(rows, 'callee')).slice(3, 7) }),
      () => ({ startTimeFrom: `${day(30)} 00:00:00`, startTimeTo: `${day(0)} 23:59:59` }),
    ],
  },
  {
    area: 'inventory',
    method: 'POST',
    path: '/api/inventory/purchaseOrderList',
    bases: [{}],
    filters: (rows) => [() => ({ status: pick(values(rows, 'status')) }), () => ({ orderNo: pick(values(rows, 'orderNo')).slice(-4) })],
  },
  {
    area: 'admin',
    method: 'POST',
    path: '/api/user/list',
    bases: [{}],
    filters: (rows) => [() => ({ role: pick(values(rows, 'role')) }), () => ({ username: pick(values(rows, 'username')).slice(0, 2) })],
  },
];

const FORM = 'application/x-www-form-urlencoded';

async function login(url: string): Promise<Record<string, string>> {
  const response = await fetch(`${url}/api/login/login`, { method: 'POST', headers: { 'content-type': FORM }, body: 'username=admin&password=123456' });
  const body = (await response.json()) as { code: number; message: string; data: { token: string; role: string } };
  if (body.code !== 200) throw new Error(`登录失败：${body.message}`);
  return platformHeaders(`Bearer ${body.data.token}`, body.data.role);
}

async function call(url: string, scenario: Scenario, headers: Record<string, string>, params: Filters) {
  const query = new URLSearchParams(params).toString();
  const response =
    scenario.method === 'GET'
      ? await fetch(`${url}${scenario.path}?${query}`, { headers })
      : await fetch(`${url}${scenario.path}`, { method: 'POST', headers: { ...headers, 'content-type': FORM }, body: query });
  const body = (await response.json()) as { code: number; message: string; data: { list: Row[]; total: number } };
  if (body.code !== 200) throw new Error(`${scenario.path}：${body.message}`);
  return body.data;
}

type ProbeSample = { loginMs: number; listMs: number; ok: boolean };

/** Starts the probe process for `durationMs`; resolves once it is ready, with its samples to come. */
async function startProbe(url: string, scenario: Scenario, durationMs: number): Promise<{ samples: Promise<ProbeSample[]> }> {
  const script = path.join(import.meta.dirname, 'support/loadProbe.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script, url, scenario.method, scenario.path, String(durationMs)], {
    cwd: import.meta.dirname,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  let onReady = () => {};
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    if (output.startsWith('ready\n')) onReady();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await Promise.race([new Promise<void>((resolve) => (onReady = resolve)), exited]);
  const samples = exited.then(() => {
    const last = output.trim().split('\n').at(-1) ?? '';
    return last.startsWith('[') ? (JSON.parse(last) as ProbeSample[]) : [];
  });
  return { samples };
}

const median = (items: number[]) => (items.length ? [...items].sort((a, b) => a - b)[Math.floor(items.length / 2)] : 0);
const round = (n: number) => Math.round(n * 10) / 10;

async function measure(url: string, scenario: Scenario, headers: Record<string, string>) {
  // Real pages: 10 or 20 rows mostly, any page of the unfiltered list, the first pages of a filtered one.
  const firstPages = new Map<Filters, { list: Row[]; total: number }>();
  for (const base of new Set(scenario.bases)) firstPages.set(base, await call(url, scenario, headers, { ...base, pageIndex: '1', pageSize: '100' }));
  const filters = scenario.filters([...firstPages.values()].flatMap((page) => page.list));
  const paramsOf = (): Filters => {
    const base = pick(scenario.bases);
    const pageSize = pick([10, 10, 10, 20, 20, 50]);
    const filtered = Math.random() < 0.5;
    const pages = filtered ? 3 : Math.max(1, Math.ceil(firstPages.get(base)!.total / pageSize));
    return { ...base, ...(filtered ? pick(filters)() : {}), pageIndex: String(1 + Math.floor(Math.random() * pages)), pageSize: String(pageSize) };
  };
  /** One user's list (a connection): its search, and the cursor of the page it shows. */
  type Reader = { params?: Filters; next?: string };
  const uiParamsOf = (reader: Reader): Filters => {
    if (reader.params && reader.next && Math.random() < 0.6) return { ...reader.params, seek: '1', after: reader.next };
    const base = pick(scenario.bases);
    reader.params = { ...base, ...(Math.random() < 0.5 ? pick(filters)() : {}), pageSize: String(pick([10, 10, 10, 20, 20, 50])) };
    reader.next = undefined;
    return { ...reader.params, seek: '1', pageIndex: String(Math.random() < 0.15 ? 2 + Math.floor(Math.random() * 9) : 1) };
  };

  let envelopeErrors = 0;
  const request: autocannon.Request = {
    method: scenario.method,
    path: scenario.path,
    headers: scenario.method === 'POST' ? { ...headers, 'content-type': FORM } : headers,
    setupRequest: (req, context: Reader) => {
      const query = new URLSearchParams(args.mix === 'ui' ? uiParamsOf(context) : paramsOf()).toString();
      return scenario.method === 'GET' ? { ...req, path: `${scenario.path}?${query}` } : { ...req, body: query };
    },
    // ok() answers {"code":200,...} first: a prefix check spares parsing every page on the client.
    onResponse: (status, body, context: Reader) => {
      if (status === 200 && !String(body).startsWith('{"code":200,')) envelopeErrors++;
      else if (args.mix === 'ui' && status === 200) context.next = (JSON.parse(String(body)) as { data?: { next?: string } }).data?.next;
    },
  };
  const probe = await startProbe(url, scenario, duration * 1000);
  const result = await autocannon({ url, connections: clients, duration, requests: [request], timeout: 10 });
  const samples = await probe.samples;
  // autocannon's `errors` (connection errors) include its timeouts.
  const errors = result.non2xx + result.errors + envelopeErrors;
  return {
    area: scenario.area,
    endpoint: scenario.path,
    rows: Math.max(...[...firstPages.values()].map((page) => page.total)),
    requests: result.requests.total,
    reqPerSec: round(result.requests.total / result.duration),
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    errors,
    errorDetail: { non2xx: result.non2xx, connection: result.errors, ofWhichTimeouts: result.timeouts, envelope: envelopeErrors },
    whileLoaded: {
      samples: samples.length,
      failed: samples.filter((sample) => !sample.ok).length,
      loginMedianMs: round(median(samples.map((sample) => sample.loginMs))),
      listMedianMs: round(median(samples.map((sample) => sample.listMs))),
      totalMaxMs: round(Math.max(0, ...samples.map((sample) => sample.loginMs + sample.listMs))),
    },
  };
}

const only = args.only?.split(',');
const scenarios = SCENARIOS.filter((scenario) => !only || only.includes(scenario.area));
console.log(`启动后端（端口 ${port}，${args.database ? `数据库 ${args.database}` : '全新演示数据库'}）…`);
const backend = await startBackend(port, args.backend && path.resolve(args.backend), { databaseFile: args.database && path.resolve(args.database) });
const results = [];
try {
  console.log(
    `后端就绪（${(backend.startupMs / 1000).toFixed(1)} s，含迁移与演示数据）；每个列表 ${clients} 个并发客户端，${duration} s，${args.mix === 'ui' ? '按列表组件的翻页（游标）' : '任意页（OFFSET）'}`,
  );
  const headers = await login(backend.url);
  console.log('区域\t接口\t行数\t请求/s\tp50 ms\tp99 ms\t错误\t负载中登录+首页 ms（中位，最大）');
  for (const scenario of scenarios) {
    const r = await measure(backend.url, scenario, headers);
    results.push(r);
    const usable = r.whileLoaded.samples
      ? `${r.whileLoaded.loginMedianMs}+${r.whileLoaded.listMedianMs}（最大 ${r.whileLoaded.totalMaxMs}${r.whileLoaded.failed ? `，失败 ${r.whileLoaded.failed}` : ''}）`
      : '无样本';
    console.log(`${r.area}\t${r.endpoint}\t${r.rows}\t${r.reqPerSec}\t${r.latencyMs.p50}\t${r.latencyMs.p99}\t${r.errors}\t${usable}`);
  }
} finally {
  await backend.stop();
}

const out = args.out ? path.resolve(args.out) : path.join(import.meta.dirname, 'results', 'load.json');
mkdirSync(path.dirname(out), { recursive: true });
const machine = { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version, loadAvgAtEnd: os.loadavg().map(round) };
writeFileSync(out, `${JSON.stringify({ at: new Date().toISOString(), machine, clients, durationSeconds: duration, mix: args.mix, results }, null, 2)}\n`);
console.log(`结果已写入 ${path.relative(process.cwd(), out)}`);
const failed = results.filter((r) => r.errors > 0 || r.whileLoaded.failed > 0);
if (failed.length) {
  console.error(`有错误：${failed.map((r) => r.endpoint).join('、')}`);
  process.exitCode = 1;
}
