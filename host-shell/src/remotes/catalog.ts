import { SDK_VERSION, majorOf, validateManifest, validateRegistry, type RegistryEntry, type RemoteManifest, type RouteDeclaration } from '@console/sdk';
import type { DevOverride } from '../devOverride/devOverride';
import { manifestCache } from './manifestCache';
import { chooseEntries, NO_CHOICE, type Channel, type ChosenEntry, type ReleaseChoice } from './rollout';

/** A remote as the shell knows it: from its registry entry and, if it could be read, its manifest. */
export interface RemoteRecord {
  name: string;
  version: string;
  manifestUrl: string;
  manifest: RemoteManifest | null;
  /** Absolute URL of remoteEntry.js. */
  entryUrl: string;
  /** Why this remote cannot be used (its routes show an error panel), or null. */
  problem: string | null;
  /** A newer release, waiting because this one's code already runs in the page. */
  pendingUpdate?: RemoteRecord;
  /** Why the release the registry now names cannot be used (this one stays in use). */
  updateProblem?: string;
  /** The dev server this tab loads the remote from instead of its release (a local override). */
  override?: string;
  /** How this user got this version (README, "Canary releases"); stable when not said. */
  channel?: Channel;
}

export interface CatalogRoute extends RouteDeclaration {
  remote: string;
}

export interface Catalog {
  remotes: RemoteRecord[];
  routes: Map<string, CatalogRoute>;
}

export const EMPTY_CATALOG: Catalog = { remotes: [], routes: new Map() };

type FetchJson = (url: string) => Promise<unknown>;

/** How long after the page's start index.html's prefetched registry and manifests are still taken. */
export const PREFETCH_FRESH_MS = 30_000;

interface Prefetch {
  at: number;
  answers: Record<string, Promise<unknown> | undefined>;
}

/**
 * index.html's answer for `url`, once (a later read fetches again), if it was started less than
 * PREFETCH_FRESH_MS ago: the first catalog does not wait for the shell's scripts to ask.
 */
export function takePrefetched(
  url: string,
  prefetch = (globalThis as { __consolePrefetch?: Prefetch }).__consolePrefetch,
  now = Date.now(),
): Promise<unknown> | undefined {
  const answer = prefetch?.answers[url];
  if (!answer) return undefined;
  delete prefetch.answers[url];
  return now - prefetch.at <= PREFETCH_FRESH_MS ? answer : undefined;
}

/** Registry, manifests and entries are never taken from the HTTP cache (MF-NOTES pitfall 8). */
export const fetchJson: FetchJson = async (url) => {
  const prefetched = takePrefetched(url);
  if (prefetched) return prefetched;
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`HTTP ${response.status}：${url}`);
  return response.json();
};

/** A remote built against another SDK major cannot share the shell's singletons. */
export function sdkProblem(manifest: RemoteManifest, shellSdk = SDK_VERSION): string | null {
  if (majorOf(manifest.sdkVersion) === majorOf(shellSdk)) return null;
  return `SDK 版本不兼容：该模块基于 SDK ${manifest.sdkVersion} 构建，主应用为 ${shellSdk}`;
}

export async function readRemote(
  entry: RegistryEntry,
  registryUrl: string,
  fetcher: FetchJson = fetchJson,
  { cache = true }: { cache?: boolean } = {},
): Promise<RemoteRecord> {
  const manifestUrl = new URL(entry.manifest, registryUrl).href;
  const record: RemoteRecord = {
    name: entry.name,
    version: entry.version,
    manifestUrl,
    manifest: null,
    entryUrl: '',
    problem: null,
  };
  try {
    const checked = validateManifest(await fetcher(manifestUrl));
    if (!checked.ok) throw new Error(checked.error);
    if (checked.value.name !== entry.name) throw new Error(`清单名称 ${checked.value.name} 与注册表中的 ${entry.name} 不符`);
    record.manifest = checked.value;
    record.problem = sdkProblem(checked.value);
    if (!record.problem && cache) manifestCache.write(checked.value);
  } catch (error) {
    record.problem = `模块清单不可用：${(error as Error).message}`;
    // Same release seen before: keep its routes and menu so its pages can say what is wrong.
    record.manifest = cache ? manifestCache.read(entry.name, entry.version) : null;
  }
  if (record.manifest) record.entryUrl = new URL(record.manifest.entry, manifestUrl).href;
  if (record.problem) console.error(`[远程模块] ${entry.name}：${record.problem}`);
  return record;
}

/** The version a registry entry of a local override carries (its manifest has the build's own). */
export const OVERRIDE_VERSION = 'dev';

/** A registry entry as this tab reads it: the released one, or a local override in its place. */
export interface PlannedEntry {
  entry: RegistryEntry;
  override?: DevOverride;
  /** The released entry an override replaces (none for an area not released yet). */
  released?: RegistryEntry;
}

