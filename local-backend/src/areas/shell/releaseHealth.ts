import {
  HEALTH_LATENCY_BOUNDS_MS,
  HEALTH_REPORT_LIMITS,
  HEALTH_RETENTION_MINUTES,
  HEALTH_SOAK_MINUTES,
  RELEASE_HEALTH_TEXTS,
  releaseHealthApi,
  type HealthFigures,
  type HealthReport,
} from '@console/host-shell/contract';
import type { Db } from '../../db/database';
import { define, type Endpoints } from '../../http/endpoint';
import { invalid } from '../../http/envelope';
import { integer } from '../../http/params';

/**
 * Release health (issue 59, `releaseHealthApi`): the shells' batches, kept per remote, version and
 * minute (counts and a fixed-bucket load-time histogram), and each version's figures over a window.
 * Who reported is the token's user; a body naming anyone (or any role) is refused.
 */

const COUNTS = ['pageLoads', 'loadFailed', 'crashed', 'unhandled'] as const;
const REPORT_KEYS = new Set<string>(['remote', 'version', ...COUNTS, 'loadMs']);
const NAME = /^[A-Za-z0-9][A-Za-z0-9._+-]*$/;
/** Names a body may not carry: who reports is the session's, never the browser's say. */
const IDENTITY = /^(user|userId|uid|role|roles|username|ms_role|agentId|companyId)$/i;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown, max: number) => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= max;

/** The body's reports, checked against HEALTH_REPORT_LIMITS; anything else is refused whole. */
export function parseReports(body: Record<string, unknown>): HealthReport[] {
  if (Object.keys(body).some((key) => IDENTITY.test(key))) throw invalid(RELEASE_HEALTH_TEXTS.identityInBody);
  const { reports } = body;
  if (Object.keys(body).length !== 1 || !Array.isArray(reports) || reports.length > HEALTH_REPORT_LIMITS.reports) throw invalid(RELEASE_HEALTH_TEXTS.badReport);
  return reports.map((report: unknown) => {
    if (!isObject(report)) throw invalid(RELEASE_HEALTH_TEXTS.badReport);
    if (Object.keys(report).some((key) => IDENTITY.test(key))) throw invalid(RELEASE_HEALTH_TEXTS.identityInBody);
    const { remote, version, loadMs } = report;
    const named = (value: unknown) => typeof value === 'string' && value.length <= HEALTH_REPORT_LIMITS.nameLength && NAME.test(value);
    if (
      Object.keys(report).some((key) => !REPORT_KEYS.has(key)) ||
      !named(remote) ||
      !named(version) ||
      !COUNTS.every((name) => isCount(report[name], HEALTH_REPORT_LIMITS.count)) ||
      !Array.isArray(loadMs) ||
      loadMs.length > HEALTH_REPORT_LIMITS.samples ||
      !loadMs.every((ms) => isCount(ms, HEALTH_LATENCY_BOUNDS_MS[HEALTH_LATENCY_BOUNDS_MS.length - 1]))
    ) {
      throw invalid(RELEASE_HEALTH_TEXTS.badReport);
    }
    return report as unknown as HealthReport;
  });
}

/** The histogram bucket a load time counts in: the first bound it does not exceed. */
export const bucketOf = (ms: number) => {
  const index = HEALTH_LATENCY_BOUNDS_MS.findIndex((bound) => ms <= bound);
  return index < 0 ? HEALTH_LATENCY_BOUNDS_MS.length - 1 : index;
};

/** The bound of the bucket the q-quantile falls in (null without samples). */
export function percentile(histogram: readonly number[], q: number): number | null {
  const total = histogram.reduce((sum, n) => sum + n, 0);
  if (total === 0) return null;
  const rank = Math.ceil(q * total);
  let seen = 0;
  for (let i = 0; i < histogram.length; i += 1) {
    seen += histogram[i];
    if (seen >= rank) return HEALTH_LATENCY_BOUNDS_MS[i];
  }
  return HEALTH_LATENCY_BOUNDS_MS[HEALTH_LATENCY_BOUNDS_MS.length - 1];
}

const minuteOf = (ms: number) => Math.floor(ms / 60_000);

