import { ADMIN_ACCESS } from './access';
import { ACCOUNT_STATUS } from './agents';
import { call, defineResource, enumOf, type QueryOf, type RowOf } from '@console/sdk/contract';
import { ROLE_LABELS, ROLES } from '@console/sdk/manifest';

export interface DepartmentOption {
  id: number;
  name: string;
  companyId: number;
}

/** Organisation and users (spec section 7). */
export const departmentApi = {
  all: call.get<DepartmentOption[], { companyId?: number; currentUserId: string | number }>('/api/department/all', 'loggedIn'),
};

/** A user's role as its Chinese name (filter, column and export). */
export const USER_ROLE = enumOf(ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })));

/** A user of the platform (/user): scoped by the backend to what the caller manages; the export has the list's columns. */
export const users = defineResource({
  username: { label: '用户名', kind: 'text', filter: true, max: 50 },
  realName: { label: '姓名', kind: 'text' },
  phone: { label: '手机号', kind: 'code', filter: true, max: 20 },
  role: { label: '角色', kind: 'enum', values: USER_ROLE },
  companyName: { label: '企业', kind: 'text' },
  departmentName: { label: '部门', kind: 'text' },
  status: { label: '状态', kind: 'enum', values: ACCOUNT_STATUS },
  validDate: { label: '有效期', kind: 'dateTime' },
  createdAt: { label: '创建时间', kind: 'dateTime' },
});
export type UserRow = RowOf<typeof users>;

export const userApi = {
  fetchUsersByDepartmentId: call.get<UserRow[], { departmentId: number; currentUserId: string | number }>('/api/user/fetchUsersByDepartmentId', 'loggedIn'),
  fetchDefaultUsers: call.get<UserRow[], { currentUserId: string | number }>('/api/user/fetchDefaultUsers', 'loggedIn'),
  list: call.list('/api/user/list', 'loggedIn', users, 'POST'),
  fetchUserById: call.get<UserRow, { userId: number }>('/api/user/fetchUserById', 'loggedIn'),
  /** User delete (spec section 3): id and currentUserId. */
  delete: call.get<null, { userId: number; currentUserId: string | number }>('/api/user/delete', ADMIN_ACCESS.userManagers),
  downloadUsers: call.sheet<QueryOf<typeof users>>('/api/user/downloadUsers', 'loggedIn', users),
};

export const operatorUserApi = {};

export const addressApi = {};
