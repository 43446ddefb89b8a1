import { ADMIN_ACCESS } from './access';
import { ACCOUNT_STATUS } from './agents';
import { COMPANY_FIELD, DEPARTMENT_FIELD } from '@console/sdk/contract/parties';
import { MOBILE_FIELD, USERNAME_FIELD, call, defineResource, enumOf, type InputOf, type QueryOf, type RowOf } from '@console/sdk/contract';
import { ROLE_LABELS, ROLES, type Role } from '@console/sdk/manifest';

export interface DepartmentOption {
  id: number;
  name: string;
  companyId: number;
}

/** The roles a staff member of a company may have; who may give which is the backend's (`STAFF_ROLES_BY_MANAGER`). */
export const STAFF_ROLES = ['company', 'department', 'normal'] as const satisfies readonly Role[];

/** A user's role as its Chinese name (filter, column and export). */
export const USER_ROLE = enumOf(ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })));

export const STAFF_TEXTS = {
  duplicateUsername: '用户名已存在',
  duplicatePhone: '该手机号已被其他员工使用',
  roleNotAllowed: '无权设置该角色',
  needsDepartment: '部门主管和普通员工须选择部门',
  deleteSelf: '不能删除当前登录的账号',
  changeSelf: '不能在这里修改当前登录的账号（修改密码请用右上角的修改密码）',
  notDeleted: '该员工未被删除',
  usernameTaken: (username: string) => `用户名 ${username} 已被其他账号使用，无法恢复`,
  noPhones: '请输入手机号，每行一个',
  tooMany: (max: number) => `一次最多 ${max} 条`,
  sameDepartment: '员工已在该部门',
} as const;

/** At most this many phones or usernames in one batch query or delete. */
export const STAFF_BATCH_MAX = 500;

/** A user of the platform (/user): scoped by the backend to what the caller manages; the export has the list's columns. */
export const users = defineResource({
  username: USERNAME_FIELD,
  password: {
    label: '登录密码',
    kind: 'password',
    form: true,
    required: 'add',
    requiredMessage: '请填写登录密码',
    max: 30,
    pattern: { regex: /^\S{6,30}$/, message: '密码须为 6-30 位，不含空格' },
    onEdit: { extra: '不修改请留空' },
  },
  realName: { label: '姓名', kind: 'text', filter: true, form: true, required: true, max: 20 },
  phone: { ...MOBILE_FIELD, filter: true, required: true },
  role: { label: '角色', kind: 'enum', values: USER_ROLE, form: true, required: true },
  companyId: { ...COMPANY_FIELD, form: true },
  companyName: { label: '企业', kind: 'text', width: 200 },
  departmentId: { ...DEPARTMENT_FIELD, form: true, filter: false },
  departmentName: { label: '部门', kind: 'text', filter: true, max: 30 },
  status: { label: '状态', kind: 'enum', values: ACCOUNT_STATUS, form: true, required: true },
  computerDial: {
    label: '电脑拨号',
    kind: 'boolean',
    values: enumOf([
      { value: 1, label: '已开通', color: 'blue' },
      { value: 0, label: '未开通' },
    ]),
  },
  validDate: { label: '有效期至', kind: 'dateTime', form: true, required: true },
  lastLoginAt: { label: '最后登录', kind: 'dateTime' },
  createdAt: { label: '创建时间', kind: 'dateTime' },
});
export type UserRow = RowOf<typeof users>;
type UserInput = Partial<InputOf<typeof users>>;

/** A deleted user (/deleteRecords, `POST /api/user/deleteLog`): restorable with what it had. */
export const deletedUsers = defineResource({
  username: { label: '用户名', kind: 'text', filter: true, max: 30 },
  realName: { label: '姓名', kind: 'text', filter: true, max: 20 },
  phone: { label: '手机号', kind: 'code', filter: true, max: 11 },
  role: { label: '角色', kind: 'enum', values: USER_ROLE },
  companyName: { label: '企业', kind: 'text', filter: true, max: 50, width: 200 },
  departmentName: { label: '部门', kind: 'text' },
  deletedByName: { label: '删除人', kind: 'text' },
  deletedAt: { label: '删除时间', kind: 'dateTime' },
});
export type DeletedUserRow = RowOf<typeof deletedUsers>;

/** Organisation and users (spec section 7). */
export const departmentApi = {
  all: call.get<DepartmentOption[], { companyId?: number; currentUserId: string | number }>('/api/department/all', 'loggedIn'),
};

const MANAGERS = ADMIN_ACCESS.userManagers;
type Ids = { ids: number[] };
type Phones = { phones: string };
type RiskPeriod = { from?: string; to?: string };
export interface RiskCount {
  userId: number;
  riskCalls: number;
  riskHits: number;
}

