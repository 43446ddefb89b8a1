import { BatchAction, asOptions } from '@console/sdk/kit';
import { DeleteOutlined, GlobalOutlined, PlusOutlined, SwapOutlined } from '@ant-design/icons';
import { type RoutePageProps } from '@console/sdk';
import { ConfirmAction, dateTimeColumn, FormDialog, ListPage, statusColumn, textColumn, type FilterField, type FormField, type ListContext, type ListPageConfig } from '@console/sdk/kit';
import { CLUE_SOURCES, CLUE_STATUSES, clueApi, type ClueRow, type ClueView } from '../contract';
import { Button, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MOBILE_RULE } from '../shared/customerColumns';
import { PickColleague } from '../shared/PickColleague';
import { currentUser } from '../shared/session';

export const CLUE_STATUS_TAGS = {
  待分配: { text: '待分配', color: 'orange' },
  跟进中: { text: '跟进中', color: 'blue' },
  已转客户: { text: '已转客户', color: 'green' },
  无效: { text: '无效', color: 'default' },
};

export function clueFilters(view: ClueView): FilterField[] {
  return [
    { kind: 'text', name: 'name', label: '姓名' },
    { kind: 'text', name: 'phone', label: '电话' },
    { kind: 'text', name: 'company', label: '公司' },
    ...(view === 'pool' ? [] : [{ kind: 'select', name: 'status', label: '状态', options: asOptions(CLUE_STATUSES) } as FilterField]),
    ...(view === 'assign'
      ? [{ kind: 'select', name: 'assigned', label: '分配情况', options: [{ value: '1', label: '已分配' }, { value: '0', label: '未分配' }] } as FilterField]
      : []),
    { kind: 'select', name: 'source', label: '来源', options: asOptions(CLUE_SOURCES) },
    { kind: 'dateRange', name: 'created', label: '创建时间' },
  ];
}

/** The request of one view: the search form's values plus the view (/clue mine, /cluePool pool, /assignLeads assign). */
export const clueFetch = (view: ClueView): ListPageConfig<ClueRow>['fetch'] => async (query) => (await clueApi.list({ ...query, view })).data;

export function clueColumns(view: ClueView, insideCompany: boolean): ColumnsType<ClueRow> {
  return [
    textColumn('姓名', 'name'),
    textColumn('电话', 'phone'),
    textColumn('公司', 'company'),
    textColumn('来源', 'source'),
    statusColumn('状态', 'status', CLUE_STATUS_TAGS),
    ...(view === 'pool' ? [] : [textColumn<ClueRow>('跟进人', 'assigneeName'), { ...dateTimeColumn<ClueRow>('分配时间', 'assignedAt'), sorter: true }]),
    textColumn('备注', 'remark'),
    ...(insideCompany ? [] : [textColumn<ClueRow>('所属企业', 'companyName')]),
    { ...dateTimeColumn<ClueRow>('创建时间', 'createdAt'), sorter: true },
  ];
}

export const CLUE_FIELDS: FormField[] = [
  { name: 'name', label: '姓名', required: true, maxLength: 50 },
  { name: 'phone', label: '电话', required: true, maxLength: 11, rules: [MOBILE_RULE] },
  { name: 'company', label: '公司', maxLength: 100 },
  { name: 'source', label: '来源', kind: 'select', options: asOptions(CLUE_SOURCES) },
  { name: 'remark', label: '备注', kind: 'textarea', maxLength: 500 },
];
const EDIT_FIELDS: FormField[] = [...CLUE_FIELDS, { name: 'status', label: '状态', kind: 'select', options: asOptions(['跟进中', '无效']) }];

type Dialog = { kind: 'add' } | { kind: 'edit'; row: ClueRow } | null;

