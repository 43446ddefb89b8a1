import { createResourcePage, formatDuration } from '@console/sdk/kit';
import { batchApi, batchConsumption } from '../contract';

/** The billed calls of the batches (/cdrBatchConsumptionDetails), with the totals of the current search above them. */
export default createResourcePage({
  resource: batchConsumption,
  noun: '消费明细',
  list: batchApi.consumptionList,
  filters: ['phone', 'batchNo', 'typeId', 'companyName', 'calledAt'],
  summary: {
    call: batchApi.consumptionTotals,
    load: async (query) => {
      const { data } = await batchApi.consumptionTotals(query);
      return [
        { title: '计费通话', value: data.calls, suffix: '次' },
        { title: '通话时长', value: formatDuration(data.durationSeconds) },
        { title: '计费单位数', value: data.billedUnits },
        { title: '消费金额（元）', value: data.charge.toFixed(2) },
      ];
    },
  },
  exporter: batchApi.consumptionExport,
});
