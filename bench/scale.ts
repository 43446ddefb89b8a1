/**
 * The console at a reseller's volume (issue 64, README "At scale"): builds or reuses the world of
 * `--scale` (`pnpm seed --scale`, kept in .run/scale/<scale>.db), starts the backend on it and
 * measures, as medians and p95 of `--samples` requests one after another:
 * - per area's biggest list, the first page with the default order and with the three commonest
 *   filters, page 2, a page deep in the list (half way), and the total the list answers;
 * - the dashboard's figures (the four calls of the home page) and the consumption and 企业统计 totals;
 * - an export of the biggest list: its time, bytes and the backend's peak RSS growth over its RSS before;
 * - the load scenario (`load.ts`, `--clients` clients, `--duration` s per area) on the same world.
 * Writes bench/results/scale.json. No thresholds: the figures are read against the issue's targets.
 *
 *   pnpm bench:scale [--scale large|medium|tiny|small] [--samples 15] [--duration 30] [--clients 50] [--port 8791] [--parts lists,dashboard,export,load]
 *   pnpm bench:scale --scale tiny --samples 2 --duration 1 --clients 2   # smoke (CI, a few seconds beyond the seeding)
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { platformHeaders } from '@console/sdk/rules';
import { startBackend } from './support/backend';

const { values: args } = parseArgs({
  options: {
    scale: { type: 'string', default: 'large' },
    samples: { type: 'string', default: '15' },
    duration: { type: 'string', default: '30' },
    clients: { type: 'string', default: '50' },
    port: { type: 'string', default: '8791' },
    parts: { type: 'string', default: 'lists,dashboard,export,load' },
  },
});
const samples = Number(args.samples);
/** The parts to measure (`--parts lists,dashboard`: re-measure a list after an index without the 10 M-row export). */
const PARTS = ['lists', 'dashboard', 'export', 'load'] as const;
const parts = new Set(args.parts.split(','));
const port = Number(args.port);
if (
  !['small', 'tiny', 'medium', 'large'].includes(args.scale) ||
  !(samples > 0) ||
  !Number.isInteger(port) ||
  [...parts].some((part) => !(PARTS as readonly string[]).includes(part))
) {
  throw new Error(
    '用法：scale.ts [--scale small|tiny|medium|large] [--samples 次数] [--duration 秒] [--clients 并发数] [--port 端口] [--parts lists,dashboard,export,load]',
  );
}

const ROOT = path.resolve(import.meta.dirname, '..');
const WORLD = path.join(ROOT, '.run', 'scale', `${args.scale}.db`);
const FORM = 'application/x-www-form-urlencoded';
const RESULTS = path.join(import.meta.dirname, 'results');

type Params = Record<string, string>;
type Page = { list: Record<string, unknown>[]; total: number };

/** Each area's biggest list at scale, the role that works with it, and its three commonest filters (values that exist in the world). */
interface ListBench {
  area: string;
  name: string;
  path: string;
  base: Params;
  filters: (rows: Record<string, unknown>[]) => Record<string, Params>;
  /** Its export, read with the list's default filters. */
  exportPath?: string;
}

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const first = (rows: Record<string, unknown>[], key: string) => String(rows.find((row) => row[key])?.[key] ?? '');

const LISTS: ListBench[] = [
  {
    area: 'cloudcall',
    name: '通话记录',
    path: '/api/record/queryRequest',
    base: {},
    filters: () => ({
      已接通: { status: '已接通' },
      近7天: { startTimeFrom: `${day(7)} 00:00:00`, startTimeTo: `${day(0)} 23:59:59` },
      // The seeded company 1, a third of every company's calls (the list has no company-name filter).
      企业: { companyId: '1' },
    }),
    exportPath: '/api/record/exportRecords',
  },
  {
    area: 'crm',
    name: '客户（公海）',
    path: '/api/intentionCustomer/list',
    base: { pool: 'high' },
    filters: (rows) => ({
      跟进阶段: { progress: first(rows, 'progress') },
      来源: { source: first(rows, 'source') },
      近90天: { createdAtFrom: `${day(90)} 00:00:00`, createdAtTo: `${day(0)} 23:59:59` },
    }),
  },
  {
    area: 'cloudcall',
    name: '批次号码',
    path: '/api/cloudcall/batchNumberList',
    base: {},
    filters: (rows) => ({
      批次号: { batchNo: first(rows, 'batchNo') },
      号码: { phone: first(rows, 'phone').slice(0, 7) },
      企业: { companyName: first(rows, 'companyName') },
    }),
  },
  {
    area: 'carrier',
    name: '虚商号码',
    path: '/api/carrier/number/list',
    base: {},
    filters: () => ({
      运营商: { operator: 'WN' },
      状态: { state: 'open' },
      运营商且状态: { operator: 'WN', state: 'open' },
      // The health score (issue 60) is computed from each number's recent calls, not stored: its sort is the costly one.
      按健康分排序: { sortField: 'healthScore', sortOrder: 'ascend' },
    }),
  },
];

