import { Layout } from 'antd';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { accessContextAtom, checkRouteAccess, platformStore, sessionAtom, sidebarVisible } from '@console/sdk';
import { KeepAlivePages } from '../keepAlive/KeepAlivePages';
import { RouteProgress } from '../loading/RouteLoading';
import { brandSettledAtom } from '../brand/brandState';
import { catalogAtom, refreshCatalog } from '../remotes/catalogState';
import { ReleaseNotices } from '../releases/ReleaseNotices';
import { shellRoute } from '../shellRoutes';
import { normalisePath } from '../remotes/RoutedPage';
import { TabBar } from '../tabs/TabBar';
import { visitTab } from '../tabs/tabRules';
import { tabsAtom } from '../tabs/tabsState';
import { ConsoleHeader } from './ConsoleHeader';
import { collapsesAt } from './sidebarCollapse';
import { Sidebar } from './Sidebar';

export function ConsoleLayout() {
  const { role } = useAtomValue(sessionAtom);
  const { catalog } = useAtomValue(catalogAtom);
  const brandSettled = useAtomValue(brandSettledAtom);
  const context = useAtomValue(accessContextAtom);
  const setTabs = useSetAtom(tabsAtom);
  const pathname = normalisePath(useLocation().pathname);
  const [collapsed, setCollapsed] = useState(() => collapsesAt(window.innerWidth));
  const toggle = useCallback(() => setCollapsed((c) => !c), []);

  useEffect(() => {
    // First load only: after a logout and login the registry watch (ReleaseNotices) reads it at once
    // and merges releases into the running catalog; reading it here too would fetch it twice.
    if (platformStore.get(catalogAtom).status === 'loading') void refreshCatalog();
  }, []);

  useEffect(() => {
    let narrow = collapsesAt(window.innerWidth);
    const onResize = () => {
      const now = collapsesAt(window.innerWidth);
      if (now !== narrow) setCollapsed(now);
      narrow = now;
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const route = catalog.routes.get(pathname);
  // The page on screen, if the guard lets this user see it (brand-gated routes wait for the brand).
  const currentPage = route && brandSettled && checkRouteAccess(route, context) === 'allowed' ? route : null;
  const ownPage = shellRoute(pathname);
  const tabPage = currentPage ?? (ownPage && checkRouteAccess(ownPage, context) === 'allowed' ? ownPage : null);

  // Visiting a page the user may open adds its tab (spec section 4).
  useEffect(() => {
    if (tabPage) setTabs((tabs) => visitTab(tabs, { name: tabPage.path.slice(1), title: tabPage.title, path: tabPage.path }));
  }, [tabPage, setTabs]);

  const withSidebar = sidebarVisible(role);
  return (
    <Layout className="console-layout">
      <RouteProgress />
      <ReleaseNotices />
      {withSidebar && <Sidebar collapsed={collapsed} />}
      <Layout style={{ minWidth: 0 }}>
        <ConsoleHeader collapsed={collapsed} onToggle={toggle} showToggle={withSidebar} />
        <TabBar />
        <Layout.Content className="console-content">
          <KeepAlivePages current={currentPage?.path ?? null} />
          {currentPage ? (
            <Outlet />
          ) : (
            <div className="console-page" data-path={pathname}>
              <Outlet />
            </div>
          )}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
