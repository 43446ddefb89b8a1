import { call, defineResource, type QueryOf, type RowOf } from '@console/sdk/contract';
import { COMPANY_FIELD } from '@console/sdk/contract/parties';
import { CARRIER_ACCESS } from './access';

/**
 * 号源分析 (/hySA), decided where the spec names only the route: per company, the numbers it holds
 * of each pool (/numberPool, /woniunumberPool), those shut down now (/shutdownList) and exempt
 * (/NoShutdownMaintenanceNumber), and its 蜗牛 bills' open amount (/woniuBill): each figure counted
 * from the rows those pages list.
 */
export const numberSources = defineResource({
  companyId: { ...COMPANY_FIELD, row: false },
  companyName: { label: '企业', kind: 'text', filter: true, max: 50 },
  agentName: { label: '代理商', kind: 'text' },
  platformNumbers: { label: '平台号码', kind: 'number' },
  woniuNumbers: { label: '蜗牛号码', kind: 'number' },
  stoppedNumbers: { label: '停机中', kind: 'number' },
  exemptNumbers: { label: '免停机号码', kind: 'number' },
  openBills: { label: '未结清账单（元）', kind: 'money' },
});
export type NumberSourceRow = RowOf<typeof numberSources>;

/** The totals of the same search: the sums of its rows. */
export interface NumberSourceTotals {
  companies: number;
  platformNumbers: number;
  woniuNumbers: number;
  stoppedNumbers: number;
  exemptNumbers: number;
  openBills: number;
}

export const numberSourceApi = {
  list: call.list('/api/carrier/numberSourceList', CARRIER_ACCESS.numberSources, numberSources, 'POST'),
  export: call.sheet<QueryOf<typeof numberSources>>('/api/carrier/numberSourceExport', CARRIER_ACCESS.numberSources, numberSources),
  totals: call.post<NumberSourceTotals, QueryOf<typeof numberSources>>('/api/carrier/numberSourceTotals', CARRIER_ACCESS.numberSources, '查询号码来源统计'),
};