const DASHBOARD: { name: string; method: 'GET' | 'POST'; path: string; params?: Params }[] = [
  { name: '首页概况', method: 'POST', path: '/api/sum/getHomePageInfoWithUser' },
  { name: '排行榜', method: 'POST', path: '/api/sum/leaderboard' },
  { name: '通话趋势', method: 'POST', path: '/api/sum/getCallData' },
  { name: '月度数据', method: 'GET', path: '/api/sum/getMonthInfo' },
  { name: '消费合计（云呼）', method: 'POST', path: '/api/cloudcall/consumptionTotals', params: { family: 'plain' } },
  { name: '企业统计合计（90天）', method: 'POST', path: '/api/sum/getCompanyStatisticsTotals', params: { statDateFrom: day(90), statDateTo: day(0) } },
];

const round = (n: number) => Math.round(n * 10) / 10;
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
};
const stats = (values: number[]) => ({ medianMs: round(quantile(values, 0.5)), p95Ms: round(quantile(values, 0.95)) });

async function login(url: string, username: string): Promise<Record<string, string>> {
  const response = await fetch(`${url}/api/login/login`, { method: 'POST', headers: { 'content-type': FORM }, body: `username=${username}&password=123456` });
  const body = (await response.json()) as { code: number; message: string; data: { token: string; role: string } };
  if (body.code !== 200) throw new Error(`登录失败：${body.message}`);
  return platformHeaders(`Bearer ${body.data.token}`, body.data.role);
}

async function call<T>(url: string, headers: Record<string, string>, method: 'GET' | 'POST', endpoint: string, params: Params = {}): Promise<T> {
  const query = new URLSearchParams(params).toString();
  const response =
    method === 'GET'
      ? await fetch(`${url}${endpoint}?${query}`, { headers })
      : await fetch(`${url}${endpoint}`, { method: 'POST', headers: { ...headers, 'content-type': FORM }, body: query });
  const body = (await response.json()) as { code: number; message: string; data: T };
  if (body.code !== 200) throw new Error(`${endpoint}：${body.message}`);
  return body.data;
}

/** `samples` timings of one request, one after another (the first one also answers its value). */
async function timed<T>(request: () => Promise<T>): Promise<{ value: T; medianMs: number; p95Ms: number }> {
  const times: number[] = [];
  let value!: T;
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    value = await request();
    times.push(performance.now() - started);
  }
  return { value, ...stats(times) };
}

/** The backend's resident memory now, in MB (Linux). */
const rssMb = (pid: number) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
};

console.log(`大数据量世界（${args.scale}）：生成或沿用 ${path.relative(process.cwd(), WORLD)}`);
const seeded = spawnSync('pnpm', ['--silent', 'seed', '--scale', args.scale], { cwd: ROOT, stdio: 'inherit' });
if (seeded.status !== 0) throw new Error(`生成大数据量世界失败（${seeded.status}）`);

