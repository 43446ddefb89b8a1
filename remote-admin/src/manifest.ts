import { ADMIN_ACCESS } from './contract/access';
import { defineRemote, ROLES, rolesExcept } from '@console/sdk/manifest';

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
      // Common route (spec section 2). Menu: 企业管理 is part of the general menu (spec section 2), so every
      // sidebar (all but oem, whose sidebar is not shown, and gm, which sees only its recording entry).
      // Staff see their colleagues; who may delete is the call's (ADMIN_ACCESS.userManagers).
      menu: [{ group: 'enterprise', order: 30, roles: rolesExcept('oem', 'gm') }],
    },
    {
      path: '/agent',
      title: '代理商管理',
      icon: 'TeamOutlined',
      module: './AgentList',
      roles: [...ADMIN_ACCESS.agents],
      rolesNote: 'spec section 6: admin plus oem',
      menu: [{ group: 'agentManagement', order: 10 }],
    },
    {
      path: '/woniuRecharge',
      title: '充值列表',
      icon: 'WalletOutlined',
      module: './TopUpList',
      roles: [...ADMIN_ACCESS.topUps],
      rolesNote: 'spec section 2: admin-only section (top-up list); the admin bell leads here',
      menu: [{ group: 'finance', order: 10 }],
    },
    {
      path: '/setColor',
      title: '主题设置',
      icon: 'BgColorsOutlined',
      module: './SetColor',
      roles: rolesExcept('oem', 'gm'),
      rolesNote: 'spec section 6: setColor is open to all but oem and gm; the system-settings menu is admin and agent (section 2)',
      menu: [{ group: 'system', order: 30, roles: ['admin', 'agent'] }],
    },
    {
      path: '/operationLog',
      title: '操作日志',
      icon: 'AppstoreOutlined',
      module: './OperationLog',
      roles: [...ADMIN_ACCESS.noticePublishers],
      menu: [{ group: 'system', order: 900 }],
    },
  ],
});
