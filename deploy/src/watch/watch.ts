import { spawn } from 'node:child_process';
import type { HealthFigures } from '@console/host-shell/contract';
import type { Rollout } from '@console/sdk/manifest';
import { decide, DEFAULT_POLICY, type WatchDecision, type WatchPolicy } from './decide';

/**
 * The release watcher's loop (`pnpm release:watch`): each round reads the canaries, the stable
 * versions and the figures, decides per canary (decide.ts) and acts by running the release CLI
 * (`pnpm release <remote> --abort` / `--promote`), which writes the decision with its figures to the
 * remote's release history. Every way it reaches the world is a parameter, so a test drives it with
 * its own.
 */

/** A canary as rollouts.json names it (README, "Canary releases"; the sdk's `rolloutSchema`): what the watcher uses of it. */
export type Canary = Pick<Rollout, 'name' | 'version' | 'startedAt'>;

/** What the CLI writes to the release history with the decision (`--reason`, `--by`, `--figures`). */
export interface DecisionNote {
  reason: string;
  figures: Pick<WatchDecision, 'stable' | 'canary' | 'z'>;
}

/** Runs `pnpm release <remote> --abort|--promote` with the decision's note; rejects when it fails. */
export type ReleaseRunner = (remote: string, action: 'abort' | 'promote', note: DecisionNote) => Promise<void>;

/** Who the release history names for the watcher's decisions. */
export const WATCHER = 'release-watch';

export interface WatchWorld {
  /** The running canaries: rollouts.json as the release tool reads it (`ReleaseTarget.readRollouts`). */
  readCanaries: () => Promise<Canary[]>;
  /** The stable version of each remote (registry.json). */
  readStable: () => Promise<Record<string, string>>;
  readFigures: (windowMinutes: number) => Promise<HealthFigures[]>;
  run: ReleaseRunner;
  log?: (line: string) => void;
  now?: () => number;
}

export interface WatchOptions {
  autoPromote: boolean;
  policy?: WatchPolicy;
}

/** One round: the decisions taken (waits included), after acting on each abort or promotion. */
export async function watchOnce(world: WatchWorld, { autoPromote, policy = DEFAULT_POLICY }: WatchOptions): Promise<(WatchDecision & { remote: string })[]> {
  const log = world.log ?? console.log;
  const canaries = await world.readCanaries();
  if (canaries.length === 0) return [];
  const [stable, figures] = await Promise.all([world.readStable(), world.readFigures(policy.soakMinutes)]);
  const now = (world.now ?? Date.now)();
  const taken: (WatchDecision & { remote: string })[] = [];
  for (const canary of canaries) {
    const stableVersion = stable[canary.name];
    if (!stableVersion || stableVersion === canary.version) continue;
    const of = (version: string) => figures.find((row) => row.remote === canary.name && row.version === version);
    const decision = decide({
      stableVersion,
      canaryVersion: canary.version,
      stable: of(stableVersion),
      canary: of(canary.version),
      startedAt: Date.parse(canary.startedAt),
      now,
      autoPromote,
      policy,
    });
    taken.push({ ...decision, remote: canary.name });
    const line = `${canary.name} ${canary.version}：${decision.reason}`;
    if (decision.action === 'wait') {
      log(`[观察] ${line}`);
      continue;
    }
    try {
      await world.run(canary.name, decision.action, { reason: decision.reason, figures: { stable: decision.stable, canary: decision.canary, z: decision.z } });
    } catch (error) {
      log(`[失败] ${line}；${decision.action === 'abort' ? '撤回' : '全量发布'}未完成：${(error as Error).message}`);
      continue;
    }
    log(`[${decision.action === 'abort' ? '已撤回' : '已全量'}] ${line}`);
  }
  return taken;
}

/** Rounds every `intervalMs` until `signal` aborts; a round that fails is logged, and the next one tries again. */
export async function watchLoop(world: WatchWorld, options: WatchOptions & { intervalMs: number; signal?: AbortSignal }): Promise<void> {
  const log = world.log ?? console.log;
  while (!options.signal?.aborted) {
    try {
      await watchOnce(world, options);
    } catch (error) {
      log(`[错误] 本轮检查失败：${(error as Error).message}`);
    }
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, options.intervalMs);
      options.signal?.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
    });
  }
}

/**
 * The release CLI as a child process, from `cwd` (the repository): `pnpm release <remote> --abort|--promote
 * --reason … --by release-watch --figures <json>`; the CLI writes the registry, rollouts.json and the
 * decision with its figures to the remote's release history (README, "Canary releases").
 */
export function releaseCli(cwd: string, command = 'pnpm'): ReleaseRunner {
  return (remote, action, note) =>
    new Promise((resolve, reject) => {
      const args = ['release', remote, `--${action}`, '--reason', note.reason, '--by', WATCHER, '--figures', JSON.stringify(note.figures)];
      const child = spawn(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
      child.once('error', reject);
      child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`pnpm release ${remote} --${action} 退出码 ${code}`))));
    });
}
