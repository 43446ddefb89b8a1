import { call, defineResource, type QueryOf, type RowOf } from '@console/sdk/contract';
import { ADMIN_ACCESS } from './access';

/**
 * 企业统计 (/companyStatistics): one row per company and day, the figures of that day's call records
 * (呼叫量, 接通量, 通话时长, 计费金额) as last counted. `updateCompanyStatistics` counts the days of a
 * range again from `call_records`, so after it every figure equals the rows behind it.
 */
export const companyStatistics = defineResource({
  statDate: { label: '统计日期', kind: 'date' },
  companyName: { label: '企业', kind: 'text', filter: true, max: 50 },
  agentName: { label: '代理商', kind: 'text', filter: true, max: 50 },
  calls: { label: '呼叫量', kind: 'number', whole: true },
  connected: { label: '接通量', kind: 'number', whole: true },
  connectRate: { label: '接通率（%）', kind: 'number' },
  seconds: { label: '通话时长', kind: 'duration' },
  charge: { label: '计费金额（元）', kind: 'money' },
  updatedAt: { label: '更新时间', kind: 'dateTime', filter: false },
});
export type CompanyStatisticsRow = RowOf<typeof companyStatistics>;

/** The figures of a search: the sums of its rows (the summary above the list, the chart of its days). */
export interface CompanyStatisticsTotals {
  calls: number;
  connected: number;
  seconds: number;
  charge: number;
  /** Per day of the search, oldest first. */
  days: { date: string; calls: number; connected: number }[];
}

export const COMPANY_STATISTICS_TEXTS = {
  /** The longest range counted again at once. */
  maxDays: 92,
  tooLong: '一次最多更新 92 天的统计',
  badRange: '请选择正确的统计日期范围',
  updated: (days: number, rows: number) => `已更新 ${days} 天的统计，共 ${rows} 条`,
} as const;

/** The spec's `/api/sum/*` statistics calls (section 7); `totals` is defined here (CONTRACT.md). */
export const companyStatisticsApi = {
  list: call.list('/api/sum/companyStatistics', ADMIN_ACCESS.statistics, companyStatistics, 'POST'),
  update: call.post<{ days: number; rows: number }, { statDateFrom?: string; statDateTo?: string }>(
    '/api/sum/updateCompanyStatistics',
    ADMIN_ACCESS.statistics,
    '更新企业统计',
  ),
  download: call.sheet<QueryOf<typeof companyStatistics>>('/api/sum/download', ADMIN_ACCESS.statistics, companyStatistics),
  totals: call.post<CompanyStatisticsTotals, QueryOf<typeof companyStatistics>>('/api/sum/getCompanyStatisticsTotals', ADMIN_ACCESS.statistics),
};
