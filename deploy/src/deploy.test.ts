import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheControlFor, IMMUTABLE, NO_CACHE } from './cachePolicy';
import { DEPLOY_DIR, REGISTRY_FILE, remoteDir, REMOTES, SHELL } from './layout';
import { nginxConfig } from './nginx';
import { readRegistry, withEntry, writeRegistry } from './registry';
import { pruneReleases, readHistory, releaseRemote, releasesToPrune, rollbackRemote } from './release';
import { directoryTarget } from './releaseTarget';
import { TEST_REMOTE, writeTestManifest } from './testing/remoteBuild';

// layout.ts and release.ts read these when imported: releases made here live in a temporary directory.
vi.hoisted(() => {
  vi.stubEnv('CONSOLE_DEPLOY_DIR', `${process.env.TMPDIR ?? '/tmp'}/console-deploy-test-${process.pid}-${Date.now()}`);
  vi.stubEnv('CONSOLE_RELEASES_KEPT', '2');
  vi.stubEnv('CONSOLE_RELEASE_RETENTION_DAYS', '1');
});
// The tests below delete DEPLOY_DIR: never the real one.
if (!path.basename(DEPLOY_DIR).startsWith('console-deploy-test-')) throw new Error(`不是测试目录：${DEPLOY_DIR}`);
afterAll(() => {
  rmSync(DEPLOY_DIR, { recursive: true, force: true });
  vi.unstubAllEnvs();
});

describe('cache policy', () => {
  it('caches content-hashed files and every file of a release for a year, and revalidates the rest', () => {
    expect(cacheControlFor('415.71ff6acc9c.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('main.d719997397.css')).toBe(IMMUTABLE);
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
    // A release directory is never written again: its entry and manifest are as immutable as its chunks.
    for (const file of ['remoteEntry.js', 'console-manifest.json', 'remoteEntry.js.map']) {
      expect(cacheControlFor(`1.0.0+20261127095432/${file}`), file).toBe(IMMUTABLE);
      expect(cacheControlFor(`console/remotes/remote-crm/2.0.0/${file}`), file).toBe(IMMUTABLE);
      expect(cacheControlFor(file), file).toBe(NO_CACHE);
    }
    for (const file of ['index.html', 'registry.json', 'favicon.ico', 'releases/remote-crm.json', 'v1.0.0/index.html']) {
      expect(cacheControlFor(file), file).toBe(NO_CACHE);
    }
  });
});

describe('registry', () => {
  it('replaces one remote’s entry and leaves the others as they were', () => {
    const registry = {
      remotes: [
        { name: 'remote-admin', version: '1.0.0', manifest: 'a' },
        { name: 'remote-crm', version: '1.0.0', manifest: 'c' },
      ],
    };
    expect(withEntry(registry, { name: 'remote-crm', version: '1.1.0', manifest: 'c2' })).toEqual({
      remotes: [
        { name: 'remote-admin', version: '1.0.0', manifest: 'a' },
        { name: 'remote-crm', version: '1.1.0', manifest: 'c2' },
      ],
    });
  });

  it('is written whole and read back validated', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'registry-'));
    const file = path.join(dir, 'registry.json');
    expect(readRegistry(file)).toEqual({ remotes: [] });
    writeRegistry(file, { remotes: [{ name: 'remote-crm', version: '1.0.0', manifest: 'm' }] });
    expect(readRegistry(file).remotes[0].name).toBe('remote-crm');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toHaveProperty('remotes');
    rmSync(dir, { recursive: true });
  });
});

/** The text of the first `location` block of `config` whose line starts with `opening`. */
function locationBlock(config: string, opening: string): string {
  const start = config.indexOf(`location ${opening}`);
  expect(start).toBeGreaterThanOrEqual(0);
  return config.slice(start, config.indexOf('}', config.indexOf(' {\n', start)) + 1);
}