/** Adds a user's reports to this minute's figures, and drops minutes past the retention. One transaction (the caller's). */
export function ingest(db: Db, userId: number, reports: HealthReport[], nowMs = Date.now()): void {
  const minute = minuteOf(nowMs);
  const read = db.prepare('SELECT latency FROM release_health WHERE remote = ? AND version = ? AND minute = ?').pluck();
  const write = db.prepare(
    `INSERT INTO release_health (remote, version, minute, page_loads, load_failed, crashed, unhandled, latency)
     VALUES (@remote, @version, @minute, @pageLoads, @loadFailed, @crashed, @unhandled, @latency)
     ON CONFLICT (remote, version, minute) DO UPDATE SET
       page_loads = page_loads + excluded.page_loads, load_failed = load_failed + excluded.load_failed,
       crashed = crashed + excluded.crashed, unhandled = unhandled + excluded.unhandled, latency = excluded.latency`,
  );
  const seen = db.prepare(
    `INSERT INTO release_health_users (remote, version, user_id, last_minute) VALUES (?, ?, ?, ?)
     ON CONFLICT (remote, version, user_id) DO UPDATE SET last_minute = excluded.last_minute`,
  );
  for (const report of reports) {
    const stored = read.get(report.remote, report.version, minute) as string | undefined;
    const histogram = stored ? (JSON.parse(stored) as number[]) : HEALTH_LATENCY_BOUNDS_MS.map(() => 0);
    for (const ms of report.loadMs) histogram[bucketOf(ms)] += 1;
    write.run({ ...report, minute, latency: JSON.stringify(histogram) });
    seen.run(report.remote, report.version, userId, minute);
  }
  const oldest = minute - HEALTH_RETENTION_MINUTES;
  db.prepare('DELETE FROM release_health WHERE minute < ?').run(oldest);
  db.prepare('DELETE FROM release_health_users WHERE last_minute < ?').run(oldest);
}

/** Each remote version's figures over the last `windowMinutes` minutes (the current one included). */
export function healthFigures(db: Db, windowMinutes = HEALTH_SOAK_MINUTES, nowMs = Date.now()): HealthFigures[] {
  const since = minuteOf(nowMs) - windowMinutes + 1;
  const rows = db
    .prepare(
      `SELECT remote, version, minute, page_loads AS pageLoads, load_failed AS loadFailed, crashed, unhandled, latency
       FROM release_health WHERE minute >= ? ORDER BY remote, version, minute`,
    )
    .all(since) as {
    remote: string;
    version: string;
    minute: number;
    pageLoads: number;
    loadFailed: number;
    crashed: number;
    unhandled: number;
    latency: string;
  }[];
  const users = db.prepare('SELECT COUNT(*) FROM release_health_users WHERE remote = ? AND version = ? AND last_minute >= ?').pluck();
  const figures = new Map<string, HealthFigures>();
  for (const row of rows) {
    const key = `${row.remote}@${row.version}`;
    let figure = figures.get(key);
    if (!figure) {
      figure = {
        remote: row.remote,
        version: row.version,
        users: users.get(row.remote, row.version, since) as number,
        pageLoads: 0,
        loadFailed: 0,
        crashed: 0,
        unhandled: 0,
        errors: 0,
        errorRate: 0,
        samples: 0,
        p50Ms: null,
        p95Ms: null,
        latency: HEALTH_LATENCY_BOUNDS_MS.map(() => 0),
        firstSeenAt: new Date(row.minute * 60_000).toISOString(),
      };
      figures.set(key, figure);
    }
    for (const name of COUNTS) figure[name] += row[name];
    (JSON.parse(row.latency) as number[]).forEach((n, i) => (figure.latency[i] += n));
  }
  return [...figures.values()].map((figure) => {
    const errors = figure.loadFailed + figure.crashed + figure.unhandled;
    return {
      ...figure,
      errors,
      errorRate: figure.pageLoads ? errors / figure.pageLoads : 0,
      samples: figure.latency.reduce((sum, n) => sum + n, 0),
      p50Ms: percentile(figure.latency, 0.5),
      p95Ms: percentile(figure.latency, 0.95),
    };
  });
}

export const releaseHealthEndpoints: Endpoints = [
  define({
    call: releaseHealthApi.report,
    handler: ({ db, request, user }) => {
      ingest(db, user.id, parseReports((request.body ?? {}) as Record<string, unknown>));
      return null;
    },
  }),
  define({
    call: releaseHealthApi.figures,
    handler: ({ db, params }) =>
      healthFigures(db, integer(params, 'windowMinutes', '时间窗口', { min: 1, max: HEALTH_RETENTION_MINUTES }) ?? HEALTH_SOAK_MINUTES),
  }),
];
