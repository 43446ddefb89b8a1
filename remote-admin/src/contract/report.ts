import { call, defineResource, type QueryOf, type RowOf } from '@console/sdk/contract';
import { ADMIN_ACCESS } from './access';

/**
 * 报表 (/report): each agent's month, counted live from the rows the other pages list: its calls
 * (/record), its handled top-ups (/woniuRecharge) and its companies' new customers (/customer).
 * A month is its first day (`YYYY-MM-01`), searched by a range of days.
 */
export const report = defineResource({
  statMonth: { label: '月份', kind: 'date' },
  agentName: { label: '代理商', kind: 'text', filter: true, max: 50 },
  companies: { label: '呼叫企业数', kind: 'number', whole: true },
  calls: { label: '呼叫量', kind: 'number', whole: true },
  connected: { label: '接通量', kind: 'number', whole: true },
  connectRate: { label: '接通率（%）', kind: 'number' },
  seconds: { label: '通话时长', kind: 'duration' },
  charge: { label: '话费（元）', kind: 'money' },
  topUps: { label: '充值笔数', kind: 'number', whole: true },
  topUpAmount: { label: '充值金额（元）', kind: 'money' },
  newCustomers: { label: '新增客户', kind: 'number', whole: true },
});
export type ReportRow = RowOf<typeof report>;

/** `/api/admin/report/<verb>` (defined here: CONTRACT.md "Statistics"). */
export const reportApi = {
  list: call.list('/api/admin/report/list', ADMIN_ACCESS.statistics, report, 'POST'),
  export: call.sheet<QueryOf<typeof report>>('/api/admin/report/export', ADMIN_ACCESS.statistics, report),
};