/** Each overridden remote read from its dev server; an overridden remote not released yet is added last. */
export function withOverrides(entries: RegistryEntry[], overrides: DevOverride[]): PlannedEntry[] {
  const overrideEntry = (override: DevOverride): RegistryEntry => ({ name: override.remote, version: OVERRIDE_VERSION, manifest: override.manifest });
  const planned: PlannedEntry[] = entries.map((entry) => {
    const override = overrides.find((candidate) => candidate.remote === entry.name);
    return override ? { entry: overrideEntry(override), override, released: entry } : { entry };
  });
  for (const override of overrides) {
    if (!entries.some((entry) => entry.name === override.remote)) planned.push({ entry: overrideEntry(override), override });
  }
  return planned;
}

/**
 * Reads the version chosen for this user (a pin, a canary or the stable one), with its channel. A
 * pinned version that cannot be read leaves the user on what they would get without the pin.
 */
async function readChosen(entry: RegistryEntry | ChosenEntry, registryUrl: string, fetcher: FetchJson): Promise<RemoteRecord> {
  const { channel, fallback } = entry as Partial<ChosenEntry>;
  const record = await readRemote(entry, registryUrl, fetcher);
  if (record.problem && fallback) return readChosen(fallback, registryUrl, fetcher);
  return channel && channel !== 'stable' ? { ...record, channel } : record;
}

/**
 * Reads a planned entry. An override's manifest is read and validated like any other, never
 * cached; if it cannot be used, the area keeps the release's routes and menu (its pages show the
 * error panel with the reason) and loads no code.
 */
export async function readPlanned({ entry, override, released }: PlannedEntry, registryUrl: string, fetcher: FetchJson = fetchJson): Promise<RemoteRecord> {
  if (!override) return readChosen(entry, registryUrl, fetcher);
  const record: RemoteRecord = { ...(await readRemote(entry, registryUrl, fetcher, { cache: false })), override: override.origin };
  if (record.manifest || !released) return record;
  const fallback = await readRemote(released, registryUrl, fetcher);
  return { ...record, manifest: fallback.manifest, entryUrl: '' };
}

/**
 * Route table from every usable manifest. The first remote (registry order) to claim a path keeps
 * it; a later claim is rejected with a logged reason.
 */
export function routeTable(remotes: RemoteRecord[]): Map<string, CatalogRoute> {
  const routes = new Map<string, CatalogRoute>();
  for (const remote of remotes) {
    for (const route of remote.manifest?.routes ?? []) {
      const owner = routes.get(route.path);
      if (owner) {
        console.error(`[远程模块] ${remote.name} 声明的 ${route.path} 已属于 ${owner.remote}，已忽略`);
        continue;
      }
      routes.set(route.path, { ...route, remote: remote.name });
    }
  }
  return routes;
}

/**
 * Reads the registry and every manifest, executing no remote code. A broken manifest only marks
 * its own remote; a broken registry rejects (the shell then shows its own error).
 */
export async function loadCatalog(
  registryUrl: string,
  fetcher: FetchJson = fetchJson,
  overrides: DevOverride[] = [],
  choice: ReleaseChoice | Promise<ReleaseChoice> = NO_CHOICE,
): Promise<Catalog> {
  const [registry, chosen] = await Promise.all([fetcher(registryUrl), choice]);
  const checked = validateRegistry(registry);
  if (!checked.ok) throw new Error(checked.error);
  const entries = chooseEntries(checked.value.remotes, chosen, registryUrl);
  const remotes = await Promise.all(withOverrides(entries, overrides).map((planned) => readPlanned(planned, registryUrl, fetcher)));
  return { remotes, routes: routeTable(remotes) };
}

/** A remote with no release waiting and none refused: the registry names its own release again. */
export const withoutUpdate = (remote: RemoteRecord): RemoteRecord =>
  remote.pendingUpdate || remote.updateProblem ? { ...remote, pendingUpdate: undefined, updateProblem: undefined } : remote;

/**
 * What the shell does when the registry names another release of a remote (a release or a
 * rollback): a remote whose code is not loaded yet simply uses it from its next visit; one that
 * runs keeps running on its release (its files stay served) and the new one waits for a reload; a
 * release that cannot be read leaves the working one in use and is reported.
 */
export function mergeRelease(current: RemoteRecord, fresh: RemoteRecord, loaded: boolean): RemoteRecord {
  const working = current.manifest !== null && current.problem === null;
  if (fresh.version === current.version) {
    // Same release: take the fresh reading if it works now (an origin came back), keep ours otherwise.
    return fresh.problem === null || !working ? fresh : withoutUpdate(current);
  }
  if (fresh.problem !== null) {
    if (!working) return fresh;
    console.error(`[远程模块] ${fresh.name} ${fresh.version} 不可用，继续使用 ${current.version}：${fresh.problem}`);
    return { ...current, pendingUpdate: undefined, updateProblem: `版本 ${fresh.version} 不可用：${fresh.problem}` };
  }
  if (loaded && working) return { ...current, pendingUpdate: fresh, updateProblem: undefined };
  return fresh;
}
