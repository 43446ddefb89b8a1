/// <reference types="node" />
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalog, PREFETCH_FRESH_MS, routeTable, sdkProblem, takePrefetched, type RemoteRecord } from './catalog';

const REGISTRY = 'http://localhost:8080/registry.json';

const manifest = (name: string, paths: string[], patch: Record<string, unknown> = {}) => ({
  schemaVersion: 1,
  name,
  title: '区域',
  container: name.replace('-', '_'),
  version: '1.0.0',
  sdkVersion: '1.0.0',
  buildTime: '2026-11-22T00:00:00Z',
  entry: 'remoteEntry.js',
  routes: paths.map((path) => ({ path, title: '页面', module: './Page' })),
  ...patch,
});

const entry = (name: string, port: number) => ({ name, version: '1.0.0', manifest: `http://localhost:${port}/1.0.0/console-manifest.json` });

function fetcherFor(files: Record<string, unknown>) {
  return vi.fn(async (url: string) => {
    if (!(url in files)) throw new Error(`HTTP 404：${url}`);
    return files[url];
  });
}

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('loadCatalog', () => {
  it('builds the route table from manifests alone, resolving each entry URL', async () => {
    const fetcher = fetcherFor({
      [REGISTRY]: { remotes: [entry('remote-crm', 8081), entry('remote-admin', 8085)] },
      'http://localhost:8081/1.0.0/console-manifest.json': manifest('remote-crm', ['/customer', '/clue']),
      'http://localhost:8085/1.0.0/console-manifest.json': manifest('remote-admin', ['/dashboard']),
    });
    const catalog = await loadCatalog(REGISTRY, fetcher);
    expect([...catalog.routes.keys()]).toEqual(['/customer', '/clue', '/dashboard']);
    expect(catalog.routes.get('/clue')?.remote).toBe('remote-crm');
    expect(catalog.remotes[0]).toMatchObject({ entryUrl: 'http://localhost:8081/1.0.0/remoteEntry.js', problem: null });
  });

  it('marks only the remote whose manifest is missing or invalid, and logs why', async () => {
    const fetcher = fetcherFor({
      [REGISTRY]: { remotes: [entry('remote-crm', 8081), entry('remote-carrier', 8082), entry('remote-admin', 8085)] },
      'http://localhost:8082/1.0.0/console-manifest.json': { name: 'remote-carrier', routes: 'nope' },
      'http://localhost:8085/1.0.0/console-manifest.json': manifest('remote-admin', ['/dashboard']),
    });
    const catalog = await loadCatalog(REGISTRY, fetcher);
    expect(catalog.remotes.map((remote) => [remote.name, Boolean(remote.problem)])).toEqual([
      ['remote-crm', true],
      ['remote-carrier', true],
      ['remote-admin', false],
    ]);
    expect(catalog.remotes[0].problem).toContain('HTTP 404');
    expect(catalog.remotes[1].problem).toContain('模块清单无效');
    expect([...catalog.routes.keys()]).toEqual(['/dashboard']);
    expect(console.error).toHaveBeenCalledTimes(2);
  });

  it('keeps the routes of a release seen before when its origin is down now', async () => {
    const good = manifest('remote-crm', ['/customer']);
    const url = 'http://localhost:8081/1.0.0/console-manifest.json';
    await loadCatalog(REGISTRY, fetcherFor({ [REGISTRY]: { remotes: [entry('remote-crm', 8081)] }, [url]: good }));
    const catalog = await loadCatalog(REGISTRY, fetcherFor({ [REGISTRY]: { remotes: [entry('remote-crm', 8081)] } }));
    expect(catalog.routes.has('/customer')).toBe(true);
    expect(catalog.remotes[0].problem).toContain('模块清单不可用');
  });

  it('refuses a remote built against another SDK major, keeping its routes so its pages can say why', async () => {
    const fetcher = fetcherFor({
      [REGISTRY]: { remotes: [entry('remote-crm', 8081)] },
      'http://localhost:8081/1.0.0/console-manifest.json': manifest('remote-crm', ['/customer'], { sdkVersion: '2.0.0' }),
    });
    const catalog = await loadCatalog(REGISTRY, fetcher);
    expect(catalog.routes.has('/customer')).toBe(true);
    expect(catalog.remotes[0].problem).toContain('SDK 版本不兼容');
  });

  it('rejects a registry that is not valid', async () => {
    await expect(loadCatalog(REGISTRY, fetcherFor({ [REGISTRY]: { remotes: 'x' } }))).rejects.toThrow('模块注册表无效');
  });

  it('rejects a manifest whose name differs from its registry entry', async () => {
    const fetcher = fetcherFor({
      [REGISTRY]: { remotes: [entry('remote-crm', 8081)] },
      'http://localhost:8081/1.0.0/console-manifest.json': manifest('remote-admin', ['/dashboard']),
    });
    const catalog = await loadCatalog(REGISTRY, fetcher);
    expect(catalog.remotes[0].problem).toContain('与注册表中的 remote-crm 不符');
    expect(catalog.routes.size).toBe(0);
  });
});

