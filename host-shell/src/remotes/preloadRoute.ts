import { pageAt, refreshCatalog } from './catalogState';
import { preloadPage } from './loadPage';
import { normalisePath } from './RoutedPage';

/**
 * At start-up, beside the shell's own bootstrap: reads the catalog (index.html has already asked
 * for the registry and the manifests) and starts loading the code of the page the address names.
 * Code only, for whoever may open it: the guard still decides when the layout draws the page.
 */
export async function preloadRoute(pathname: string): Promise<void> {
  await refreshCatalog();
  const page = pageAt(normalisePath(pathname));
  if (page) preloadPage(page.remote, page.route.module);
}
