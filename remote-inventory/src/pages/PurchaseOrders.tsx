import { createListPage, dateTimeColumn, moneyColumn, statusColumn, textColumn } from '@console/sdk/kit';
import { inventoryApi, type PurchaseOrderRow } from '../contract';

const STATUSES = {
  待审核: { text: '待审核', color: 'orange' },
  已下单: { text: '已下单', color: 'blue' },
  已到货: { text: '已到货', color: 'green' },
  已取消: { text: '已取消', color: 'default' },
};

/** Purchase orders (`POST /api/inventory/purchaseOrderList`, defined in issue 2). */
export default createListPage<PurchaseOrderRow>({
  rowKey: 'id',
  fetch: async (query) => (await inventoryApi.purchaseOrderList(query)).data,
  filters: [
    { kind: 'text', name: 'orderNo', label: '订单号' },
    { kind: 'select', name: 'status', label: '状态', options: Object.keys(STATUSES).map((value) => ({ value, label: value })) },
  ],
  columns: [
    textColumn('订单号', 'orderNo'),
    textColumn('供应商', 'supplier'),
    textColumn('卡类型', 'cardType'),
    textColumn('数量', 'quantity'),
    moneyColumn('单价（元）', 'unitPrice'),
    moneyColumn('金额（元）', 'amount'),
    statusColumn('状态', 'status', STATUSES),
    dateTimeColumn('下单时间', 'createdAt'),
  ],
});
