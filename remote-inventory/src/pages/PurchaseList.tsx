import { createResourcePage, specColumns } from '@console/sdk/kit';
import { PURCHASE_NEED_COLUMNS, purchaseApi, STOCK_LINE, SUPPLIERS, type PurchaseNeedRow } from '../contract';

/** What to buy (/purchaseList): goods below their warning threshold, less what is on order; orders made from a selection. */
export default createResourcePage<PurchaseNeedRow>({
  noun: '采购需求',
  rowKey: 'id',
  list: purchaseApi.purchaseList,
  filters: [
    { kind: 'select', name: 'line', label: '库存线', options: STOCK_LINE.options },
    { kind: 'text', name: 'name', label: '货品名称' },
  ],
  columns: specColumns(PURCHASE_NEED_COLUMNS),
  batch: [
    {
      label: '生成采购订单',
      call: purchaseApi.purchaseFromList,
      type: 'primary',
      check: (rows) => (rows.every((row) => row.suggested === 0) ? '所选货品已有足够的在途采购' : undefined),
      form: {
        fields: [
          { name: 'supplier', label: '供应商', kind: 'select', required: true, options: SUPPLIERS.options },
          { name: 'unitPrice', label: '单价（元）', kind: 'number', required: true, min: 0.01, max: 100000 },
        ],
      },
      run: async (rows, values) => {
        const { data } = await purchaseApi.purchaseFromList({ goodsIds: rows.map((row) => row.id), supplier: values.supplier as string, unitPrice: values.unitPrice as number });
        return `已生成 ${data.created} 张待审核采购订单`;
      },
    },
  ],
});
