import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { abortCanary, canaryRemote, promoteCanary } from './canary';
import { DEPLOY_DIR, REGISTRY_FILE, remoteDir, ROLLOUTS_FILE } from './layout';
import { readRegistry, readRollouts } from './registry';
import { pruneReleases, readHistory, releaseRemote, rollbackRemote } from './release';
import { directoryTarget } from './releaseTarget';
import { TEST_REMOTE, writeTestManifest } from './testing/remoteBuild';

vi.hoisted(() => {
  vi.stubEnv('CONSOLE_DEPLOY_DIR', `${process.env.TMPDIR ?? '/tmp'}/console-deploy-test-canary-${process.pid}-${Date.now()}`);
  vi.stubEnv('CONSOLE_RELEASES_KEPT', '1');
  vi.stubEnv('CONSOLE_RELEASE_RETENTION_DAYS', '0');
});
if (!path.basename(DEPLOY_DIR).startsWith('console-deploy-test-')) throw new Error(`不是测试目录：${DEPLOY_DIR}`);
afterAll(() => {
  rmSync(DEPLOY_DIR, { recursive: true, force: true });
  vi.unstubAllEnvs();
});

const NAME = TEST_REMOTE;
const WHO = { by: 'ops', reason: '先给一成用户' };
let dist: string;

const build = (version: string) => writeTestManifest(dist, version);
const stable = () => readRegistry(REGISTRY_FILE).remotes.find((entry) => entry.name === NAME)?.version;
const canary = () => readRollouts(ROLLOUTS_FILE).remotes.find((rollout) => rollout.name === NAME);
const record = async (version: string) => (await readHistory(NAME, directoryTarget)).find((entry) => entry.version === version);

beforeEach(async () => {
  rmSync(DEPLOY_DIR, { recursive: true, force: true });
  dist = path.join(DEPLOY_DIR, 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'remoteEntry.js'), '// entry');
  build('1.0.0');
  await releaseRemote(NAME, dist, directoryTarget);
});

