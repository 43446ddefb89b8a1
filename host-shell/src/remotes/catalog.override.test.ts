/// <reference types="node" />
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalog, OVERRIDE_VERSION, withOverrides } from './catalog';
import { manifestCache } from './manifestCache';

const REGISTRY = 'http://localhost:8080/registry.json';
const DEV = 'http://127.0.0.1:8132';
const CARRIER = { remote: 'remote-carrier', origin: DEV, manifest: `${DEV}/console-manifest.json` };

const manifest = (name: string, paths: string[], version = '1.0.0') => ({
  schemaVersion: 1,
  name,
  title: '运营商管理',
  container: name.replace('-', '_'),
  version,
  sdkVersion: '1.0.0',
  buildTime: '2026-11-22T00:00:00Z',
  entry: 'remoteEntry.js',
  routes: paths.map((path) => ({ path, title: '页面', module: './Page' })),
});
const entry = (name: string, port: number) => ({ name, version: '1.0.0', manifest: `http://localhost:${port}/1.0.0/console-manifest.json` });
const fetcherFor = (files: Record<string, unknown>) =>
  vi.fn(async (url: string) => {
    if (!(url in files)) throw new Error(`HTTP 404：${url}`);
    return files[url];
  });

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('a local override in the catalog', () => {
  it('reads the overridden remote from the dev server, every other from its release', async () => {
    const fetcher = fetcherFor({
      [REGISTRY]: { remotes: [entry('remote-crm', 8081), entry('remote-carrier', 8082)] },
      'http://localhost:8081/1.0.0/console-manifest.json': manifest('remote-crm', ['/customer']),
      'http://localhost:8082/1.0.0/console-manifest.json': manifest('remote-carrier', ['/blackList']),
      [`${DEV}/console-manifest.json`]: manifest('remote-carrier', ['/blackList', '/newPage'], '1.0.0+dev'),
    });
    const catalog = await loadCatalog(REGISTRY, fetcher, [CARRIER]);
    expect(fetcher).not.toHaveBeenCalledWith('http://localhost:8082/1.0.0/console-manifest.json');
    expect(catalog.remotes[0]).toMatchObject({ name: 'remote-crm', entryUrl: 'http://localhost:8081/1.0.0/remoteEntry.js' });
    expect(catalog.remotes[1]).toMatchObject({
      name: 'remote-carrier',
      version: OVERRIDE_VERSION,
      override: DEV,
      entryUrl: `${DEV}/remoteEntry.js`,
      problem: null,
    });
    // Its routes and menu follow the local code.
    expect(catalog.routes.get('/newPage')?.remote).toBe('remote-carrier');
    // A dev manifest never replaces the release's in the cache.
    expect(manifestCache.read('remote-carrier', '1.0.0+dev')).toBeNull();
  });

  it('validates the dev manifest like any other; a refused one keeps the release routes and loads no code', async () => {
    const fetcher = fetcherFor({
      [REGISTRY]: { remotes: [entry('remote-carrier', 8082)] },
      'http://localhost:8082/1.0.0/console-manifest.json': manifest('remote-carrier', ['/blackList']),
      [`${DEV}/console-manifest.json`]: { schemaVersion: 1, name: 'remote-carrier', routes: 'none' },
    });
    const [carrier] = (await loadCatalog(REGISTRY, fetcher, [CARRIER])).remotes;
    expect(carrier).toMatchObject({ override: DEV, entryUrl: '' });
    expect(carrier!.problem).toContain('模块清单不可用');
    expect(carrier!.manifest?.routes.map((route) => route.path)).toEqual(['/blackList']);

    const stopped = await loadCatalog(
      REGISTRY,
      fetcherFor({
        [REGISTRY]: { remotes: [entry('remote-carrier', 8082)] },
        'http://localhost:8082/1.0.0/console-manifest.json': manifest('remote-carrier', ['/blackList']),
      }),
      [CARRIER],
    );
    expect(stopped.remotes[0]!.problem).toContain(`HTTP 404：${DEV}/console-manifest.json`);
  });

  it('adds an overridden remote the registry does not name yet, after the released ones', () => {
    const planned = withOverrides([entry('remote-crm', 8081)], [{ ...CARRIER, remote: 'remote-new' }]);
    expect(planned.map(({ entry: { name, version }, released }) => [name, version, released?.name])).toEqual([
      ['remote-crm', '1.0.0', undefined],
      ['remote-new', OVERRIDE_VERSION, undefined],
    ]);
  });
});