describe('routeTable', () => {
  it('gives a contested path to the first remote and logs the rejected claim', () => {
    const record = (name: string, paths: string[]): RemoteRecord => ({
      name,
      version: '1.0.0',
      manifestUrl: '',
      entryUrl: '',
      problem: null,
      manifest: manifest(name, paths) as RemoteRecord['manifest'],
    });
    const table = routeTable([record('remote-crm', ['/customer']), record('remote-admin', ['/customer', '/dashboard'])]);
    expect(table.get('/customer')?.remote).toBe('remote-crm');
    expect(table.get('/dashboard')?.remote).toBe('remote-admin');
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('/customer 已属于 remote-crm'));
  });
});

describe('sdkProblem', () => {
  it('accepts the same major and refuses another', () => {
    const m = manifest('remote-crm', ['/a']) as Parameters<typeof sdkProblem>[0];
    expect(sdkProblem({ ...m, sdkVersion: '1.9.0' }, '1.0.0')).toBeNull();
    expect(sdkProblem({ ...m, sdkVersion: '2.0.0' }, '1.4.0')).toContain('SDK 版本不兼容');
  });
});

describe("index.html's prefetched registry and manifests", () => {
  it('are taken once, and only while fresh', async () => {
    const answer = Promise.resolve({ remotes: [] });
    const prefetch = { at: 1_000, answers: { [REGISTRY]: answer } as Record<string, Promise<unknown> | undefined> };
    expect(takePrefetched(REGISTRY, prefetch, 1_000 + PREFETCH_FRESH_MS)).toBe(answer);
    expect(takePrefetched(REGISTRY, prefetch, 1_000 + PREFETCH_FRESH_MS)).toBeUndefined();
    const stale = { at: 1_000, answers: { [REGISTRY]: answer } as Record<string, Promise<unknown> | undefined> };
    expect(takePrefetched(REGISTRY, stale, 1_001 + PREFETCH_FRESH_MS)).toBeUndefined();
    expect(stale.answers[REGISTRY]).toBeUndefined();
    expect(takePrefetched(REGISTRY, undefined)).toBeUndefined();
  });

  it('index.html starts them at once, and a failure carries fetchJson’s words', async () => {
    const { readFileSync } = await import('node:fs');
    const html = readFileSync(`${import.meta.dirname}/../../index.html`, 'utf8');
    const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!).find((code) => code.includes('__consolePrefetch'))!;
    const manifestUrl = 'http://localhost:8081/1.0.0/console-manifest.json';
    const registryUrl = new URL('/registry.json', location.href).href;
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      fetched.push(`${url} ${init.cache}`);
      if (url === registryUrl) return new Response(JSON.stringify({ remotes: [{ name: 'remote-crm', version: '1.0.0', manifest: manifestUrl }] }));
      return new Response('', { status: 404 });
    });
    try {
      new Function(script)();
      const prefetch = (globalThis as unknown as { __consolePrefetch: { answers: Record<string, Promise<unknown>> } }).__consolePrefetch;
      await expect(takePrefetched(registryUrl)).resolves.toMatchObject({ remotes: [{ manifest: manifestUrl }] });
      await vi.waitFor(() => expect(prefetch.answers[manifestUrl]).toBeDefined());
      await expect(takePrefetched(manifestUrl)).rejects.toThrow(`HTTP 404：${manifestUrl}`);
      // rollouts.json (README, "Canary releases") beside the registry, started with it.
      const rolloutsUrl = new URL('/rollouts.json', location.href).href;
      await expect(takePrefetched(rolloutsUrl)).rejects.toThrow(`HTTP 404：${rolloutsUrl}`);
      expect(fetched).toEqual([`${registryUrl} no-cache`, `${rolloutsUrl} no-cache`, `${manifestUrl} no-cache`]);
    } finally {
      vi.unstubAllGlobals();
      delete (globalThis as { __consolePrefetch?: unknown }).__consolePrefetch;
    }
  });
});
