import type { createBrowserRouter, NavigateOptions, To } from 'react-router-dom';

/** What the shell uses of its router: navigating, and the address it is at. */
type ShellRouter = Pick<ReturnType<typeof createBrowserRouter>, 'navigate' | 'subscribe' | 'state'>;
let boundRouter: ShellRouter | null = null;

/**
 * router.tsx hands over its router once it exists. What navigates or reads the address reaches the
 * router here, not by importing router.tsx: that module imports the layout, and the layout renders
 * them.
 */
export function bindShellRouter(router: ShellRouter): void {
  boundRouter = router;
}

function shellRouter(): ShellRouter {
  if (!boundRouter) throw new Error('shellNavigate: the router is not created yet');
  return boundRouter;
}

/**
 * Navigates with the router itself. `useNavigate()` reads the route context, which changes on every
 * navigation, so each component holding it renders again each time: the header, whose content
 * does not depend on the address, uses this instead and renders only when its own state changes.
 */
export function shellNavigate(to: To, options?: NavigateOptions): void {
  void shellRouter().navigate(to, options);
}

/** Tells `listener` of every change of the router's state (for `useSyncExternalStore`). */
export const subscribeToRouter = (listener: () => void): (() => void) => shellRouter().subscribe(listener);

/** The path in the address bar, as the router has it now. */
export const routerPathname = (): string => shellRouter().state.location.pathname;
