import { ADMIN_ACCESS } from './access';
import type { Page, PageQuery } from '@console/sdk/contract';
import { call } from '@console/sdk/contract';

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

export interface HeadPortrait {
  headPortrait: string;
  computerDial: boolean;
}

/** Change-password form (spec section 3); checkPass is checked in the browser only. */
export interface PasswordChange {
  account: string;
  oldPassword: string;
  newPassword: string;
}

/** Organisation and users (spec section 7). */
export const departmentApi = {
  all: call.get<DepartmentOption[], { companyId?: number; currentUserId: string | number }>('/api/department/all', 'loggedIn'),
};

export const userApi = {
  fetchUsersByDepartmentId: call.get<UserRow[], { departmentId: number; currentUserId: string | number }>('/api/user/fetchUsersByDepartmentId', 'loggedIn'),
  fetchDefaultUsers: call.get<UserRow[], { currentUserId: string | number }>('/api/user/fetchDefaultUsers', 'loggedIn'),
  list: call.post<Page<UserRow>, UserQuery>('/api/user/list', 'loggedIn'),
  fetchUserById: call.get<UserRow, { userId: number }>('/api/user/fetchUserById', 'loggedIn'),
  /** User delete (spec section 3): id and currentUserId. */
  delete: call.get<null, { userId: number; currentUserId: string | number }>('/api/user/delete', ADMIN_ACCESS.userManagers),
  /** Also the change-password call, whose path the spec does not show. */
  modifyPassword: call.post<null, PasswordChange>('/api/user/modifyPassword', 'loggedIn'),
  downloadUsers: call.file<Omit<UserQuery, keyof PageQuery>>('/api/user/downloadUsers', 'loggedIn', 'POST'),
  webGetHeadPortrait: call.get<HeadPortrait, { currentUserId: string | number }>('/api/user/webGetHeadPortrait', 'loggedIn'),
};

export const operatorUserApi = {
};

export const addressApi = {
};
