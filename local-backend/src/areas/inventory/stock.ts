import { DIRECTION, ENABLED, EXPRESS, LOW_STOCK, MOVEMENT_REASON, SHIPMENT_STATUS, STOCK_LIMITS, STOCK_LINE, STOCK_TEXTS, stockApi, type StockLine } from '@console/remote-inventory/contract';
import type { Db } from '../../db/database';
import { now } from '../../db/time';
import { define, type Endpoints } from '../../http/endpoint';
import { invalid, notFound } from '../../http/envelope';
import { allOf, pageOf } from '../../http/page';
import { dateTime, integer, oneOf, orderBy, paging, requiredInteger, requiredMobile, requiredText, text, type Params } from '../../http/params';
import { sendSheet } from '../../http/sheet';
import { Where } from '../../http/where';
import { companyExists, goodsOf, move, nextNumber, requiredLine } from './ledger';
import { fromTable, joinOne, leftJoinOne } from '../../http/from';

const quantity = (params: Params, label: string) => requiredInteger(params, 'quantity', label, { min: 1, max: STOCK_LIMITS.maxQuantity });
const flag = (params: Params, name: string) => (['0', 'false', 'off'].includes(String(params[name] ?? '').toLowerCase()) ? 0 : 1);
const optionalLine = (params: Params) => oneOf(params, 'line', '库存线', STOCK_LINE);

const GOODS_SELECT = `g.id, g.line, g.name, g.model, g.unit, g.warn_threshold AS warnThreshold, g.enabled, g.remark, g.quantity,
  g.created_at AS createdAt, g.updated_at AS updatedAt`;

function goodsQuery(params: Params) {
  const where = new Where()
    .eq('g.line', optionalLine(params))
    .like('g.name', text(params, 'name', '货品名称', 30))
    .eq('g.enabled', oneOf(params, 'enabled', '状态', ENABLED));
  return { select: GOODS_SELECT, from: fromTable('inventory_goods', 'g'), where, order: 'g.line DESC, g.id' };
}

function stockQuery(params: Params, line: StockLine) {
  const low = oneOf(params, 'low', '库存状态', LOW_STOCK);
  const where = new Where().eq('g.line', line).like('g.name', text(params, 'name', '货品名称', 30));
  if (low !== undefined) where.raw(low ? 'g.quantity < g.warn_threshold' : 'g.quantity >= g.warn_threshold');
  return {
    select: `${GOODS_SELECT}, CASE WHEN g.quantity < g.warn_threshold THEN 1 ELSE 0 END AS low,
      COALESCE((SELECT SUM(m.quantity) FROM inventory_movements m WHERE m.goods_id = g.id AND m.direction = 'in'), 0) AS received,
      COALESCE((SELECT SUM(m.quantity) FROM inventory_movements m WHERE m.goods_id = g.id AND m.direction = 'out'), 0) AS shipped,
      COALESCE((SELECT MAX(m.created_at) FROM inventory_movements m WHERE m.goods_id = g.id), '') AS lastMovedAt`,
    from: fromTable('inventory_goods', 'g'),
    where,
    order: orderBy(params, { quantity: 'g.quantity', lastMovedAt: 'lastMovedAt' }, 'g.enabled DESC, g.id'),
  };
}

function movementQuery(params: Params) {
  const where = new Where()
    .eq('g.line', optionalLine(params))
    .eq('m.goods_id', integer(params, 'goodsId', '货品'))
    .eq('m.direction', oneOf(params, 'direction', '类型', DIRECTION))
    .eq('m.reason', oneOf(params, 'reason', '原因', MOVEMENT_REASON))
    .like('m.reference', text(params, 'reference', '关联单号', 30))
    .from('m.created_at', dateTime(params, 'createdFrom', '开始时间'))
    .to('m.created_at', dateTime(params, 'createdTo', '结束时间'));
  return {
    select: `m.id, g.line, m.goods_id AS goodsId, g.name AS goodsName, m.direction, m.quantity, m.balance, m.reason, m.reference,
      COALESCE(u.real_name, '') AS operatorName, m.created_at AS createdAt`,
    from: fromTable('inventory_movements', 'm', joinOne('inventory_goods', 'g', 'm.goods_id'), leftJoinOne('users', 'u', 'm.operator_id')),
    where,
    order: orderBy(params, { createdAt: 'm.created_at', quantity: 'm.quantity' }, 'm.created_at DESC, m.id DESC'),
  };
}

