import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MANIFEST_FILE } from '@console/build-config';
import type { Registry, RegistryEntry, Rollouts, RolloutTargets } from '@console/sdk/manifest';
import { DEPLOY_DIR, findApp, originOf, REGISTRY_FILE, remoteDir, ROLLOUTS_FILE, SHELL_DIR } from './layout';
import { readRegistry, readRollouts, writeJsonFile, writeRegistry } from './registry';
import { storeConfigFromEnv } from './store/config';
import { StoreTarget } from './store/storeTarget';

export interface ReleaseRecord extends RegistryEntry {
  releasedAt: string;
  /** Set when a rollback moved the registry away from this release: no later rollback returns to it. */
  rolledBackAt?: string;
  /** Released as a canary (named by rollouts.json, not the registry) until promoted. */
  canary?: boolean;
  /** When the canary became the stable version (`--promote`). */
  promotedAt?: string;
  /** A canary's decisions, oldest first: who, when, why (and with which figures, for the watcher). */
  decisions?: RolloutDecision[];
}

export interface RolloutDecision {
  action: 'canary' | 'raise' | 'promote' | 'abort';
  at: string;
  by: string;
  reason?: string;
  percent?: number;
  targets?: RolloutTargets;
  /** What the deciding party measured (the health watcher's figures), as it passed them. */
  figures?: unknown;
}

/** A release found where releases live; `complete` once its manifest (written last) is there. */
export interface StoredRelease {
  version: string;
  complete: boolean;
  /** When its files were last written (ms), for a release the history does not know. */
  writtenAt: number;
}

/** Where releases live: the registry, each remote's history and versions, the shell's files. */
export interface ReleaseTarget {
  /** The URL a browser reads a release's manifest from (what the registry names). */
  manifestUrl(name: string, version: string): string;
  readRegistry(): Promise<Registry>;
  writeRegistry(registry: Registry): Promise<void>;
  /** The canaries (rollouts.json beside the registry); none when it is absent. */
  readRollouts(): Promise<Rollouts>;
  /** One write, seen whole or not at all. */
  writeRollouts(rollouts: Rollouts): Promise<void>;
  /** Every release of a remote, oldest first; the registry entry points at one of them. */
  readHistory(name: string): Promise<ReleaseRecord[]>;
  writeHistory(name: string, history: ReleaseRecord[]): Promise<void>;
  /** Writes every file of a build as `version`, its manifest last (a partial earlier copy is written over). */
  putRelease(name: string, version: string, distDir: string): Promise<void>;
  listReleases(name: string): Promise<StoredRelease[]>;
  deleteRelease(name: string, version: string): Promise<void>;
  /** Writes the shell's files over the previous ones, its index.html last. */
  putShell(distDir: string): Promise<void>;
}

const historyFile = (name: string) => path.join(DEPLOY_DIR, 'releases', `${name}.json`);

/** The default: the deploy directory the origin servers (Node or nginx) serve. */
export const directoryTarget: ReleaseTarget = {
  manifestUrl: (name, version) => `${originOf(findApp(name))}/${encodeURIComponent(version)}/${MANIFEST_FILE}`,
  readRegistry: async () => readRegistry(REGISTRY_FILE),
  writeRegistry: async (registry) => writeRegistry(REGISTRY_FILE, registry),
  readRollouts: async () => readRollouts(ROLLOUTS_FILE),
  writeRollouts: async (rollouts) => writeJsonFile(ROLLOUTS_FILE, rollouts),
  readHistory: async (name) => (existsSync(historyFile(name)) ? (JSON.parse(readFileSync(historyFile(name), 'utf8')) as ReleaseRecord[]) : []),
  async writeHistory(name, history) {
    mkdirSync(path.dirname(historyFile(name)), { recursive: true });
    writeFileSync(historyFile(name), `${JSON.stringify(history, null, 2)}\n`);
  },
  async putRelease(name, version, distDir) {
    const target = path.join(remoteDir(name), version);
    mkdirSync(target, { recursive: true });
    cpSync(distDir, target, { recursive: true, filter: (source) => path.basename(source) !== MANIFEST_FILE });
    cpSync(path.join(distDir, MANIFEST_FILE), path.join(target, MANIFEST_FILE));
  },
  async listReleases(name) {
    const dir = remoteDir(name);
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((version) => statSync(path.join(dir, version)).isDirectory())
      .map((version) => ({
        version,
        complete: existsSync(path.join(dir, version, MANIFEST_FILE)),
        writtenAt: statSync(path.join(dir, version)).mtimeMs,
      }));
  },
  deleteRelease: async (name, version) => rmSync(path.join(remoteDir(name), version), { recursive: true, force: true }),
  async putShell(distDir) {
    mkdirSync(SHELL_DIR, { recursive: true });
    cpSync(distDir, SHELL_DIR, { recursive: true, filter: (source) => path.basename(source) !== 'index.html' });
    cpSync(path.join(distDir, 'index.html'), path.join(SHELL_DIR, 'index.html'));
  },
};

/** An S3-compatible bucket when CONSOLE_STORE_* configure one, else the deploy directory. */
export function releaseTarget(env: NodeJS.ProcessEnv = process.env): ReleaseTarget {
  const store = storeConfigFromEnv(env);
  return store ? new StoreTarget(store) : directoryTarget;
}
