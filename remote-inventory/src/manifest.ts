import { defineRemote } from '@console/sdk/manifest';
import { INVENTORY_ACCESS, STOCK_LINES } from './contract';

const ADMIN = [...INVENTORY_ACCESS.inventory];
const AREA_NOTE = 'inventory: spec section 6 makes purchaseOrderList and whiteCard admin-only and the agent menu omits inventory (section 2), so admin only';
const NO_MENU_NOTE = 'in no sidebar (spec section 2 lists the inventory menu without it); reached from its sibling page. Inventory area: admin only';

/** A stock line's page: SJTX's is in the inventory menu at `order`, SJ's is reached from it. */
const linePage = (key: string, order: number) =>
  key === 'SJTX' ? { roles: ADMIN, rolesNote: AREA_NOTE, menu: [{ group: 'inventory' as const, order }] } : { roles: ADMIN, rolesNote: NO_MENU_NOTE };

/** Stock of cards and terminals, purchases, white cards, shipments, warnings and call-frequency limits. */
export const manifest = defineRemote({
  name: 'remote-inventory',
  title: '库存管理',
  routes: [
    // One stock page and one shipment page for both lines (contract/lines.ts): SJTX's are in the menu, SJ's are reached from them.
    ...STOCK_LINES.manifestRoutes('stock', (line, key) => ({
      title: `${line.label}${line.goods}库存`,
      icon: 'InboxOutlined',
      module: './Stock',
      ...linePage(key, 10),
    })),
    {
      path: '/purchaseOrderList',
      title: '采购订单',
      icon: 'ShoppingCartOutlined',
      module: './PurchaseOrders',
      roles: ADMIN,
      rolesNote: 'spec section 6: admin-only',
      menu: [{ group: 'inventory', order: 20 }],
    },
    {
      path: '/purchaseList',
      title: '采购清单',
      icon: 'ReconciliationOutlined',
      module: './PurchaseList',
      roles: ADMIN,
      rolesNote: NO_MENU_NOTE,
    },
    {
      path: '/whiteCard',
      title: '白卡管理',
      icon: 'CreditCardOutlined',
      module: './WhiteCards',
      roles: ADMIN,
      rolesNote: 'spec section 6: admin-only',
      menu: [{ group: 'inventory', order: 30 }],
    },
    ...STOCK_LINES.manifestRoutes('shipments', (line, key) => ({
      title: key === 'SJTX' ? '出库记录' : `${line.label}发货记录`,
      icon: 'CarryOutOutlined',
      module: './Shipments',
      ...linePage(key, 40),
    })),
    {
      path: '/inventoryList',
      title: '库存明细',
      icon: 'ProfileOutlined',
      module: './Movements',
      roles: ADMIN,
      rolesNote: AREA_NOTE,
      menu: [{ group: 'inventory', order: 50 }],
    },
    {
      path: '/inventorySetMenu',
      title: '库存设置',
      icon: 'ControlOutlined',
      module: './GoodsSettings',
      roles: ADMIN,
      rolesNote: AREA_NOTE,
      menu: [{ group: 'inventory', order: 60 }],
    },
    {
      path: '/earlyWarning',
      title: '预警号码',
      icon: 'WarningOutlined',
      module: './EarlyWarning',
      roles: ADMIN,
      rolesNote: AREA_NOTE,
      menu: [{ group: 'inventory', order: 70 }],
    },
    {
      path: '/frequencyLimiting',
      title: '频次限制',
      icon: 'FieldTimeOutlined',
      module: './FrequencyLimits',
      // Common route (spec section 2): every role opens it and reads the limits that apply to it; the
      // menu entry is in the inventory group, which only admin's sidebar has (the agent menu omits inventory).
      menu: [{ group: 'inventory', order: 80, roles: ADMIN }],
    },
  ],
});