const backend = await startBackend(port, undefined, { databaseFile: WORLD });
const result: Record<string, unknown> = { at: new Date().toISOString(), scale: args.scale, samples, worldBytes: statSync(WORLD).size };
try {
  const admin = await login(backend.url, 'admin');
  const lists: { total: number }[] = [];
  console.log(`\n列表（${samples} 次，中位/p95 ms）\t默认首页\t筛选首页 ×3\t第2页\t深页\t总数`);
  for (const list of parts.has('lists') ? LISTS : []) {
    const page = (params: Params) => call<Page>(backend.url, admin, 'POST', list.path, { pageSize: '20', ...list.base, ...params });
    const firstPage = await timed(() => page({ pageIndex: '1' }));
    const total = firstPage.value.total;
    const filters = list.filters(firstPage.value.list);
    const filtered = [];
    for (const [name, params] of Object.entries(filters)) {
      const measured = await timed(() => page({ pageIndex: '1', ...params }));
      filtered.push({ name, params, total: measured.value.total, medianMs: measured.medianMs, p95Ms: measured.p95Ms });
    }
    const deepIndex = String(Math.max(2, Math.ceil(total / 20 / 2)));
    const second = await timed(() => page({ pageIndex: '2' }));
    const deep = await timed(() => page({ pageIndex: deepIndex }));
    const row = {
      area: list.area,
      name: list.name,
      endpoint: list.path,
      total,
      firstPage: { medianMs: firstPage.medianMs, p95Ms: firstPage.p95Ms },
      filtered,
      page2: { medianMs: second.medianMs, p95Ms: second.p95Ms },
      deepPage: { pageIndex: Number(deepIndex), rows: deep.value.list.length, medianMs: deep.medianMs, p95Ms: deep.p95Ms },
    };
    lists.push(row);
    const cell = (m: { medianMs: number; p95Ms: number }) => `${m.medianMs}/${m.p95Ms}`;
    console.log(
      `${list.name}\t${cell(row.firstPage)}\t${filtered.map((f) => `${f.name} ${cell(f)}`).join('，')}\t${cell(row.page2)}\t${cell(row.deepPage)}（第 ${deepIndex} 页）\t${total}`,
    );
  }
  result.lists = lists;

  const dashboard = [];
  console.log(`\n看板与合计（中位/p95 ms）`);
  for (const figure of parts.has('dashboard') ? DASHBOARD : []) {
    const measured = await timed(() => call(backend.url, admin, figure.method, figure.path, figure.params));
    dashboard.push({ name: figure.name, endpoint: figure.path, medianMs: measured.medianMs, p95Ms: measured.p95Ms });
    console.log(`${figure.name}\t${measured.medianMs}/${measured.p95Ms}`);
  }
  result.dashboard = dashboard;

  const biggest = LISTS.find((list) => list.exportPath)!;
  if (parts.has('export')) await measureExport();
  async function measureExport() {
    const before = rssMb(backend.pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(backend.pid))), 50);
    const started = performance.now();
    const response = await fetch(`${backend.url}${biggest.exportPath}`, { method: 'POST', headers: { ...admin, 'content-type': FORM }, body: '' });
    const bytes = (await response.arrayBuffer()).byteLength;
    const ms = performance.now() - started;
    clearInterval(sampler);
    peak = Math.max(peak, rssMb(backend.pid));
    result.export = {
      endpoint: biggest.exportPath,
      listTotal: lists[0]?.total,
      status: response.status,
      contentType: response.headers.get('content-type'),
      bytes,
      ms: Math.round(ms),
      rssBeforeMb: round(before),
      rssPeakMb: round(peak),
      rssGrowthMb: round(peak - before),
    };
    console.log(
      `\n导出 ${biggest.exportPath}：${Math.round(ms)} ms，${(bytes / 1e6).toFixed(1)} MB，RSS ${round(before)} → 峰值 ${round(peak)} MB（增长 ${round(peak - before)} MB）`,
    );
  }
} finally {
  await backend.stop();
}

// The load scenario of load.ts on the same world (its own backend on the next port).
const loadOut = path.join(RESULTS, 'scale-load.json');
if (parts.has('load')) {
  rmSync(loadOut, { force: true });
  console.log('');
}
const load = parts.has('load')
  ? spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'load.ts',
        '--database',
        WORLD,
        '--out',
        loadOut,
        '--duration',
        String(args.duration),
        '--clients',
        String(args.clients),
        '--port',
        String(port + 1),
      ],
      { cwd: import.meta.dirname, stdio: 'inherit' },
    )
  : undefined;
if (load) result.load = load.status === 0 || load.status === 1 ? JSON.parse(readFileSync(loadOut, 'utf8')) : { failed: load.status };

const machine = { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version, loadAvgAtEnd: os.loadavg().map(round) };
// A partial run writes beside the whole run's figures, never over them.
const out = path.join(RESULTS, parts.size === PARTS.length ? 'scale.json' : `scale-${[...parts].join('-')}.json`);
mkdirSync(RESULTS, { recursive: true });
writeFileSync(out, `${JSON.stringify({ machine, ...result }, null, 2)}\n`);
console.log(`\n结果已写入 ${path.relative(process.cwd(), out)}`);
if (load && load.status !== 0) process.exitCode = 1;
