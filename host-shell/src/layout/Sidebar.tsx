import { Layout, Menu } from 'antd';
import { useAtomValue } from 'jotai';
import { memo, useDeferredValue, useEffect, useMemo, type SyntheticEvent } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { accessContextAtom, brandAtom, buildMenu, menuPaths, sessionAtom, type MenuNode } from '@console/sdk';
import { menuSelection, pathOfKey, toMenuItems } from '../menu/menuItems';
import { catalogAtom } from '../remotes/catalogState';
import { prefetchPath, prefetchWhenIdle } from '../remotes/prefetch';
import { WARM_LIST_STEPS } from '../remotes/warmList';
import { startPageLoad } from '../remotes/RemotePage';
import { SHELL_ROUTES } from '../shellRoutes';

export function Sidebar({ collapsed }: { collapsed: boolean }) {
  const { catalog } = useAtomValue(catalogAtom);
  const context = useAtomValue(accessContextAtom);
  const brand = useAtomValue(brandAtom);
  const session = useAtomValue(sessionAtom);
  const navigate = useNavigate();
  // The entry highlighted follows the address in a render of its own after a kept tab's synchronous
  // switch: the menu renders every entry again when the selection moves (about 370 components for
  // the admin, 35 ms of the switch's 70), and the page comes first. A menu click navigates in a
  // transition, where the deferred value is the new one at once.
  const pathname = useDeferredValue(useLocation().pathname);

  const nodes = useMemo(() => buildMenu([...catalog.routes.values(), ...SHELL_ROUTES], context), [catalog, context]);
  const ready = catalog.routes.size > 0;

  // Every page of this user's menu, fetched (never run) once the first page has settled, then the
  // modules of antd's list components run; stopped when the session ends (the sidebar goes with it)
  // or the menu changes.
  useEffect(() => (ready ? prefetchWhenIdle(menuPaths(nodes), WARM_LIST_STEPS) : undefined), [ready, nodes]);
  // A menu entry under the pointer or the keyboard: its page is what the user is about to open.
  const onIntent = (event: SyntheticEvent) => {
    const path = (event.target as Element).closest?.('[data-path]')?.getAttribute('data-path');
    if (path) void prefetchPath(path, 'intent');
  };

  return (
    <Layout.Sider collapsed={collapsed} trigger={null} width={220} collapsedWidth={64} data-testid="sidebar">
      <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }} onPointerOver={onIntent} onFocus={onIntent}>
        <div className="console-sider-logo">
          {brand?.topSmallPicture && <img src={brand.topSmallPicture} alt="" />}
          {!collapsed && <span>{brand?.webName}</span>}
        </div>
        {/* Mounted again once the manifests are in, so that a deep link opens its page's group. */}
        <SideMenu key={ready ? 'catalog' : 'shell'} nodes={nodes} pathname={pathname} navigate={navigate} />
        {!collapsed && session.lastLoginAt && (
          <div className="console-sider-footer" data-testid="last-login">
            上次登录：{session.lastLoginAt}
            {session.lastLoginIp && <div>IP：{session.lastLoginIp}</div>}
          </div>
        )}
      </div>
    </Layout.Sider>
  );
}

/** The menu itself, rendered again only when the menu or the (deferred) address changes. */
const SideMenu = memo(function SideMenu({ nodes, pathname, navigate }: { nodes: MenuNode[]; pathname: string; navigate: NavigateFunction }) {
  const items = useMemo(() => toMenuItems(nodes), [nodes]);
  const { selected, open } = useMemo(() => menuSelection(nodes, pathname), [nodes, pathname]);
  return (
    <Menu
      theme="dark"
      mode="inline"
      items={items}
      selectedKeys={selected}
      defaultOpenKeys={open}
      onClick={({ key }) => {
        const path = pathOfKey(String(key));
        startPageLoad(path);
        navigate(path);
      }}
      onOpenChange={(keys) => {
        for (const node of nodes) {
          if (node.kind === 'group' && keys.includes(node.key)) for (const leaf of node.children) void prefetchPath(leaf.path, 'submenu');
        }
      }}
      style={{ flex: 1, overflowY: 'auto', borderInlineEnd: 0 }}
    />
  );
});
