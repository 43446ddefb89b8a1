import type { Page, PageQuery } from '@console/sdk/contract';
import { call, enumOf, enumOfLabels, type ColumnSpec } from '@console/sdk/contract';
import { INVENTORY_ACCESS } from './access';
import { STOCK_LINE, type StockLine } from './lines';

const ADMIN = INVENTORY_ACCESS.inventory;

export interface PurchaseOrderRow {
  id: number;
  orderNo: string;
  supplier: string;
  goodsId: number | null;
  line: StockLine | null;
  goodsName: string;
  quantity: number;
  unitPrice: number;
  amount: number;
  status: PurchaseStatus;
  remark: string;
  createdAt: string;
  arrivedAt: string;
}

/** A goods below its warning threshold, with what is already on order (/purchaseList). */
export interface PurchaseNeedRow {
  id: number;
  line: StockLine;
  name: string;
  model: string;
  unit: string;
  quantity: number;
  warnThreshold: number;
  /** Ordered (已下单) and not yet arrived. */
  onOrder: number;
  /** Enough to reach twice the threshold, less what is on order. */
  suggested: number;
}

/**
 * A purchase order's life: 待审核 (editable, deletable) -> 已下单 -> 已到货 (its quantity is received
 * into stock, once); 待审核 or 已下单 -> 已取消 (deletable).
 */
export const PURCHASE_STATUS = enumOf([
  { value: '待审核', label: '待审核', color: 'orange' },
  { value: '已下单', label: '已下单', color: 'blue' },
  { value: '已到货', label: '已到货', color: 'green' },
  { value: '已取消', label: '已取消', color: 'default' },
]);
export type PurchaseStatus = (typeof PURCHASE_STATUS.values)[number];

export const SUPPLIERS = enumOfLabels(['四季通信', '蜗牛移动', '迪加通信', '长城宽带', '国美极信', '创营通信']);

/** The next statuses an order may take, and the button of each. */
export const PURCHASE_STEPS: Record<PurchaseStatus, { to: PurchaseStatus; label: string }[]> = {
  待审核: [
    { to: '已下单', label: '审核下单' },
    { to: '已取消', label: '取消' },
  ],
  已下单: [
    { to: '已到货', label: '到货入库' },
    { to: '已取消', label: '取消' },
  ],
  已到货: [],
  已取消: [],
};

export const PURCHASE_TEXTS = {
  notEditable: '只有待审核的采购订单可以修改',
  notDeletable: '只有待审核或已取消的采购订单可以删除',
  badStep: (from: string, to: string) => `采购订单不能从「${from}」变为「${to}」`,
  noGoods: '该采购订单未关联货品，不能入库',
} as const;

export const PURCHASE_ORDER_COLUMNS: readonly ColumnSpec[] = [
  { key: 'orderNo', title: '订单号', kind: 'code' },
  { key: 'supplier', title: '供应商' },
  { key: 'line', title: '库存线', kind: 'enum', values: STOCK_LINE },
  { key: 'goodsName', title: '货品' },
  { key: 'quantity', title: '数量', kind: 'number', sortable: true },
  { key: 'unitPrice', title: '单价（元）', kind: 'money' },
  { key: 'amount', title: '金额（元）', kind: 'money', sortable: true },
  { key: 'status', title: '状态', kind: 'enum', values: PURCHASE_STATUS },
  { key: 'createdAt', title: '下单时间', kind: 'dateTime', sortable: true },
  { key: 'arrivedAt', title: '到货时间', kind: 'dateTime' },
];

export const PURCHASE_NEED_COLUMNS: readonly ColumnSpec[] = [
  { key: 'line', title: '库存线', kind: 'enum', values: STOCK_LINE },
  { key: 'name', title: '货品名称' },
  { key: 'model', title: '型号' },
  { key: 'quantity', title: '当前库存', kind: 'number' },
  { key: 'warnThreshold', title: '预警值', kind: 'number' },
  { key: 'onOrder', title: '在途数量', kind: 'number' },
  { key: 'suggested', title: '建议采购', kind: 'number' },
  { key: 'unit', title: '单位' },
];

type OrderFilters = { orderNo?: string; supplier?: string; status?: PurchaseStatus; line?: StockLine; createdFrom?: string; createdTo?: string };

export interface PurchaseOrderInput {
  id?: number;
  supplier: string;
  goodsId: number;
  quantity: number;
  unitPrice: number;
  remark?: string;
}

/** Purchase orders and the purchase list: `/api/inventory/<verb>` (issues 2 and 14). */
export const purchaseApi = {
  purchaseOrderList: call.post<Page<PurchaseOrderRow>, PageQuery & OrderFilters>('/api/inventory/purchaseOrderList', ADMIN),
  exportPurchaseOrders: call.sheet<OrderFilters>('/api/inventory/exportPurchaseOrders', ADMIN, PURCHASE_ORDER_COLUMNS),
  /** Adds an order (待审核) or edits one still 待审核. */
  purchaseOrderSave: call.post<{ id: number; orderNo: string }, PurchaseOrderInput>('/api/inventory/purchaseOrderSave', ADMIN),
  purchaseOrderDelete: call.post<null, { id: number }>('/api/inventory/purchaseOrderDelete', ADMIN),
  /** Moves an order along PURCHASE_STEPS; 已到货 receives its quantity into stock. */
  purchaseOrderStatus: call.post<null, { id: number; status: PurchaseStatus }>('/api/inventory/purchaseOrderStatus', ADMIN),
  purchaseList: call.post<Page<PurchaseNeedRow>, PageQuery & { line?: StockLine; name?: string }>('/api/inventory/purchaseList', ADMIN),
  /** One 待审核 order per selected goods, for its suggested quantity. */
  purchaseFromList: call.post<{ created: number }, { goodsIds: number[]; supplier: string; unitPrice: number }>('/api/inventory/purchaseFromList', ADMIN),
};
