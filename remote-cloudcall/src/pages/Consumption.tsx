import { createResourcePage, formatDuration } from '@console/sdk/kit';
import { CALL_FAMILIES, consumption, consumptionApi, type ConsumptionTotals } from '../contract';
import { templateField } from './familyFields';

/** The figures above the table: the current search's calls, length, units and charge. */
export const totalsOf = (totals: ConsumptionTotals) => [
  { title: '计费通话', value: totals.calls, suffix: '次' },
  { title: '通话时长', value: formatDuration(totals.seconds) },
  { title: '计费次数', value: totals.units },
  { title: '费用合计', value: totals.charge.toFixed(2), suffix: '元' },
];

/** A family's consumption details (/FTConsumptionDetails …): its billed calls, their totals, an .xlsx export. */
export default createResourcePage((params: Record<string, unknown>) => {
  const family = CALL_FAMILIES.of(params);
  return {
    resource: consumption,
    noun: '消费明细',
    list: consumptionApi.consumptionList,
    params: { family: family.key },
    filters: ['caller', 'callee', 'companyName', templateField(family.key), 'startTime'],
    summary: {
      call: consumptionApi.consumptionTotals,
      // The kit sends the search with the page's params (the family).
      load: async (query) => totalsOf((await consumptionApi.consumptionTotals(query as never)).data),
    },
    exporter: consumptionApi.exportConsumption,
  };
});
