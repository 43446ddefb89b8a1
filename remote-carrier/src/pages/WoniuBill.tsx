import { createResourcePage, formatMoney, ListPage, listFetch, resourceColumns } from '@console/sdk/kit';
import { useMemo } from 'react';
import { moneyApi, woniuBillLines, woniuBills, type WoniuBillLineRow, type WoniuBillRow } from '../contract';

/** A bill's lines: each number's rent and calls, and the packages. */
function BillLines({ bill }: { bill: WoniuBillRow }) {
  const lines = useMemo(() => listFetch<WoniuBillLineRow>(moneyApi.woniuBillLines, { billId: bill.id }), [bill.id]);
  return <ListPage<WoniuBillLineRow> rowKey="id" ownState fetch={lines} columns={resourceColumns(woniuBillLines)} />;
}

/** 蜗牛 bills (/woniuBill): one per company and month, its figures the sums of its lines; an open bill is settled. */
export default createResourcePage({
  resource: woniuBills,
  noun: '账单',
  list: moneyApi.woniuBillList,
  rowActions: [
    {
      label: '明细',
      call: moneyApi.woniuBillLines,
      drawer: { title: (row) => `账单明细：${row.companyName} ${row.month}`, content: (row) => <BillLines bill={row} />, size: 900 },
    },
    {
      label: '结清',
      call: moneyApi.woniuBillSettle,
      visible: (row) => row.status === '未结清',
      confirm: (row) => `确定将 ${row.companyName} ${row.month} 的账单（合计 ${formatMoney(row.total)} 元）标记为已结清吗？`,
      run: (row) => moneyApi.woniuBillSettle({ id: row.id }),
      successMessage: '账单已结清',
    },
  ],
  exporter: moneyApi.woniuBillExport,
});
