import { callOptions, createResourcePage, specColumns, type FormField, type ResourceRowAction } from '@console/sdk/kit';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import {
  PURCHASE_ORDER_COLUMNS,
  PURCHASE_STATUS,
  PURCHASE_STEPS,
  purchaseApi,
  STOCK_LINE,
  stockApi,
  SUPPLIERS,
  type PurchaseOrderInput,
  type PurchaseOrderRow,
  type PurchaseStatus,
} from '../contract';
import { quantityField } from '../shared/fields';

export const PURCHASE_FIELDS: FormField[] = [
  { name: 'supplier', label: '供应商', kind: 'select', required: true, options: SUPPLIERS.options },
  { name: 'goodsId', label: '货品', kind: 'select', required: true, options: callOptions(stockApi.goodsOptions) },
  quantityField('采购数量'),
  { name: 'unitPrice', label: '单价（元）', kind: 'number', required: true, min: 0.01, max: 100000 },
  { name: 'remark', label: '备注', kind: 'textarea', maxLength: 200 },
];

/** One button per step an order may take next (PURCHASE_STEPS): 审核下单, 到货入库, 取消. */
const stepActions = (): ResourceRowAction<PurchaseOrderRow>[] => {
  const steps = new Map<string, { to: PurchaseStatus; from: PurchaseStatus[] }>();
  for (const [from, next] of Object.entries(PURCHASE_STEPS) as [PurchaseStatus, (typeof PURCHASE_STEPS)[PurchaseStatus]][]) {
    for (const step of next) steps.set(step.label, { to: step.to, from: [...(steps.get(step.label)?.from ?? []), from] });
  }
  // Forward steps first, 取消 last.
  const ordered = [...steps].sort(([, a], [, b]) => Number(a.to === '已取消') - Number(b.to === '已取消'));
  return ordered.map(([label, step]) => ({
    label,
    call: purchaseApi.purchaseOrderStatus,
    danger: step.to === '已取消',
    visible: (row) => step.from.includes(row.status),
    confirm: (row) => (step.to === '已到货' ? `确认订单 ${row.orderNo} 已到货？${row.quantity} 件将计入「${row.goodsName}」库存` : `确定将订单 ${row.orderNo} ${label}吗？`),
    run: (row) => purchaseApi.purchaseOrderStatus({ id: row.id, status: step.to }),
    successMessage: `${label}成功`,
  }));
};

/** Purchase orders (/purchaseOrderList, admin only): add and edit while 待审核, then 下单, 到货 into stock, or 取消. */
export default createResourcePage<PurchaseOrderRow>({
  noun: '采购订单',
  rowKey: 'id',
  list: purchaseApi.purchaseOrderList,
  filters: [
    { kind: 'text', name: 'orderNo', label: '订单号' },
    { kind: 'select', name: 'supplier', label: '供应商', options: SUPPLIERS.options },
    { kind: 'select', name: 'line', label: '库存线', options: STOCK_LINE.options },
    { kind: 'select', name: 'status', label: '状态', options: PURCHASE_STATUS.options },
    { kind: 'dateRange', name: 'created', label: '下单时间' },
  ],
  columns: specColumns(PURCHASE_ORDER_COLUMNS),
  form: {
    fields: PURCHASE_FIELDS,
    add: { call: purchaseApi.purchaseOrderSave, successMessage: (result) => `已创建采购订单 ${(result as { data: { orderNo: string } }).data.orderNo}` },
    edit: {
      call: purchaseApi.purchaseOrderSave,
      visible: (row) => row.status === '待审核',
      toValues: ({ supplier, goodsId, quantity, unitPrice, remark }) => ({ supplier, goodsId, quantity, unitPrice, remark }),
      toRequest: (values, row) => ({ ...values, id: row.id }) as PurchaseOrderInput,
    },
  },
  remove: { call: purchaseApi.purchaseOrderDelete, visible: (row) => row.status === '待审核' || row.status === '已取消', confirm: (row) => `确定删除采购订单 ${row.orderNo} 吗？` },
  rowActions: stepActions(),
  exporter: purchaseApi.exportPurchaseOrders,
  toolbar: () => <PurchaseListLink />,
});

function PurchaseListLink() {
  const navigate = useNavigate();
  return <Button onClick={() => navigate('/purchaseList')}>采购清单</Button>;
}
