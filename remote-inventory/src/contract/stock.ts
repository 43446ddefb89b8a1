import type { Page, PageQuery } from '@console/sdk/contract';
import { call, enumOf, enumOfLabels, type ColumnSpec } from '@console/sdk/contract';
import { INVENTORY_ACCESS } from './access';
import { STOCK_LINE, type StockLine } from './lines';

const ADMIN = INVENTORY_ACCESS.inventory;

/** A kind of goods held in stock (/inventorySetMenu): its line, model, unit and warning threshold. */
export interface GoodsRow {
  id: number;
  line: StockLine;
  name: string;
  model: string;
  unit: string;
  /** Below this many in stock, the goods show as 库存不足 and join the purchase list. */
  warnThreshold: number;
  enabled: number;
  remark: string;
  quantity: number;
  createdAt: string;
  updatedAt: string;
}

/** The stock of one kind of goods (/SJTXinventory, /SJinventory): always the sum of its movements. */
export interface StockRow extends GoodsRow {
  received: number;
  shipped: number;
  /** 1 when the quantity is below the warning threshold. */
  low: number;
  lastMovedAt: string;
}

/** One receipt or shipment; `balance` is the stock right after it (/inventoryList). */
export interface MovementRow {
  id: number;
  line: StockLine;
  goodsId: number;
  goodsName: string;
  direction: 'in' | 'out';
  quantity: number;
  balance: number;
  reason: string;
  reference: string;
  operatorName: string;
  createdAt: string;
}

/** A shipment to a company (/outboundRecord, /SJDeliveryRecord). */
export interface ShipmentRow {
  id: number;
  shipmentNo: string;
  line: StockLine;
  goodsId: number;
  goodsName: string;
  quantity: number;
  companyId: number;
  companyName: string;
  receiver: string;
  receiverPhone: string;
  address: string;
  express: string;
  trackingNo: string;
  status: ShipmentStatus;
  remark: string;
  operatorName: string;
  createdAt: string;
}

export const ENABLED = enumOf([
  { value: 1, label: '启用', color: 'green' },
  { value: 0, label: '停用', color: 'default' },
]);

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

export const STOCK_COLUMNS: readonly ColumnSpec[] = [
  { key: 'name', title: '货品名称' },
  { key: 'model', title: '型号' },
  { key: 'quantity', title: '当前库存', kind: 'number', sortable: true },
  { key: 'unit', title: '单位' },
  { key: 'warnThreshold', title: '预警值', kind: 'number' },
  { key: 'low', title: '库存状态', kind: 'enum', values: LOW_STOCK },
  { key: 'received', title: '累计入库', kind: 'number' },
  { key: 'shipped', title: '累计出库', kind: 'number' },
  { key: 'lastMovedAt', title: '最近变动', kind: 'dateTime', sortable: true },
];

export const GOODS_COLUMNS: readonly ColumnSpec[] = [
  { key: 'line', title: '库存线', kind: 'enum', values: STOCK_LINE },
  { key: 'name', title: '货品名称' },
  { key: 'model', title: '型号' },
  { key: 'unit', title: '单位' },
  { key: 'warnThreshold', title: '预警值', kind: 'number' },
  { key: 'quantity', title: '当前库存', kind: 'number' },
  { key: 'enabled', title: '状态', kind: 'enum', values: ENABLED },
  { key: 'remark', title: '备注' },
  { key: 'updatedAt', title: '更新时间', kind: 'dateTime' },
];

export const MOVEMENT_COLUMNS: readonly ColumnSpec[] = [
  { key: 'createdAt', title: '时间', kind: 'dateTime', sortable: true },
  { key: 'line', title: '库存线', kind: 'enum', values: STOCK_LINE },
  { key: 'goodsName', title: '货品' },
  { key: 'direction', title: '类型', kind: 'enum', values: DIRECTION },
  { key: 'quantity', title: '数量', kind: 'number', sortable: true },
  { key: 'balance', title: '变动后库存', kind: 'number' },
  { key: 'reason', title: '原因' },
  { key: 'reference', title: '关联单号', kind: 'code' },
  { key: 'operatorName', title: '操作人' },
];

