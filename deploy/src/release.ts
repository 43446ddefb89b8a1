import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MANIFEST_FILE } from '@console/build-config';
import { validateManifest, type RegistryEntry } from '@console/sdk/manifest';
import { appSourceDir } from './layout';
import { withEntry } from './registry';
import { releaseTarget, type ReleaseRecord, type ReleaseTarget, type StoredRelease } from './releaseTarget';

export type { ReleaseRecord } from './releaseTarget';

/** How many releases of a remote are kept, and for how long at least (open pages still use them). */
export const RELEASES_KEPT = Number(process.env.CONSOLE_RELEASES_KEPT ?? 5);
export const RELEASE_RETENTION_DAYS = Number(process.env.CONSOLE_RELEASE_RETENTION_DAYS ?? 1);

/**
 * The rules of releasing, one copy for every place releases live (a directory served by the origin
 * servers, or an S3-compatible bucket): `releaseTarget()` picks the place from the environment.
 *
 * Order makes a release safe to interrupt: every file of the release is written (the manifest last),
 * then the registry names it, then the history records it. An interrupted release leaves the
 * registry on the previous release; running it again writes the files again and completes it.
 */

export function builtManifest(distDir: string) {
  const file = path.join(distDir, MANIFEST_FILE);
  if (!existsSync(file)) throw new Error(`${file} 不存在：请先构建`);
  const checked = validateManifest(JSON.parse(readFileSync(file, 'utf8')));
  if (!checked.ok) throw new Error(checked.error);
  return checked.value;
}

export async function readHistory(name: string, target: ReleaseTarget = releaseTarget()): Promise<ReleaseRecord[]> {
  return target.readHistory(name);
}

export async function pointRegistryAt(target: ReleaseTarget, { name, version, manifest }: RegistryEntry): Promise<void> {
  await target.writeRegistry(withEntry(await target.readRegistry(), { name, version, manifest }));
}

/**
 * Writes a built remote as a new, immutable version and points the registry at it. Only this
 * remote's registry entry changes; older releases stay until pruned. A version the history records
 * is never written again.
 */
export async function releaseRemote(
  name: string,
  distDir = path.join(appSourceDir(name), 'dist'),
  target: ReleaseTarget = releaseTarget(),
): Promise<ReleaseRecord> {
  const manifest = builtManifest(distDir);
  if (manifest.name !== name) throw new Error(`${distDir} 是 ${manifest.name} 的构建，不是 ${name}`);
  if ((await target.readRollouts()).remotes.some((rollout) => rollout.name === name)) {
    throw new Error(`${name} 正在灰度发布：请先 --promote 或 --abort`);
  }
  const history = await target.readHistory(name);
  if (history.some((record) => record.version === manifest.version)) {
    throw new Error(`${name} ${manifest.version} 已发布过：已发布的目录不可覆盖，请重新构建`);
  }
  await target.putRelease(name, manifest.version, distDir);
  const record: ReleaseRecord = {
    name,
    version: manifest.version,
    manifest: target.manifestUrl(name, manifest.version),
    releasedAt: new Date().toISOString(),
  };
  await pointRegistryAt(target, record);
  await target.writeHistory(name, [...history, record]);
  await pruneReleases(name, Date.now(), target);
  return record;
}

/**
 * The release a rollback from `current` returns to: the newest one before it that was never rolled
 * back from, was the stable version once (a canary only if promoted) and is still complete where
 * releases live.
 */
export function rollbackTarget(history: ReleaseRecord[], current: string | undefined, available: (version: string) => boolean) {
  const index = history.findIndex((record) => record.version === current);
  return history
    .slice(0, index < 0 ? history.length : index)
    .reverse()
    .find((record) => !record.rolledBackAt && (!record.canary || record.promotedAt) && available(record.version));
}

/**
 * Points the registry back at the release before the current one, skipping releases that were
 * rolled back from before (or are gone); the current one is marked as rolled back. Nothing is deleted.
 */
export async function rollbackRemote(name: string, target: ReleaseTarget = releaseTarget()): Promise<ReleaseRecord> {
  const history = await target.readHistory(name);
  const current = (await target.readRegistry()).remotes.find((entry) => entry.name === name)?.version;
  const complete = new Set((await target.listReleases(name)).filter((release) => release.complete).map((release) => release.version));
  const previous = rollbackTarget(history, current, (version) => complete.has(version));
  if (!previous) throw new Error(`${name} 没有可回滚的上一版本`);
  const index = history.findIndex((record) => record.version === current);
  if (index >= 0) history[index] = { ...history[index], rolledBackAt: new Date().toISOString() };
  await target.writeHistory(name, history);
  await pointRegistryAt(target, previous);
  return previous;
}

/**
 * The releases retention deletes: never the one the registry names, nor a running canary, nor the
 * one a rollback would return to; of the rest, those beyond the newest RELEASES_KEPT that are also older than the
 * retention period (a release the history does not know, e.g. an interrupted one, by the time its
 * files were written).
 */
export function releasesToPrune(
  stored: StoredRelease[],
  history: ReleaseRecord[],
  current: string | undefined,
  now: number,
  kept = RELEASES_KEPT,
  retentionDays = RELEASE_RETENTION_DAYS,
  canary?: string,
): string[] {
  const releasedAt = new Map(history.map((record) => [record.version, Date.parse(record.releasedAt)]));
  const at = (release: StoredRelease) => releasedAt.get(release.version) ?? release.writtenAt;
  const byAge = [...stored].sort((a, b) => at(a) - at(b));
  const complete = new Set(stored.filter((release) => release.complete).map((release) => release.version));
  const named = new Set([current, canary, rollbackTarget(history, current, (version) => complete.has(version))?.version]);
  const keep = new Set(byAge.slice(Math.max(0, byAge.length - kept)).map((release) => release.version));
  const cutoff = now - retentionDays * 86_400_000;
  return byAge.filter((release) => !named.has(release.version) && !keep.has(release.version) && at(release) < cutoff).map((release) => release.version);
}

/** Deletes what retention allows (releasesToPrune); answers the versions deleted. */
export async function pruneReleases(name: string, now = Date.now(), target: ReleaseTarget = releaseTarget()): Promise<string[]> {
  const current = (await target.readRegistry()).remotes.find((entry) => entry.name === name)?.version;
  const canary = (await target.readRollouts()).remotes.find((rollout) => rollout.name === name)?.version;
  const removed = releasesToPrune(await target.listReleases(name), await target.readHistory(name), current, now, RELEASES_KEPT, RELEASE_RETENTION_DAYS, canary);
  for (const version of removed) await target.deleteRelease(name, version);
  return removed;
}

/** The shell's files are written over the previous ones, its page last: old hashed chunks stay for open pages. */
export async function releaseShell(distDir = path.join(appSourceDir('host-shell'), 'dist'), target: ReleaseTarget = releaseTarget()): Promise<void> {
  if (!existsSync(path.join(distDir, 'index.html'))) throw new Error(`${distDir} 中没有 index.html：请先构建主应用`);
  await target.putShell(distDir);
}
