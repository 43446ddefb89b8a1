import { HEALTH_LATENCY_BOUNDS_MS, HEALTH_REPORT_LIMITS, type HealthReport } from '../../contract';

/** The errors a shell can see of a remote's code. */
export type HealthErrorKind = 'loadFailed' | 'crashed' | 'unhandled';

/** The longest load time reported: a page's code has 120 s at most (the histogram's last bound). */
const MAX_LOAD_MS = HEALTH_LATENCY_BOUNDS_MS[HEALTH_LATENCY_BOUNDS_MS.length - 1];

/**
 * What this shell saw since its last report, per remote version: counts and load times, within the
 * limits the backend accepts (a count stops at its limit, load times past the limit are dropped).
 * Adding is a map look-up and an increment: nothing here waits or allocates per event beyond a number.
 */
export class HealthBatch {
  private readonly reports = new Map<string, HealthReport>();

  private entry(remote: string, version: string): HealthReport | null {
    const key = `${remote}@${version}`;
    let report = this.reports.get(key);
    if (!report) {
      if (this.reports.size >= HEALTH_REPORT_LIMITS.reports) return null;
      report = { remote, version, pageLoads: 0, loadFailed: 0, crashed: 0, unhandled: 0, loadMs: [] };
      this.reports.set(key, report);
    }
    return report;
  }

  pageLoad(remote: string, version: string): void {
    const report = this.entry(remote, version);
    if (report && report.pageLoads < HEALTH_REPORT_LIMITS.count) report.pageLoads += 1;
  }

  error(remote: string, version: string, kind: HealthErrorKind): void {
    const report = this.entry(remote, version);
    if (report && report[kind] < HEALTH_REPORT_LIMITS.count) report[kind] += 1;
  }

  loadTime(remote: string, version: string, ms: number): void {
    const report = this.entry(remote, version);
    if (report && report.loadMs.length < HEALTH_REPORT_LIMITS.samples && Number.isFinite(ms)) {
      report.loadMs.push(Math.min(MAX_LOAD_MS, Math.max(0, Math.round(ms))));
    }
  }

  get empty(): boolean {
    return this.reports.size === 0;
  }

  /** Everything gathered so far, and a fresh start. */
  take(): HealthReport[] {
    const reports = [...this.reports.values()];
    this.reports.clear();
    return reports;
  }
}

/** A remote as attribution needs it: where its scripts are served from. */
export interface LoadedVersion {
  name: string;
  version: string;
  /** Absolute URL of its remoteEntry.js: its chunks are served from the same folder. */
  entryUrl: string;
}

/**
 * The remote version whose scripts a stack (or an error's script URL) names: the folder of its
 * remoteEntry.js (`…/<remote>/<version>/`), where every chunk of that version is served from.
 * The longest folder wins (a remote served under another's path); none when no remote's code is named.
 */
export function remoteOfStack(stack: string, remotes: readonly LoadedVersion[]): LoadedVersion | undefined {
  let found: LoadedVersion | undefined;
  let foundLength = 0;
  for (const remote of remotes) {
    if (!remote.entryUrl) continue;
    const folder = remote.entryUrl.slice(0, remote.entryUrl.lastIndexOf('/') + 1);
    if (folder.length > foundLength && stack.includes(folder)) {
      found = remote;
      foundLength = folder.length;
    }
  }
  return found;
}
