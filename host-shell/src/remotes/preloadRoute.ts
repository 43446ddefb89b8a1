import { platformStore } from '@console/sdk';
import { catalogAtom, refreshCatalog } from './catalogState';
import { preloadPage } from './loadPage';
import { normalisePath } from './RoutedPage';

/**
 * At start-up, beside the shell's own bootstrap: reads the catalog (index.html has already asked
 * for the registry and the manifests) and starts loading the code of the page the address names.
 * Code only, for whoever may open it: the guard still decides when the layout draws the page.
 */
export async function preloadRoute(pathname: string): Promise<void> {
  await refreshCatalog();
  const { catalog } = platformStore.get(catalogAtom);
  const route = catalog.routes.get(normalisePath(pathname));
  const remote = route && catalog.remotes.find((candidate) => candidate.name === route.remote);
  if (route && remote) preloadPage(remote, route.module);
}
