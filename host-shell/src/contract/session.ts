import type { BrandInfo, LoginResult, SipAccount } from '@console/sdk';
import { call } from '@console/sdk/contract';

/** Session and brand (spec section 7). */
export const sessionApi = {
  /** url = the current host. */
  getOemInfo: call.get<BrandInfo, { url: string }>('/api/oem/getOemInfo', 'public'),
  /** Login: the spec does not name it; contract decided by this project (local-backend/CONTRACT.md). */
  login: call.post<LoginResult, { username: string; password: string }>('/api/login/login', 'public', '登录'),
  sipServer: call.get<SipAccount, { userId: string | number }>('/api/sipVoice/server', 'loggedIn', '查询话机服务器'),
  /**
   * The phone reports each registration outcome of the member's own account (`account`; another is
   * refused): `registered` 1 or 0 and the registrar's `reason`. Shown on /sipNumber.
   */
  sipRegistered: call.post<null, { account: string; registered: 0 | 1; reason?: string }>('/api/sipVoice/registered', 'loggedIn', '登记话机注册'),
  sendCode: call.post<null, { phone: string }>('/api/login/sendCode', 'public', '发送验证码'),
  loginRecord: call.post<null>('/api/login/loginRecord', 'loggedIn'),
  /**
   * Ends the session's token on the server (decided by this project; always answers 200). The shell
   * passes the token in the call's headers, as it clears the stored session without waiting.
   */
  logout: call.post<null>('/api/login/logout', 'public', '退出登录'),
};

/** Device connection (spec section 3); the device itself reports with connect/disconnect. */
export const deviceApi = {
  getConnection: call.get<{ deviceName: string; ip: string }, { name: string }>('/api/socket/web/getConnection', 'loggedIn'),
  connect: call.post<{ deviceName: string; ip: string }, { deviceName: string; ip?: string }>('/api/socket/device/connect', 'loggedIn', '连接话机'),
  disconnect: call.post<null>('/api/socket/device/disconnect', 'loggedIn', '断开话机'),
};
