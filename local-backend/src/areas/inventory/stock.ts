import {
  goods,
  movements,
  SHIPMENT_STATUS,
  shipments,
  stock,
  STOCK_LIMITS,
  STOCK_LINE,
  STOCK_TEXTS,
  stockApi,
  type StockLine,
} from '@console/remote-inventory/contract';
import { now } from '../../db/time';
import { define, type Endpoints } from '../../http/endpoint';
import { listEndpoints } from '../../http/listEndpoints';
import { invalid, notFound } from '../../http/envelope';
import { pageOf } from '../../http/page';
import { integer, oneOf, paging, requiredInteger, text, type Params } from '../../http/params';
import { inputOf, resourceList } from '../../http/resource';
import { exportRows } from '../../http/exportRows';
import { sendSheet } from '../../http/sheet';
import { Where } from '../../http/where';
import { companyExists, goodsOf, move, nextNumber, requiredLine } from './ledger';
import { fromTable, joinOne, leftJoinOne } from '../../http/from';

const quantity = (params: Params, label: string) => requiredInteger(params, 'quantity', label, { min: 1, max: STOCK_LIMITS.maxQuantity });
const flag = (params: Params, name: string) => (['0', 'false', 'off'].includes(String(params[name] ?? '').toLowerCase()) ? 0 : 1);
const optionalLine = (params: Params) => oneOf(params, 'line', '库存线', STOCK_LINE);

/** What goods and stock rows both answer; goods add their line, remark and update time. */
const GOODS_SELECT = 'g.id, g.name, g.model, g.unit, g.warn_threshold AS warnThreshold, g.enabled, g.quantity';

const GOODS = resourceList(goods, {
  line: 'g.line',
  name: 'g.name',
  warnThreshold: 'g.warn_threshold',
  quantity: 'g.quantity',
  enabled: 'g.enabled',
  updatedAt: 'g.updated_at',
});

function goodsQuery(params: Params) {
  return {
    select: `${GOODS_SELECT}, g.line, g.remark, g.updated_at AS updatedAt`,
    from: fromTable('inventory_goods', 'g'),
    where: GOODS.where(params),
    order: GOODS.order(params, 'g.line DESC, g.id'),
  };
}

const LOW = 'CASE WHEN g.quantity < g.warn_threshold THEN 1 ELSE 0 END';
const LAST_MOVED_AT = "COALESCE((SELECT MAX(m.created_at) FROM inventory_movements m WHERE m.goods_id = g.id), '')";
const STOCK = resourceList(stock, {
  name: 'g.name',
  quantity: 'g.quantity',
  warnThreshold: 'g.warn_threshold',
  low: LOW,
  received: 'received',
  shipped: 'shipped',
  lastMovedAt: LAST_MOVED_AT,
});

function stockQuery(params: Params, line: StockLine) {
  return {
    select: `${GOODS_SELECT}, ${LOW} AS low,
      COALESCE((SELECT SUM(m.quantity) FROM inventory_movements m WHERE m.goods_id = g.id AND m.direction = 'in'), 0) AS received,
      COALESCE((SELECT SUM(m.quantity) FROM inventory_movements m WHERE m.goods_id = g.id AND m.direction = 'out'), 0) AS shipped,
      ${LAST_MOVED_AT} AS lastMovedAt`,
    from: fromTable('inventory_goods', 'g'),
    where: STOCK.where(params).eq('g.line', line),
    order: STOCK.order(params, 'g.enabled DESC, g.id'),
  };
}

const MOVEMENTS = resourceList(movements, {
  createdAt: 'm.created_at',
  line: 'g.line',
  goodsId: 'm.goods_id',
  direction: 'm.direction',
  quantity: 'm.quantity',
  balance: 'm.balance',
  reason: 'm.reason',
  reference: 'm.reference',
});

function movementQuery(params: Params) {
  const where = MOVEMENTS.where(params);
  return {
    select: `m.id, g.line, m.goods_id AS goodsId, g.name AS goodsName, m.direction, m.quantity, m.balance, m.reason, m.reference,
      COALESCE(u.real_name, '') AS operatorName, m.created_at AS createdAt`,
    from: fromTable('inventory_movements', 'm', joinOne('inventory_goods', 'g', 'm.goods_id'), leftJoinOne('users', 'u', 'm.operator_id')),
    where,
    order: MOVEMENTS.order(params, 'm.created_at DESC, m.id DESC'),
  };
}

const SHIPMENTS = resourceList(shipments, {
  shipmentNo: 's.shipment_no',
  goodsId: 's.goods_id',
  quantity: 's.quantity',
  companyName: 'c.name',
  express: 's.express',
  trackingNo: 's.tracking_no',
  status: 's.status',
  createdAt: 's.created_at',
});