/** Leads (/clue), the lead pool (/cluePool) and assignment and recycling (/assignLeads): one page, `view` from the manifest. */
export default function Leads({ params }: RoutePageProps) {
  const view = (params.view as ClueView | undefined) ?? 'mine';
  const user = currentUser();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);
  const fetch = useMemo(() => clueFetch(view), [view]);
  const filters = useMemo(() => clueFilters(view), [view]);
  const editing = dialog?.kind === 'edit' ? dialog.row : null;
  const initialValues = useMemo(
    () =>
      editing
        ? { name: editing.name, phone: editing.phone, company: editing.company, source: editing.source, remark: editing.remark, status: editing.status }
        : { source: CLUE_SOURCES[0] },
    [editing],
  );

  const toolbar = (context: ListContext<ClueRow>) => {
    const done = () => {
      context.clearSelection();
      context.reload();
    };
    const ids = context.selectedRowKeys;
    const companyIds = context.selectedRows.map((row) => row.companyId);
    return (
      <>
        {view !== 'assign' && user.can('staff') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'add' })}>
            新增线索
          </Button>
        )}
        {view === 'mine' && user.can('staff') && (
          <BatchAction
            label="转为客户"
            selectedRowKeys={ids}
            confirm={(count) => `确定将选中的 ${count} 条线索转为我的客户吗?`}
            run={async (list) => {
              const { data } = await clueApi.toCustomer({ ids: list });
              return `已转为客户 ${data.converted} 条${data.skipped ? `，${data.skipped} 条手机号已是客户` : ''}`;
            }}
            done={done}
          />
        )}
        {view === 'pool' && user.can('staff') && (
          <BatchAction
            label="领取线索"
            selectedRowKeys={ids}
            confirm={(count) => `确定领取选中的 ${count} 条线索吗?`}
            run={async (list) => `已领取 ${(await clueApi.claim({ ids: list })).data.claimed} 条线索`}
            done={done}
          />
        )}
        {view !== 'mine' && user.can('supervisors') && (
          <PickColleague
            label="分配线索"
            icon={<SwapOutlined />}
            selectedRowKeys={ids}
            companyIds={companyIds}
            run={async (list, assigneeId) => `已分配 ${(await clueApi.assign({ ids: list, assigneeId })).data.assigned} 条线索`}
            done={done}
          />
        )}
        {view === 'assign' && user.can('supervisors') && (
          <BatchAction
            label="回收到线索池"
            selectedRowKeys={ids}
            confirm={(count) => `确定将选中的 ${count} 条线索回收到线索池吗?`}
            run={async (list) => `已回收 ${(await clueApi.recycle({ ids: list })).data.recycled} 条线索`}
            done={done}
          />
        )}
        {view !== 'mine' && user.can('supervisors') && (
          <BatchAction
            label="删除"
            danger
            icon={<DeleteOutlined />}
            selectedRowKeys={ids}
            confirm={(count) => `确定删除选中的 ${count} 条线索吗?删除后不可恢复`}
            run={async (list) => `已删除 ${(await clueApi.delete({ ids: list })).data.deleted} 条线索`}
            done={done}
          />
        )}
        {view === 'mine' && user.can('webClues') && (
          <Button icon={<GlobalOutlined />} onClick={() => navigate('/webClue')}>
            网页线索
          </Button>
        )}
        <FormDialog
          title={editing ? '编辑线索' : '新增线索'}
          open={dialog !== null}
          onClose={() => setDialog(null)}
          fields={editing && editing.assigneeId ? EDIT_FIELDS : CLUE_FIELDS}
          initialValues={initialValues}
          onSubmit={(values) => (editing ? clueApi.update({ ...values, id: editing.id } as never) : clueApi.add(values as never))}
          onDone={context.reload}
        />
      </>
    );
  };

  const actions = (row: ClueRow, { reload }: ListContext<ClueRow>) => (
    <Space size={0}>
      {row.status !== '已转客户' && (
        <Button type="link" size="small" onClick={() => setDialog({ kind: 'edit', row })}>
          编辑
        </Button>
      )}
      {view === 'mine' && user.can('staff') && row.status === '跟进中' && (
        <ConfirmAction
          label="转为客户"
          danger={false}
          description={`确定将线索「${row.name}」转为我的客户吗?`}
          successMessage="已转为客户"
          onConfirm={() => clueApi.toCustomer({ ids: [row.id] })}
          onDone={reload}
        />
      )}
      {view === 'pool' && user.can('staff') && (
        <ConfirmAction label="领取" danger={false} description={`确定领取线索「${row.name}」吗?`} successMessage="领取成功" onConfirm={() => clueApi.claim({ ids: [row.id] })} onDone={reload} />
      )}
      {view === 'assign' && user.can('supervisors') && row.assigneeId && row.status !== '已转客户' && (
        <ConfirmAction label="回收" danger={false} description={`确定将线索「${row.name}」回收到线索池吗?`} successMessage="已回收" onConfirm={() => clueApi.recycle({ ids: [row.id] })} onDone={reload} />
      )}
      {user.can('supervisors') && (
        <ConfirmAction description={`确定删除线索「${row.name}」吗?`} successMessage="删除成功" onConfirm={() => clueApi.delete({ ids: [row.id] })} onDone={reload} />
      )}
    </Space>
  );

  return (
    <ListPage<ClueRow>
      rowKey="id"
      selectable
      fetch={fetch}
      filters={filters}
      toolbar={toolbar}
      exportFile={user.can('users') ? (query) => clueApi.export({ ...query, view }) : undefined}
      columns={(context) => [
        ...clueColumns(view, user.insideCompany),
        { title: '操作', key: 'actions', fixed: 'right', render: (_: unknown, row: ClueRow) => actions(row, context) },
      ]}
    />
  );
}
