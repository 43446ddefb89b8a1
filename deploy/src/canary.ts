import path from 'node:path';
import type { Rollout, RolloutTargets } from '@console/sdk/manifest';
import { rolloutSchema } from '@console/sdk/manifest';
import { appSourceDir } from './layout';
import { withRollout } from './registry';
import { builtManifest, pointRegistryAt, pruneReleases } from './release';
import { releaseTarget, type ReleaseRecord, type ReleaseTarget, type RolloutDecision } from './releaseTarget';

/**
 * Canary releases (README, "Canary releases"): a remote's new version named in rollouts.json for a
 * share of its users, beside the stable version the registry keeps naming. Each transition is one
 * write of rollouts.json (promote: the registry, then rollouts.json), followed by the history.
 */

/** Who decided and why; the health watcher adds what it measured. */
export interface DecisionNote {
  by: string;
  reason?: string;
  figures?: unknown;
}

export const CANARY_TEXTS = {
  badPercent: (value: unknown) => `灰度比例须为 1 到 100 的整数，收到 ${String(value)}`,
  running: (name: string, version: string, percent: number) =>
    `${name} 已有灰度版本 ${version}（${percent}%）：提高比例请给出更大的 --canary，换版本请先 --abort`,
  notRaised: (name: string, percent: number, asked: number) => `${name} 的灰度比例只能提高（当前 ${percent}%，收到 ${asked}%）：缩小范围请 --abort`,
  targetsFixed: (name: string) => `${name} 的灰度目标不可更改（否则已在灰度中的用户会被移出）：请先 --abort 再重新发布`,
  none: (name: string) => `${name} 没有进行中的灰度发布`,
  released: (name: string, version: string) => `${name} ${version} 已发布过：已发布的目录不可覆盖，请重新构建`,
  wrongBuild: (dist: string, built: string, name: string) => `${dist} 是 ${built} 的构建，不是 ${name}`,
};

export function checkPercent(percent: number): number {
  if (!Number.isInteger(percent) || percent < 1 || percent > 100) throw new Error(CANARY_TEXTS.badPercent(percent));
  return percent;
}

const decision = (action: RolloutDecision['action'], note: DecisionNote, extra: Partial<RolloutDecision> = {}): RolloutDecision => ({
  action,
  at: new Date().toISOString(),
  by: note.by,
  ...(note.reason ? { reason: note.reason } : {}),
  ...extra,
  ...(note.figures === undefined ? {} : { figures: note.figures }),
});

async function runningCanary(name: string, target: ReleaseTarget): Promise<Rollout | undefined> {
  return (await target.readRollouts()).remotes.find((rollout) => rollout.name === name);
}

/** The history with the canary's record changed by `change`. */
async function recordDecision(name: string, version: string, target: ReleaseTarget, change: (record: ReleaseRecord) => ReleaseRecord): Promise<void> {
  const history = await target.readHistory(name);
  await target.writeHistory(
    name,
    history.map((record) => (record.version === version ? change(record) : record)),
  );
}

/**
 * `--canary <percent>`: with no canary running, writes the built remote as a new version and names
 * it in rollouts.json for `percent` of the targeted users; with one running, raises its share (the
 * same users keep it: the cohort is the bucket, and only the percent moves). Lowering the share, or
 * changing the targets, would take the canary from users who have it: refused (abort instead).
 */
export async function canaryRemote(
  name: string,
  percent: number,
  targets: RolloutTargets | undefined,
  note: DecisionNote,
  distDir = path.join(appSourceDir(name), 'dist'),
  target: ReleaseTarget = releaseTarget(),
): Promise<{ rollout: Rollout; started: boolean }> {
  checkPercent(percent);
  const rollouts = await target.readRollouts();
  const running = rollouts.remotes.find((rollout) => rollout.name === name);
  if (running) {
    if (targets && JSON.stringify(targets) !== JSON.stringify(running.targets ?? {})) throw new Error(CANARY_TEXTS.targetsFixed(name));
    if (percent <= running.percent) throw new Error(CANARY_TEXTS.notRaised(name, running.percent, percent));
    const raised = { ...running, percent };
    await target.writeRollouts(withRollout(rollouts, name, raised));
    await recordDecision(name, running.version, target, (record) => ({
      ...record,
      decisions: [...(record.decisions ?? []), decision('raise', note, { percent })],
    }));
    return { rollout: raised, started: false };
  }
  const manifest = builtManifest(distDir);
  if (manifest.name !== name) throw new Error(CANARY_TEXTS.wrongBuild(distDir, manifest.name, name));
  const history = await target.readHistory(name);
  if (history.some((record) => record.version === manifest.version)) throw new Error(CANARY_TEXTS.released(name, manifest.version));
  const hasTargets = targets && Object.keys(targets).length > 0;
  const rollout = rolloutSchema.parse({
    name,
    version: manifest.version,
    manifest: target.manifestUrl(name, manifest.version),
    percent,
    ...(hasTargets ? { targets } : {}),
    startedAt: new Date().toISOString(),
  });
  // As a release: every file first (the manifest last), then the file that names it, then the history.
  await target.putRelease(name, manifest.version, distDir);
  await target.writeRollouts(withRollout(rollouts, name, rollout));
  const record: ReleaseRecord = {
    name,
    version: rollout.version,
    manifest: rollout.manifest,
    releasedAt: rollout.startedAt,
    canary: true,
    decisions: [decision('canary', note, { percent, ...(hasTargets ? { targets } : {}) })],
  };
  await target.writeHistory(name, [...history, record]);
  await pruneReleases(name, Date.now(), target);
  return { rollout, started: true };
}

/** `--promote`: the registry names the canary (everyone gets it), then rollouts.json drops it. */
export async function promoteCanary(name: string, note: DecisionNote, target: ReleaseTarget = releaseTarget()): Promise<Rollout> {
  const running = await runningCanary(name, target);
  if (!running) throw new Error(CANARY_TEXTS.none(name));
  await pointRegistryAt(target, { name, version: running.version, manifest: running.manifest });
  await target.writeRollouts(withRollout(await target.readRollouts(), name));
  const at = new Date().toISOString();
  await recordDecision(name, running.version, target, (record) => ({
    ...record,
    promotedAt: at,
    decisions: [...(record.decisions ?? []), { ...decision('promote', note), at }],
  }));
  return running;
}

/**
 * `--abort`: rollouts.json drops the canary (its users get the stable version again); the history
 * marks it rolled back, so no rollback ever returns to it. Its files stay (open pages still run it).
 */
export async function abortCanary(name: string, note: DecisionNote, target: ReleaseTarget = releaseTarget()): Promise<Rollout> {
  const rollouts = await target.readRollouts();
  const running = rollouts.remotes.find((rollout) => rollout.name === name);
  if (!running) throw new Error(CANARY_TEXTS.none(name));
  await target.writeRollouts(withRollout(rollouts, name));
  const at = new Date().toISOString();
  await recordDecision(name, running.version, target, (record) => ({
    ...record,
    rolledBackAt: at,
    decisions: [...(record.decisions ?? []), { ...decision('abort', note), at }],
  }));
  return running;
}
