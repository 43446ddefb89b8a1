import { createResourcePage } from '@console/sdk/kit';
import { MONEY_TEXTS, djRebates, moneyApi } from '../contract';

/** DJ rebates (/djRebateList): a share of each company's DJ consumption per month, paid in batches onto its DJ balance. */
export default createResourcePage({
  resource: djRebates,
  noun: '返利',
  list: moneyApi.djRebateList,
  batch: [
    {
      label: '发放返利',
      call: moneyApi.djRebatePay,
      type: 'primary',
      check: (rows) => (rows.every((row) => row.status === '已发放') ? MONEY_TEXTS.noRebateToPay : undefined),
      confirm: (count) => `确定发放所选的 ${count} 笔返利吗？返利将计入企业的 DJ 预存余额`,
      run: async (rows) => {
        const { data } = await moneyApi.djRebatePay({ ids: rows.map((row) => row.id) });
        return MONEY_TEXTS.rebatesPaid(data.paid, data.skipped);
      },
    },
  ],
  exporter: moneyApi.djRebateExport,
});
