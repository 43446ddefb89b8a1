import { atom } from 'jotai';
import { platformStore } from '@console/sdk';
import { EMPTY_CATALOG, loadCatalog, readRemote, routeTable, type Catalog } from './catalog';

export const REGISTRY_URL = '/registry.json';

export type CatalogState =
  | { status: 'loading'; catalog: Catalog }
  | { status: 'ready'; catalog: Catalog }
  | { status: 'failed'; catalog: Catalog; error: string };

export const catalogAtom = atom<CatalogState>({ status: 'loading', catalog: EMPTY_CATALOG });

const registryUrl = () => new URL(REGISTRY_URL, window.location.href).href;

export async function refreshCatalog(): Promise<void> {
  const previous = platformStore.get(catalogAtom).catalog;
  try {
    platformStore.set(catalogAtom, { status: 'ready', catalog: await loadCatalog(registryUrl()) });
  } catch (error) {
    console.error('[远程模块] 注册表不可用', error);
    platformStore.set(catalogAtom, { status: 'failed', catalog: previous, error: (error as Error).message });
  }
}

/** Re-reads one remote's manifest (its error panel's retry); the other remotes are untouched. */
export async function refreshRemote(name: string): Promise<void> {
  const { catalog } = platformStore.get(catalogAtom);
  const current = catalog.remotes.find((remote) => remote.name === name);
  if (!current) return refreshCatalog();
  const fresh = await readRemote({ name, version: current.version, manifest: current.manifestUrl }, registryUrl());
  const remotes = catalog.remotes.map((remote) => (remote.name === name ? fresh : remote));
  platformStore.set(catalogAtom, { status: 'ready', catalog: { remotes, routes: routeTable(remotes) } });
}
