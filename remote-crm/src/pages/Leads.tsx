import { DeleteOutlined, GlobalOutlined, SwapOutlined } from '@ant-design/icons';
import { asOptions, createResourcePage, type FormField } from '@console/sdk/kit';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { clue, CLUE_SOURCES, clueApi, webClueApi, type ClueRow, type ClueView } from '../contract';
import { colleagueForm, oneCompany } from '../shared/colleagues';
import { columnsBut } from '../shared/columns';

/** A lead someone follows up may be closed as invalid (or reopened); the rest of its life the actions decide. */
const CLUE_FORM = clue.formKeys;
const STATUS_FIELD: FormField = { name: 'status', label: '状态', kind: 'select', options: asOptions(['跟进中', '无效']) };

const ids = (rows: ClueRow[]) => rows.map((row) => row.id);
const said = (count: number, what: string) => `${what} ${count} 条线索`;

/** Leads (/clue), the lead pool (/cluePool) and assignment and recycling (/assignLeads): one page, `view` from the manifest. */
export default createResourcePage(({ view: given }: Record<string, unknown>) => {
  const view = (given as ClueView | undefined) ?? 'mine';
  const pool = view === 'pool';
  const is =
    (...views: ClueView[]) =>
    () =>
      views.includes(view);
  return {
    resource: clue,
    noun: '线索',
    list: clueApi.list,
    // The search form's values plus the view (/clue mine, /cluePool pool, /assignLeads assign).
    params: { view },
    // A pool's leads are all waiting and unassigned: no state or assignment to search by; only /assignLeads asks whether assigned.
    filters: [
      'name',
      'phone',
      'company',
      ...(pool ? [] : ['status' as const]),
      ...(view === 'assign' ? ['assigned' as const] : []),
      'source',
      ...(pool ? [] : ['assignedAt' as const]),
      'createdAt',
    ],
    // A pool has no assignee; a company member needs no company column.
    columns: ({ user }) => columnsBut(clue, ...(pool ? (['assigneeName', 'assignedAt'] as const) : []), user.insideCompany && 'companyName'),
    form: {
      fields: (row) => (row?.assigneeId ? [...CLUE_FORM, STATUS_FIELD] : CLUE_FORM),
      add: { call: clueApi.add, when: is('mine', 'pool'), initialValues: { source: CLUE_SOURCES[0] } },
      edit: {
        call: clueApi.update,
        visible: (row) => row.status !== '已转客户',
      },
    },
    rowActions: [
      {
        label: '转为客户',
        call: clueApi.toCustomer,
        when: is('mine'),
        visible: (row) => row.status === '跟进中',
        confirm: (row) => `确定将线索「${row.name}」转为我的客户吗?`,
        run: (row) => clueApi.toCustomer({ ids: [row.id] }),
        successMessage: '已转为客户',
      },
      {
        label: '领取',
        call: clueApi.claim,
        when: is('pool'),
        confirm: (row) => `确定领取线索「${row.name}」吗?`,
        run: (row) => clueApi.claim({ ids: [row.id] }),
        successMessage: '领取成功',
      },
      {
        label: '回收',
        call: clueApi.recycle,
        when: is('assign'),
        visible: (row) => Boolean(row.assigneeId) && row.status !== '已转客户',
        confirm: (row) => `确定将线索「${row.name}」回收到线索池吗?`,
        run: (row) => clueApi.recycle({ ids: [row.id] }),
        successMessage: '已回收',
      },
    ],
    remove: { call: clueApi.delete, confirm: (row) => `确定删除线索「${row.name}」吗?`, toRequest: (row) => ({ ids: [row.id] }) },
    batch: [
      {
        label: '转为客户',
        call: clueApi.toCustomer,
        when: is('mine'),
        confirm: (count) => `确定将选中的 ${count} 条线索转为我的客户吗?`,
        run: async (rows) => {
          const { data } = await clueApi.toCustomer({ ids: ids(rows) });
          return `已转为客户 ${data.converted} 条${data.skipped ? `，${data.skipped} 条手机号已是客户` : ''}`;
        },
      },
      {
        label: '领取线索',
        call: clueApi.claim,
        when: is('pool'),
        confirm: (count) => `确定领取选中的 ${count} 条线索吗?`,
        run: async (rows) => said((await clueApi.claim({ ids: ids(rows) })).data.claimed, '已领取'),
      },
      {
        label: '分配线索',
        call: clueApi.assign,
        when: is('pool', 'assign'),
        icon: <SwapOutlined />,
        check: oneCompany,
        form: colleagueForm('assigneeId'),
        run: async (rows, { assigneeId }) => said((await clueApi.assign({ ids: ids(rows), assigneeId: Number(assigneeId) })).data.assigned, '已分配'),
      },
      {
        label: '回收到线索池',
        call: clueApi.recycle,
        when: is('assign'),
        confirm: (count) => `确定将选中的 ${count} 条线索回收到线索池吗?`,
        run: async (rows) => said((await clueApi.recycle({ ids: ids(rows) })).data.recycled, '已回收'),
      },
      {
        label: '删除',
        call: clueApi.delete,
        when: is('pool', 'assign'),
        danger: true,
        icon: <DeleteOutlined />,
        confirm: (count) => `确定删除选中的 ${count} 条线索吗?删除后不可恢复`,
        run: async (rows) => said((await clueApi.delete({ ids: ids(rows) })).data.deleted, '已删除'),
      },
    ],
    exporter: clueApi.export,
    toolbar: ({ user }) => view === 'mine' && user.can(webClueApi.webClue) && <WebCluesLink />,
  };
});

function WebCluesLink() {
  const navigate = useNavigate();
  return (
    <Button icon={<GlobalOutlined />} onClick={() => navigate('/webClue')}>
      网页线索
    </Button>
  );
}
