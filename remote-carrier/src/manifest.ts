import { CARRIER_ACCESS } from './contract/access';
import { NUMBER_POOLS } from './contract/numberPools';
import { defineRemote, rolesExcept } from '@console/sdk/manifest';

/** Virtual-operator numbers of every operator brand, carrier accounts, markers, blacklists. */
export const manifest = defineRemote({
  name: 'remote-carrier',
  title: '运营商管理',
  routes: [
    {
      path: '/blackList',
      title: '黑名单',
      icon: 'StopOutlined',
      module: './BlackList',
      // Common route (spec section 2); every sidebar but the gm one lists it.
      menu: [{ group: 'others', order: 30, roles: rolesExcept('gm') }],
    },
    {
      path: '/tagQuery',
      title: '标记查询',
      icon: 'TagsOutlined',
      module: './TagQuery',
      // Declared once in its area contract (contract/access.ts); the backend enforces the same list on the marker calls.
      roles: [...CARRIER_ACCESS.markers],
      rolesNote: 'role-gated in spec section 2; the marker calls are agent business (price per agent), so admin and agents',
      menu: [{ group: 'others', order: 60 }],
    },
    {
      path: '/blackNameList',
      title: '黑名单管理',
      icon: 'StopOutlined',
      // The same page as /blackList (one declaration, the same list and rules), for the roles that manage numbers.
      module: './BlackList',
      roles: [...CARRIER_ACCESS.blacklistManagers],
      rolesNote: 'Others group of every sidebar but oem and gm (spec section 2): the roles with business rows, who add and remove numbers',
      menu: [{ group: 'others', order: 35 }],
    },
    // Money with the operators (issue 61): in no sidebar of the spec, so admin's (ledger), under 财务管理.
    {
      path: '/preDeposit',
      title: '预存记录',
      icon: 'WalletOutlined',
      module: './PreDeposit',
      roles: [...CARRIER_ACCESS.money],
      menu: [{ group: 'finance', order: 10 }],
    },
    {
      path: '/djRebateList',
      title: 'DJ返利',
      icon: 'MoneyCollectOutlined',
      module: './DjRebates',
      roles: [...CARRIER_ACCESS.money],
      menu: [{ group: 'finance', order: 20 }],
    },
    {
      path: '/woniuBill',
      title: '蜗牛账单',
      icon: 'AccountBookOutlined',
      module: './WoniuBill',
      roles: [...CARRIER_ACCESS.money],
      menu: [{ group: 'finance', order: 30 }],
    },
    // Shutdowns (issue 61): in no sidebar of the spec, so admin's (ledger), under 运营商管理.
    {
      path: '/shutdownList',
      title: '停机列表',
      icon: 'StopOutlined',
      module: './Shutdowns',
      roles: [...CARRIER_ACCESS.shutdowns],
      menu: [{ group: 'carrier', order: 110 }],
    },
    {
      path: '/shutdownRecord',
      title: '停机记录',
      icon: 'HistoryOutlined',
      module: './ShutdownRecords',
      roles: [...CARRIER_ACCESS.shutdowns],
      menu: [{ group: 'carrier', order: 120 }],
    },
    {
      path: '/NoShutdownMaintenanceNumber',
      title: '免停机维护号码',
      icon: 'SafetyOutlined',
      module: './ExemptNumbers',
      roles: [...CARRIER_ACCESS.shutdowns],
      menu: [{ group: 'carrier', order: 130 }],
    },
    {
      path: '/stop',
      title: '停机申请',
      icon: 'AuditOutlined',
      module: './StopRequests',
      roles: [...CARRIER_ACCESS.shutdowns],
      rolesNote: 'decided: the spec names only the route; the requests to shut numbers down, which the admin approves or rejects',
      menu: [{ group: 'carrier', order: 140 }],
    },
    {
      path: '/hySA',
      title: '号源分析',
      icon: 'BarChartOutlined',
      module: './NumberSources',
      roles: [...CARRIER_ACCESS.numberSources],
      rolesNote: 'decided: the spec names only the route; per company, the figures of the number pools, shutdowns and 蜗牛 bills',
      menu: [{ group: 'carrier', order: 150 }],
    },
    // Markers (issue 61), on the marker calls of spec section 7.
    {
      path: '/reportNumber',
      title: '号码报备',
      icon: 'FileSearchOutlined',
      module: './ReportNumbers',
      roles: [...CARRIER_ACCESS.markerReporters],
      menu: [{ group: 'others', order: 50 }],
    },
    {
      path: '/programmeManagement',
      title: '方案管理',
      icon: 'ProfileOutlined',
      module: './Programmes',
      roles: [...CARRIER_ACCESS.markers],
      rolesNote: 'decided: the spec names only the route; the marker programmes agents sell and buy, so the marker roles (admin, agent, subAgent) as /tagQuery',
      menu: [{ group: 'others', order: 70 }],
    },
    // Number pools (issue 61): one page, its pool from the route; admin only (spec section 6 for /numberPool, /woniunumberPool beside it).
    ...NUMBER_POOLS.manifestRoutes('pool', (pool, key) => ({
      title: `${pool.label === '平台' ? '' : pool.label}号码池`,
      icon: 'PhoneOutlined',
      module: './NumberPool',
      roles: [...CARRIER_ACCESS.numberPool],
      menu: [{ group: 'numbers', order: key === 'platform' ? 10 : 20 }],
    })),
  ],
});
