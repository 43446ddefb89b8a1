import { openedRoute } from './app/pageAddress';
import { startDevOverrides } from './devOverride/devOverride';

// First, before the router may rewrite the address: a dev link's ticket (a local override of one area).
void startDevOverrides();
// The address the page was opened on, read now for the same reason.
const opened = openedRoute();
// The async boundary lets Module Federation negotiate shared singletons before any of them runs.
import('./bootstrap');
// The deep link's page code loads beside the bootstrap, not after the shell's first render: its
// chunk asks for nothing more before it starts (the address was read above, not by another import,
// whose answer waited here behind the shell's first render, 400-700 ms on a deep link).
import('./remotes/preloadRoute').then(({ preloadRoute }) => preloadRoute(opened)).catch(() => undefined);
