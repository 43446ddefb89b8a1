import { createListPage, dateTimeColumn, durationColumn, statusColumn, textColumn } from '@console/sdk/kit';
import { recordApi, type CallRecordRow } from '../contract';

const STATUSES = {
  已接通: { text: '已接通', color: 'green' },
  未接通: { text: '未接通', color: 'default' },
  忙线: { text: '忙线', color: 'orange' },
  拒接: { text: '拒接', color: 'red' },
  空号: { text: '空号', color: 'volcano' },
};

/** Call records (`POST /api/record/queryRequest`). */
export default createListPage<CallRecordRow>({
  rowKey: 'id',
  fetch: async (query) => (await recordApi.queryRequest(query)).data,
  filters: [
    { kind: 'text', name: 'caller', label: '主叫号码' },
    { kind: 'text', name: 'callee', label: '被叫号码' },
    { kind: 'select', name: 'status', label: '通话状态', options: Object.keys(STATUSES).map((value) => ({ value, label: value })) },
    { kind: 'dateRange', name: 'start', label: '呼叫时间' },
  ],
  columns: [
    textColumn('主叫号码', 'caller'),
    textColumn('被叫号码', 'callee'),
    textColumn('坐席', 'username'),
    textColumn('企业', 'companyName'),
    dateTimeColumn('呼叫时间', 'startTime'),
    durationColumn('通话时长', 'durationSeconds'),
    statusColumn('通话状态', 'status', STATUSES),
    statusColumn('风险', 'risk', { 1: { text: '风险', color: 'red' }, 0: { text: '正常', color: 'green' } }),
  ],
});
