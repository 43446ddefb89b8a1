import { ADMIN_ACCESS } from './access';
import type { Page, PageQuery } from '@console/sdk/contract';
import { call, enumOf, type ColumnSpec } from '@console/sdk/contract';
import { ROLE_LABELS, ROLES } from '@console/sdk/manifest';

export interface DepartmentOption {
  id: number;
  name: string;
  companyId: number;
}

export interface UserRow {
  id: number;
  username: string;
  realName: string;
  phone: string;
  role: string;
  companyId: number | null;
  companyName: string;
  departmentId: number | null;
  departmentName: string;
  status: number;
  validDate: string;
  createdAt: string;
}

export interface UserQuery extends PageQuery {
  currentUserId?: string | number;
  username?: string;
  phone?: string;
  role?: string;
  companyId?: number;
  departmentId?: number;
}

/** Organisation and users (spec section 7). */
export const departmentApi = {
  all: call.get<DepartmentOption[], { companyId?: number; currentUserId: string | number }>('/api/department/all', 'loggedIn'),
};

/** A user's role as its Chinese name (filter, column and export). */
export const USER_ROLE = enumOf(ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })));
export const USER_STATUS = enumOf([
  { value: 1, label: '正常', color: 'green' },
  { value: 0, label: '停用', color: 'default' },
]);

/** The staff list's columns, and its export's. */
export const USER_COLUMNS: readonly ColumnSpec[] = [
  { key: 'username', title: '用户名' },
  { key: 'realName', title: '姓名' },
  { key: 'phone', title: '手机号', kind: 'code' },
  { key: 'role', title: '角色', kind: 'enum', values: USER_ROLE },
  { key: 'companyName', title: '企业' },
  { key: 'departmentName', title: '部门' },
  { key: 'status', title: '状态', kind: 'enum', values: USER_STATUS },
  { key: 'validDate', title: '有效期', kind: 'dateTime' },
  { key: 'createdAt', title: '创建时间', kind: 'dateTime' },
];

export const userApi = {
  fetchUsersByDepartmentId: call.get<UserRow[], { departmentId: number; currentUserId: string | number }>('/api/user/fetchUsersByDepartmentId', 'loggedIn'),
  fetchDefaultUsers: call.get<UserRow[], { currentUserId: string | number }>('/api/user/fetchDefaultUsers', 'loggedIn'),
  list: call.post<Page<UserRow>, UserQuery>('/api/user/list', 'loggedIn'),
  fetchUserById: call.get<UserRow, { userId: number }>('/api/user/fetchUserById', 'loggedIn'),
  /** User delete (spec section 3): id and currentUserId. */
  delete: call.get<null, { userId: number; currentUserId: string | number }>('/api/user/delete', ADMIN_ACCESS.userManagers),
  downloadUsers: call.sheet<Omit<UserQuery, keyof PageQuery>>('/api/user/downloadUsers', 'loggedIn', USER_COLUMNS),
};

export const operatorUserApi = {
};

export const addressApi = {
};
