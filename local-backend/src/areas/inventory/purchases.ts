import { PURCHASE_STATUS, PURCHASE_STEPS, PURCHASE_TEXTS, purchaseApi, purchaseNeeds, purchaseOrders, STOCK_LIMITS } from '@console/remote-inventory/contract';
import type { Db } from '../../db/database';
import { now } from '../../db/time';
import { define, type Endpoints } from '../../http/endpoint';
import { listEndpoints } from '../../http/listEndpoints';
import { invalid, notFound } from '../../http/envelope';
import { allOf, pageOf } from '../../http/page';
import { ids, integer, oneOf, paging, requiredInteger, type Params } from '../../http/params';
import { inputOf, resourceList } from '../../http/resource';
import { goodsOf, move, nextNumber } from './ledger';
import { fromTable, leftJoinOne } from '../../http/from';

const ORDERS = resourceList(purchaseOrders, {
  orderNo: 'o.order_no',
  supplier: 'o.supplier',
  line: 'g.line',
  goodsId: 'o.goods_id',
  quantity: 'o.quantity',
  unitPrice: 'o.unit_price',
  amount: 'o.quantity * o.unit_price',
  status: 'o.status',
  createdAt: 'o.created_at',
  arrivedAt: 'o.arrived_at',
});

function orderQuery(params: Params) {
  const where = ORDERS.where(params);
  return {
    select: `o.id, o.order_no AS orderNo, o.supplier, o.goods_id AS goodsId, g.line, COALESCE(g.name, o.card_type) AS goodsName, o.quantity,
      o.unit_price AS unitPrice, ROUND(o.quantity * o.unit_price, 2) AS amount, o.status, o.remark, o.created_at AS createdAt, o.arrived_at AS arrivedAt`,
    from: fromTable('purchase_orders', 'o', leftJoinOne('inventory_goods', 'g', 'o.goods_id')),
    where,
    order: ORDERS.order(params, 'o.created_at DESC, o.id DESC'),
  };
}

const ON_ORDER = "COALESCE((SELECT SUM(o.quantity) FROM purchase_orders o WHERE o.goods_id = g.id AND o.status = '已下单'), 0)";
const NEEDS = resourceList(purchaseNeeds, {
  line: 'g.line',
  name: 'g.name',
  quantity: 'g.quantity',
  warnThreshold: 'g.warn_threshold',
  onOrder: 'onOrder',
  suggested: 'suggested',
});

/** Goods below their threshold, what is on order for them and what to buy (twice the threshold, less stock and orders). */
function needQuery(params: Params) {
  const where = NEEDS.where(params).raw('g.enabled = 1').raw('g.quantity < g.warn_threshold');
  return {
    select: `g.id, g.line, g.name, g.model, g.unit, g.quantity, g.warn_threshold AS warnThreshold, ${ON_ORDER} AS onOrder,
      MAX(0, 2 * g.warn_threshold - g.quantity - ${ON_ORDER}) AS suggested`,
    from: fromTable('inventory_goods', 'g'),
    where,
    order: NEEDS.order(params, 'g.quantity * 1.0 / MAX(g.warn_threshold, 1), g.id'),
  };
}

function orderOf(db: Db, id: number) {
  const order = db.prepare('SELECT id, order_no AS orderNo, goods_id AS goodsId, quantity, status FROM purchase_orders WHERE id = ?').get(id) as
    { id: number; orderNo: string; goodsId: number | null; quantity: number; status: keyof typeof PURCHASE_STEPS } | undefined;
  if (!order) throw notFound('采购订单');
  return order;
}

