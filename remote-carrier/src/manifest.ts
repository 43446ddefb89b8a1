import { OPERATORS } from './contract';
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
    // The number lines (contract/numbers.ts): the carrier-management group of the admin and agent menus (spec section 2).
    {
      path: '/userInfo',
      title: '用户信息',
      icon: 'IdcardOutlined',
      module: './UserInfo',
      roles: [...CARRIER_ACCESS.numbers],
      menu: [{ group: 'carrier', order: 10 }],
    },
    {
      path: '/activationList',
      title: '开通列表',
      icon: 'SolutionOutlined',
      module: './ActivationList',
      roles: [...CARRIER_ACCESS.numbers],
      menu: [{ group: 'carrier', order: 20 }],
    },
    {
      path: '/DJfreeze',
      title: 'DJ冻结',
      icon: 'LockOutlined',
      module: './DJFreeze',
      roles: [...CARRIER_ACCESS.numbers],
      menu: [{ group: 'carrier', order: 40 }],
    },
    {
      path: '/accountReview',
      title: '账户审核',
      icon: 'AuditOutlined',
      module: './AccountReview',
      // Common route (spec section 2): in the admin and agent menus' carrier group, in the Others group of every other sidebar but gm's.
      menu: [
        { group: 'carrier', order: 60, roles: [...CARRIER_ACCESS.numbers] },
        { group: 'others', order: 15, roles: rolesExcept('admin', 'agent', 'gm') },
      ],
    },
    // One page per kind for every OPERATORS member that has it, in the operator pages' group (虚拟运营商, spec section 2);
    // the unprefixed twins of the CY pages are in no sidebar (the ledger).
    ...OPERATORS.manifestRoutes('virtualCommerce', (member) => ({
      title: `${member.label}虚商`,
      icon: 'PhoneOutlined',
      module: './VirtualCommerce',
      roles: [...CARRIER_ACCESS.numbers],
      menu: [{ group: 'operators', order: 100 }],
    })),
    ...OPERATORS.manifestRoutes('query', (member, key) => ({
      title: `${member.label}号码查询`,
      icon: 'SearchOutlined',
      module: './LineQuery',
      // WN and CY are operator pages of the admin and agent menus; /gmQuery and /CCQuery are in no sidebar, the admin's (the ledger).
      ...(key === 'WN' || key === 'CY'
        ? { roles: [...CARRIER_ACCESS.numbers], menu: [{ group: 'operators', order: 110 }] }
        : { roles: [...CARRIER_ACCESS.adminLines] }),
    })),
    ...OPERATORS.manifestRoutes('restartRecords', (member, key) => ({
      title: `${member.label}重启记录`,
      icon: 'SyncOutlined',
      module: './RestartRecords',
      // WN's and CY's: admin and agent (CY's in the operator pages' sidebar); DJ's (/restartRecordList) and CC's: in no sidebar, the admin's (the ledger).
      roles: key === 'WN' || key === 'CY' ? [...CARRIER_ACCESS.numbers] : [...CARRIER_ACCESS.adminLines],
      ...(key === 'CY' ? { menu: [{ group: 'operators', order: 115 }] } : {}),
    })),
    ...OPERATORS.manifestRoutes('recharge', (member) => ({
      title: `${member.label}充值`,
      icon: 'WalletOutlined',
      module: './Recharge',
      // In no sidebar, the admin's (the ledger).
      roles: [...CARRIER_ACCESS.adminLines],
    })),
    ...OPERATORS.manifestRoutes('accountOpening', (member, key) => ({
      title: `${member.label}开户进度`,
      icon: 'FieldTimeOutlined',
      module: './AccountOpening',
      roles: [...CARRIER_ACCESS.numbers],
      ...(key === 'CY' ? { menu: [{ group: 'operators', order: 120 }] } : {}),
    })),
    ...OPERATORS.manifestRoutes('accountClosure', (member, key) => ({
      title: `${member.label}批量销户`,
      icon: 'DeleteOutlined',
      module: './AccountClosure',
      roles: [...CARRIER_ACCESS.numbers],
      ...(key === 'CY' ? { menu: [{ group: 'operators', order: 130 }] } : {}),
    })),
    {
      path: '/numberControl',
      title: '号码管控',
      icon: 'SafetyOutlined',
      module: './NumberControl',
      roles: [...CARRIER_ACCESS.numberControl],
      menu: [{ group: 'carrier', order: 50 }],
    },
    // One page for every OPERATORS member with a frequencyLimit page (contract/operatorFrequencyLimit.ts).
    ...OPERATORS.manifestRoutes('frequencyLimit', (member, key) => ({
      title: `${member.label}频次限制`,
      icon: 'FieldTimeOutlined',
      module: './OperatorFrequencyLimit',
      roles: [...CARRIER_ACCESS.numberControl],
      ...(['CY'].includes(key) ? { menu: [{ group: 'carrier', order: 125 }] } : {}),
    })),
    {
      path: '/enterpriseLimiting',
      title: '企业限呼',
      icon: 'StopOutlined',
      module: './EnterpriseLimiting',
      roles: [...CARRIER_ACCESS.numberControl],
      menu: [{ group: 'carrier', order: 105 }],
    },
    // One page for every OPERATORS member with a whitelist page (contract/operatorWhitelist.ts).
    ...OPERATORS.manifestRoutes('whitelist', (member, key) => ({
      title: `${member.label}白名单`,
      icon: 'ContactsOutlined',
      module: './OperatorWhitelist',
      roles: [...CARRIER_ACCESS.numberControl],
      ...(['CY'].includes(key) ? { menu: [{ group: 'carrier', order: 135 }] } : {}),
    })),
    {
      path: '/gateRefusals',
      title: '外呼拦截记录',
      icon: 'StopOutlined',
      module: './GateRefusals',
      roles: [...CARRIER_ACCESS.numberControl],
      rolesNote: 'not a spec route (issue 60, the dialling gate): its refusals, beside the rules, for admin and agent',
      menu: [{ group: 'carrier', order: 140 }],
    },
    // One page for every OPERATORS member with an abnormal-call list (contract/abnormalCalls.ts).
    ...OPERATORS.manifestRoutes('abnormalCalls', (member, key) => ({
      title: `${member.label}异常通话`,
      icon: 'WarningOutlined',
      module: './OperatorAbnormalCalls',
      // GM's and CC's are in no sidebar, the admin's (the ledger); DJ's is in the carrier group, WN's and CY's operator pages.
      ...(key === 'GM' || key === 'CC'
        ? { roles: ['admin' as const] }
        : { roles: [...CARRIER_ACCESS.numberControl], menu: [{ group: 'carrier', order: key === 'DJ' ? 30 : 137 }] }),
    })),
    {
      path: '/gmAbnormalNumber',
      title: 'GM异常号码',
      icon: 'AlertOutlined',
      module: './GmAbnormalNumber',
      // In no sidebar, the admin's (the ledger); GM's numbers below the health threshold.
      roles: [...CARRIER_ACCESS.adminLines],
    },
    {
      path: '/gmAbnormalCallListNew',
      title: 'GM新增异常通话',
      icon: 'WarningOutlined',
      module: './OperatorAbnormalCalls',
      // GM's abnormal calls no one has handled yet; in no sidebar, the admin's (the ledger).
      props: { variant: 'GM', pending: true },
      roles: [...CARRIER_ACCESS.adminLines],
    },
    {
      path: '/cjabnormalCall',
      title: 'CJ异常通话',
      icon: 'ExceptionOutlined',
      module: './CjAbnormalCall',
      roles: [...CARRIER_ACCESS.cjAbnormal],
      // Others group of every sidebar but oem's and gm's, on one brand only (spec section 2: 讯呼通, BRANDS.second).
      when: { brands: ['second'] },
      menu: [{ group: 'others', order: 70 }],
    },
    {
      path: '/callingWindows',
      title: '地区呼叫时段',
      icon: 'ClockCircleOutlined',
      module: './CallingWindows',
      roles: [...CARRIER_ACCESS.adminLines],
      rolesNote: 'not a spec route (issue 60, the dialling gate): the callee regions’ calling windows, platform-wide, so the admin’s',
      menu: [{ group: 'carrier', order: 145 }],
    },
  ],
});
