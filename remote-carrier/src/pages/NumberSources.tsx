import { createResourcePage, formatMoney } from '@console/sdk/kit';
import { numberSourceApi, numberSources } from '../contract';

/**
 * 号源分析 (/hySA): per company, its pool numbers, shutdowns, exemptions and open 蜗牛 bills, counted
 * from the rows of those pages; the figures above are the sums of the search's rows.
 */
export default createResourcePage({
  resource: numberSources,
  noun: '企业',
  list: numberSourceApi.list,
  summary: {
    call: numberSourceApi.totals,
    load: async (query) => {
      const { data } = await numberSourceApi.totals(query);
      return [
        { title: '企业数', value: data.companies },
        { title: '平台号码', value: data.platformNumbers },
        { title: '蜗牛号码', value: data.woniuNumbers },
        { title: '停机中', value: data.stoppedNumbers, alert: data.stoppedNumbers > 0 },
        { title: '免停机号码', value: data.exemptNumbers },
        { title: '未结清账单（元）', value: formatMoney(data.openBills) },
      ];
    },
  },
  exporter: numberSourceApi.export,
});