/** Purchase orders and the purchase list (`/api/inventory/*`). */
export const purchaseEndpoints: Endpoints = [
  ...listEndpoints({
    list: purchaseApi.purchaseOrderList,
    sheet: purchaseApi.exportPurchaseOrders,
    fileName: '采购订单',
    query: ({ params }) => orderQuery(params),
  }),
  define({
    call: purchaseApi.purchaseOrderSave,
    handler: ({ db, params }) => {
      const id = integer(params, 'id', '采购订单');
      const { remark, ...input } = inputOf(purchaseOrders, params);
      // The form names the quantity 采购数量 (the list's column is 数量).
      const values = { ...input, remark: remark ?? '', quantity: requiredInteger(params, 'quantity', '采购数量', { min: 1, max: STOCK_LIMITS.maxQuantity }) };
      const goods = goodsOf(db, values.goodsId);
      if (id !== undefined) {
        const order = orderOf(db, id);
        if (order.status !== '待审核') throw invalid(PURCHASE_TEXTS.notEditable);
        db.prepare('UPDATE purchase_orders SET supplier = ?, goods_id = ?, card_type = ?, quantity = ?, unit_price = ?, remark = ? WHERE id = ?').run(
          values.supplier,
          values.goodsId,
          goods.name,
          values.quantity,
          values.unitPrice,
          values.remark,
          id,
        );
        return { id, orderNo: order.orderNo };
      }
      return createOrder(db, { ...values, cardType: goods.name });
    },
  }),
  define({
    call: purchaseApi.purchaseOrderDelete,
    handler: ({ db, params }) => {
      const order = orderOf(db, requiredInteger(params, 'id', '采购订单'));
      if (order.status !== '待审核' && order.status !== '已取消') throw invalid(PURCHASE_TEXTS.notDeletable);
      db.prepare('DELETE FROM purchase_orders WHERE id = ?').run(order.id);
      return null;
    },
  }),
  define({
    call: purchaseApi.purchaseOrderStatus,
    handler: ({ db, params, user }) => {
      const id = requiredInteger(params, 'id', '采购订单');
      const to = oneOf(params, 'status', '状态', PURCHASE_STATUS);
      if (!to) throw invalid('请选择状态');
      return db.transaction(() => {
        const order = orderOf(db, id);
        if (!PURCHASE_STEPS[order.status].some((step) => step.to === to)) throw invalid(PURCHASE_TEXTS.badStep(order.status, to));
        const at = now();
        if (to === '已到货') {
          if (order.goodsId === null) throw invalid(PURCHASE_TEXTS.noGoods);
          move(db, {
            goodsId: order.goodsId,
            direction: 'in',
            quantity: order.quantity,
            reason: '采购入库',
            reference: order.orderNo,
            operatorId: user.id,
            at,
          });
        }
        // The step is taken only from the status it was read in (a second click finds it moved on).
        const changed = db
          .prepare('UPDATE purchase_orders SET status = ?, arrived_at = ? WHERE id = ? AND status = ?')
          .run(to, to === '已到货' ? at : '', id, order.status);
        if (!changed.changes) throw invalid(PURCHASE_TEXTS.badStep(order.status, to));
        return null;
      })();
    },
  }),
  define({ call: purchaseApi.purchaseList, handler: ({ db, params }) => pageOf(db, needQuery(params), paging(params)) }),
  define({
    call: purchaseApi.purchaseFromList,
    handler: ({ db, params }) => {
      const goodsIds = ids(params, '货品', 'goodsIds');
      const chosen = inputOf(purchaseOrders, params, ['supplier', 'unitPrice']) as { supplier: string; unitPrice: number };
      return db.transaction(() => {
        const needs = allOf(db, needQuery({})) as { id: number; name: string; suggested: number }[];
        const wanted = needs.filter((need) => goodsIds.includes(need.id) && need.suggested > 0);
        for (const need of wanted) createOrder(db, { ...chosen, goodsId: need.id, cardType: need.name, quantity: need.suggested, remark: '由采购清单生成' });
        return { created: wanted.length };
      })();
    },
  }),
];

function createOrder(db: Db, order: { supplier: string; goodsId: number; cardType: string; quantity: number; unitPrice: number; remark: string }) {
  const at = now();
  const orderNo = nextNumber(db, 'purchase_orders', 'order_no', 'PO', at);
  const created = db
    .prepare(
      "INSERT INTO purchase_orders (order_no, supplier, card_type, goods_id, quantity, unit_price, status, remark, created_at) VALUES (?, ?, ?, ?, ?, ?, '待审核', ?, ?)",
    )
    .run(orderNo, order.supplier, order.cardType, order.goodsId, order.quantity, order.unitPrice, order.remark, at);
  return { id: Number(created.lastInsertRowid), orderNo };
}
