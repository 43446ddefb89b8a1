import { ConfirmAction, createListPage, dateTimeColumn, moneyColumn, statusColumn, textColumn } from '@console/sdk/kit';
import { topUpApi, type TopUpRow } from '../contract';

const KINDS = { data: { text: '充值', color: 'blue' }, custom: { text: '自定义充值', color: 'purple' } };
const STATUSES = { pending: { text: '待处理', color: 'orange' }, done: { text: '已处理', color: 'green' } };

/** Top-up list (/woniuRecharge): where the admin's bell leads; handling a top-up clears it from the bell. */
export default createListPage<TopUpRow>({
  rowKey: 'id',
  fetch: async (query) => (await topUpApi.list(query)).data,
  filters: [
    { kind: 'text', name: 'companyName', label: '企业' },
    { kind: 'select', name: 'status', label: '状态', options: Object.entries(STATUSES).map(([value, s]) => ({ value, label: s.text })) },
    { kind: 'select', name: 'kind', label: '类型', options: Object.entries(KINDS).map(([value, k]) => ({ value, label: k.text })) },
  ],
  columns: ({ reload }) => [
    textColumn('企业', 'companyName'),
    textColumn('代理商', 'agentName'),
    moneyColumn('金额（元）', 'amount'),
    statusColumn('类型', 'kind', KINDS),
    statusColumn('状态', 'status', STATUSES),
    dateTimeColumn('申请时间', 'createdAt'),
    {
      title: '操作',
      key: 'actions',
      render: (_: unknown, row: TopUpRow) =>
        row.status === 'pending' && (
          <ConfirmAction
            label="处理"
            danger={false}
            description={`确认已为「${row.companyName}」处理该笔充值?`}
            onConfirm={() => topUpApi.handle({ id: row.id })}
            onDone={reload}
            successMessage="已处理"
          />
        ),
    },
  ],
});
