import type { NavigateOptions, To } from 'react-router-dom';

type Navigate = (to: To, options?: NavigateOptions) => Promise<void>;
let routerNavigate: Navigate | null = null;

/** router.tsx hands over its router's navigate once the router exists. */
export function bindShellNavigate(navigate: Navigate): void {
  routerNavigate = navigate;
}

/**
 * Navigates with the router itself. `useNavigate()` reads the route context, which changes on every
 * navigation, so each component holding it renders again each time: the header, whose content
 * does not depend on the address, uses this instead and renders only when its own state changes.
 */
export function shellNavigate(to: To, options?: NavigateOptions): void {
  if (!routerNavigate) throw new Error('shellNavigate: the router is not created yet');
  void routerNavigate(to, options);
}