function shipmentQuery(params: Params, line: StockLine) {
  const where = SHIPMENTS.where(params).eq('g.line', line);
  return {
    select: `s.id, s.shipment_no AS shipmentNo, s.goods_id AS goodsId, g.name AS goodsName, s.quantity,
      c.name AS companyName, s.receiver, s.receiver_phone AS receiverPhone, s.address, s.express, s.tracking_no AS trackingNo, s.status,
      s.remark, COALESCE(u.real_name, '') AS operatorName, s.created_at AS createdAt`,
    from: fromTable(
      'inventory_shipments',
      's',
      joinOne('inventory_goods', 'g', 's.goods_id'),
      joinOne('companies', 'c', 's.company_id'),
      leftJoinOne('users', 'u', 's.operator_id'),
    ),
    where,
    order: SHIPMENTS.order(params, 's.created_at DESC, s.id DESC'),
  };
}

/** Receiver, phone, address, express, tracking number and remark of a shipment (ship and edit). */
function delivery(params: Params) {
  const { express = '', trackingNo = '', remark = '', ...required } = inputOf(shipments, params);
  return { ...required, express, trackingNo, remark };
}

/** Goods, stock, movements and shipments (`/api/inventory/*`). Admin only (INVENTORY_ACCESS). */
export const stockEndpoints: Endpoints = [
  ...listEndpoints({ list: stockApi.goodsList, sheet: stockApi.exportGoods, fileName: '库存设置', query: ({ params }) => goodsQuery(params) }),
  define({
    call: stockApi.goodsOptions,
    handler: ({ db, params }) => {
      const where = new Where().eq('enabled', 1).eq('line', optionalLine(params));
      return db
        .prepare(
          `SELECT id AS value, name || CASE WHEN model = '' THEN '' ELSE '（' || model || '）' END AS label FROM inventory_goods ${where} ORDER BY line DESC, id`,
        )
        .all(...where.values);
    },
  }),
  define({
    call: stockApi.goodsSave,
    handler: ({ db, params }) => {
      const id = integer(params, 'id', '货品编号');
      // The line is given once, when the goods are added.
      const { name, model = '', unit, warnThreshold, remark = '' } = inputOf(goods, params, ['name', 'model', 'unit', 'warnThreshold', 'remark']);
      const enabled = flag(params, 'enabled');
      const at = now();
      const line = id === undefined ? requiredLine(params) : goodsOf(db, id).line;
      const clash = db.prepare('SELECT id FROM inventory_goods WHERE line = ? AND name = ? AND model = ? AND id IS NOT ?').get(line, name, model, id ?? null);
      if (clash) throw invalid(`${STOCK_LINE.label(line)}已有货品「${name}${model ? `（${model}）` : ''}」`);
      if (id === undefined) {
        const created = db
          .prepare(
            'INSERT INTO inventory_goods (line, name, model, unit, warn_threshold, enabled, remark, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
          )
          .run(line, name, model, unit, warnThreshold, enabled, remark, at, at);
        return { id: Number(created.lastInsertRowid) };
      }
      db.prepare('UPDATE inventory_goods SET name = ?, model = ?, unit = ?, warn_threshold = ?, enabled = ?, remark = ?, updated_at = ? WHERE id = ?').run(
        name,
        model,
        unit,
        warnThreshold,
        enabled,
        remark,
        at,
        id,
      );
      return { id };
    },
  }),
  define({
    call: stockApi.goodsDelete,
    handler: ({ db, params }) => {
      const id = requiredInteger(params, 'id', '货品编号');
      goodsOf(db, id);
      const used =
        db.prepare('SELECT 1 FROM inventory_movements WHERE goods_id = ? LIMIT 1').get(id) ??
        db.prepare('SELECT 1 FROM inventory_shipments WHERE goods_id = ? LIMIT 1').get(id) ??
        db.prepare('SELECT 1 FROM purchase_orders WHERE goods_id = ? LIMIT 1').get(id);
      if (used) throw invalid(STOCK_TEXTS.goodsInUse);
      db.prepare('DELETE FROM inventory_goods WHERE id = ?').run(id);
      return null;
    },
  }),

  define({ call: stockApi.stockList, handler: ({ db, params }) => pageOf(db, stockQuery(params, requiredLine(params)), paging(params)) }),
  define({
    call: stockApi.exportStock,
    handler: ({ db, params, reply }) => {
      const line = requiredLine(params);
      return sendSheet(reply, params, `${STOCK_LINE.label(line)}库存`, stockApi.exportStock.columns, exportRows(db, stockQuery(params, line)));
    },
  }),
  define({
    call: stockApi.receive,
    handler: ({ db, params, user }) => {
      const goodsId = requiredInteger(params, 'goodsId', '货品');
      const wanted = quantity(params, '入库数量');
      const remark = text(params, 'remark', '备注', 200) ?? '';
      return db.transaction(() => ({
        quantity: move(db, { goodsId, direction: 'in', quantity: wanted, reason: '手工入库', reference: remark, operatorId: user.id, at: now() }),
      }))();
    },
  }),
  define({
    call: stockApi.ship,
    handler: ({ db, params, user }) => {
      const goodsId = requiredInteger(params, 'goodsId', '货品');
      const wanted = quantity(params, '出库数量');
      const companyId = requiredInteger(params, 'companyId', '收货企业');
      const details = delivery(params);
      companyExists(db, companyId);
      return db.transaction(() => {
        const at = now();
        const shipmentNo = nextNumber(db, 'inventory_shipments', 'shipment_no', 'CK', at);
        const balance = move(db, { goodsId, direction: 'out', quantity: wanted, reason: '发货出库', reference: shipmentNo, operatorId: user.id, at });
        const created = db
          .prepare(
            `INSERT INTO inventory_shipments (shipment_no, goods_id, quantity, company_id, receiver, receiver_phone, address, express, tracking_no, status, remark, operator_id, created_at, updated_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, '待发货', ?, ?, ?, ?)`,
          )
          .run(
            shipmentNo,
            goodsId,
            wanted,
            companyId,
            details.receiver,
            details.receiverPhone,
            details.address,
            details.express,
            details.trackingNo,
            details.remark,
            user.id,
            at,
            at,
          );
        return { quantity: balance, shipmentId: Number(created.lastInsertRowid) };
      })();
    },
  }),

  ...listEndpoints({ list: stockApi.movementList, sheet: stockApi.exportMovements, fileName: '库存明细', query: ({ params }) => movementQuery(params) }),

  define({ call: stockApi.shipmentList, handler: ({ db, params }) => pageOf(db, shipmentQuery(params, requiredLine(params)), paging(params)) }),
  define({
    call: stockApi.exportShipments,
    handler: ({ db, params, reply }) => {
      const line = requiredLine(params);
      return sendSheet(
        reply,
        params,
        line === 'SJTX' ? '出库记录' : `${STOCK_LINE.label(line).replace(/终端设备$/, '')}发货记录`,
        stockApi.exportShipments.columns,
        exportRows(db, shipmentQuery(params, line)),
      );
    },
  }),
  define({
    call: stockApi.shipmentUpdate,
    handler: ({ db, params }) => {
      const id = requiredInteger(params, 'id', '出库记录');
      const details = delivery(params);
      const status = oneOf(params, 'status', '状态', SHIPMENT_STATUS);
      if (!status || status === '已撤销') throw invalid('请选择状态');
      const current = db.prepare('SELECT status FROM inventory_shipments WHERE id = ?').pluck().get(id) as string | undefined;
      if (!current) throw notFound('出库记录');
      if (current === '已撤销') throw invalid('已撤销的出库记录不能修改');
      db.prepare(
        'UPDATE inventory_shipments SET receiver = ?, receiver_phone = ?, address = ?, express = ?, tracking_no = ?, status = ?, remark = ?, updated_at = ? WHERE id = ?',
      ).run(details.receiver, details.receiverPhone, details.address, details.express, details.trackingNo, status, details.remark, now(), id);
      return null;
    },
  }),
  define({
    call: stockApi.shipmentCancel,
    handler: ({ db, params, user }) => {
      const id = requiredInteger(params, 'id', '出库记录');
      return db.transaction(() => {
        const shipment = db.prepare('SELECT goods_id AS goodsId, quantity, status, shipment_no AS shipmentNo FROM inventory_shipments WHERE id = ?').get(id) as
          { goodsId: number; quantity: number; status: string; shipmentNo: string } | undefined;
        if (!shipment) throw notFound('出库记录');
        if (shipment.status !== '待发货' && shipment.status !== '已发货') throw invalid(STOCK_TEXTS.notCancellable);
        const at = now();
        db.prepare("UPDATE inventory_shipments SET status = '已撤销', updated_at = ? WHERE id = ?").run(at, id);
        // A cancelled shipment returns to stock even when its goods were disabled since.
        const movement = {
          goodsId: shipment.goodsId,
          direction: 'in',
          quantity: shipment.quantity,
          reason: '撤销出库',
          reference: shipment.shipmentNo,
          operatorId: user.id,
          at,
        } as const;
        return { quantity: move(db, movement, { evenIfDisabled: true }) };
      })();
    },
  }),
];
