import { HEALTH_SOAK_MINUTES, type HealthFigures } from '@console/host-shell/contract';

/**
 * The release watcher's rule (README, "Automatic rollback"): a pure function of the two versions'
 * figures over the soak window, so every case is a unit test and the loop around it stays thin.
 *
 * Errors. Each page load of a version either meets errors or not; the errors a version's page loads
 * meet are counted as events (a load failure, a crash, an unhandled rejection: one page load may
 * meet several), so a version's error rate is a Poisson rate per page load. The canary is worse when
 * all of these hold:
 *   - it has at least `minPageLoads` page loads in the window (before that nothing is decided);
 *   - its rate is at least `errorRatio` times the stable's and at least `errorFloor` above it (a
 *     ratio alone would abort on 2 errors against 1; a floor alone would ignore a rate that doubles);
 *   - the difference is significant: the one-sided test of two Poisson rates (equivalently the
 *     pooled two-proportion z-test) gives z ≥ `zCritical` (2.326: a healthy canary is aborted by
 *     chance at most 1 % of the times it is looked at with that much data).
 * With fewer than `minPageLoads` stable page loads there is no baseline to compare with: the canary
 * is then aborted only when its own rate passes `maxErrorRate`.
 *
 * Load time. Both p95s come from the same fixed-bucket histogram; the canary is slower when, with at
 * least `minSamples` load times on each side, its p95 is at least `latencyRatio` times the stable's
 * and at least `latencyFloorMs` above it (one bucket step at the fast end is not a regression).
 *
 * Promotion (only when asked): the canary has run for the whole soak window, has at least
 * `minPageLoads` page loads in it, and nothing above holds.
 */
export interface WatchPolicy {
  soakMinutes: number;
  minPageLoads: number;
  errorRatio: number;
  errorFloor: number;
  zCritical: number;
  maxErrorRate: number;
  minSamples: number;
  latencyRatio: number;
  latencyFloorMs: number;
}

export const DEFAULT_POLICY: WatchPolicy = {
  soakMinutes: HEALTH_SOAK_MINUTES,
  minPageLoads: 50,
  errorRatio: 2,
  errorFloor: 0.02,
  zCritical: 2.326,
  maxErrorRate: 0.1,
  minSamples: 20,
  latencyRatio: 1.5,
  latencyFloorMs: 300,
};

export type WatchAction = 'abort' | 'promote' | 'wait';

/** A version's figures as a decision records them. */
export interface DecisionFigures {
  version: string;
  users: number;
  pageLoads: number;
  errors: number;
  errorRate: number;
  p95Ms: number | null;
  samples: number;
}

export interface WatchDecision {
  action: WatchAction;
  /** Why, in words (Chinese, as the release history and the log show it). */
  reason: string;
  /** The test statistic of the error comparison (null where it was not computed). */
  z: number | null;
  stable: DecisionFigures;
  canary: DecisionFigures;
}

export interface WatchInput {
  stableVersion: string;
  canaryVersion: string;
  stable?: HealthFigures;
  canary?: HealthFigures;
  /** When the canary started (ms) and now (ms). */
  startedAt: number;
  now: number;
  autoPromote: boolean;
  policy?: WatchPolicy;
}

const summary = (version: string, figures: HealthFigures | undefined): DecisionFigures => ({
  version,
  users: figures?.users ?? 0,
  pageLoads: figures?.pageLoads ?? 0,
  errors: figures?.errors ?? 0,
  errorRate: figures?.errorRate ?? 0,
  p95Ms: figures?.p95Ms ?? null,
  samples: figures?.samples ?? 0,
});

/** z of the one-sided test that the canary's rate (errors per page load) exceeds the stable's; 0 when neither had an error. */
export function poissonRateZ(canary: { errors: number; pageLoads: number }, stable: { errors: number; pageLoads: number }): number {
  const pooled = (canary.errors + stable.errors) / (canary.pageLoads + stable.pageLoads);
  if (pooled === 0) return 0;
  const difference = canary.errors / canary.pageLoads - stable.errors / stable.pageLoads;
  return difference / Math.sqrt(pooled * (1 / canary.pageLoads + 1 / stable.pageLoads));
}

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

export function decide({ stableVersion, canaryVersion, stable, canary, startedAt, now, autoPromote, policy = DEFAULT_POLICY }: WatchInput): WatchDecision {
  const s = summary(stableVersion, stable);
  const c = summary(canaryVersion, canary);
  const verdict = (action: WatchAction, reason: string, z: number | null = null): WatchDecision => ({ action, reason, z, stable: s, canary: c });
  if (c.pageLoads < policy.minPageLoads) return verdict('wait', `灰度版页面加载 ${c.pageLoads} 次，不足 ${policy.minPageLoads} 次，暂不判断`);

  let z: number | null = null;
  if (s.pageLoads < policy.minPageLoads) {
    if (c.errorRate > policy.maxErrorRate) {
      return verdict('abort', `稳定版数据不足，灰度版错误率 ${percent(c.errorRate)} 超过上限 ${percent(policy.maxErrorRate)}`);
    }
  } else {
    z = poissonRateZ(c, s);
    if (c.errorRate >= s.errorRate * policy.errorRatio && c.errorRate - s.errorRate >= policy.errorFloor && z >= policy.zCritical) {
      return verdict('abort', `灰度版错误率 ${percent(c.errorRate)}，稳定版 ${percent(s.errorRate)}（z = ${z.toFixed(2)}）`, z);
    }
  }

  if (c.samples >= policy.minSamples && s.samples >= policy.minSamples && c.p95Ms !== null && s.p95Ms !== null) {
    if (c.p95Ms >= s.p95Ms * policy.latencyRatio && c.p95Ms - s.p95Ms >= policy.latencyFloorMs) {
      return verdict('abort', `灰度版 P95 加载 ${c.p95Ms} ms，稳定版 ${s.p95Ms} ms`, z);
    }
  }

  const soaked = now - startedAt >= policy.soakMinutes * 60_000;
  if (autoPromote && soaked)
    return verdict('promote', `灰度版已平稳运行 ${policy.soakMinutes} 分钟（页面加载 ${c.pageLoads} 次，错误率 ${percent(c.errorRate)}）`, z);
  return verdict('wait', soaked ? '灰度版运行平稳' : `灰度版运行未满 ${policy.soakMinutes} 分钟`, z);
}