describe('a canary release', () => {
  it('writes the new version beside the stable one and names it in rollouts.json only; the registry keeps the stable version', async () => {
    build('1.1.0');
    const { rollout, started } = await canaryRemote(NAME, 10, { roles: ['admin'], users: [7] }, WHO, dist, directoryTarget);
    expect(started).toBe(true);
    expect(stable()).toBe('1.0.0');
    expect(canary()).toEqual(rollout);
    expect(rollout).toMatchObject({ version: '1.1.0', percent: 10, targets: { roles: ['admin'], users: [7] } });
    expect(rollout.manifest).toBe(directoryTarget.manifestUrl(NAME, '1.1.0'));
    for (const version of ['1.0.0', '1.1.0']) expect(existsSync(path.join(remoteDir(NAME), version, 'remoteEntry.js'))).toBe(true);
    expect(await record('1.1.0')).toMatchObject({ canary: true, decisions: [{ action: 'canary', by: 'ops', reason: '先给一成用户', percent: 10 }] });
    // Written whole: no temporary file is left beside it.
    expect(JSON.parse(readFileSync(ROLLOUTS_FILE, 'utf8'))).toEqual({ remotes: [rollout] });
  });

  it('raising 10 → 50 → 100 changes the percent only: same version, targets and start, so the same users keep it', async () => {
    build('1.1.0');
    const { rollout } = await canaryRemote(NAME, 10, { hosts: ['cy.localhost'] }, WHO, dist, directoryTarget);
    build('1.2.0'); // a later build is not what a raise publishes
    await canaryRemote(NAME, 50, undefined, { by: 'ops' }, dist, directoryTarget);
    expect(canary()).toEqual({ ...rollout, percent: 50 });
    await canaryRemote(NAME, 100, { hosts: ['cy.localhost'] }, { by: 'ops' }, dist, directoryTarget);
    expect(canary()).toEqual({ ...rollout, percent: 100 });
    expect(existsSync(path.join(remoteDir(NAME), '1.2.0'))).toBe(false);
    expect((await record('1.1.0'))?.decisions?.map((entry) => [entry.action, entry.percent])).toEqual([
      ['canary', 10],
      ['raise', 50],
      ['raise', 100],
    ]);
  });

  it('refuses a share outside 1-100, lowering the share, and changing the targets of a running canary', async () => {
    build('1.1.0');
    for (const percent of [0, 101, 12.5, Number.NaN]) {
      await expect(canaryRemote(NAME, percent, undefined, WHO, dist, directoryTarget)).rejects.toThrow('灰度比例须为 1 到 100 的整数');
    }
    expect(canary()).toBeUndefined();
    await canaryRemote(NAME, 50, undefined, WHO, dist, directoryTarget);
    await expect(canaryRemote(NAME, 10, undefined, WHO, dist, directoryTarget)).rejects.toThrow('灰度比例只能提高');
    await expect(canaryRemote(NAME, 50, undefined, WHO, dist, directoryTarget)).rejects.toThrow('灰度比例只能提高');
    await expect(canaryRemote(NAME, 60, { roles: ['agent'] }, WHO, dist, directoryTarget)).rejects.toThrow('灰度目标不可更改');
    expect(canary()?.percent).toBe(50);
  });

  it('promote makes the registry name the canary and removes it from rollouts.json', async () => {
    build('1.1.0');
    const { rollout } = await canaryRemote(NAME, 50, undefined, WHO, dist, directoryTarget);
    await promoteCanary(NAME, { by: 'watcher', reason: '观察期内健康', figures: { pageLoads: 120 } }, directoryTarget);
    expect(readRegistry(REGISTRY_FILE).remotes.find((entry) => entry.name === NAME)).toEqual({ name: NAME, version: '1.1.0', manifest: rollout.manifest });
    expect(canary()).toBeUndefined();
    const promoted = await record('1.1.0');
    expect(promoted?.promotedAt).toBeTruthy();
    expect(promoted?.decisions?.at(-1)).toMatchObject({ action: 'promote', by: 'watcher', reason: '观察期内健康', figures: { pageLoads: 120 } });
    // Once promoted it is a stable release like any other: a rollback from a later one returns to it.
    build('1.2.0');
    await releaseRemote(NAME, dist, directoryTarget);
    expect((await rollbackRemote(NAME, directoryTarget)).version).toBe('1.1.0');
  });

  it('abort removes the canary (the registry never moved), marks it rolled back and keeps its files', async () => {
    build('1.1.0');
    await canaryRemote(NAME, 50, undefined, WHO, dist, directoryTarget);
    await abortCanary(NAME, { by: 'watcher', reason: '错误率高于稳定版' }, directoryTarget);
    expect(canary()).toBeUndefined();
    expect(stable()).toBe('1.0.0');
    expect((await record('1.1.0'))?.rolledBackAt).toBeTruthy();
    expect((await record('1.1.0'))?.decisions?.at(-1)).toMatchObject({ action: 'abort', by: 'watcher', reason: '错误率高于稳定版' });
    expect(existsSync(path.join(remoteDir(NAME), '1.1.0', 'remoteEntry.js'))).toBe(true);
    // An aborted canary's version is never released again, nor returned to by a rollback.
    await expect(canaryRemote(NAME, 10, undefined, WHO, dist, directoryTarget)).rejects.toThrow('已发布过');
    build('1.2.0');
    await releaseRemote(NAME, dist, directoryTarget);
    expect((await rollbackRemote(NAME, directoryTarget)).version).toBe('1.0.0');
  });

  it('refuses promote and abort without a canary, and a plain release while one runs', async () => {
    await expect(promoteCanary(NAME, WHO, directoryTarget)).rejects.toThrow('没有进行中的灰度发布');
    await expect(abortCanary(NAME, WHO, directoryTarget)).rejects.toThrow('没有进行中的灰度发布');
    build('1.1.0');
    await canaryRemote(NAME, 10, undefined, WHO, dist, directoryTarget);
    build('1.2.0');
    await expect(releaseRemote(NAME, dist, directoryTarget)).rejects.toThrow('正在灰度发布');
    expect(stable()).toBe('1.0.0');
  });

  it('a rollback of the stable version never lands on a running canary, and retention never deletes one', async () => {
    build('1.1.0');
    await canaryRemote(NAME, 10, undefined, WHO, dist, directoryTarget);
    await expect(rollbackRemote(NAME, directoryTarget)).rejects.toThrow('没有可回滚的上一版本');
    // Kept: 1 release, retention: 0 days; the stable one and the canary are both named.
    expect(await pruneReleases(NAME, Date.now() + 86_400_000, directoryTarget)).toEqual([]);
  });
});
