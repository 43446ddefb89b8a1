import { startDevOverrides } from './devOverride/devOverride';

// First, before the router may rewrite the address: a dev link's ticket (a local override of one area).
void startDevOverrides();
// The async boundary lets Module Federation negotiate shared singletons before any of them runs.
import('./bootstrap');
// The deep link's page code loads beside the bootstrap, not after the shell's first render.
import('./remotes/preloadRoute').then(async ({ preloadRoute }) => preloadRoute((await import('./app/pageAddress')).openedRoute())).catch(() => undefined);
