import { createResourcePage, ResourcePage, type ResourcePageConfig } from '@console/sdk/kit';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { accounts, ACCOUNT_ROLE, agentApi, PLATFORM_ROLES, type AccountRow } from '../contract';

/** root and admin stay: the backend refuses stopping or deleting them, so the page offers neither. */
const PROTECTED = ['root', 'admin'];
const platformRoles = ACCOUNT_ROLE.items.filter((item) => (PLATFORM_ROLES as readonly string[]).includes(String(item.value)));

/**
 * Login accounts: the platform's (admin, oem, gm) without `agentId`, or one agent's (its agent or
 * sub-agent logins, in the agent list's 登录账号 drawer). A stopped account cannot log in.
 */
export function accountPage(agentId?: number): ResourcePageConfig<AccountRow, typeof accounts> {
  const scope = agentId ? { id: agentId } : {};
  return {
    resource: accounts,
    noun: '账号',
    list: agentApi.account,
    params: scope,
    ownState: agentId !== undefined,
    filters: agentId ? ['username', 'realName', 'phone', 'status'] : ['username', 'realName', 'phone', 'role', 'status', 'createdAt'],
    columns: ['username', 'realName', 'phone', 'role', ...(agentId ? (['agentName'] as const) : []), 'status', 'validDate', 'lastLoginAt', 'createdAt'],
    form: {
      fields: (row) => [
        ...(row ? [] : (['username'] as const)),
        'password',
        'realName',
        'phone',
        ...(agentId
          ? []
          : [{ name: 'role', label: '角色', kind: 'select' as const, required: true, options: platformRoles.map(({ value, label }) => ({ value, label })) }]),
      ],
      add: { call: agentApi.addAccount, toRequest: (values) => ({ ...values, ...(agentId ? { agentId } : {}) }) },
      edit: { call: agentApi.updateAccount, toValues: (row) => ({ realName: row.realName, phone: row.phone, role: row.role }) },
    },
    remove: {
      call: agentApi.deleteAccount,
      visible: (row, user) => !PROTECTED.includes(row.username) && String(row.id) !== user.userId,
      confirm: (row) => `确定删除账号「${row.username}」吗？删除后不能恢复，如只需禁止登录请停用。`,
    },
    rowActions: [
      {
        label: '停用',
        call: agentApi.stopAccount,
        danger: true,
        visible: (row, user) => row.status === 1 && !PROTECTED.includes(row.username) && String(row.id) !== user.userId,
        confirm: (row) => `确定停用账号「${row.username}」吗？停用后立即下线且不能登录。`,
        run: (row) => agentApi.stopAccount({ id: row.id, status: 0 }),
        successMessage: '已停用',
      },
      {
        label: '启用',
        call: agentApi.stopAccount,
        visible: (row) => row.status === 0,
        confirm: (row) => `确定启用账号「${row.username}」吗？`,
        run: (row) => agentApi.stopAccount({ id: row.id, status: 1 }),
        successMessage: '已启用',
      },
    ],
    // /remoteLogin is in no sidebar: the platform's account page leads to it.
    toolbar: agentId ? undefined : () => <LoginRecordsLink />,
  };
}

function LoginRecordsLink() {
  const navigate = useNavigate();
  return <Button onClick={() => navigate('/remoteLogin')}>登录记录</Button>;
}

/** One agent's logins, inside the agent list. */
export function AccountList({ agentId }: { agentId: number }) {
  return <ResourcePage<AccountRow, typeof accounts> {...accountPage(agentId)} />;
}

/** 管理员账号 (/administratorAccount): the platform's own accounts, admin only, in the menu of root and admin. */
export default createResourcePage(accountPage());
