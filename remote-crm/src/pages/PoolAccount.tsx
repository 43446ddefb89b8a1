import { ROLE_LABELS, type Role } from '@console/sdk';
import { createResourcePage, dateTimeColumn, enumColumn, expiryColumn, listFetch, textColumn, usageColumn, type FilterField, type FormField } from '@console/sdk/kit';
import dayjs from 'dayjs';
import { ENABLED, EXPIRED, leadFindingApi, type PoolAccountRow } from '../contract';

export const ACCOUNT_FILTERS: FilterField[] = [
  { kind: 'text', name: 'username', label: '账号' },
  { kind: 'select', name: 'status', label: '状态', options: ENABLED.options },
  { kind: 'select', name: 'expired', label: '有效期', options: EXPIRED.options },
];

export const accountFetch = listFetch<PoolAccountRow>(leadFindingApi.poolAccountList);

export function accountFields(adding: boolean): FormField[] {
  return [
    ...(adding ? [{ name: 'username', label: '账号', required: true, maxLength: 30, placeholder: '员工或企业的登录账号' } as FormField] : []),
    { name: 'quota', label: '线索额度（条）', kind: 'number', required: true, min: 0, max: 1_000_000 },
    { name: 'validUntil', label: '有效期至', kind: 'date', required: true },
    { name: 'status', label: '启用', kind: 'switch' },
    { name: 'remark', label: '备注', maxLength: 100 },
  ];
}

/** Pool accounts (/poolAccount): the lead-finding quota of each account, granted by admin and agents. */
export default createResourcePage<PoolAccountRow>({
  noun: '线索池账户',
  rowKey: 'id',
  list: leadFindingApi.poolAccountList,
  filters: ACCOUNT_FILTERS,
  columns: [
    textColumn('账号', 'username'),
    textColumn('姓名', 'realName'),
    { title: '角色', dataIndex: 'role', key: 'role', render: (role: Role) => ROLE_LABELS[role] ?? role },
    textColumn('企业', 'companyName'),
    { title: '额度', dataIndex: 'quota', key: 'quota', align: 'right' },
    usageColumn('已用', 'used', 'quota'),
    { title: '剩余', dataIndex: 'remaining', key: 'remaining', align: 'right', sorter: true },
    { ...expiryColumn<PoolAccountRow>('有效期至', 'validUntil'), sorter: true },
    enumColumn('状态', 'status', ENABLED),
    textColumn('备注', 'remark'),
    dateTimeColumn('开通时间', 'createdAt'),
  ],
  form: {
    fields: (row) => accountFields(!row),
    add: {
      call: leadFindingApi.poolAccountSave,
      label: '开通账户',
      title: '开通线索池账户',
      initialValues: { quota: 1000, validUntil: dayjs().add(1, 'year').format('YYYY-MM-DD'), status: true },
    },
    edit: {
      call: leadFindingApi.poolAccountSave,
      title: (row) => `编辑账户：${row.username}`,
      toValues: (row) => ({ quota: row.quota, validUntil: row.validUntil.slice(0, 10), status: row.status === 1, remark: row.remark }),
    },
  },
  remove: { call: leadFindingApi.poolAccountDelete, confirm: (row) => `确定删除账号「${row.username}」的线索池账户吗?` },
});