function shipmentQuery(params: Params, line: StockLine) {
  const where = new Where()
    .eq('g.line', line)
    .like('s.shipment_no', text(params, 'shipmentNo', '出库单号', 30))
    .eq('s.goods_id', integer(params, 'goodsId', '货品'))
    .like('c.name', text(params, 'companyName', '收货企业', 50))
    .like('s.tracking_no', text(params, 'trackingNo', '快递单号', 30))
    .eq('s.status', oneOf(params, 'status', '状态', SHIPMENT_STATUS))
    .from('s.created_at', dateTime(params, 'createdFrom', '开始时间'))
    .to('s.created_at', dateTime(params, 'createdTo', '结束时间'));
  return {
    select: `s.id, s.shipment_no AS shipmentNo, g.line, s.goods_id AS goodsId, g.name AS goodsName, s.quantity, s.company_id AS companyId,
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
    order: orderBy(params, { createdAt: 's.created_at', quantity: 's.quantity' }, 's.created_at DESC, s.id DESC'),
  };
}

/** Receiver, phone, address, express, tracking number and remark of a shipment (ship and edit). */
function delivery(params: Params) {
  const express = text(params, 'express', '快递公司', 10) ?? '';
  if (express && !EXPRESS.has(express)) throw invalid('快递公司不正确');
  return {
    receiver: requiredText(params, 'receiver', '收货人', 20),
    receiverPhone: requiredMobile(params, 'receiverPhone', '联系电话'),
    address: requiredText(params, 'address', '收货地址', 100),
    express,
    trackingNo: text(params, 'trackingNo', '快递单号', 30) ?? '',
    remark: text(params, 'remark', '备注', 200) ?? '',
  };
}

/** Goods, stock, movements and shipments (`/api/inventory/*`, issue 14). Admin only (INVENTORY_ACCESS). */
export const stockEndpoints: Endpoints = [
  define({ call: stockApi.goodsList, handler: ({ db, params }) => pageOf(db, goodsQuery(params), paging(params)) }),
  define({
    call: stockApi.exportGoods,
    handler: ({ db, params, reply }) => sendSheet(reply, params, '库存设置', stockApi.exportGoods.columns, allOf(db, goodsQuery(params))),
  }),
  define({
    call: stockApi.goodsOptions,
    handler: ({ db, params }) => {
      const where = new Where().eq('enabled', 1).eq('line', optionalLine(params));
      return db
        .prepare(`SELECT id AS value, name || CASE WHEN model = '' THEN '' ELSE '（' || model || '）' END AS label FROM inventory_goods ${where} ORDER BY line DESC, id`)
        .all(...where.values);
    },
  }),
  define({
    call: stockApi.goodsSave,
    handler: ({ db, params }) => {
      const id = integer(params, 'id', '货品编号');
      const name = requiredText(params, 'name', '货品名称', 30);
      const model = text(params, 'model', '型号', 30) ?? '';
      const unit = requiredText(params, 'unit', '单位', 5);
      const warnThreshold = requiredInteger(params, 'warnThreshold', '预警值', { min: 0, max: STOCK_LIMITS.maxThreshold });
      const enabled = flag(params, 'enabled');
      const remark = text(params, 'remark', '备注', 200) ?? '';
      const at = now();
      const line = id === undefined ? requiredLine(params) : goodsOf(db, id).line;
      const clash = db.prepare('SELECT id FROM inventory_goods WHERE line = ? AND name = ? AND model = ? AND id IS NOT ?').get(line, name, model, id ?? null);
      if (clash) throw invalid(`${STOCK_LINE.label(line)}已有货品「${name}${model ? `（${model}）` : ''}」`);
      if (id === undefined) {
        const created = db
          .prepare('INSERT INTO inventory_goods (line, name, model, unit, warn_threshold, enabled, remark, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
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
      return sendSheet(reply, params, `${STOCK_LINE.label(line)}库存`, stockApi.exportStock.columns, allOf(db, stockQuery(params, line)));
    },
  }),
  define({
    call: stockApi.receive,
    handler: ({ db, params, user }) => {
      const goodsId = requiredInteger(params, 'goodsId', '货品');
      const wanted = quantity(params, '入库数量');
      const remark = text(params, 'remark', '备注', 200) ?? '';
      return db.transaction(() => ({ quantity: move(db, { goodsId, direction: 'in', quantity: wanted, reason: '手工入库', reference: remark, operatorId: user.id, at: now() }) }))();
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
          .run(shipmentNo, goodsId, wanted, companyId, details.receiver, details.receiverPhone, details.address, details.express, details.trackingNo, details.remark, user.id, at, at);
        return { quantity: balance, shipmentId: Number(created.lastInsertRowid) };
      })();
    },
  }),

  define({ call: stockApi.movementList, handler: ({ db, params }) => pageOf(db, movementQuery(params), paging(params)) }),
  define({
    call: stockApi.exportMovements,
    handler: ({ db, params, reply }) => sendSheet(reply, params, '库存明细', stockApi.exportMovements.columns, allOf(db, movementQuery(params))),
  }),

  define({ call: stockApi.shipmentList, handler: ({ db, params }) => pageOf(db, shipmentQuery(params, requiredLine(params)), paging(params)) }),
  define({
    call: stockApi.exportShipments,
    handler: ({ db, params, reply }) => {
      const line = requiredLine(params);
      return sendSheet(reply, params, line === 'SJTX' ? '出库记录' : `${STOCK_LINE.label(line).replace(/终端设备$/, '')}发货记录`, stockApi.exportShipments.columns, allOf(db, shipmentQuery(params, line)));
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
          | { goodsId: number; quantity: number; status: string; shipmentNo: string }
          | undefined;
        if (!shipment) throw notFound('出库记录');
        if (shipment.status !== '待发货' && shipment.status !== '已发货') throw invalid(STOCK_TEXTS.notCancellable);
        const at = now();
        db.prepare("UPDATE inventory_shipments SET status = '已撤销', updated_at = ? WHERE id = ?").run(at, id);
        // A cancelled shipment returns to stock even when its goods were disabled since.
        const movement = { goodsId: shipment.goodsId, direction: 'in', quantity: shipment.quantity, reason: '撤销出库', reference: shipment.shipmentNo, operatorId: user.id, at } as const;
        return { quantity: move(db, movement, { evenIfDisabled: true }) };
      })();
    },
  }),
  define({
    call: stockApi.companyOptions,
    handler: ({ db, params }) => {
      const where = new Where().like('name', text(params, 'name', '企业名称', 50));
      return db.prepare(`SELECT id AS value, name AS label FROM companies ${where} ORDER BY id LIMIT 50`).all(...where.values);
    },
  }),
];
