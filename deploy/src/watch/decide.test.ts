import type { HealthFigures } from '@console/host-shell/contract';
import { describe, expect, it } from 'vitest';
import { decide, DEFAULT_POLICY, poissonRateZ, type WatchInput } from './decide';

const figures = (version: string, pageLoads: number, errors: number, p95Ms: number | null = 500, samples = pageLoads): HealthFigures => ({
  remote: 'remote-carrier',
  version,
  users: 5,
  pageLoads,
  loadFailed: 0,
  crashed: errors,
  unhandled: 0,
  errors,
  errorRate: pageLoads ? errors / pageLoads : 0,
  samples,
  p50Ms: p95Ms,
  p95Ms,
  latency: [],
  firstSeenAt: '2026-12-07T00:00:00.000Z',
});

const MINUTE = 60_000;
const input = (stable: HealthFigures | undefined, canary: HealthFigures | undefined, change: Partial<WatchInput> = {}): WatchInput => ({
  stableVersion: '1.0.0',
  canaryVersion: '1.1.0',
  stable,
  canary,
  startedAt: 0,
  now: 10 * MINUTE,
  autoPromote: false,
  ...change,
});

describe('poissonRateZ', () => {
  it('is 0 without errors, positive when the canary is worse, negative when better', () => {
    expect(poissonRateZ({ errors: 0, pageLoads: 50 }, { errors: 0, pageLoads: 500 })).toBe(0);
    // 15 of 30 against 0 of 30: pooled 0.25, se √(0.25·(1/30+1/30)) = 0.129, z = 0.5 / 0.129.
    expect(poissonRateZ({ errors: 15, pageLoads: 30 }, { errors: 0, pageLoads: 30 })).toBeCloseTo(3.873, 3);
    expect(poissonRateZ({ errors: 1, pageLoads: 100 }, { errors: 10, pageLoads: 100 })).toBeLessThan(0);
  });
});

describe('decide (the release watcher rule)', () => {
  it('decides nothing before the canary has its minimum page loads, however bad it looks', () => {
    const decision = decide(input(figures('1.0.0', 1000, 0), figures('1.1.0', DEFAULT_POLICY.minPageLoads - 1, DEFAULT_POLICY.minPageLoads - 1)));
    expect(decision.action).toBe('wait');
    expect(decision.reason).toContain('不足 50 次');
  });

  it('aborts a canary whose page breaks half the time against a clean stable, and records both sides’ figures', () => {
    const decision = decide(input(figures('1.0.0', 60, 0), figures('1.1.0', 60, 30)));
    expect(decision).toMatchObject({
      action: 'abort',
      stable: { version: '1.0.0', pageLoads: 60, errors: 0, errorRate: 0 },
      canary: { version: '1.1.0', pageLoads: 60, errors: 30, errorRate: 0.5 },
    });
    expect(decision.z).toBeGreaterThan(DEFAULT_POLICY.zCritical);
    expect(decision.reason).toBe(`灰度版错误率 50.0%，稳定版 0.0%（z = ${decision.z!.toFixed(2)}）`);
  });

  it('keeps a canary whose rate is twice the stable’s but within the floor (1 % against 0.5 %)', () => {
    expect(decide(input(figures('1.0.0', 10_000, 50), figures('1.1.0', 10_000, 100))).action).toBe('wait');
  });

  it('keeps a canary worse by the ratio and the floor when the difference is chance (3 of 50 against 0 of 50)', () => {
    const decision = decide(input(figures('1.0.0', 50, 0), figures('1.1.0', 50, 3)));
    expect(decision.z).toBeLessThan(DEFAULT_POLICY.zCritical);
    expect(decision.action).toBe('wait');
  });

  it('keeps a canary past the floor and significant but under the ratio (12 % against 8 %, 5000 loads each)', () => {
    const decision = decide(input(figures('1.0.0', 5000, 400), figures('1.1.0', 5000, 600)));
    expect(decision.z).toBeGreaterThan(DEFAULT_POLICY.zCritical);
    expect(decision.action).toBe('wait');
  });

  it('without a stable baseline aborts only past the absolute ceiling', () => {
    expect(decide(input(figures('1.0.0', 10, 0), figures('1.1.0', 100, 10))).action).toBe('wait');
    const decision = decide(input(undefined, figures('1.1.0', 100, 11)));
    expect(decision.action).toBe('abort');
    expect(decision.reason).toContain('稳定版数据不足');
    expect(decision.stable).toMatchObject({ version: '1.0.0', pageLoads: 0 });
  });

  it('aborts a canary whose p95 is 1.5 times the stable’s and 300 ms more, with enough load times each side', () => {
    expect(decide(input(figures('1.0.0', 100, 0, 1000), figures('1.1.0', 100, 0, 1500))).action).toBe('abort');
    expect(decide(input(figures('1.0.0', 100, 0, 1000), figures('1.1.0', 100, 0, 1500))).reason).toBe('灰度版 P95 加载 1500 ms，稳定版 1000 ms');
    // Ratio without the floor (one bucket step at the fast end), the floor without the ratio.
    expect(decide(input(figures('1.0.0', 100, 0, 200), figures('1.1.0', 100, 0, 400))).action).toBe('wait');
    expect(decide(input(figures('1.0.0', 100, 0, 3000), figures('1.1.0', 100, 0, 4000))).action).toBe('wait');
    // Too few load times on a side.
    expect(decide(input(figures('1.0.0', 100, 0, 1000, 19), figures('1.1.0', 100, 0, 5000))).action).toBe('wait');
    expect(decide(input(figures('1.0.0', 100, 0, 1000), figures('1.1.0', 100, 0, 5000, 19))).action).toBe('wait');
  });

  it('promotes only when asked, after the whole soak window, a healthy canary', () => {
    const healthy = input(figures('1.0.0', 500, 5), figures('1.1.0', 100, 1), { now: DEFAULT_POLICY.soakMinutes * MINUTE });
    expect(decide(healthy).action).toBe('wait');
    expect(decide({ ...healthy, autoPromote: true }).action).toBe('promote');
    expect(decide({ ...healthy, autoPromote: true, now: DEFAULT_POLICY.soakMinutes * MINUTE - 1 }).action).toBe('wait');
    expect(decide({ ...healthy, autoPromote: true, canary: figures('1.1.0', 49, 0) }).action).toBe('wait');
    expect(decide({ ...healthy, autoPromote: true, canary: figures('1.1.0', 100, 30) }).action).toBe('abort');
  });

  it('follows the policy it is given', () => {
    const strict = { ...DEFAULT_POLICY, minPageLoads: 5, errorRatio: 1.1, errorFloor: 0.01, zCritical: 0.9 };
    expect(decide(input(figures('1.0.0', 20, 1), figures('1.1.0', 20, 3), { policy: strict })).action).toBe('abort');
    expect(decide(input(figures('1.0.0', 20, 1), figures('1.1.0', 20, 3))).action).toBe('wait');
  });
});
