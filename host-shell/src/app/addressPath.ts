import { useSyncExternalStore } from 'react';
import { normalisePath } from '../remotes/RoutedPage';
import { router } from './router';

/**
 * The path in the address bar, as the router has it now. The router renders a navigation as a
 * transition, so while the new page's code loads `useLocation()` still answers the page on screen;
 * what acts on "the active tab" (closing it goes to its neighbour) must use the path the user is at.
 * (`router` is read when the hook runs, after app/router.tsx, which renders this hook, has loaded.)
 */
export function useAddressPath(): string {
  return normalisePath(useSyncExternalStore(router.subscribe, () => router.state.location.pathname));
}
