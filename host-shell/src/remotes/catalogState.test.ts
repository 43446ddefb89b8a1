import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { platformStore, SDK_VERSION, servedRoutesAtom } from '@console/sdk';
import { routeTable, type RemoteRecord } from './catalog';
import { catalogAtom, pollRegistry, REGISTRY_POLL_MS, watchRegistry } from './catalogState';

vi.mock('./loadedRemotes', () => ({ isLoaded: () => true }));

const REGISTRY = 'http://localhost:8080/registry.json';
const manifestUrl = (version: string) => `http://localhost:8081/${version}/console-manifest.json`;
const manifest = (version: string) => ({
  schemaVersion: 1,
  name: 'remote-crm',
  title: '客户管理',
  container: 'remote_crm',
  version,
  sdkVersion: SDK_VERSION,
  buildTime: '2026-11-22T00:00:00Z',
  entry: 'remoteEntry.js',
  routes: [{ path: '/customers', title: '客户', module: './Customers' }],
});

/** What the origins serve now: the registry names `version`; `broken` manifests answer 404. */
let registryVersion = '1.0.0';
let broken = new Set<string>();
const fetchMock = vi.fn(async (url: string) => {
  if (url === REGISTRY)
    return { ok: true, json: async () => ({ remotes: [{ name: 'remote-crm', version: registryVersion, manifest: manifestUrl(registryVersion) }] }) };
  const version = /\/([^/]+)\/console-manifest\.json$/.exec(url)?.[1] ?? '';
  if (broken.has(version)) return { ok: false, status: 404 };
  return { ok: true, json: async () => manifest(version) };
});

const running = (): RemoteRecord => ({
  name: 'remote-crm',
  version: '1.0.0',
  manifestUrl: manifestUrl('1.0.0'),
  entryUrl: 'http://localhost:8081/1.0.0/remoteEntry.js',
  manifest: manifest('1.0.0') as RemoteRecord['manifest'],
  problem: null,
});
const crm = () => platformStore.get(catalogAtom).catalog.remotes[0];

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ href: 'http://localhost:8080/customers' } as Location);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
  registryVersion = '1.0.0';
  broken = new Set();
  const remotes = [running()];
  platformStore.set(catalogAtom, { status: 'ready', catalog: { remotes, routes: routeTable(remotes) } });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('pollRegistry under a running area', () => {
  it('a release waits for a reload; rolled back before it, nothing waits any more', async () => {
    registryVersion = '1.1.0';
    await pollRegistry();
    expect(crm().pendingUpdate?.version).toBe('1.1.0');
    registryVersion = '1.0.0';
    await pollRegistry();
    expect(crm().version).toBe('1.0.0');
    expect(crm().pendingUpdate).toBeUndefined();
  });

  it('a broken release is reported; the registry pointed back at the running release clears the report', async () => {
    registryVersion = '1.1.0';
    broken.add('1.1.0');
    await pollRegistry();
    expect(crm().updateProblem).toContain('版本 1.1.0 不可用');
    registryVersion = '1.0.0';
    await pollRegistry();
    expect(crm().updateProblem).toBeUndefined();
  });

  it('a broken release that is repaired clears the report and waits like any release', async () => {
    registryVersion = '1.1.0';
    broken.add('1.1.0');
    await pollRegistry();
    broken.clear();
    await pollRegistry();
    expect(crm().updateProblem).toBeUndefined();
    expect(crm().pendingUpdate?.version).toBe('1.1.0');
  });
});

describe('pollRegistry under way', () => {
  it('is shared by whoever asks meanwhile: one registry read (visibilitychange and focus together)', async () => {
    await Promise.all([pollRegistry(), pollRegistry()]);
    expect(fetchMock.mock.calls.filter(([url]) => url === REGISTRY)).toHaveLength(1);
    await pollRegistry();
    expect(fetchMock.mock.calls.filter(([url]) => url === REGISTRY)).toHaveLength(2);
  });
});

describe('watchRegistry', () => {
  let hidden = false;
  let stop = () => {};
  const setHidden = (value: boolean) => {
    hidden = value;
    document.dispatchEvent(new Event('visibilitychange'));
  };
  /** Lets the reads under way finish (a read still under way is shared, not repeated). */
  const settled = () => vi.advanceTimersByTimeAsync(0);
  const registryReads = () => fetchMock.mock.calls.filter(([url]) => url === REGISTRY).length;

  beforeEach(() => {
    vi.useFakeTimers();
    hidden = false;
    vi.spyOn(document, 'hidden', 'get').mockImplementation(() => hidden);
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('reads the registry every 60 s while the tab is visible, not while it is hidden, and at once when it shows again', async () => {
    stop = watchRegistry();
    await settled();
    const atStart = registryReads();
    await vi.advanceTimersByTimeAsync(REGISTRY_POLL_MS);
    expect(registryReads()).toBe(atStart + 1);
    setHidden(true);
    await vi.advanceTimersByTimeAsync(10 * REGISTRY_POLL_MS);
    expect(registryReads()).toBe(atStart + 1);
    setHidden(false);
    await settled();
    expect(registryReads()).toBe(atStart + 2);
    await vi.advanceTimersByTimeAsync(REGISTRY_POLL_MS);
    expect(registryReads()).toBe(atStart + 3);
    stop();
    await vi.advanceTimersByTimeAsync(10 * REGISTRY_POLL_MS);
    expect(registryReads()).toBe(atStart + 3);
  });

  it('reads the registry whenever the window gets focus, until stopped', async () => {
    stop = watchRegistry();
    await settled();
    const atStart = registryReads();
    window.dispatchEvent(new Event('focus'));
    await settled();
    expect(registryReads()).toBe(atStart + 1);
    stop();
    window.dispatchEvent(new Event('focus'));
    await settled();
    expect(registryReads()).toBe(atStart + 1);
  });
});

describe('served routes', () => {
  it('publishes every served route to pages through the SDK, with its remote, whenever the catalog changes', () => {
    expect(platformStore.get(servedRoutesAtom)).toEqual([
      { path: '/customers', title: '客户', module: './Customers', remote: 'remote-crm', remoteTitle: '客户管理' },
    ]);
    const changed = {
      ...running(),
      manifest: { ...manifest('1.0.0'), routes: [{ path: '/customers', title: '客户', module: './Customers', roles: ['admin'] }] },
    };
    platformStore.set(catalogAtom, { status: 'ready', catalog: { remotes: [changed as RemoteRecord], routes: routeTable([changed as RemoteRecord]) } });
    expect(platformStore.get(servedRoutesAtom)[0]?.roles).toEqual(['admin']);
  });
});
