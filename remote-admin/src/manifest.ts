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
      props: { level: 'agent' },
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
    // Enterprise: companies, departments, addresses, deleted staff
    {
      path: '/company',
      title: '企业管理',
      icon: 'BankOutlined',
      module: './CompanyList',
      roles: [...ADMIN_ACCESS.companyViewers],
      rolesNote: 'a company is managed by its agents and keeps its own profile; department and normal manage no company (ledger note)',
      menu: [{ group: 'enterprise', order: 10 }],
    },
    {
      path: '/department',
      title: '部门管理',
      icon: 'ApartmentOutlined',
      module: './DepartmentList',
      // Common route (spec section 2); the enterprise group is every sidebar. Who may change a department is the call's.
      menu: [{ group: 'enterprise', order: 20, roles: rolesExcept('oem', 'gm') }],
    },
    {
      path: '/addressErrList',
      title: '地址异常',
      icon: 'EnvironmentOutlined',
      module: './AddressErrList',
      roles: [...ADMIN_ACCESS.platform],
      rolesNote: 'spec section 2: admin additionally sees addressErrList in the enterprise group',
      menu: [{ group: 'enterprise', order: 40 }],
    },
    {
      path: '/deleteRecords',
      title: '删除记录',
      icon: 'DeleteOutlined',
      module: './DeleteRecords',
      roles: [...ADMIN_ACCESS.platform],
      rolesNote: 'spec section 2: admin-only section',
      menu: [{ group: 'records', order: 30 }],
    },
    // Agents and accounts
    {
      path: '/subagent',
      title: '子代理管理',
      icon: 'ClusterOutlined',
      module: './AgentList',
      props: { level: 'subAgent' },
      roles: [...ADMIN_ACCESS.platform],
      rolesNote: 'spec section 2: admin-only section',
      menu: [{ group: 'agentManagement', order: 20 }],
    },
    {
      path: '/administratorAccount',
      title: '管理员账号',
      icon: 'CrownOutlined',
      module: './AdministratorAccount',
      roles: [...ADMIN_ACCESS.platform],
      rolesNote: 'spec sections 2 and 6: admin only; the menu entry only for the usernames root and admin',
      menu: [{ group: 'agentManagement', order: 30, when: { usernames: ['root', 'admin'] } }],
    },
    {
      path: '/agentSerial',
      title: '代理商序列号',
      icon: 'KeyOutlined',
      module: './AgentSerial',
      roles: [...ADMIN_ACCESS.platform],
      rolesNote: 'spec section 2: admin-only section',
      menu: [{ group: 'agentManagement', order: 40 }],
    },
    {
      path: '/remoteLogin',
      title: '远程登录记录',
      icon: 'GlobalOutlined',
      module: './RemoteLogin',
      roles: [...ADMIN_ACCESS.platform],
      rolesNote: 'not in the spec sidebar: admin only, opened from 管理员账号 (登录记录)',
    },
    {
      path: '/callsNumber',
      title: '外呼号码',
      icon: 'PhoneOutlined',
      module: './CallsNumber',
      roles: [...ADMIN_ACCESS.platform],
      rolesNote: 'spec section 2: admin-only section',
      menu: [{ group: 'numbers', order: 10 }],
    },
    {
      path: '/userPhone',
      title: '员工手机',
      icon: 'MobileOutlined',
      module: './UserPhone',
      roles: [...ADMIN_ACCESS.platform],
      rolesNote: 'spec section 2: admin-only section',
      menu: [{ group: 'numbers', order: 20 }],
    },
  ],
});
