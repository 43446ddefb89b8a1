import { defineRemote, rolesExcept } from '@console/sdk/manifest';

/** CRM customers and pools, lead management, lead finding. */
export const manifest = defineRemote({
  name: 'remote-crm',
  title: '客户关系管理',
  routes: [
    {
      path: '/advancedSearch',
      title: '高级搜索',
      icon: 'SearchOutlined',
      module: './AdvancedSearch',
      roles: rolesExcept('oem', 'gm'),
      rolesNote: 'spec section 6: the lead-finding pages are open to all but oem and gm',
      // Spec section 2: shown only when the flag is set, hidden on CY-marker hosts (404 there).
      when: { hideOnCyHost: true, flag: 'interior' },
      menu: [{ group: 'leadFinding', order: 10 }],
    },
    {
      path: '/customer',
      title: '我的客户',
      icon: 'ContactsOutlined',
      module: './Customers',
      // Common route (spec section 2); every sidebar but gm's lists it.
      menu: [{ group: 'crm', order: 20, roles: rolesExcept('gm') }],
    },
    {
      path: '/clue',
      title: '线索列表',
      icon: 'FunnelPlotOutlined',
      module: './Clues',
      menu: [{ group: 'leads', order: 10, roles: rolesExcept('gm') }],
    },
  ],
});
