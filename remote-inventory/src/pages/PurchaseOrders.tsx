import { createResourcePage, type KeyOf, type ResourceRowAction } from '@console/sdk/kit';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { PURCHASE_STEPS, purchaseApi, purchaseOrders, type PurchaseOrderRow, type PurchaseStatus } from '../contract';
import { quantityField } from '../shared/fields';

/** One button per step an order may take next (PURCHASE_STEPS): 审核下单, 到货入库, 取消. */
const stepActions = (): ResourceRowAction<PurchaseOrderRow, KeyOf<typeof purchaseOrders>>[] => {
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
    confirm: (row) =>
      step.to === '已到货' ? `确认订单 ${row.orderNo} 已到货？${row.quantity} 件将计入「${row.goodsName}」库存` : `确定将订单 ${row.orderNo} ${label}吗？`,
    run: (row) => purchaseApi.purchaseOrderStatus({ id: row.id, status: step.to }),
    successMessage: `${label}成功`,
  }));
};

/** Purchase orders (/purchaseOrderList, admin only): add and edit while 待审核, then 下单, 到货 into stock, or 取消. */
export default createResourcePage({
  resource: purchaseOrders,
  noun: '采购订单',
  list: purchaseApi.purchaseOrderList,
  filters: ['orderNo', 'supplier', 'line', 'goodsId', 'status', 'createdAt', 'arrivedAt'],
  form: {
    fields: ['supplier', 'goodsId', quantityField('采购数量'), 'unitPrice', 'remark'],
    add: { call: purchaseApi.purchaseOrderSave, successMessage: (result) => `已创建采购订单 ${(result as { data: { orderNo: string } }).data.orderNo}` },
    edit: { call: purchaseApi.purchaseOrderSave, visible: (row) => row.status === '待审核' },
  },
  remove: {
    call: purchaseApi.purchaseOrderDelete,
    visible: (row) => row.status === '待审核' || row.status === '已取消',
    confirm: (row) => `确定删除采购订单 ${row.orderNo} 吗？`,
  },
  rowActions: stepActions(),
  exporter: purchaseApi.exportPurchaseOrders,
  toolbar: () => <PurchaseListLink />,
});

function PurchaseListLink() {
  const navigate = useNavigate();
  return <Button onClick={() => navigate('/purchaseList')}>采购清单</Button>;
}
