import { INVENTORY_ACCESS } from './contract/access';
import { defineRemote } from '@console/sdk/manifest';

/** Stock, purchase orders, white cards, delivery and outbound records, warnings, frequency limits. */
export const manifest = defineRemote({
  name: 'remote-inventory',
  title: '库存管理',
  routes: [
    {
      path: '/purchaseOrderList',
      title: '采购订单',
      icon: 'ShoppingCartOutlined',
      module: './PurchaseOrders',
      // Declared once in its area contract (contract/access.ts), with the backend's /api/inventory/* and /api/warning/* calls.
      roles: [...INVENTORY_ACCESS.inventory],
      rolesNote: 'spec section 6: admin-only',
      menu: [{ group: 'inventory', order: 20 }],
    },
    {
      path: '/earlyWarning',
      title: '预警号码',
      icon: 'WarningOutlined',
      module: './EarlyWarning',
      roles: [...INVENTORY_ACCESS.inventory],
      rolesNote: 'inventory section; the agent menu omits inventory (spec section 2), so admin only',
      menu: [{ group: 'inventory', order: 70 }],
    },
  ],
});