describe('nginx config', () => {
  const remote = nginxConfig(REMOTES[0], '/tmp/prefix');
  const shell = nginxConfig(SHELL, '/tmp/prefix');

  it('caches content-hashed files for a year, but never a 404 for one (no `always`)', () => {
    for (const config of [remote, shell]) {
      const hashed = locationBlock(config, '~*');
      expect(hashed).toContain(`add_header Cache-Control "${IMMUTABLE}";`);
      expect(hashed).not.toMatch(/Cache-Control[^;]*always/);
      expect(hashed).toContain('try_files $uri =404;');
    }
  });

  it('caches a remote’s release directories for a year, not the shell’s files', () => {
    const immutable = (config: string) => new RegExp(locationBlock(config, '~*').match(/location ~\* "(.*)"/)![1]!, 'i');
    for (const file of ['/1.0.0+20261127095432/remoteEntry.js', '/1.0.0+20261127095432/console-manifest.json', '/2.0.0/415.71ff6acc9c.js']) {
      expect(immutable(remote).test(file), file).toBe(true);
    }
    expect(immutable(remote).test('/remoteEntry.js')).toBe(false);
    expect(immutable(shell).test('/1.0.0+20261127095432/index.html')).toBe(false);
    expect(immutable(shell).test('/main.d719997397.js')).toBe(true);
  });

  it('revalidates everything else, error responses included', () => {
    for (const config of [remote, shell]) {
      expect(locationBlock(config, '/ {')).toContain(`add_header Cache-Control "${NO_CACHE}" always;`);
    }
    expect(locationBlock(shell, '= /registry.json')).toContain(`add_header Cache-Control "${NO_CACHE}" always;`);
  });

  it('serves each origin on its own port; CORS on the remotes, the SPA fallback and /api proxy on the shell', () => {
    expect(remote).toContain(`listen 127.0.0.1:${REMOTES[0].port};`);
    expect(remote).toContain(`root ${remoteDir(REMOTES[0].name)};`);
    expect(locationBlock(remote, '~*')).toContain('add_header Access-Control-Allow-Origin "*" always;');
    expect(remote).not.toContain('location /api/');
    expect(remote).toContain('try_files $uri =404;');
    expect(shell).toContain(`listen 127.0.0.1:${SHELL.port};`);
    expect(shell).not.toContain('Access-Control-Allow-Origin');
    expect(shell).toContain('location /api/');
    expect(locationBlock(shell, '/ {')).toContain('try_files $uri /index.html;');
  });
});

describe('releases on disk', () => {
  const NAME = TEST_REMOTE;
  const DAY = 86_400_000;
  const T0 = Date.parse('2026-11-01T00:00:00Z');
  let dist: string;

  /** Builds (a manifest is all a release needs here) and releases `version` at day `day`. */
  async function release(version: string, day: number) {
    vi.setSystemTime(T0 + day * DAY);
    writeTestManifest(dist, version);
    return releaseRemote(NAME, dist, directoryTarget);
  }
  const current = () => readRegistry(REGISTRY_FILE).remotes.find((entry) => entry.name === NAME)?.version;
  const onDisk = () => readdirSync(remoteDir(NAME)).sort();

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    rmSync(DEPLOY_DIR, { recursive: true, force: true });
    dist = path.join(DEPLOY_DIR, 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, 'remoteEntry.js'), '// entry');
  });
  afterEach(() => vi.useRealTimers());

  it('a release gets its own directory and the registry entry; a version is never released twice', async () => {
    await release('1.0.0', 0);
    expect(current()).toBe('1.0.0');
    expect(existsSync(path.join(remoteDir(NAME), '1.0.0', 'remoteEntry.js'))).toBe(true);
    expect((await readHistory(NAME, directoryTarget)).map((record) => record.version)).toEqual(['1.0.0']);
    await expect(release('1.0.0', 1)).rejects.toThrow('已发布过');
  });

  it('rollback points the registry at the release before the current one, again and again, deleting nothing', async () => {
    await release('1.0.0', 0);
    await release('1.1.0', 0);
    await release('1.2.0', 0);
    expect((await rollbackRemote(NAME, directoryTarget)).version).toBe('1.1.0');
    expect(current()).toBe('1.1.0');
    expect((await rollbackRemote(NAME, directoryTarget)).version).toBe('1.0.0');
    expect(current()).toBe('1.0.0');
    await expect(rollbackRemote(NAME, directoryTarget)).rejects.toThrow('没有可回滚的上一版本');
    expect(onDisk()).toEqual(['1.0.0', '1.1.0', '1.2.0']);
  });

  it('rollback never returns to a release that was rolled back from', async () => {
    await release('1.0.0', 0);
    await release('1.1.0', 0);
    expect((await rollbackRemote(NAME, directoryTarget)).version).toBe('1.0.0'); // 1.1.0 was bad
    await release('1.2.0', 0);
    expect((await rollbackRemote(NAME, directoryTarget)).version).toBe('1.0.0');
    expect((await readHistory(NAME, directoryTarget)).filter((record) => record.rolledBackAt).map((record) => record.version)).toEqual(['1.1.0', '1.2.0']);
  });

  it('rollback skips releases already pruned from disk', async () => {
    await release('1.0.0', 0);
    await release('1.1.0', 0);
    await release('1.2.0', 0);
    rmSync(path.join(remoteDir(NAME), '1.1.0'), { recursive: true });
    expect((await rollbackRemote(NAME, directoryTarget)).version).toBe('1.0.0');
  });

  it('pruning keeps the newest CONSOLE_RELEASES_KEPT (2), anything younger than a day, and the release in use', async () => {
    await release('1.0.0', 0);
    await release('1.1.0', 0.5);
    await release('1.2.0', 0.9);
    expect(onDisk()).toEqual(['1.0.0', '1.1.0', '1.2.0']); // 1.0.0 is beyond the newest 2, but younger than a day
    await release('1.3.0', 1.6);
    expect(onDisk()).toEqual(['1.2.0', '1.3.0']); // 1.0.0 and 1.1.0 are older than a day
    await release('1.4.0', 1.7);
    expect(onDisk()).toEqual(['1.2.0', '1.3.0', '1.4.0']); // 1.2.0 is beyond the newest 2, but younger than a day
    expect(await pruneReleases(NAME, T0 + 10 * DAY, directoryTarget)).toEqual(['1.2.0']);
    expect(onDisk()).toEqual(['1.3.0', '1.4.0']);
  });

  it('pruning never deletes the release the registry points at, however old', async () => {
    await release('1.0.0', 0);
    await release('1.1.0', 0);
    await release('1.2.0', 0);
    await rollbackRemote(NAME, directoryTarget);
    await rollbackRemote(NAME, directoryTarget);
    expect(current()).toBe('1.0.0');
    expect(await pruneReleases(NAME, T0 + 10 * DAY, directoryTarget)).toEqual([]);
    expect(onDisk()).toEqual(['1.0.0', '1.1.0', '1.2.0']);
  });
});

