import type { LoginResult } from '../../session/session';
import { refreshToken2 } from '../client';
import { endpoint } from '../define';

/** Brand info by host (spec section 3). */
export interface BrandInfo {
  webName: string;
  icon: string;
  downUrl: string;
  topSmallPicture: string;
  topBigPicture: string;
}

/** SIP account (spec section 3). */
export interface SipAccount {
  account: string;
  ip: string;
  passWord: string;
  fsUrl: string;
  sslPort: string | number;
}

/** Session and brand (spec section 7). */
export const sessionApi = {
  /** url = the current host. */
  getOemInfo: endpoint.get<BrandInfo, { url: string }>('/api/oem/getOemInfo'),
  /** Login: the spec does not name it; contract decided in issue 2. */
  login: endpoint.post<LoginResult, { username: string; password: string }>('/api/login/login'),
  /** Declared in client.ts, whose token renewal uses it. */
  refreshToken2,
  sipServer: endpoint.get<SipAccount, { userId: string | number }>('/api/sipVoice/server'),
  sendCode: endpoint.post<null, { phone: string }>('/api/login/sendCode'),
  loginRecord: endpoint.post<null>('/api/login/loginRecord'),
  /**
   * Ends the session's token on the server (decided in issue 12; always answers 200). The shell
   * passes the token in the call's headers, as it clears the stored session without waiting.
   */
  logout: endpoint.post<null>('/api/login/logout'),
};
