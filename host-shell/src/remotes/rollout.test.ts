import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SDK_VERSION, type Rollout } from '@console/sdk';
import type { ReleaseCohort } from '../contract/release';
import { releaseNotice, RELEASE_TEXTS } from '../releases/reloadForRelease';
import { loadCatalog } from './catalog';
import { chooseEntries, inCanary, readReleaseChoice, siblingManifest, type ReleaseChoice } from './rollout';

const REGISTRY = 'http://localhost:8080/registry.json';
const manifestUrl = (version: string) => `http://localhost:8082/${encodeURIComponent(version)}/console-manifest.json`;
const stable = { name: 'remote-carrier', version: '1.0.0', manifest: manifestUrl('1.0.0') };
const canary: Rollout = { name: 'remote-carrier', version: '1.1.0', manifest: manifestUrl('1.1.0'), percent: 50, startedAt: '2026-12-07T01:00:00.000Z' };
const cohort = (bucket: number, patch: Partial<ReleaseCohort> = {}): ReleaseCohort => ({
  userId: 8,
  role: 'normal',
  companyId: 1,
  buckets: { 'remote-carrier': bucket },
  pins: {},
  ...patch,
});
const choice = (rollouts: Rollout[], answer: ReleaseCohort | null, host = 'localhost'): ReleaseChoice => ({
  rollouts: { remotes: rollouts },
  cohort: answer,
  host,
});

describe('who gets a canary', () => {
  it('the users whose bucket is below its percent', () => {
    expect(inCanary(canary, cohort(49), 'localhost')).toBe(true);
    expect(inCanary(canary, cohort(50), 'localhost')).toBe(false);
    expect(inCanary({ ...canary, percent: 100 }, cohort(99), 'localhost')).toBe(true);
    expect(inCanary(canary, null, 'localhost')).toBe(false);
  });

  it('raising the percent only adds users: whoever had it at p still has it at every larger q', () => {
    const usersAt = (percent: number) =>
      Array.from({ length: 100 }, (_, bucket) => bucket).filter((bucket) => inCanary({ ...canary, percent }, cohort(bucket), 'h'));
    for (let p = 1; p < 100; p++) {
      const next = new Set(usersAt(p + 1));
      expect(
        usersAt(p).filter((bucket) => !next.has(bucket)),
        `${p} → ${p + 1}`,
      ).toEqual([]);
      expect(next.size, `${p} → ${p + 1}`).toBe(p + 1);
    }
    // And exactly the buckets below the percent are in: 10 of 100 at 10 %.
    expect(Array.from({ length: 100 }, (_, bucket) => inCanary({ ...canary, percent: 10 }, cohort(bucket), 'h')).filter(Boolean)).toHaveLength(10);
  });

  it('every target given must match: host, role, company, user', () => {
    const targeted = (targets: Rollout['targets']) => ({ ...canary, percent: 100, targets });
    expect(inCanary(targeted({ hosts: ['cy.localhost'] }), cohort(0), 'cy.localhost')).toBe(true);
    expect(inCanary(targeted({ hosts: ['cy.localhost'] }), cohort(0), 'localhost')).toBe(false);
    expect(inCanary(targeted({ roles: ['admin'] }), cohort(0), 'h')).toBe(false);
    expect(inCanary(targeted({ roles: ['admin', 'normal'] }), cohort(0), 'h')).toBe(true);
    expect(inCanary(targeted({ companies: [2] }), cohort(0), 'h')).toBe(false);
    expect(inCanary(targeted({ companies: [1] }), cohort(0, { companyId: null }), 'h')).toBe(false);
    expect(inCanary(targeted({ users: [8] }), cohort(0), 'h')).toBe(true);
    expect(inCanary(targeted({ users: [8], roles: ['admin'] }), cohort(0), 'h')).toBe(false);
  });
});

