import { pickFields } from '@console/sdk/contract';
import { batchAction, createResourcePage } from '@console/sdk/kit';
import { purchaseApi, purchaseNeeds, purchaseOrders, type PurchaseNeedRow } from '../contract';

/** What to buy (/purchaseList): goods below their warning threshold, less what is on order; orders made from a selection. */
export default createResourcePage({
  resource: purchaseNeeds,
  noun: '采购需求',
  list: purchaseApi.purchaseList,
  batch: [
    batchAction({
      label: '生成采购订单',
      call: purchaseApi.purchaseFromList,
      type: 'primary',
      check: (rows: PurchaseNeedRow[]) => (rows.every((row) => row.suggested === 0) ? '所选货品已有足够的在途采购' : undefined),
      // An order's own fields (the orders it makes are the purchase orders').
      form: { fields: pickFields(purchaseOrders, ['supplier', 'unitPrice']) },
      run: async (rows, values) => {
        const { data } = await purchaseApi.purchaseFromList({ goodsIds: rows.map((row) => row.id), ...values });
        return `已生成 ${data.created} 张待审核采购订单`;
      },
    }),
  ],
});
