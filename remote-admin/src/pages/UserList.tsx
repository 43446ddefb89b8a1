import { createResourcePage, specColumns } from '@console/sdk/kit';
import { USER_ROLE, userApi, type UserRow } from '../contract';

/** Staff (`POST /api/user/list`); the export has the list's columns. */
export default createResourcePage<UserRow>({
  noun: '员工',
  rowKey: 'id',
  list: userApi.list,
  filters: [
    { kind: 'text', name: 'username', label: '用户名' },
    { kind: 'text', name: 'phone', label: '手机号' },
    { kind: 'select', name: 'role', label: '角色', options: USER_ROLE.options },
  ],
  columns: specColumns(userApi.downloadUsers.columns),
  exporter: userApi.downloadUsers,
});
