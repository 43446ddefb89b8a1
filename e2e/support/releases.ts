import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { Registry, RegistryEntry } from '@console/sdk/manifest';
import { E2E, platformEnv, REPO_ROOT, RUN_DIR } from './platform';

/**
 * Releases and registry changes under the running platform, made the way an area team makes them
 * (a real build, the deploy tool), so the shell sees exactly what production would.
 */
export const DEPLOY_DIR = path.join(RUN_DIR, 'deploy');
const REGISTRY = path.join(DEPLOY_DIR, 'registry.json');
const remoteDir = (name: string) => path.join(DEPLOY_DIR, 'remotes', name);

export function readRegistry(): Registry {
  return JSON.parse(readFileSync(REGISTRY, 'utf8')) as Registry;
}

export function entryOf(name: string): RegistryEntry {
  return readRegistry().remotes.find((entry) => entry.name === name)!;
}

/** Rewrites one registry entry, whole-file atomically as the deploy tool does. */
export function setEntry(entry: RegistryEntry): void {
  const registry = readRegistry();
  registry.remotes = registry.remotes.map((remote) => (remote.name === entry.name ? entry : remote));
  writeFileSync(`${REGISTRY}.tmp`, JSON.stringify(registry, null, 2));
  renameSync(`${REGISTRY}.tmp`, REGISTRY);
}

const deployCli = (script: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
  execFileSync(process.execPath, ['--import', 'tsx', `src/cli/${script}.ts`, ...args], {
    cwd: path.join(REPO_ROOT, 'deploy'),
    env: { ...process.env, ...platformEnv, ...env },
    encoding: 'utf8',
  });

/** Builds a release of a remote (or, with `throwing`, of the fixture whose pages throw) outside its dist/. */
export function buildRelease(name: string, version: string, options: { throwing?: boolean } = {}): string {
  const distDir = path.join(RUN_DIR, 'builds', `${name}-${version}`);
  if (existsSync(path.join(distDir, 'console-manifest.json'))) return distDir;
  const pkg = options.throwing ? '@console/throwing-remote' : `@console/${name}`;
  execFileSync('pnpm', ['--filter', pkg, 'build'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      CONSOLE_DIST_DIR: distDir,
      REMOTE_VERSION: version,
      ...(options.throwing ? { FAULT_TARGET: name, FAULT_MANIFEST: path.join(remoteDir(name), entryOf(name).version, 'console-manifest.json') } : {}),
    },
  });
  return distDir;
}

/** `pnpm release` for a build made above: a new immutable version, the registry entry moved. */
export function release(name: string, distDir: string): RegistryEntry {
  deployCli('release', [name], { CONSOLE_DIST_DIR: distDir });
  return entryOf(name);
}

export function rollback(name: string): RegistryEntry {
  deployCli('rollback', [name]);
  return entryOf(name);
}

/** A copy of a released version under a new version, with its manifest changed (for faults). */
export function copyRelease(name: string, fromVersion: string, toVersion: string, manifestText: (original: string) => string): RegistryEntry {
  const target = path.join(remoteDir(name), toVersion);
  cpSync(path.join(remoteDir(name), fromVersion), target, { recursive: true });
  const file = path.join(target, 'console-manifest.json');
  writeFileSync(file, manifestText(readFileSync(file, 'utf8')));
  const original = entryOf(name);
  return { name, version: toVersion, manifest: original.manifest.replace(encodeURIComponent(fromVersion), encodeURIComponent(toVersion)) };
}

export const releaseDirectory = (name: string, version: string) => path.join(remoteDir(name), version);

/** The release directories a remote's code (its .js files, not manifests) was loaded from in this page. */
export async function loadedFrom(page: Page, name: string): Promise<string[]> {
  const origin = `http://localhost:${E2E.remotes.find((remote) => remote.name === name)!.port}`;
  return page.evaluate((prefix) => {
    const code = performance
      .getEntriesByType('resource')
      // Loaded as scripts: the shell's prefetch reads code ahead with fetch() and runs none of it.
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType !== 'fetch')
      .map((entry) => entry.name)
      .filter((url) => url.startsWith(prefix) && new URL(url).pathname.endsWith('.js'));
    return [...new Set(code.map((url) => decodeURIComponent(new URL(url).pathname.split('/')[1])))];
  }, origin);
}
