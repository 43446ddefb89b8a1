import { atom } from 'jotai';
import { platformStore, servedRoutesAtom, singleFlight, validateRegistry, type ServedRoute } from '@console/sdk';
import {
  EMPTY_CATALOG,
  fetchJson,
  loadCatalog,
  mergeRelease,
  readPlanned,
  routeTable,
  withOverrides,
  withoutUpdate,
  type Catalog,
  type CatalogRoute,
  type RemoteRecord,
} from './catalog';
import { devOverrides, type DevOverrideState } from '../devOverride/devOverride';
import { isLoaded } from './loadedRemotes';
import { startPolling } from '../session/polling';
import { registryUrl } from '../app/pageAddress';
import { chooseEntries, readReleaseChoice, type ChosenEntry } from './rollout';

/** How often a running shell looks for new releases (and whenever its window gets focus). */
export const REGISTRY_POLL_MS = 60_000;

export type CatalogState =
  { status: 'loading'; catalog: Catalog } | { status: 'ready'; catalog: Catalog } | { status: 'failed'; catalog: Catalog; error: string };

export const catalogAtom = atom<CatalogState>({ status: 'loading', catalog: EMPTY_CATALOG });

/** The route at `path` in the catalog as it is now, and the remote that declares it (a prefetch, a preload, a click). */
export function pageAt(path: string): { route: CatalogRoute; remote: RemoteRecord } | undefined {
  const { catalog } = platformStore.get(catalogAtom);
  const route = catalog.routes.get(path);
  const remote = route && catalog.remotes.find((candidate) => candidate.name === route.remote);
  return route && remote ? { route, remote } : undefined;
}

/** The served routes as the SDK publishes them to pages (servedRoutesAtom): each with its remote's name and title. */
export function servedRoutes(catalog: Catalog): ServedRoute[] {
  const titles = new Map(catalog.remotes.map((remote) => [remote.name, remote.manifest?.title ?? remote.name]));
  return [...catalog.routes.values()].map((route) => ({ ...route, remoteTitle: titles.get(route.remote) ?? route.remote }));
}

// Pages read the served manifests through the SDK, which the shell keeps in step with its catalog.
platformStore.sub(catalogAtom, () => platformStore.set(servedRoutesAtom, servedRoutes(platformStore.get(catalogAtom).catalog)));

/** This tab's local overrides, as known once the first catalog was read (the header shows them). */
export const devOverrideAtom = atom<DevOverrideState>({ overrides: [] });

/** Reads the registry and every manifest anew; calls while one read is under way share it. */
export const refreshCatalog = singleFlight(async (): Promise<void> => {
  const previous = platformStore.get(catalogAtom).catalog;
  const choice = readReleaseChoice(registryUrl(), fetchJson);
  const overrides = await devOverrides();
  platformStore.set(devOverrideAtom, overrides);
  try {
    platformStore.set(catalogAtom, { status: 'ready', catalog: await loadCatalog(registryUrl(), fetchJson, overrides.overrides, choice) });
  } catch (error) {
    console.error('[远程模块] 注册表不可用', error);
    platformStore.set(catalogAtom, { status: 'failed', catalog: previous, error: (error as Error).message });
  }
});

/** The registry's entries as this user gets them now (README, "Canary releases"): pins, canaries, stable versions. */
export async function readChosenEntries(): Promise<ChosenEntry[]> {
  const [registry, choice] = await Promise.all([fetchJson(registryUrl()), readReleaseChoice(registryUrl(), fetchJson)]);
  const checked = validateRegistry(registry);
  if (!checked.ok) throw new Error(checked.error);
  return chooseEntries(checked.value.remotes, choice, registryUrl());
}

/**
 * Reads the registry again; every remote whose entry changed gets `mergeRelease`. Calls while a read
 * is under way share it (a tab coming back fires both visibilitychange and focus).
 */
export const pollRegistry = singleFlight(async (): Promise<void> => {
  const state = platformStore.get(catalogAtom);
  if (state.status === 'loading') return;
  if (state.status === 'failed') return refreshCatalog();
  let entries;
  try {
    entries = withOverrides(await readChosenEntries(), platformStore.get(devOverrideAtom).overrides);
  } catch (error) {
    console.warn('[远程模块] 读取注册表失败，继续使用当前版本', (error as Error).message);
    return;
  }
  const current = platformStore.get(catalogAtom).catalog;
  const remotes = await Promise.all(
    entries.map(async (planned) => {
      const { entry } = planned;
      const known = current.remotes.find((remote) => remote.name === entry.name);
      if (known && known.problem === null) {
        // Back on the release in use (a rollback or a repaired entry): nothing waits any more.
        if (known.version === entry.version) {
          // A promoted canary is the stable version now: same code, another channel.
          const channel = (entry as ChosenEntry).channel === 'stable' ? undefined : (entry as ChosenEntry).channel;
          return known.channel === channel ? withoutUpdate(known) : { ...withoutUpdate(known), channel };
        }
        if (known.pendingUpdate?.version === entry.version) return known;
      }
      const fresh = await readPlanned(planned, registryUrl());
      return known ? mergeRelease(known, fresh, known.manifest ? isLoaded(known.manifest.container) : false) : fresh;
    }),
  );
  platformStore.set(catalogAtom, { status: 'ready', catalog: { remotes, routes: routeTable(remotes) } });
});

/**
 * Polls every REGISTRY_POLL_MS while the tab is visible (at once when it shows again, nothing while
 * it is hidden) and whenever the window gets focus; answers a stop function.
 */
export function watchRegistry(): () => void {
  const stopPolling = startPolling(pollRegistry, REGISTRY_POLL_MS);
  const poll = () => void pollRegistry();
  window.addEventListener('focus', poll);
  return () => {
    stopPolling();
    window.removeEventListener('focus', poll);
  };
}
