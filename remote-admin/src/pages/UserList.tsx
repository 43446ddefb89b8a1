import { ROLE_LABELS, ROLES } from '@console/sdk';
import { createListPage, dateTimeColumn, statusColumn, textColumn } from '@console/sdk/kit';
import { userApi, type UserRow } from '../contract';

/** Staff (`POST /api/user/list`, export `downloadUsers`). */
export default createListPage<UserRow>({
  rowKey: 'id',
  fetch: async (query) => (await userApi.list(query)).data,
  exportFile: (query) => userApi.downloadUsers(query),
  filters: [
    { kind: 'text', name: 'username', label: '用户名' },
    { kind: 'text', name: 'phone', label: '手机号' },
    { kind: 'select', name: 'role', label: '角色', options: ROLES.map((role) => ({ label: ROLE_LABELS[role], value: role })) },
  ],
  columns: [
    textColumn('用户名', 'username'),
    textColumn('姓名', 'realName'),
    textColumn('手机号', 'phone'),
    { title: '角色', dataIndex: 'role', render: (role: keyof typeof ROLE_LABELS) => ROLE_LABELS[role] ?? role },
    textColumn('企业', 'companyName'),
    textColumn('部门', 'departmentName'),
    statusColumn('状态', 'status', { 1: { text: '正常', color: 'green' }, 0: { text: '停用', color: 'default' } }),
    dateTimeColumn('有效期', 'validDate'),
    dateTimeColumn('创建时间', 'createdAt'),
  ],
});
