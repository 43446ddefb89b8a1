import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { MANIFEST_FILE } from '@console/build-config';
import { cacheControlFor, compressible, contentTypeFor, IMMUTABLE, NO_CACHE } from '../cachePolicy';
import { REMOTES, REPO_ROOT } from '../layout';
import { abortCanary, canaryRemote, promoteCanary } from '../canary';
import { releaseRemote, releaseShell, rollbackRemote } from '../release';
import { storeConfigFromEnv, type StoreConfig } from './config';
import { StoreTarget } from './storeTarget';
import { TEST_REMOTE, writeTestManifest } from '../testing/remoteBuild';

// Retention as strict as it goes (keep none for their number or age): only what is named survives.
vi.hoisted(() => {
  vi.stubEnv('CONSOLE_RELEASES_KEPT', '0');
  vi.stubEnv('CONSOLE_RELEASE_RETENTION_DAYS', '0');
});

const base = storeConfigFromEnv();
if (!base) throw new Error('这些测试需要对象存储：请用 pnpm test:store 运行');
const NAME = TEST_REMOTE;
const work = mkdtempSync(path.join(tmpdir(), 'console-store-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A bucket folder of the test's own, under the published (anonymously readable) one. */
function folder(name: string): StoreConfig {
  const prefix = `${base!.prefix}/${name}-${randomBytes(3).toString('hex')}`;
  return { ...base!, prefix, publicUrl: `${base!.endpoint}/${base!.bucket}/${prefix}` };
}

/** A build of NAME as `version`: its manifest, remoteEntry.js and `chunks` content-hashed files of `chunkBytes` each. */
function build(version: string, chunks = 3, chunkBytes = 1024): string {
  const dist = path.join(work, `dist-${version}`);
  mkdirSync(dist, { recursive: true });
  writeTestManifest(dist, version);
  writeFileSync(path.join(dist, 'remoteEntry.js'), `// entry of ${version}\n`);
  // Images: stored as they are (no gzip), so an upload takes its real time.
  for (let i = 0; i < chunks; i++) writeFileSync(path.join(dist, `${i}.${randomBytes(5).toString('hex')}.png`), randomBytes(chunkBytes));
  return dist;
}

const anonymous = (url: string, init?: RequestInit) => fetch(url, init);
const registryOf = async (config: StoreConfig) =>
  (await (await anonymous(`${config.publicUrl}/registry.json`)).json()) as { remotes: { name: string; version: string; manifest: string }[] };
const versionsOf = async (target: StoreTarget) =>
  (await target.listReleases(NAME)).map((release) => `${release.version}${release.complete ? '' : '（不完整）'}`).sort();

/** `pnpm release`'s release step, as its own process (so it can be killed). */
function releaseProcess(config: StoreConfig, distDir: string) {
  return spawn(process.execPath, ['--import', 'tsx', 'src/cli/release.ts', NAME], {
    cwd: path.join(REPO_ROOT, 'deploy'),
    env: { ...process.env, CONSOLE_STORE_PREFIX: config.prefix, CONSOLE_DIST_DIR: distDir, CONSOLE_RELEASES_KEPT: '5', CONSOLE_RELEASE_RETENTION_DAYS: '1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}
const exited = (child: ReturnType<typeof spawn>) => new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

describe('publishing order in the store', () => {
  it('a release killed halfway leaves the registry on the previous release; running it again completes it', async () => {
    const config = folder('killed');
    const target = new StoreTarget(config);
    await releaseRemote(NAME, build('1.0.0'), target);
    const big = build('2.0.0', 400, 64 * 1024);
    const v2 = `${config.prefix}/remotes/${NAME}/2.0.0/`;
    const countV2 = async () => (await target.client.send(new ListObjectsV2Command({ Bucket: config.bucket, Prefix: v2 }))).KeyCount ?? 0;

    const first = releaseProcess(config, big);
    const firstExit = exited(first);
    while ((await countV2()) < 10) await new Promise((resolve) => setTimeout(resolve, 10));
    first.kill('SIGKILL');
    await firstExit;
    const uploaded = await countV2();
    expect(uploaded).toBeGreaterThanOrEqual(10);
    expect(uploaded).toBeLessThan(402); // killed midway, not after the end
    expect((await registryOf(config)).remotes.map((entry) => entry.version)).toEqual(['1.0.0']);
    expect((await target.readHistory(NAME)).map((record) => record.version)).toEqual(['1.0.0']);
    expect(await versionsOf(target)).toEqual(['1.0.0', '2.0.0（不完整）']);
    // The manifest is written last: a browser cannot find half a release.
    expect((await anonymous(`${config.publicUrl}/remotes/${NAME}/2.0.0/${MANIFEST_FILE}`)).ok).toBe(false);

    const again = releaseProcess(config, big);
    expect(await exited(again)).toBe(0);
    expect(await countV2()).toBe(402);
    const registry = await registryOf(config);
    expect(registry.remotes.map((entry) => entry.version)).toEqual(['2.0.0']);
    expect((await anonymous(registry.remotes[0].manifest)).status).toBe(200);
    expect((await target.readHistory(NAME)).map((record) => record.version)).toEqual(['1.0.0', '2.0.0']);
  });

  it('retention deletes only releases neither the registry nor a rollback names, rollback follows the history', async () => {
    const config = folder('retention');
    const target = new StoreTarget(config);
    const registryManifestReadable = async () => {
      for (const entry of (await registryOf(config)).remotes) expect((await anonymous(entry.manifest)).status).toBe(200);
    };
    await releaseRemote(NAME, build('1.0.0'), target);
    await releaseRemote(NAME, build('1.1.0'), target);
    expect(await versionsOf(target)).toEqual(['1.0.0', '1.1.0']); // 1.0.0 is what a rollback returns to
    await releaseRemote(NAME, build('1.2.0'), target);
    expect(await versionsOf(target)).toEqual(['1.1.0', '1.2.0']);
    expect((await rollbackRemote(NAME, target)).version).toBe('1.1.0');
    await registryManifestReadable();
    await releaseRemote(NAME, build('1.3.0'), target);
    // From 1.3.0 a rollback skips 1.2.0 (rolled back from) and returns to 1.1.0: both stay, 1.2.0 goes.
    expect(await versionsOf(target)).toEqual(['1.1.0', '1.3.0']);
    expect((await rollbackRemote(NAME, target)).version).toBe('1.1.0');
    await registryManifestReadable();
    await expect(rollbackRemote(NAME, target)).rejects.toThrow('没有可回滚的上一版本');
    await expect(releaseRemote(NAME, build('1.3.0'), target)).rejects.toThrow('已发布过');
  });
});

describe('canary releases in the store (README, "Canary releases")', () => {
  it('a canary is named in rollouts.json beside the registry, both versions served; raise, promote and abort are one write each', async () => {
    const config = folder('canary');
    const target = new StoreTarget(config);
    const rolloutsOf = async () =>
      (await (await anonymous(`${config.publicUrl}/rollouts.json`)).json()) as { remotes: { version: string; percent: number; manifest: string }[] };
    await releaseRemote(NAME, build('1.0.0'), target);
    await canaryRemote(NAME, 10, { roles: ['admin'] }, { by: 'ops' }, build('1.1.0'), target);
    expect((await registryOf(config)).remotes.map((entry) => entry.version)).toEqual(['1.0.0']);
    const [rollout] = (await rolloutsOf()).remotes;
    expect(rollout).toMatchObject({ version: '1.1.0', percent: 10 });
    // Retention keeps nothing for its number or age, yet the stable release and the canary are both served.
    for (const manifest of [(await registryOf(config)).remotes[0].manifest, rollout.manifest]) expect((await anonymous(manifest)).status).toBe(200);
    await canaryRemote(NAME, 50, undefined, { by: 'ops' }, build('1.2.0'), target);
    expect((await rolloutsOf()).remotes.map((entry) => [entry.version, entry.percent])).toEqual([['1.1.0', 50]]);
    await abortCanary(NAME, { by: 'watcher', reason: '错误率高' }, target);
    expect((await rolloutsOf()).remotes).toEqual([]);
    expect((await registryOf(config)).remotes.map((entry) => entry.version)).toEqual(['1.0.0']);
    await canaryRemote(NAME, 10, undefined, { by: 'ops' }, build('1.3.0'), target);
    await promoteCanary(NAME, { by: 'ops' }, target);
    expect((await registryOf(config)).remotes.map((entry) => entry.version)).toEqual(['1.3.0']);
    expect((await rolloutsOf()).remotes).toEqual([]);
    expect((await target.readHistory(NAME)).map((record) => [record.version, record.decisions?.map((entry) => entry.action).join('>') ?? ''])).toEqual([
      ['1.0.0', ''],
      ['1.1.0', 'canary>raise>abort'],
      ['1.3.0', 'canary>promote'],
    ]);
  });
});

describe('what anonymous clients may do', () => {
  it('read published objects; never list, write or delete', async () => {
    const config = folder('anonymous');
    const target = new StoreTarget(config);
    const record = await releaseRemote(NAME, build('1.0.0'), target);
    const bucketUrl = `${config.endpoint}/${config.bucket}`;
    expect((await anonymous(record.manifest)).status).toBe(200);
    expect((await anonymous(bucketUrl)).status).toBe(403);
    expect((await anonymous(`${bucketUrl}?list-type=2&prefix=${encodeURIComponent(config.prefix)}`)).status).toBe(403);
    expect((await anonymous(`${config.publicUrl}/evil.js`, { method: 'PUT', body: 'alert(1)' })).status).toBe(403);
    expect((await anonymous(`${config.publicUrl}/registry.json`, { method: 'PUT', body: '{"remotes":[]}' })).status).toBe(403);
    expect((await anonymous(record.manifest, { method: 'DELETE' })).status).toBe(403);
    expect((await anonymous(record.manifest)).status).toBe(200);
    expect((await anonymous(`${config.publicUrl}/evil.js`)).ok).toBe(false);
    expect((await registryOf(config)).remotes[0].version).toBe('1.0.0');
  });
});

describe('the whole console published to the store', () => {
  it('every object carries the servers’ headers, and no served file holds a credential', async () => {
    const config = folder('whole');
    const target = new StoreTarget(config);
    const times: string[] = [];
    const started = Date.now();
    for (const remote of REMOTES) {
      const at = Date.now();
      await releaseRemote(remote.name, path.join(REPO_ROOT, remote.name, 'dist'), target);
      times.push(`${remote.name} ${Date.now() - at} ms`);
    }
    const shellAt = Date.now();
    await releaseShell(path.join(REPO_ROOT, 'host-shell', 'dist'), target);
    times.push(`host-shell ${Date.now() - shellAt} ms`);
    console.log(`发布整个控制台到对象存储：${Date.now() - started} ms（${times.join('，')}）`);

    const objects = (await target.listObjects(`${config.prefix}/`)).map((object) => object.Key!);
    expect(objects.length).toBeGreaterThan(50);
    const secrets = [process.env.AWS_ACCESS_KEY_ID!, process.env.AWS_SECRET_ACCESS_KEY!];
    const seen = { immutable: 0, noCache: 0, gzip: 0 };
    const queue = [...objects];
    const check = async () => {
      for (let key = queue.shift(); key; key = queue.shift()) {
        const answer = await anonymous(`${config.publicUrl}/${key.slice(config.prefix.length + 1)}`);
        expect(answer.status, key).toBe(200);
        const body = Buffer.from(await answer.arrayBuffer());
        for (const secret of secrets) expect(body.includes(secret), `${key} 含有密钥`).toBe(false);
        expect(answer.headers.get('cache-control'), key).toBe(cacheControlFor(key));
        expect(answer.headers.get('content-type'), key).toBe(contentTypeFor(key));
        const gzipped = answer.headers.get('content-encoding') === 'gzip';
        if (!key.endsWith('.json') || key.includes('/remotes/')) expect(gzipped, key).toBe(compressible(key, body.length));
        seen.gzip += Number(gzipped);
        seen.immutable += Number(answer.headers.get('cache-control') === IMMUTABLE);
        seen.noCache += Number(answer.headers.get('cache-control') === NO_CACHE);
      }
    };
    await Promise.all(Array.from({ length: 8 }, check));
    expect(seen.immutable).toBeGreaterThan(20);
    expect(seen.gzip).toBeGreaterThan(20);
    for (const file of ['index.html', 'registry.json', ...REMOTES.map((remote) => `remotes/${remote.name}/`)]) {
      expect(
        objects.some((key) => key.startsWith(`${config.prefix}/${file}`)),
        file,
      ).toBe(true);
    }
    const page = await (await anonymous(`${config.publicUrl}/index.html`)).text();
    expect(page).toContain(`<base href="${config.publicUrl}/"`);
    expect(page).toContain(`<meta name="console-api-origin" content="${config.apiOrigin}"`);
    const policy = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(page)![1];
    // The store's folder and the backend's origin, nothing wider: no 'self' (the store's whole host), no wildcard.
    expect(policy).toContain(`script-src ${config.publicUrl}/ 'sha256-`);
    expect(policy).toContain(`connect-src ${config.apiOrigin} ${config.publicUrl}/ ws: wss:`);
    expect(policy).not.toMatch(/'self'|\*|frame-ancestors/);
  });
});
