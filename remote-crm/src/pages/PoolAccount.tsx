import { ROLE_LABELS, type Role } from '@console/sdk';
import { createResourcePage, expiryColumn, usageColumn } from '@console/sdk/kit';
import dayjs from 'dayjs';
import { leadFindingApi, poolAccount, type PoolAccountRow } from '../contract';

const ACCOUNT_FILTERS = ['username', 'status', 'expired', 'validUntil', 'createdAt'] as const;

/** The account is named when it is opened, never changed after. */
const accountFields = (adding: boolean) => [...(adding ? (['username'] as const) : []), 'quota', 'validUntil', 'status', 'remark'] as const;

/** Pool accounts (/poolAccount): the lead-finding quota of each account, granted by admin and agents. */
export default createResourcePage({
  resource: poolAccount,
  noun: '线索池账户',
  list: leadFindingApi.poolAccountList,
  filters: ACCOUNT_FILTERS,
  columnOverrides: {
    role: { render: (role: Role) => ROLE_LABELS[role] ?? role },
    used: usageColumn<PoolAccountRow>('已用', 'used', 'quota'),
    validUntil: expiryColumn<PoolAccountRow>('有效期至', 'validUntil'),
  },
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
      toValues: (row) => ({ quota: row.quota, validUntil: row.validUntil.slice(0, 10), status: row.status, remark: row.remark }),
    },
  },
  remove: { call: leadFindingApi.poolAccountDelete, confirm: (row) => `确定删除账号「${row.username}」的线索池账户吗?` },
});
