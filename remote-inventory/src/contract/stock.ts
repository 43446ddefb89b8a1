import { call, defineResource, REMARK_FIELD, ENABLED, enumOf, MOBILE_FIELD, enumOfLabels, type InputOf, type QueryOf, type RowOf } from '@console/sdk/contract';
import { INVENTORY_ACCESS } from './access';
import { STOCK_LINE, type StockLine } from './lines';

const ADMIN = INVENTORY_ACCESS.inventory;

export const LOW_STOCK = enumOf([
  { value: 1, label: '库存不足', color: 'red' },
  { value: 0, label: '正常', color: 'green' },
]);

export const DIRECTION = enumOf([
  { value: 'in', label: '入库', color: 'green' },
  { value: 'out', label: '出库', color: 'orange' },
]);

/** Why stock moved (a movement's `reason`). */
export const MOVEMENT_REASON = enumOfLabels(['采购入库', '手工入库', '发货出库', '撤销出库', '盘点调整']);

export const SHIPMENT_STATUS = enumOf([
  { value: '待发货', label: '待发货', color: 'orange' },
  { value: '已发货', label: '已发货', color: 'blue' },
  { value: '已签收', label: '已签收', color: 'green' },
  { value: '已撤销', label: '已撤销', color: 'default' },
]);
export type ShipmentStatus = (typeof SHIPMENT_STATUS.values)[number];

export const EXPRESS = enumOfLabels(['顺丰速运', '中通快递', '圆通速递', '韵达快递', 'EMS', '京东物流', '自提']);

/** Stock limits the form and the backend share. */
export const STOCK_LIMITS = { maxQuantity: 100000, maxThreshold: 100000 } as const;

/** The messages of the stock rules: the backend answers them, the tests hold both sides to them. */
export const STOCK_TEXTS = {
  short: (available: number, wanted: number) => `库存不足：当前库存 ${available}，本次出库 ${wanted}`,
  goodsInUse: '该货品已有出入库记录，不能删除，可改为停用',
  goodsDisabled: '该货品已停用，不能出入库',
  notCancellable: '只有未签收的发货记录可以撤销',
  lineMismatch: '货品不属于该库存线',
} as const;

/** Enabled goods of a line, for filters and forms: `[{ value: id, label: name }]`. */
const goodsOptions = call.get<{ value: number; label: string }[], { line?: StockLine }>('/api/inventory/goodsOptions', ADMIN);
/** Companies to ship to: `[{ value: id, label: name }]`, by name. */

/**
 * A kind of goods held in stock (/inventorySetMenu): its line, model, unit and warning threshold.
 * A goods stays in its line (its stock and records are that line's); `enabled` is a switch in the form.
 */
export const goods = defineResource({
  line: { label: '库存线', kind: 'enum', values: STOCK_LINE, form: true, required: true },
  name: { label: '货品名称', kind: 'text', filter: true, form: true, required: true, max: 30 },
  model: { label: '型号', kind: 'text', form: true, max: 30 },
  unit: { label: '单位', kind: 'text', form: true, required: true, max: 5 },
  /** Below this many in stock, the goods show as 库存不足 and join the purchase list. */
  warnThreshold: {
    label: '预警值',
    kind: 'number',
    whole: true,
    form: true,
    required: true,
    min: 0,
    max: STOCK_LIMITS.maxThreshold,
    extra: '库存低于预警值时提示库存不足，并列入采购清单',
  },
  quantity: { label: '当前库存', kind: 'number' },
  enabled: { label: '状态', kind: 'enum', values: ENABLED },
  remark: REMARK_FIELD,
  updatedAt: { label: '更新时间', kind: 'dateTime' },
});
export type GoodsRow = RowOf<typeof goods>;

/** The stock of one kind of goods of the route's line (/SJTXinventory, /SJinventory): always the sum of its movements. */
export const stock = defineResource({
  name: { label: '货品名称', kind: 'text', filter: true, max: 30 },
  model: { label: '型号', kind: 'text' },
  quantity: { label: '当前库存', kind: 'number' },
  unit: { label: '单位', kind: 'text' },
  warnThreshold: { label: '预警值', kind: 'number' },
  /** 1 when the quantity is below the warning threshold. */
  low: { label: '库存状态', kind: 'enum', values: LOW_STOCK },
  received: { label: '累计入库', kind: 'number' },
  shipped: { label: '累计出库', kind: 'number' },
  lastMovedAt: { label: '最近变动', kind: 'dateTime' },
  /** Only enabled goods receive and ship. */
  enabled: { label: '状态', kind: 'enum', values: ENABLED, column: false, filter: false },
});
export type StockRow = RowOf<typeof stock>;

