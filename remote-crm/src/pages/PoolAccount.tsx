import { PlusOutlined } from '@ant-design/icons';
import { ROLE_LABELS, type Role } from '@console/sdk';
import { ConfirmAction, dateTimeColumn, FormDialog, ListPage, statusColumn, textColumn, type FilterField, type FormField, type ListContext, type ListPageConfig } from '@console/sdk/kit';
import { leadFindingApi, type PoolAccountRow } from '../contract';
import { Button, Progress, Space, Tag } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { currentUser } from '../shared/session';

export const ACCOUNT_FILTERS: FilterField[] = [
  { kind: 'text', name: 'username', label: '账号' },
  { kind: 'select', name: 'status', label: '状态', options: [{ value: 1, label: '启用' }, { value: 0, label: '停用' }] },
  { kind: 'select', name: 'expired', label: '有效期', options: [{ value: '1', label: '已过期' }] },
];

export const accountFetch: ListPageConfig<PoolAccountRow>['fetch'] = async (query) => (await leadFindingApi.poolAccountList(query)).data;

export function accountFields(adding: boolean): FormField[] {
  return [
    ...(adding ? [{ name: 'username', label: '账号', required: true, maxLength: 30, placeholder: '员工或企业的登录账号' } as FormField] : []),
    { name: 'quota', label: '线索额度（条）', kind: 'number', required: true, min: 0, max: 1_000_000 },
    { name: 'validUntil', label: '有效期至', kind: 'date', required: true },
    { name: 'status', label: '启用', kind: 'switch' },
    { name: 'remark', label: '备注', maxLength: 100 },
  ];
}

type Dialog = { kind: 'add' } | { kind: 'edit'; row: PoolAccountRow } | null;

/** Pool accounts (/poolAccount): the lead-finding quota of each account, granted by admin and agents. */
export default function PoolAccount() {
  const user = currentUser();
  const [dialog, setDialog] = useState<Dialog>(null);
  const fields = useMemo(() => accountFields(dialog?.kind !== 'edit'), [dialog]);
  const initialValues = useMemo(
    () =>
      dialog?.kind === 'edit'
        ? { quota: dialog.row.quota, validUntil: dialog.row.validUntil.slice(0, 10), status: dialog.row.status === 1, remark: dialog.row.remark }
        : { quota: 1000, validUntil: dayjs().add(1, 'year').format('YYYY-MM-DD'), status: true },
    [dialog],
  );
  const manage = user.can('poolAccountManagers');

  const toolbar = ({ reload }: ListContext<PoolAccountRow>) => (
    <>
      {manage && (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'add' })}>
          开通账户
        </Button>
      )}
      <FormDialog
        title={dialog?.kind === 'edit' ? `编辑账户：${dialog.row.username}` : '开通线索池账户'}
        open={dialog !== null}
        onClose={() => setDialog(null)}
        fields={fields}
        initialValues={initialValues}
        onSubmit={(values) => leadFindingApi.poolAccountSave({ ...values, id: dialog?.kind === 'edit' ? dialog.row.id : undefined } as never)}
        onDone={reload}
      />
    </>
  );

  return (
    <ListPage<PoolAccountRow>
      rowKey="id"
      fetch={accountFetch}
      filters={ACCOUNT_FILTERS}
      toolbar={toolbar}
      columns={({ reload }) => [
        textColumn('账号', 'username'),
        textColumn('姓名', 'realName'),
        { title: '角色', dataIndex: 'role', key: 'role', render: (role: Role) => ROLE_LABELS[role] ?? role },
        textColumn('企业', 'companyName'),
        { title: '额度', dataIndex: 'quota', key: 'quota', align: 'right' },
        {
          title: '已用',
          key: 'used',
          render: (_: unknown, row: PoolAccountRow) => (
            <Space>
              {row.used}
              <Progress percent={row.quota ? Math.round((row.used / row.quota) * 100) : 0} size="small" style={{ width: 80, margin: 0 }} />
            </Space>
          ),
        },
        { title: '剩余', dataIndex: 'remaining', key: 'remaining', align: 'right', sorter: true },
        {
          title: '有效期至',
          dataIndex: 'validUntil',
          key: 'validUntil',
          sorter: true,
          render: (value: string) => (dayjs(value).isBefore(dayjs()) ? <Tag color="red">{value}（已过期）</Tag> : value),
        },
        statusColumn('状态', 'status', { 1: { text: '启用', color: 'green' }, 0: { text: '停用', color: 'default' } }),
        textColumn('备注', 'remark'),
        dateTimeColumn('开通时间', 'createdAt'),
        ...(manage
          ? [
              {
                title: '操作',
                key: 'actions',
                fixed: 'right' as const,
                render: (_: unknown, row: PoolAccountRow) => (
                  <Space size={0}>
                    <Button type="link" size="small" onClick={() => setDialog({ kind: 'edit', row })}>
                      编辑
                    </Button>
                    <ConfirmAction
                      description={`确定删除账号「${row.username}」的线索池账户吗?`}
                      successMessage="删除成功"
                      onConfirm={() => leadFindingApi.poolAccountDelete({ id: row.id })}
                      onDone={reload}
                    />
                  </Space>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}
