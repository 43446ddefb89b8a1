import { createResourcePage } from '@console/sdk/kit';
import { aiResults, inspectionApi, type AiInspectionTotals } from '../contract';

/** The figures above the list: the search's AI results and how many of each risk level. */
export const aiFigures = (totals: AiInspectionTotals) => [
  { title: 'AI质检通话', value: totals.total },
  { title: '高风险', value: totals.high, alert: totals.high > 0 },
  { title: '中风险', value: totals.medium },
  { title: '低风险', value: totals.low },
  { title: '风险占比', value: totals.total ? ((100 * (totals.high + totals.medium + totals.low)) / totals.total).toFixed(1) : '0.0', suffix: '%' },
];

/** The AI inspection of each inspected call, with its risk level (/AIinspection, `POST /api/record/AIInspectionList`). */
export default createResourcePage({
  resource: aiResults,
  noun: 'AI质检结果',
  list: inspectionApi.AIInspectionList,
  summary: { call: inspectionApi.aiInspectionTotals, load: async (query) => aiFigures((await inspectionApi.aiInspectionTotals(query)).data) },
  exporter: inspectionApi.exportAiInspections,
});