describe('retention rule (the same for the deploy directory and a bucket)', () => {
  const DAY = 86_400_000;
  const T0 = Date.parse('2026-11-01T00:00:00Z');
  const record = (version: string, day: number, rolledBack = false) => ({
    name: 'remote-crm',
    version,
    manifest: `m/${version}`,
    releasedAt: new Date(T0 + day * DAY).toISOString(),
    ...(rolledBack ? { rolledBackAt: new Date(T0 + day * DAY).toISOString() } : {}),
  });
  const stored = (version: string, day: number, complete = true) => ({ version, complete, writtenAt: T0 + day * DAY });

  it('never deletes the release the registry names nor the one a rollback returns to, however old', () => {
    const history = [record('1.0.0', 0), record('1.1.0', 1), record('1.2.0', 2, true), record('1.3.0', 3)];
    const releases = history.map((entry, day) => stored(entry.version, day));
    // The registry is on 1.3.0; a rollback would skip 1.2.0 (rolled back from) and return to 1.1.0.
    expect(releasesToPrune(releases, history, '1.3.0', T0 + 100 * DAY, 0, 1)).toEqual(['1.0.0', '1.2.0']);
    // Rolled back to 1.0.0: nothing before it, so only what it and the registry name stay.
    expect(releasesToPrune(releases, history, '1.0.0', T0 + 100 * DAY, 0, 1)).toEqual(['1.1.0', '1.2.0', '1.3.0']);
  });

  it('judges a release the history does not know (an interrupted upload) by when its files were written', () => {
    const history = [record('1.0.0', 0), record('1.1.0', 5)];
    const releases = [stored('1.0.0', 0), stored('1.1.0', 5), stored('1.2.0', 9.5, false)];
    expect(releasesToPrune(releases, history, '1.1.0', T0 + 10 * DAY, 0, 1)).toEqual([]);
    expect(releasesToPrune(releases, history, '1.1.0', T0 + 11 * DAY, 0, 1)).toEqual(['1.2.0']);
    // An incomplete release is never a rollback target: from 1.2.0 a rollback returns to 1.0.0, past 1.1.0.
    const partly = [stored('1.0.0', 0), stored('1.1.0', 5, false), stored('1.2.0', 9.5)];
    expect(releasesToPrune(partly, [...history, record('1.2.0', 9.5)], '1.2.0', T0 + 20 * DAY, 0, 1)).toEqual(['1.1.0']);
  });
});
