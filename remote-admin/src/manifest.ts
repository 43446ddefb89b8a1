import { defineRemote, ROLES } from '@console/sdk/manifest';

/** Dashboard, enterprise, agents, accounts, notices, OEM, after-sales, finance, statistics, settings. */
export const manifest = defineRemote({
  name: 'remote-admin',
  title: '系统管理',
  routes: [
    {
      path: '/dashboard',
      title: '系统首页',
      icon: 'DashboardOutlined',
      module: './Dashboard',
      // Spec section 2: every role has a dashboard entry.
      menu: [{ order: 0, roles: [...ROLES] }],
    },
    {
      path: '/user',
      title: '员工管理',
      icon: 'UserOutlined',
      module: './UserList',
      // Common route (spec section 2). Menu: the roles that manage an organisation.
      menu: [{ group: 'enterprise', order: 30, roles: ['admin', 'agent', 'subAgent', 'company', 'department'] }],
    },
    {
      path: '/agent',
      title: '代理商管理',
      icon: 'TeamOutlined',
      module: './AgentList',
      roles: ['admin', 'oem'],
      rolesNote: 'spec section 6: admin plus oem',
      menu: [{ group: 'agentManagement', order: 10 }],
    },
  ],
});
