import { call, defineResource, type QueryOf, type RowOf } from '@console/sdk/contract';
import { ADMIN_ACCESS } from './access';

/**
 * 坐席统计 (/seating): each seat's (staff member's) calls per day, counted live from the call records
 * /record lists, in the user's scope: a figure always equals the seat's rows of that day.
 */
export const seating = defineResource({
  statDate: { label: '统计日期', kind: 'date' },
  realName: { label: '坐席', kind: 'text', filter: true, max: 50 },
  username: { label: '账号', kind: 'code', filter: 'exact', max: 50 },
  companyName: { label: '企业', kind: 'text', filter: true, max: 50 },
  agentName: { label: '代理商', kind: 'text' },
  calls: { label: '呼叫量', kind: 'number', whole: true },
  connected: { label: '接通量', kind: 'number', whole: true },
  connectRate: { label: '接通率（%）', kind: 'number' },
  seconds: { label: '通话时长', kind: 'duration' },
  averageSeconds: { label: '平均通话时长', kind: 'duration' },
  lastCallAt: { label: '最后呼叫时间', kind: 'dateTime', filter: false },
});
export type SeatingRow = RowOf<typeof seating>;

/** `/api/admin/seating/<verb>` (defined here: CONTRACT.md "Statistics"). */
export const seatingApi = {
  list: call.list('/api/admin/seating/list', ADMIN_ACCESS.statistics, seating, 'POST'),
  export: call.sheet<QueryOf<typeof seating>>('/api/admin/seating/export', ADMIN_ACCESS.statistics, seating),
};
