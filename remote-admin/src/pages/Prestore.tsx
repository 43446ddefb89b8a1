import { createResourcePage, formatMoney, rowAction } from '@console/sdk/kit';
import { moveFields, prestore, prestoreApi, type PrestoreRow } from '../contract';

const now = (row: PrestoreRow) => `当前预存余额 ${formatMoney(row.balance)} 元`;

/** 预存管理 (/prestore): each company's pre-stored balance; a recharge or a refund moves it and writes its flow row (/flowManagement). */
export default createResourcePage({
  resource: prestore,
  noun: '预存',
  list: prestoreApi.list,
  rowActions: [
    rowAction({
      label: '充值',
      call: prestoreApi.recharge,
      form: { title: (row: PrestoreRow) => `充值：${row.name}（${now(row)}）`, fields: moveFields },
      run: (row: PrestoreRow, _context, values) => prestoreApi.recharge({ ...values, companyId: row.id }),
      successMessage: '充值成功',
    }),
    rowAction({
      label: '退款',
      call: prestoreApi.refund,
      form: { title: (row: PrestoreRow) => `退款：${row.name}（${now(row)}，退款不能超过余额）`, fields: moveFields },
      run: (row: PrestoreRow, _context, values) => prestoreApi.refund({ ...values, companyId: row.id }),
      successMessage: '退款成功',
    }),
  ],
});
