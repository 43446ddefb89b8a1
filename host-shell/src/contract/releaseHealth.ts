import { call } from '@console/sdk/contract';
import { RELEASE_ACCESS } from './release';

/**
 * Per-version health of the remotes (issue 59): what each shell saw of the remote versions it loaded,
 * reported in batches, kept by the backend per remote, version and minute, and read by /remotes and
 * by the release watcher (`pnpm release:watch`). Declared once here; the shell, the backend and the
 * watcher derive from it.
 */

/**
 * Upper bounds (ms) of the load-time histogram's buckets: a load time counts in the first bucket it
 * does not exceed; anything longer counts in the last (a page's code has 120 s at most). p50 and p95
 * are read off the histogram as the bound of the bucket they fall in.
 */
export const HEALTH_LATENCY_BOUNDS_MS = [100, 200, 300, 400, 500, 750, 1000, 1500, 2000, 3000, 5000, 8000, 15000, 30000, 120000] as const;

/** What one shell saw of one remote version since its last report. */
export interface HealthReport {
  remote: string;
  version: string;
  /** Pages of the remote opened (each visit that started loading its page, shown or not). */
  pageLoads: number;
  /** The remote's entry or a chunk of its page failed to load. */
  loadFailed: number;
  /** A page of the remote threw while drawing (the area's error boundary in the shell). */
  crashed: number;
  /** An unhandled rejection or error whose stack names the remote's scripts. */
  unhandled: number;
  /** Times (ms) from the click or navigation to the page's first rows on screen. */
  loadMs: number[];
}

/** A report batch's limits: a body beyond them is refused, so one browser cannot fill the table. */
export const HEALTH_REPORT_LIMITS = { reports: 20, count: 1000, samples: 200, nameLength: 64 } as const;

/** One remote version's figures over a window (minutes up to now). */
export interface HealthFigures {
  remote: string;
  version: string;
  /** Distinct users who reported on this version within the window. */
  users: number;
  pageLoads: number;
  loadFailed: number;
  crashed: number;
  unhandled: number;
  /** loadFailed + crashed + unhandled. */
  errors: number;
  /** errors / pageLoads (0 without page loads). */
  errorRate: number;
  /** How many load times the percentiles are read from. */
  samples: number;
  p50Ms: number | null;
  p95Ms: number | null;
  /** The histogram's counts, one per HEALTH_LATENCY_BOUNDS_MS bucket. */
  latency: number[];
  /** The first minute this version reported within the window (ISO). */
  firstSeenAt: string;
}

/** The window /remotes and the watcher read by default: the soak window (minutes). */
export const HEALTH_SOAK_MINUTES = 30;
/** How long the backend keeps a minute's figures (minutes): a day. */
export const HEALTH_RETENTION_MINUTES = 24 * 60;

export const RELEASE_HEALTH_TEXTS = {
  badReport: '健康上报格式不正确',
  identityInBody: '上报中不能包含身份信息',
} as const;

export const releaseHealthApi = {
  /** A shell's batch (JSON); who reports is the token's user, never the body's. */
  report: call.postJson<null, { reports: HealthReport[] }>('/api/release/health', 'loggedIn', '上报版本健康'),
  /** Each remote version's figures over the last `windowMinutes` (default HEALTH_SOAK_MINUTES). */
  figures: call.get<HealthFigures[], { windowMinutes?: number }>('/api/release/getHealth', RELEASE_ACCESS),
};
