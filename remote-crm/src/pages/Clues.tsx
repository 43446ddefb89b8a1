import { clueApi, createListPage, dateTimeColumn, statusColumn, textColumn, type ClueRow } from '@console/sdk';

const STATUSES = {
  待分配: { text: '待分配', color: 'orange' },
  跟进中: { text: '跟进中', color: 'blue' },
  已转客户: { text: '已转客户', color: 'green' },
  无效: { text: '无效', color: 'default' },
};

/** Lead list (`POST /api/clue/list`, defined in issue 2). */
export default createListPage<ClueRow>({
  rowKey: 'id',
  fetch: async (query) => (await clueApi.list(query)).data,
  filters: [
    { kind: 'text', name: 'name', label: '姓名' },
    { kind: 'text', name: 'phone', label: '电话' },
    { kind: 'select', name: 'status', label: '状态', options: Object.keys(STATUSES).map((value) => ({ value, label: value })) },
  ],
  columns: [
    textColumn('姓名', 'name'),
    textColumn('电话', 'phone'),
    textColumn('公司', 'company'),
    textColumn('来源', 'source'),
    statusColumn('状态', 'status', STATUSES),
    textColumn('跟进人', 'assigneeName'),
    dateTimeColumn('创建时间', 'createdAt'),
  ],
});
