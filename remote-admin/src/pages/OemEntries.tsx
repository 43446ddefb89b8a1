import { sidebarVisible, type Role } from '@console/sdk/manifest';
import { currentUser } from '@console/sdk/kit';
import { Card, Space } from 'antd';
import { Link } from 'react-router-dom';
import { manifest } from '../manifest';

/**
 * The pages of this area a role without a sidebar (oem, spec section 2) works on: the routes whose
 * role list names it and that have a menu entry (the entries its sidebar would show), in manifest order.
 */
export function entriesWithoutSidebar(role: Role): { path: string; title: string }[] {
  return manifest.routes.filter((route) => route.roles?.includes(role) && route.menu?.length).map((route) => ({ path: route.path, title: route.title }));
}

/** 快捷入口 on the dashboard of a role whose sidebar is not shown: how an oem user reaches its pages. */
export function OemEntries() {
  const { role } = currentUser();
  if (!role || sidebarVisible(role)) return null;
  const entries = entriesWithoutSidebar(role);
  if (!entries.length) return null;
  return (
    <Card className="oem-entries" title="快捷入口" variant="borderless" style={{ marginBottom: 16 }}>
      <Space size="large" wrap>
        {entries.map((entry) => (
          <Link key={entry.path} to={entry.path}>
            {entry.title}
          </Link>
        ))}
      </Space>
    </Card>
  );
}
