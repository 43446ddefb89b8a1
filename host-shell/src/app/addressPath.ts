import { useSyncExternalStore } from 'react';
import { normalisePath } from '../remotes/RoutedPage';
import { routerPathname, subscribeToRouter } from './shellNavigate';

/**
 * The path in the address bar, as the router has it now. The router renders a navigation as a
 * transition, so while the new page's code loads `useLocation()` still answers the page on screen;
 * what acts on "the active tab" (closing it goes to its neighbour) must use the path the user is at.
 */
export function useAddressPath(): string {
  return normalisePath(useSyncExternalStore(subscribeToRouter, routerPathname));
}
