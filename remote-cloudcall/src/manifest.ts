import { defineRemote, rolesExcept } from '@console/sdk/manifest';
import { CLOUDCALL_ACCESS } from './contract';

/** Everything about calls: cloud call, call batches, callback, records, recordings, inspection. */
export const manifest = defineRemote({
  name: 'remote-cloudcall',
  title: '通话与云呼',
  routes: [
    {
      path: '/record',
      title: '通话记录',
      icon: 'PhoneOutlined',
      module: './CallRecords',
      // Common route (spec section 2); the gm sidebar holds only its recording entry.
      menu: [{ group: 'others', order: 10, roles: rolesExcept('gm') }],
    },
    {
      path: '/riskList2',
      title: '风险列表',
      icon: 'AlertOutlined',
      module: './RiskList',
      // Common route; listed in the quality-inspection group for the roles that supervise calls.
      menu: [{ group: 'quality', order: 20, roles: ['admin', 'agent', 'subAgent', 'company', 'department'] }],
    },
    // SIP numbers and prices, surcharges and call controls (shared by every cloud-call family). The sidebar
    // follows spec section 2's order: 通联精准管控 first, 附加费 after the family pages.
    {
      path: '/tonglianPrecisionTube',
      title: '通联精准管控',
      icon: 'ControlOutlined',
      module: './TonglianPrecisionTube',
      roles: [...CLOUDCALL_ACCESS.tonglianPrecisionTube],
      menu: [{ group: 'cloudCall', order: 10 }],
    },
    {
      path: '/premium',
      title: '附加费',
      icon: 'MoneyCollectOutlined',
      module: './Premium',
      roles: [...CLOUDCALL_ACCESS.premium],
      menu: [{ group: 'cloudCall', order: 80 }],
    },
    // In no sidebar (the ledger's decision): opened from the SIP server page or by its address.
    { path: '/sipNumber', title: 'SIP号码', icon: 'PhoneOutlined', module: './SipNumber', roles: [...CLOUDCALL_ACCESS.sip] },
    { path: '/sipAccountPrice', title: 'SIP账号价格', icon: 'AccountBookOutlined', module: './SipAccountPrice', roles: [...CLOUDCALL_ACCESS.sip] },
  ],
});