/** One receipt or shipment; `balance` is the stock right after it (/inventoryList). */
export const movements = defineResource({
  createdAt: { label: '时间', kind: 'dateTime' },
  line: { label: '库存线', kind: 'enum', values: STOCK_LINE },
  goodsId: { label: '货品', kind: 'ref', options: goodsOptions },
  goodsName: { label: '货品', kind: 'text' },
  direction: { label: '类型', kind: 'enum', values: DIRECTION },
  quantity: { label: '数量', kind: 'number' },
  balance: { label: '变动后库存', kind: 'number' },
  reason: { label: '原因', kind: 'enum', values: MOVEMENT_REASON },
  reference: { label: '关联单号', kind: 'code', filter: true, max: 30 },
  operatorName: { label: '操作人', kind: 'text' },
});
export type MovementRow = RowOf<typeof movements>;

/**
 * A shipment to a company (/outboundRecord, /SJDeliveryRecord), of the route's line. Its delivery
 * (receiver to remark) is the form of a shipment and of its correction; goods, quantity and company
 * are chosen when shipping only.
 */
export const shipments = defineResource({
  shipmentNo: { label: '出库单号', kind: 'code', filter: true, max: 30 },
  goodsId: { label: '货品', kind: 'ref', options: goodsOptions },
  goodsName: { label: '货品', kind: 'text' },
  quantity: { label: '数量', kind: 'number' },
  companyName: { label: '收货企业', kind: 'text', filter: true, max: 50 },
  receiver: { label: '收货人', kind: 'text', form: true, required: true, max: 20 },
  receiverPhone: { ...MOBILE_FIELD, label: '联系电话', required: true },
  address: { label: '收货地址', kind: 'text', form: true, required: true, max: 100, width: 220 },
  express: { label: '快递公司', kind: 'enum', values: EXPRESS, form: true },
  trackingNo: { label: '快递单号', kind: 'code', filter: true, form: true, max: 30 },
  status: { label: '状态', kind: 'enum', values: SHIPMENT_STATUS },
  remark: { ...REMARK_FIELD, column: false },
  operatorName: { label: '操作人', kind: 'text' },
  createdAt: { label: '出库时间', kind: 'dateTime' },
});
export type ShipmentRow = RowOf<typeof shipments>;

type OfLine<R> = R & { line: StockLine };
/** What shipping sends: the delivery, and what is shipped to whom (the forms label the quantity themselves). */
export type ShipmentInput = InputOf<typeof shipments> & { goodsId: number; quantity: number; companyId: number };

/** Goods, stock, movements and shipments: defined by this project as `/api/inventory/<verb>` (CONTRACT.md, "Inventory"). */
export const stockApi = {
  goodsList: call.list('/api/inventory/goodsList', ADMIN, goods, 'POST'),
  goodsOptions,
  /** Adds goods (`line` required) or edits one (`id`; its line stays). */
  goodsSave: call.save<typeof goods, { id: number }, Omit<InputOf<typeof goods>, 'line'> & { line?: StockLine; id?: number; enabled?: boolean }>(
    '/api/inventory/goodsSave',
    ADMIN,
    goods,
    '保存商品',
  ),
  goodsDelete: call.post<null, { id: number }>('/api/inventory/goodsDelete', ADMIN, '删除商品'),
  exportGoods: call.sheet<QueryOf<typeof goods>>('/api/inventory/exportGoods', ADMIN, goods),

  stockList: call.list('/api/inventory/stockList', ADMIN, stock, 'POST'),
  exportStock: call.sheet<OfLine<QueryOf<typeof stock>>>('/api/inventory/exportStock', ADMIN, stock),
  /** Receives goods into stock (手工入库); answers the new quantity. */
  receive: call.post<{ quantity: number }, { goodsId: number; quantity: number; remark?: string }>('/api/inventory/receive', ADMIN, '入库'),
  /** Ships goods to a company: refused with STOCK_TEXTS.short when the stock is smaller; answers the new quantity. */
  ship: call.save<typeof shipments, { quantity: number; shipmentId: number }, ShipmentInput>('/api/inventory/ship', ADMIN, shipments, '发货'),

  movementList: call.list('/api/inventory/movementList', ADMIN, movements, 'POST'),
  exportMovements: call.sheet<QueryOf<typeof movements>>('/api/inventory/exportMovements', ADMIN, movements),

  shipmentList: call.list('/api/inventory/shipmentList', ADMIN, shipments, 'POST'),
  exportShipments: call.sheet<OfLine<QueryOf<typeof shipments>>>('/api/inventory/exportShipments', ADMIN, shipments),
  /** Edits a shipment's delivery details and status (not its goods or quantity). */
  shipmentUpdate: call.save<typeof shipments, null, InputOf<typeof shipments> & { id: number; status: ShipmentStatus }>(
    '/api/inventory/shipmentUpdate',
    ADMIN,
    shipments,
    '修改发货单',
  ),
  /** Cancels a shipment not yet signed for: its quantity returns to stock (撤销出库). */
  shipmentCancel: call.post<{ quantity: number }, { id: number }>('/api/inventory/shipmentCancel', ADMIN, '取消发货单'),
};
