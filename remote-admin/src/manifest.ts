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
    // Rights and records
    {
      path: '/role',
      title: '角色权限',
      icon: 'SafetyOutlined',
      module: './RoleAccess',
      roles: [...ADMIN_ACCESS.rights],
      rolesNote: 'spec section 6: admin, agent and subAgent; read off the served manifests',
      menu: [{ group: 'permissions', order: 10 }],
    },
    {
      path: '/operationLog',
      title: '操作日志',
      icon: 'HistoryOutlined',
      module: './OperationLog',
      roles: [...ADMIN_ACCESS.rights],
      rolesNote: 'spec section 6: admin, agent and subAgent; an agent sees its own and its sub-agents’ rows',
      menu: [{ group: 'permissions', order: 20 }],
    },
    {
      path: '/termOfValidity',
      title: '有效期管理',
      icon: 'FieldTimeOutlined',
      module: './TermOfValidity',
      roles: [...ADMIN_ACCESS.rights],
      rolesNote: 'spec section 6: admin, agent and subAgent; each extends within its own term',
      menu: [{ group: 'permissions', order: 30 }],
    },
    {
      path: '/businessRecords',
      title: '业务记录',
      icon: 'SolutionOutlined',
      module: './BusinessRecords',
      roles: [...ADMIN_ACCESS.businessRecords],
      rolesNote: 'spec section 2: admin-only section',
      menu: [{ group: 'permissions', order: 40 }],
    },
    {
      path: '/validate',
      title: '账号核验',
      icon: 'IdcardOutlined',
      module: './Validate',
      rolesNote: 'Common route (spec section 2), in no sidebar: every user checks its own account',
    },
  ],
});