export const SHIPMENT_COLUMNS: readonly ColumnSpec[] = [
  { key: 'shipmentNo', title: '出库单号', kind: 'code' },
  { key: 'goodsName', title: '货品' },
  { key: 'quantity', title: '数量', kind: 'number', sortable: true },
  { key: 'companyName', title: '收货企业' },
  { key: 'receiver', title: '收货人' },
  { key: 'receiverPhone', title: '联系电话', kind: 'code' },
  { key: 'address', title: '收货地址', width: 220 },
  { key: 'express', title: '快递公司' },
  { key: 'trackingNo', title: '快递单号', kind: 'code' },
  { key: 'status', title: '状态', kind: 'enum', values: SHIPMENT_STATUS },
  { key: 'operatorName', title: '操作人' },
  { key: 'createdAt', title: '出库时间', kind: 'dateTime', sortable: true },
];

type LineQuery = { line: StockLine };
type StockFilters = LineQuery & { name?: string; low?: number };
type MovementFilters = { line?: StockLine; goodsId?: number; direction?: 'in' | 'out'; reason?: string; reference?: string; createdFrom?: string; createdTo?: string };
type ShipmentFilters = LineQuery & { shipmentNo?: string; goodsId?: number; companyName?: string; trackingNo?: string; status?: ShipmentStatus; createdFrom?: string; createdTo?: string };

export interface GoodsInput {
  id?: number;
  line: StockLine;
  name: string;
  model?: string;
  unit: string;
  warnThreshold: number;
  enabled?: boolean;
  remark?: string;
}

export interface ShipmentInput {
  goodsId: number;
  quantity: number;
  companyId: number;
  receiver: string;
  receiverPhone: string;
  address: string;
  express?: string;
  trackingNo?: string;
  remark?: string;
}

/** Goods, stock, movements and shipments: defined in issue 14 as `/api/inventory/<verb>` (CONTRACT.md, "Inventory"). */
export const stockApi = {
  goodsList: call.post<Page<GoodsRow>, PageQuery & { line?: StockLine; name?: string; enabled?: number }>('/api/inventory/goodsList', ADMIN),
  /** Enabled goods of a line, for filters and forms: `[{ value: id, label: name }]`. */
  goodsOptions: call.get<{ value: number; label: string }[], { line?: StockLine }>('/api/inventory/goodsOptions', ADMIN),
  goodsSave: call.post<{ id: number }, GoodsInput>('/api/inventory/goodsSave', ADMIN),
  goodsDelete: call.post<null, { id: number }>('/api/inventory/goodsDelete', ADMIN),
  exportGoods: call.sheet<{ line?: StockLine; name?: string; enabled?: number }>('/api/inventory/exportGoods', ADMIN, GOODS_COLUMNS),

  stockList: call.post<Page<StockRow>, PageQuery & StockFilters>('/api/inventory/stockList', ADMIN),
  exportStock: call.sheet<StockFilters>('/api/inventory/exportStock', ADMIN, STOCK_COLUMNS),
  /** Receives goods into stock (手工入库); answers the new quantity. */
  receive: call.post<{ quantity: number }, { goodsId: number; quantity: number; remark?: string }>('/api/inventory/receive', ADMIN),
  /** Ships goods to a company: refused with STOCK_TEXTS.short when the stock is smaller; answers the new quantity. */
  ship: call.post<{ quantity: number; shipmentId: number }, ShipmentInput>('/api/inventory/ship', ADMIN),

  movementList: call.post<Page<MovementRow>, PageQuery & MovementFilters>('/api/inventory/movementList', ADMIN),
  exportMovements: call.sheet<MovementFilters>('/api/inventory/exportMovements', ADMIN, MOVEMENT_COLUMNS),

  shipmentList: call.post<Page<ShipmentRow>, PageQuery & ShipmentFilters>('/api/inventory/shipmentList', ADMIN),
  exportShipments: call.sheet<ShipmentFilters>('/api/inventory/exportShipments', ADMIN, SHIPMENT_COLUMNS),
  /** Edits a shipment's delivery details and status (not its goods or quantity). */
  shipmentUpdate: call.post<null, { id: number; receiver: string; receiverPhone: string; address: string; express?: string; trackingNo?: string; status: ShipmentStatus; remark?: string }>(
    '/api/inventory/shipmentUpdate',
    ADMIN,
  ),
  /** Cancels a shipment not yet signed for: its quantity returns to stock (撤销出库). */
  shipmentCancel: call.post<{ quantity: number }, { id: number }>('/api/inventory/shipmentCancel', ADMIN),
  /** Companies to ship to: `[{ value: id, label: name }]`, by name. */
  companyOptions: call.get<{ value: number; label: string }[], { name?: string }>('/api/inventory/companyOptions', ADMIN),
};
