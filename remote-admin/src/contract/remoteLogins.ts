import { call, defineResource, enumOf, type QueryOf, type RowOf } from '@console/sdk/contract';
import { ADMIN_ACCESS } from './access';
import { USER_ROLE } from './organisation';

/** Whether a login came from another address than the account's previous login. */
export const LOGIN_PLACE = enumOf([
  { value: 1, label: '地址变更', color: 'orange' },
  { value: 0, label: '常用地址', color: 'green' },
]);

export const ONLINE = enumOf([
  { value: 1, label: '在线', color: 'green' },
  { value: 0, label: '离线', color: 'default' },
]);

/**
 * 远程登录记录 (/remoteLogin): every login to the console, newest first, with the address it came from and
 * whether that differs from the account's previous login (a login from elsewhere: a shared or stolen password).
 */
export const remoteLogins = defineResource({
  /** The account of the login (强制下线 names it). */
  userId: { label: '账号编号', kind: 'number', column: false, filter: false, sort: false },
  username: { label: '用户名', kind: 'text', filter: true, max: 30 },
  realName: { label: '姓名', kind: 'text', filter: true, max: 20 },
  role: { label: '角色', kind: 'enum', values: USER_ROLE },
  companyName: { label: '企业', kind: 'text', filter: true, max: 50 },
  agentName: { label: '代理商', kind: 'text' },
  ip: { label: '登录 IP', kind: 'code', filter: true, max: 45 },
  previousIp: { label: '上次登录 IP', kind: 'code' },
  changed: { label: '登录地址', kind: 'enum', values: LOGIN_PLACE },
  /** The account has a session now (any of its logins). */
  online: { label: '会话', kind: 'enum', values: ONLINE },
  at: { label: '登录时间', kind: 'dateTime' },
});
export type RemoteLoginRow = RowOf<typeof remoteLogins>;

const ADMIN = ADMIN_ACCESS.platform;

/** `/api/admin/remoteLogin/<verb>`. */
export const remoteLoginApi = {
  list: call.list('/api/admin/remoteLogin/list', ADMIN, remoteLogins, 'POST'),
  /** Ends every session of the record's account (it must log in again). */
  kick: call.post<{ sessions: number }, { userId: number }>('/api/admin/remoteLogin/kick', ADMIN, '强制下线'),
  export: call.sheet<QueryOf<typeof remoteLogins>>('/api/admin/remoteLogin/export', ADMIN, remoteLogins),
};
