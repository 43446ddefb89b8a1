import { Layout } from 'antd';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { accessContextAtom, checkRouteAccess, sessionAtom, sidebarVisible } from '@console/sdk';
import { catalogAtom, refreshCatalog } from '../remotes/catalogState';
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
  const context = useAtomValue(accessContextAtom);
  const setTabs = useSetAtom(tabsAtom);
  const pathname = normalisePath(useLocation().pathname);
  const [collapsed, setCollapsed] = useState(() => collapsesAt(window.innerWidth));

  useEffect(() => {
    void refreshCatalog();
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

  // Visiting a page the user may open adds its tab (spec section 4).
  useEffect(() => {
    const route = catalog.routes.get(pathname);
    if (!route || checkRouteAccess(route, context) !== 'allowed') return;
    setTabs((tabs) => visitTab(tabs, { name: route.path.slice(1), title: route.title, path: route.path }));
  }, [catalog, context, pathname, setTabs]);

  const withSidebar = sidebarVisible(role);
  return (
    <Layout className="console-layout">
      {withSidebar && <Sidebar collapsed={collapsed} />}
      <Layout style={{ minWidth: 0 }}>
        <ConsoleHeader collapsed={collapsed} onToggle={() => setCollapsed((c) => !c)} showToggle={withSidebar} />
        <TabBar />
        <Layout.Content className="console-content">
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
