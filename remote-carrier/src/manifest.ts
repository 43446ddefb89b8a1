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
      ...(['CY'].includes(key) ? { menu: [{ group: 'carrier', order: 60 }] } : {}),
    })),
    {
      path: '/enterpriseLimiting',
      title: '企业限呼',
      icon: 'StopOutlined',
      module: './EnterpriseLimiting',
      roles: [...CARRIER_ACCESS.numberControl],
      menu: [{ group: 'carrier', order: 55 }],
    },
    // One page for every OPERATORS member with a whitelist page (contract/operatorWhitelist.ts).
    ...OPERATORS.manifestRoutes('whitelist', (member, key) => ({
      title: `${member.label}白名单`,
      icon: 'ContactsOutlined',
      module: './OperatorWhitelist',
      roles: [...CARRIER_ACCESS.numberControl],
      ...(['CY'].includes(key) ? { menu: [{ group: 'carrier', order: 70 }] } : {}),
    })),
    {
      path: '/gateRefusals',
      title: '外呼拦截记录',
      icon: 'StopOutlined',
      module: './GateRefusals',
      roles: [...CARRIER_ACCESS.numberControl],
      rolesNote: 'not a spec route (issue 60, the dialling gate): its refusals, beside the rules, for admin and agent',
      menu: [{ group: 'carrier', order: 80 }],
    },
  ],
});
