import { createListPage, dateTimeColumn, statusColumn, textColumn } from '@console/sdk/kit';
import { recordApi, type RiskRow } from '../contract';

const LEVELS = { 高: { text: '高', color: 'red' }, 中: { text: '中', color: 'orange' }, 低: { text: '低', color: 'blue' } };

/** Risk list (`POST /api/record/riskList`). */
export default createListPage<RiskRow>({
  rowKey: 'id',
  fetch: async (query) => (await recordApi.riskList(query)).data,
  filters: [
    { kind: 'text', name: 'callee', label: '被叫号码' },
    { kind: 'select', name: 'level', label: '风险等级', options: Object.keys(LEVELS).map((value) => ({ value, label: value })) },
    { kind: 'select', name: 'handled', label: '处理状态', options: [{ value: 0, label: '未处理' }, { value: 1, label: '已处理' }] },
  ],
  columns: [
    textColumn('被叫号码', 'callee'),
    textColumn('主叫号码', 'caller'),
    textColumn('坐席', 'username'),
    textColumn('企业', 'companyName'),
    textColumn('命中关键词', 'keyword'),
    statusColumn('风险等级', 'level', LEVELS),
    statusColumn('处理状态', 'handled', { 1: { text: '已处理', color: 'green' }, 0: { text: '未处理', color: 'orange' } }),
    dateTimeColumn('发现时间', 'createdAt'),
  ],
});