describe('the version each remote is read at', () => {
  it('pin > canary (in its cohort) > stable', () => {
    const pick = (answer: ReleaseCohort | null) => chooseEntries([stable], choice([canary], answer), REGISTRY)[0];
    expect(pick(cohort(10))).toMatchObject({ version: '1.1.0', manifest: canary.manifest, channel: 'canary' });
    expect(pick(cohort(90))).toEqual({ ...stable, channel: 'stable' });
    expect(pick(null)).toEqual({ ...stable, channel: 'stable' });
    expect(pick(cohort(10, { pins: { 'remote-carrier': '0.9.0+1' } }))).toEqual({
      name: 'remote-carrier',
      version: '0.9.0+1',
      manifest: manifestUrl('0.9.0+1'),
      channel: 'pin',
      fallback: { name: 'remote-carrier', version: '1.1.0', manifest: canary.manifest, channel: 'canary' },
    });
    // A pin to the version the user would get anyway is simply that version.
    expect(pick(cohort(10, { pins: { 'remote-carrier': '1.1.0' } })).channel).toBe('canary');
  });

  it('finds a pinned version beside the stable one, on an origin and in a bucket', () => {
    expect(siblingManifest('http://localhost:8082/1.0.0%2B1/console-manifest.json', '0.9.0+2')).toBe('http://localhost:8082/0.9.0%2B2/console-manifest.json');
    expect(siblingManifest('https://s3.example.com/b/console/remotes/remote-crm/1.0.0/console-manifest.json', '0.9.0')).toBe(
      'https://s3.example.com/b/console/remotes/remote-crm/0.9.0/console-manifest.json',
    );
  });
});

describe('the catalog for a canary user', () => {
  const manifest = (version: string) => ({
    schemaVersion: 1,
    name: 'remote-carrier',
    title: '运营商管理',
    container: 'remote_carrier',
    version,
    sdkVersion: SDK_VERSION,
    buildTime: '2026-12-07T00:00:00Z',
    entry: 'remoteEntry.js',
    routes: [{ path: '/blackList', title: version === '1.1.0' ? '黑名单（新）' : '黑名单', module: './BlackList' }],
  });
  const stored = new Set(['1.0.0', '1.1.0']);
  const fetcher = vi.fn(async (url: string) => {
    if (url === REGISTRY) return { remotes: [stable] };
    if (url === 'http://localhost:8080/rollouts.json') return { remotes: [canary] };
    const version = decodeURIComponent(/\/([^/]+)\/console-manifest\.json$/.exec(url)?.[1] ?? '');
    if (!stored.has(version)) throw new Error(`HTTP 404：${url}`);
    return manifest(version);
  });
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.clear();
  });
  afterEach(() => vi.restoreAllMocks());

  const catalogFor = async (answer: ReleaseCohort | null) =>
    (
      await loadCatalog(
        REGISTRY,
        fetcher,
        [],
        readReleaseChoice(REGISTRY, fetcher, async () => answer, 'localhost'),
      )
    ).remotes[0];

  it('reads the canary for a user in its cohort, the stable version for the others', async () => {
    expect(await catalogFor(cohort(10))).toMatchObject({ version: '1.1.0', channel: 'canary', manifest: { routes: [{ title: '黑名单（新）' }] } });
    const other = await catalogFor(cohort(60));
    expect(other).toMatchObject({ version: '1.0.0', manifest: { routes: [{ title: '黑名单' }] } });
    expect(other.channel).toBeUndefined();
  });

  it('a pinned version that is no longer stored leaves the user on what they would get without it', async () => {
    expect(await catalogFor(cohort(10, { pins: { 'remote-carrier': '0.1.0' } }))).toMatchObject({ version: '1.1.0', channel: 'canary', problem: null });
    expect(await catalogFor(cohort(60, { pins: { 'remote-carrier': '1.1.0' } }))).toMatchObject({ version: '1.1.0', channel: 'pin' });
  });

  it('what the browser stores moves nobody: only the backend’s answer does', async () => {
    const before = await catalogFor(cohort(60));
    // Whatever a user writes into local storage (a role, a user id, a bucket, a pin, a rollout).
    for (const [key, value] of Object.entries({ ms_role: 'admin', userId: '1', bucket: '0', pins: '{"remote-carrier":"1.1.0"}', rollouts: '{}' })) {
      localStorage.setItem(key, value);
    }
    expect(await catalogFor(cohort(60))).toEqual(before);
  });
});

describe('the release notice', () => {
  it('says a canary the user ran was withdrawn when they go back to the stable version, and new otherwise', () => {
    expect(releaseNotice('运营商管理', 'canary', { version: '1.0.0' })).toEqual({
      withdrawn: true,
      title: '「运营商管理」的更新已撤回',
      description: RELEASE_TEXTS.withdrawnDescription('1.0.0'),
    });
    expect(releaseNotice('运营商管理', undefined, { version: '1.1.0' })).toMatchObject({ withdrawn: false, title: '「运营商管理」已发布新版本' });
    expect(releaseNotice('运营商管理', undefined, { version: '1.1.0', channel: 'canary' }).withdrawn).toBe(false);
    expect(releaseNotice('运营商管理', 'canary', { version: '0.9.0', channel: 'pin' }).withdrawn).toBe(false);
  });
});
