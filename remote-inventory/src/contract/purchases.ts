import { call, defineResource, REMARK_FIELD, enumOf, enumOfLabels, type InputOf, type QueryOf, type RowOf } from '@console/sdk/contract';
import { INVENTORY_ACCESS } from './access';
import { STOCK_LINE } from './lines';
import { stockApi } from './stock';

const ADMIN = INVENTORY_ACCESS.inventory;

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

/** A purchase order (/purchaseOrderList). Its form's quantity is the page's own (采购数量, a whole number). */
export const purchaseOrders = defineResource({
  orderNo: { label: '订单号', kind: 'code', filter: true, max: 30 },
  supplier: { label: '供应商', kind: 'enum', values: SUPPLIERS, form: true, required: true },
  line: { label: '库存线', kind: 'enum', values: STOCK_LINE },
  goodsId: { label: '货品', kind: 'ref', options: stockApi.goodsOptions, form: true, required: true },
  goodsName: { label: '货品', kind: 'text' },
  quantity: { label: '数量', kind: 'number' },
  unitPrice: { label: '单价（元）', kind: 'money', form: true, required: true, min: 0.01, max: 100000 },
  amount: { label: '金额（元）', kind: 'money' },
  status: { label: '状态', kind: 'enum', values: PURCHASE_STATUS },
  remark: { ...REMARK_FIELD, column: false },
  createdAt: { label: '下单时间', kind: 'dateTime' },
  arrivedAt: { label: '到货时间', kind: 'dateTime' },
});
export type PurchaseOrderRow = RowOf<typeof purchaseOrders>;
export type PurchaseOrderInput = InputOf<typeof purchaseOrders> & { id?: number; quantity: number };

/** A goods below its warning threshold, with what is already on order (/purchaseList). */
export const purchaseNeeds = defineResource({
  line: { label: '库存线', kind: 'enum', values: STOCK_LINE },
  name: { label: '货品名称', kind: 'text', filter: true, max: 30 },
  model: { label: '型号', kind: 'text' },
  quantity: { label: '当前库存', kind: 'number' },
  warnThreshold: { label: '预警值', kind: 'number' },
  /** Ordered (已下单) and not yet arrived. */
  onOrder: { label: '在途数量', kind: 'number' },
  /** Enough to reach twice the threshold, less what is on order. */
  suggested: { label: '建议采购', kind: 'number' },
  unit: { label: '单位', kind: 'text' },
});
export type PurchaseNeedRow = RowOf<typeof purchaseNeeds>;

/** Purchase orders and the purchase list: `/api/inventory/<verb>`. */
export const purchaseApi = {
  purchaseOrderList: call.list('/api/inventory/purchaseOrderList', ADMIN, purchaseOrders, 'POST'),
  exportPurchaseOrders: call.sheet<QueryOf<typeof purchaseOrders>>('/api/inventory/exportPurchaseOrders', ADMIN, purchaseOrders),
  /** Adds an order (待审核) or edits one still 待审核. */
  purchaseOrderSave: call.save<typeof purchaseOrders, { id: number; orderNo: string }, PurchaseOrderInput>(
    '/api/inventory/purchaseOrderSave',
    ADMIN,
    purchaseOrders,
    '保存采购单',
  ),
  purchaseOrderDelete: call.post<null, { id: number }>('/api/inventory/purchaseOrderDelete', ADMIN, '删除采购单'),
  /** Moves an order along PURCHASE_STEPS; 已到货 receives its quantity into stock. */
  purchaseOrderStatus: call.post<null, { id: number; status: PurchaseStatus }>('/api/inventory/purchaseOrderStatus', ADMIN, '变更采购单状态'),
  purchaseList: call.list('/api/inventory/purchaseList', ADMIN, purchaseNeeds, 'POST'),
  /** One 待审核 order per selected goods, for its suggested quantity, of the chosen supplier and unit price. */
  purchaseFromList: call.post<{ created: number }, Pick<InputOf<typeof purchaseOrders>, 'supplier' | 'unitPrice'> & { goodsIds: number[] }>(
    '/api/inventory/purchaseFromList',
    ADMIN,
  ),
};
