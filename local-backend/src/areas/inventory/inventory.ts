import { inventoryApi } from '@console/remote-inventory/contract';
import { INVENTORY_ACCESS } from '@console/remote-inventory/contract';
import { define, type Endpoints } from '../../http/endpoint';
import { pageOf } from '../../http/page';
import { paging, text } from '../../http/params';
import { Where } from '../../http/where';

/** Inventory (defined in issue 2 as `/api/inventory/<verb>`): admin only, as the agent menu omits it. */
export const purchaseOrderEndpoints: Endpoints = [
  define({
    call: inventoryApi.purchaseOrderList,
    handler: ({ db, params }) => {
      const where = new Where().like('o.order_no', text(params, 'orderNo', '订单号', 30)).eq('o.status', text(params, 'status', '状态', 10));
      return pageOf(
        db,
        {
          select: `o.id, o.order_no AS orderNo, o.supplier, o.card_type AS cardType, o.quantity,
            o.unit_price AS unitPrice, ROUND(o.quantity * o.unit_price, 2) AS amount, o.status, o.created_at AS createdAt`,
          from: 'purchase_orders o',
          where,
          order: 'o.created_at DESC, o.id DESC',
        },
        paging(params),
      );
    },
  }),
];
