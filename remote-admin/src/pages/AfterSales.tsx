import { createResourcePage, type SummaryItem } from '@console/sdk/kit';
import { AFTER_SALES_STATUS, afterSales, afterSalesApi, type AfterSalesStatus } from '../contract';

/** The figures above the list: how many cases of each status the caller's role handles (findAfterSaleByRole). */
export const afterSalesFigures = (counts: Record<AfterSalesStatus, number>): SummaryItem[] =>
  AFTER_SALES_STATUS.items.map((item) => ({ title: item.label, value: counts[item.value] ?? 0, alert: item.value === 'pending' && counts.pending > 0 }));

/**
 * 售后管理 (/afterSales): every company's after-sales cases for the platform (admin, oem), on the spec's
 * after-sales calls. A case moves 待处理 → 处理中 → 已完成 in its edit form; a finished one is final.
 */
export default createResourcePage({
  resource: afterSales,
  noun: '售后单',
  list: afterSalesApi.findAfterSale,
  summary: { call: afterSalesApi.findAfterSaleByRole, load: async () => afterSalesFigures((await afterSalesApi.findAfterSaleByRole()).data) },
  form: {
    add: { call: afterSalesApi.addAfterSale, successMessage: (result) => `售后单 ${(result as { data: { serviceNo: string } }).data.serviceNo} 已登记` },
    edit: { call: afterSalesApi.updateAfterSale, visible: (row) => row.status !== 'done' },
  },
  rowActions: [
    {
      label: '详情',
      drawer: {
        title: (row) => `售后单 ${row.serviceNo}`,
        content: (row) => (
          <dl className="after-sales-detail">
            <dt>{afterSales.fields.description.label}</dt>
            <dd style={{ whiteSpace: 'pre-wrap' }}>{row.description}</dd>
            <dt>{afterSales.fields.result.label}</dt>
            <dd style={{ whiteSpace: 'pre-wrap' }}>{row.result || '—'}</dd>
          </dl>
        ),
      },
    },
  ],
  remove: { call: afterSalesApi.deleteAfterSale, confirm: (row) => `确定删除售后单 ${row.serviceNo} 吗？` },
  exporter: afterSalesApi.exportAfterSale,
});
