import { call, defineResource, enumOf, type QueryOf, type RowOf } from '@console/sdk/contract';
import { ADMIN_ACCESS } from './access';

/** 一致: every bill of the month matches its call; 异常: some do not (a connected billed call without units, a bill on a call not connected). */
export const BILL_CHECK = enumOf([
  { value: '一致', label: '一致', color: 'green' },
  { value: '异常', label: '异常', color: 'red' },
]);

/**
 * 话单核对 (/statistics, the call-bill check): each company's month of call records against their bills,
 * counted live from the rows /record lists; a month is its first day (`YYYY-MM-01`).
 */
export const billCheck = defineResource({
  statMonth: { label: '月份', kind: 'date' },
  companyName: { label: '企业', kind: 'text', filter: true, max: 50 },
  agentName: { label: '代理商', kind: 'text' },
  calls: { label: '话单数', kind: 'number', whole: true },
  connected: { label: '接通话单', kind: 'number', whole: true },
  billed: { label: '计费话单', kind: 'number', whole: true },
  units: { label: '计费单位', kind: 'number', whole: true },
  charge: { label: '话费（元）', kind: 'money' },
  anomalies: { label: '异常话单', kind: 'number', whole: true },
  result: { label: '核对结果', kind: 'enum', values: BILL_CHECK },
});
export type BillCheckRow = RowOf<typeof billCheck>;

/** `/api/admin/statistics/<verb>` (defined here: CONTRACT.md "Statistics"). */
export const billCheckApi = {
  list: call.list('/api/admin/statistics/list', ADMIN_ACCESS.statistics, billCheck, 'POST'),
  export: call.sheet<QueryOf<typeof billCheck>>('/api/admin/statistics/export', ADMIN_ACCESS.statistics, billCheck),
};
