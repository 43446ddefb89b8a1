import { createListPage, dateTimeColumn, moneyColumn, statusColumn, textColumn } from '@console/sdk/kit';
import { agentApi, type AgentRow } from '../contract';

const LEVELS = { agent: '代理商', subAgent: '子代理' } as const;

/** Agents (`POST /api/agent/list`), admin and oem. */
export default createListPage<AgentRow>({
  rowKey: 'id',
  fetch: async (query) => (await agentApi.list(query)).data,
  filters: [
    { kind: 'text', name: 'name', label: '代理商名称' },
    { kind: 'text', name: 'phone', label: '联系电话' },
    { kind: 'select', name: 'level', label: '级别', options: Object.entries(LEVELS).map(([value, label]) => ({ value, label })) },
    { kind: 'select', name: 'status', label: '状态', options: [{ value: 1, label: '正常' }, { value: 0, label: '停用' }] },
  ],
  columns: [
    textColumn('代理商名称', 'name'),
    textColumn('联系人', 'contact'),
    textColumn('联系电话', 'phone'),
    { title: '级别', dataIndex: 'level', render: (level: keyof typeof LEVELS) => LEVELS[level] ?? level },
    textColumn('上级代理', 'parentName'),
    moneyColumn('余额（元）', 'balance'),
    textColumn('坐席数', 'seats'),
    statusColumn('状态', 'status', { 1: { text: '正常', color: 'green' }, 0: { text: '停用', color: 'default' } }),
    dateTimeColumn('有效期', 'validDate'),
    dateTimeColumn('创建时间', 'createdAt'),
  ],
});
