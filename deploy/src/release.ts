import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MANIFEST_FILE } from '@console/build-config';
import { validateManifest, type RegistryEntry } from '@console/sdk/manifest';
import { appSourceDir, DEPLOY_DIR, findApp, originOf, REGISTRY_FILE, remoteDir, SHELL_DIR } from './layout';
import { readRegistry, withEntry, writeRegistry } from './registry';

/** How many releases of a remote stay on disk, and for how long at least (open pages still use them). */
export const RELEASES_KEPT = Number(process.env.CONSOLE_RELEASES_KEPT ?? 5);
export const RELEASE_RETENTION_DAYS = Number(process.env.CONSOLE_RELEASE_RETENTION_DAYS ?? 1);

export interface ReleaseRecord extends RegistryEntry {
  releasedAt: string;
  /** Set when a rollback moved the registry away from this release: no later rollback returns to it. */
  rolledBackAt?: string;
}

/** Every release of a remote, oldest first; the registry entry points at one of them. */
const historyFile = (name: string) => path.join(DEPLOY_DIR, 'releases', `${name}.json`);

export function readHistory(name: string): ReleaseRecord[] {
  return existsSync(historyFile(name)) ? (JSON.parse(readFileSync(historyFile(name), 'utf8')) as ReleaseRecord[]) : [];
}

function writeHistory(name: string, history: ReleaseRecord[]): void {
  mkdirSync(path.dirname(historyFile(name)), { recursive: true });
  writeFileSync(historyFile(name), `${JSON.stringify(history, null, 2)}\n`);
}

function builtManifest(distDir: string) {
  const file = path.join(distDir, MANIFEST_FILE);
  if (!existsSync(file)) throw new Error(`${file} 不存在：请先构建`);
  const checked = validateManifest(JSON.parse(readFileSync(file, 'utf8')));
  if (!checked.ok) throw new Error(checked.error);
  return checked.value;
}

function pointRegistryAt({ name, version, manifest }: RegistryEntry): void {
  writeRegistry(REGISTRY_FILE, withEntry(readRegistry(REGISTRY_FILE), { name, version, manifest }));
}

/**
 * Copies a built remote into a new, immutable versioned directory and points the registry at it.
 * Only this remote's registry entry changes; older releases stay until pruned.
 */
export function releaseRemote(name: string, distDir = path.join(appSourceDir(name), 'dist')): ReleaseRecord {
  const manifest = builtManifest(distDir);
  if (manifest.name !== name) throw new Error(`${distDir} 是 ${manifest.name} 的构建，不是 ${name}`);
  const target = path.join(remoteDir(name), manifest.version);
  if (existsSync(target)) throw new Error(`${name} ${manifest.version} 已发布过：已发布的目录不可覆盖，请重新构建`);
  mkdirSync(path.dirname(target), { recursive: true });
  cpSync(distDir, target, { recursive: true });
  const record: ReleaseRecord = {
    name,
    version: manifest.version,
    manifest: `${originOf(findApp(name))}/${encodeURIComponent(manifest.version)}/${MANIFEST_FILE}`,
    releasedAt: new Date().toISOString(),
  };
  writeHistory(name, [...readHistory(name), record]);
  pointRegistryAt(record);
  pruneReleases(name);
  return record;
}

/**
 * Points the registry back at the release before the current one, skipping releases that were
 * rolled back from before (or are gone from disk); the current one is marked as rolled back.
 * Nothing is deleted.
 */
export function rollbackRemote(name: string): ReleaseRecord {
  const history = readHistory(name);
  const current = readRegistry(REGISTRY_FILE).remotes.find((entry) => entry.name === name);
  const index = history.findIndex((record) => record.version === current?.version);
  const previous = history
    .slice(0, index < 0 ? history.length : index)
    .reverse()
    .find((record) => !record.rolledBackAt && existsSync(path.join(remoteDir(name), record.version)));
  if (!previous) throw new Error(`${name} 没有可回滚的上一版本`);
  if (index >= 0) history[index] = { ...history[index], rolledBackAt: new Date().toISOString() };
  writeHistory(name, history);
  pointRegistryAt(previous);
  return previous;
}

/**
 * Deletes releases beyond the newest RELEASES_KEPT that are also older than the retention period;
 * the release the registry points at is always kept.
 */
export function pruneReleases(name: string, now = Date.now()): string[] {
  const dir = remoteDir(name);
  if (!existsSync(dir)) return [];
  const current = readRegistry(REGISTRY_FILE).remotes.find((entry) => entry.name === name)?.version;
  const history = readHistory(name);
  const releasedAt = new Map(history.map((record) => [record.version, Date.parse(record.releasedAt)]));
  const versions = readdirSync(dir)
    .filter((version) => statSync(path.join(dir, version)).isDirectory())
    .sort((a, b) => (releasedAt.get(a) ?? 0) - (releasedAt.get(b) ?? 0));
  const keep = new Set(versions.slice(-RELEASES_KEPT));
  const cutoff = now - RELEASE_RETENTION_DAYS * 86_400_000;
  const removed = versions.filter((version) => version !== current && !keep.has(version) && (releasedAt.get(version) ?? 0) < cutoff);
  for (const version of removed) rmSync(path.join(dir, version), { recursive: true, force: true });
  return removed;
}

/** The shell's files are copied over the previous ones: old hashed chunks stay for open pages. */
export function releaseShell(distDir = path.join(appSourceDir('host-shell'), 'dist')): void {
  if (!existsSync(path.join(distDir, 'index.html'))) throw new Error(`${distDir} 中没有 index.html：请先构建主应用`);
  mkdirSync(SHELL_DIR, { recursive: true });
  cpSync(distDir, SHELL_DIR, { recursive: true });
}