export const userApi = {
  fetchUsersByDepartmentId: call.get<UserRow[], { departmentId: number; currentUserId: string | number }>('/api/user/fetchUsersByDepartmentId', 'loggedIn'),
  fetchDefaultUsers: call.get<UserRow[], { currentUserId: string | number }>('/api/user/fetchDefaultUsers', 'loggedIn'),
  list: call.list('/api/user/list', 'loggedIn', users, 'POST'),
  fetchUserById: call.get<UserRow, { userId: number }>('/api/user/fetchUserById', 'loggedIn'),
  add: call.save<typeof users, { id: number }, UserInput>('/api/user/add', MANAGERS, users, '新增员工'),
  /** Edits a user's profile (`id`); the password only when given. */
  update: call.save<typeof users, null, UserInput & { id: number }>('/api/user/update', MANAGERS, users, '修改员工'),
  setRoleAndValidDate: call.post<null, { userId: number; role: Role; validDate: string }>('/api/user/setRoleAndValidDate', MANAGERS, '设置角色与有效期'),
  /** User delete (spec section 3): id and currentUserId. A soft delete: /deleteRecords restores it. */
  delete: call.get<null, { userId: number; currentUserId: string | number }>('/api/user/delete', MANAGERS, '删除员工'),
  batchDelete: call.post<{ deleted: number }, Ids>('/api/user/batchDelete', MANAGERS, '批量删除员工'),
  /** Sets the status and/or the term of validity of the selected staff. */
  batchUpdate: call.post<{ updated: number }, Ids & { status?: number; validDate?: string }>('/api/user/batchUpdate', MANAGERS, '批量修改员工'),
  /** Staff by phone numbers (one a line): the rows found and the phones not found. */
  batchQuery: call.post<{ list: UserRow[]; missing: string[] }, Phones>('/api/user/batchQuery', MANAGERS),
  /** Staff by usernames (one a line). */
  batchQueryStaff: call.post<{ list: UserRow[]; missing: string[] }, { usernames: string }>('/api/user/batchQueryStaff', MANAGERS),
  batchDeleteByUserPhones: call.post<{ deleted: number; missing: string[] }, Phones>('/api/user/batchDeleteByUserPhones', MANAGERS, '按手机号批量删除员工'),
  /** Moves staff to another department of their company; their own customers go with them. */
  transferStaff: call.post<{ transferred: number }, Ids & { departmentId: number }>('/api/user/transferStaff', MANAGERS, '转移员工'),
  /** Opens (1) or closes (0) computer dialling for the selected staff. */
  openServices: call.post<{ updated: number }, Ids & { computerDial: number }>('/api/user/openServices', MANAGERS, '开通服务'),
  /** Risky calls and risk-word hits of each given staff member (`ids`), within `from`..`to` (default: all time). */
  riskCount: call.post<RiskCount[], Ids & RiskPeriod>('/api/user/riskCount', 'loggedIn'),
  /** The same figures for the staff of the list's filters together: the page's summary. */
  getRiskCount: call.post<{ staff: number; riskCalls: number; riskHits: number; unhandled: number }, QueryOf<typeof users> & RiskPeriod>(
    '/api/user/getRiskCount',
    'loggedIn',
  ),
  downloadUsers: call.sheet<QueryOf<typeof users>>('/api/user/downloadUsers', 'loggedIn', users),
  deleteLog: call.list('/api/user/deleteLog', ADMIN_ACCESS.platform, deletedUsers, 'POST'),
  restoreDeleted: call.get<null, { id: number }>('/api/user/restoreDeleted', ADMIN_ACCESS.platform, '恢复已删除账号'),
};

// Opening controls and login addresses
/** The services a company's opening may be controlled for (`openServices` opens computer dialling only). */
export const CONTROLLED_SERVICE = enumOf([{ value: 'computerDial', label: '电脑拨号' }]);

export const OPEN_CONTROL_TEXTS = {
  duplicate: '该企业已有该服务的开通管控',
  platformOnly: '该管控由平台设置，只有平台管理员可以解除',
  /** `openServices` refused: the company, the service and the control's reason. */
  controlled: (company: string, reason: string) => `企业「${company}」已被开通管控（电脑拨号）：${reason}。解除管控后才能开通电脑拨号`,
} as const;

/** 开通管控: the platform's (or an agent's, within its companies) block on opening a service for a company's staff. */
export const openControls = defineResource({
  companyId: COMPANY_FIELD,
  companyName: { label: '企业', kind: 'text', filter: true, max: 50, width: 200 },
  service: { label: '管控服务', kind: 'enum', values: CONTROLLED_SERVICE, form: true, required: true },
  reason: { label: '管控原因', kind: 'text', filter: true, form: true, required: true, max: 200, width: 240 },
  createdByName: { label: '操作人', kind: 'text' },
  createdAt: { label: '管控时间', kind: 'dateTime' },
});
export type OpenControlRow = RowOf<typeof openControls>;

/** Staff whose last login came from another address than the login before it (/addressErrList, admin). */
export const addressChanges = defineResource({
  username: { label: '用户名', kind: 'text', filter: true, max: 30 },
  realName: { label: '姓名', kind: 'text', filter: true, max: 20 },
  companyName: { label: '企业', kind: 'text', filter: true, max: 50, width: 200 },
  lastLoginAt: { label: '最后登录时间', kind: 'dateTime' },
  lastIp: { label: '最后登录地址', kind: 'code', filter: true, max: 45 },
  previousIp: { label: '上次登录地址', kind: 'code' },
});
export type AddressChangeRow = RowOf<typeof addressChanges>;

/** Spec section 7: `POST /api/user/openControl`, `openControlList`, `openControlDelete`, `addressErrList`. */
export const userControlApi = {
  openControl: call.save<typeof openControls, { id: number }, InputOf<typeof openControls> & { companyId: number }>(
    '/api/user/openControl',
    ADMIN_ACCESS.companyManagers,
    openControls,
    '新增开通管控',
  ),
  openControlList: call.list('/api/user/openControlList', ADMIN_ACCESS.companyManagers, openControls, 'POST'),
  openControlDelete: call.post<null, { id: number }>('/api/user/openControlDelete', ADMIN_ACCESS.companyManagers, '删除开通管控'),
  addressErrList: call.list('/api/user/addressErrList', ADMIN_ACCESS.platform, addressChanges, 'POST'),
};
