import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { SHELL_ROUTES, shellRoute } from '../shellRoutes';
import { accessContextAtom, checkRouteAccess, CONFINED_ROLES, HOME_PAGE, homePath } from '@console/sdk';
import { brandSettledAtom } from '../brand/brandState';
import { catalogAtom, refreshCatalog } from './catalogState';
import { RouteLoading } from '../loading/RouteLoading';
import { RemoteErrorPanel } from './RemotePage';

export const normalisePath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/**
 * Every path the manifests may own: the guard of spec section 5 decides; an allowed page is drawn
 * by the layout's keep-alive pages. A path no manifest declares is a 404, unless some area could not be read at all, in
 * which case it may be that area's page: say so, with retry.
 */
export function RoutedPage() {
  const pathname = normalisePath(useLocation().pathname);
  const state = useAtomValue(catalogAtom);
  const brandSettled = useAtomValue(brandSettledAtom);
  const context = useAtomValue(accessContextAtom);

  if (state.status === 'loading' || !brandSettled) return <RouteLoading />;
  const route = state.catalog.routes.get(pathname);
  const access = checkRouteAccess(route, context);
  if (access === 'login') return <Navigate to="/login" replace state={{ from: pathname }} />;
  if (access === 'forbidden') return <Navigate to="/403" replace />;
  if (access === 'notFound') {
    const unreadable = state.catalog.remotes.filter((remote) => !remote.manifest);
    if (route || (unreadable.length === 0 && state.status === 'ready')) return <Navigate to="/404" replace />;
    return (
      <RemoteErrorPanel
        area={unreadable.map((remote) => remote.name).join('、') || '模块注册表'}
        message="该页面所属的模块暂时无法读取"
        detail={unreadable.map((remote) => `${remote.name}：${remote.problem}`).join('\n') || (state.status === 'failed' ? state.error : '')}
        onRetry={() => void refreshCatalog()}
      />
    );
  }
  // Allowed: the layout's keep-alive pages render it.
  return null;
}

/** A page the shell renders itself, behind the same guard as every manifest route. */
export function ShellPage({ path, element }: { path: string; element: ReactNode }) {
  const context = useAtomValue(accessContextAtom);
  const access = checkRouteAccess(shellRoute(path), context);
  if (access === 'login') return <Navigate to="/login" replace />;
  if (access === 'forbidden') return <Navigate to="/403" replace />;
  if (access === 'notFound') return <Navigate to="/404" replace />;
  return element;
}

/**
 * The root: the user's home, the system home or, for a role it is closed to (gm), the first entry
 * of its menu (`homePath`, from the manifests as they are), once the manifests are read.
 */
export function HomeRedirect() {
  const state = useAtomValue(catalogAtom);
  const brandSettled = useAtomValue(brandSettledAtom);
  const context = useAtomValue(accessContextAtom);
  // Every role but a confined one lands on the system home at once, as before: a redirect that waits
  // for the manifests could land after the user (or a deep link) has gone on to another page.
  if (!context.role || !CONFINED_ROLES.includes(context.role)) return <Navigate to={HOME_PAGE} replace />;
  if (state.status === 'loading' || !brandSettled) return <RouteLoading />;
  return <Navigate to={homePath([...state.catalog.routes.values(), ...SHELL_ROUTES], context)} replace />;
}
