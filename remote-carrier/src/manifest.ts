import { OPERATORS } from './contract';
import { CARRIER_ACCESS } from './contract/access';
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
  ],
});
