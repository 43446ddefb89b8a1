import type { Page, PageQuery } from '../envelope';
import { endpoint } from '../define';

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
  all: endpoint.get<DepartmentOption[], { companyId?: number; currentUserId: string | number }>('/api/department/all'),
};

export const userApi = {
  fetchUsersByDepartmentId: endpoint.get<UserRow[], { departmentId: number; currentUserId: string | number }>(
    '/api/user/fetchUsersByDepartmentId',
  ),
  fetchDefaultUsers: endpoint.get<UserRow[], { currentUserId: string | number }>('/api/user/fetchDefaultUsers'),
  list: endpoint.post<Page<UserRow>, UserQuery>('/api/user/list'),
  fetchUserById: endpoint.get<UserRow, { userId: number }>('/api/user/fetchUserById'),
  batchQuery: endpoint.post('/api/user/batchQuery'),
  add: endpoint.post('/api/user/add'),
  update: endpoint.post('/api/user/update'),
  setRoleAndValidDate: endpoint.post('/api/user/setRoleAndValidDate'),
  /** User delete (spec section 3): id and currentUserId. */
  delete: endpoint.get<null, { userId: number; currentUserId: string | number }>('/api/user/delete'),
  /** Also the change-password call, whose path the spec does not show. */
  modifyPassword: endpoint.post<null, PasswordChange>('/api/user/modifyPassword'),
  batchDelete: endpoint.post('/api/user/batchDelete'),
  batchUpdate: endpoint.post('/api/user/batchUpdate'),
  riskCount: endpoint.post('/api/user/riskCount'),
  getRiskCount: endpoint.post('/api/user/getRiskCount'),
  batchQueryStaff: endpoint.post('/api/user/batchQueryStaff'),
  batchDeleteByUserPhones: endpoint.post('/api/user/batchDeleteByUserPhones'),
  transferStaff: endpoint.post('/api/user/transferStaff'),
  openServices: endpoint.post('/api/user/openServices'),
  downloadUsers: endpoint.file<Omit<UserQuery, keyof PageQuery>>('/api/user/downloadUsers'),
  getOperationRecord: endpoint.post('/api/user/getOperationRecord'),
  deleteLog: endpoint.post('/api/user/deleteLog'),
  addressErrList: endpoint.post('/api/user/addressErrList'),
  openControl: endpoint.post('/api/user/openControl'),
  openControlList: endpoint.post('/api/user/openControlList'),
  openControlDelete: endpoint.post('/api/user/openControlDelete'),
  restoreDeleted: endpoint.get<null, { id: number }>('/api/user/restoreDeleted'),
  webGetHeadPortrait: endpoint.get<HeadPortrait, { currentUserId: string | number }>('/api/user/webGetHeadPortrait'),
};

export const operatorUserApi = {
  dxtUserBatchQuery: endpoint.post('/api/dxt/userBatchQuery'),
  snailUserBatchQuery: endpoint.post('/api/Snail/userBatchQuery'),
  xsAxbUserList: endpoint.post('/api/xsAxb/userList'),
  xsAxbPhoneInfo: endpoint.get<unknown, { phone: string }>('/api/xsAxb/phoneInfo'),
};

export const addressApi = {
  info: endpoint.post('/api/address/info'),
  errList: endpoint.post('/api/address/errList'),
  getCity: endpoint.get<string[]>('/api/company/getCity'),
};
