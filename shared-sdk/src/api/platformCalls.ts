import { contractBuilders, type Transport } from '../contract';
import type { Role } from '../manifest/roles';
import { RENEWAL_PATH } from './renewalPath';

/**
 * The platform's calls (its contract entries): the token renewal the client makes, the reminders
 * every page shares and the shell header's own calls. They live in the singleton, not in an area's
 * contract, so that the shell depends on no remote. They reach the client module directly.
 */
const call = contractBuilders(() => import('./client') as Promise<unknown> as Promise<Transport>);

/** Reminder (return-visit callback, spec section 3). */
export interface Reminder {
  id: number;
  name: string;
  phone: string;
  remark: string;
  /** YYYY-MM-DD HH:mm:ss */
  date: string;
  type: string;
  time?: string;
}

/** Return-visit callbacks (spec section 7). */
export const callbackApi = {
  /** The reminders arrive in the envelope's customData. */
  findCallBack: call.get<unknown, { phone?: string; userId: string | number }, Reminder[]>('/api/customer/findCallBack', 'loggedIn'),
  addCallBack: call.post<Reminder, { id?: number; name: string; phone: string; remark: string; date: string; userId: string | number; type?: string }>(
    '/api/customer/addCallBack',
    'loggedIn',
    '保存回访提醒',
  ),
  deleteCallBack: call.delete<null, { id: number }>('/api/customer/deleteCallBack', 'loggedIn', '删除回访提醒'),
};

/** POST /api/login/refreshToken2 (spec section 7): the client's token renewal (`refreshToken2` in client.ts) sends it. */
export const renewalCall = call.post<string>(RENEWAL_PATH, 'loggedIn', '续期登录');

/** Header user info (spec section 3): the avatar and the computer-dial flag. */
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

/** Role lists of the platform's calls, declared once: the entries carry them to the backend, the shell's header reads them. */
export const PLATFORM_ACCESS = {
  /**
   * Spec section 6: the admin polls the top-up counts (the header's bell). The bell leads to the
   * admin area's top-up list, which is open to the same role (`ADMIN_ACCESS.topUps`).
   */
  topUpCount: ['admin'],
} as const satisfies Record<string, readonly Role[]>;

/** The console header's calls (spec section 3): the admin's top-up bell, the user's avatar, the password change. */
export const headerApi = {
  /** Pending top-ups: a data count and a customData count. */
  topUpCount: call.post<number, { userId: string | number }, number>('/api/topUp/count', PLATFORM_ACCESS.topUpCount),
  webGetHeadPortrait: call.get<HeadPortrait, { currentUserId: string | number }>('/api/user/webGetHeadPortrait', 'loggedIn', '获取头像'),
  /** The spec does not show this call's path. */
  modifyPassword: call.post<null, PasswordChange>('/api/user/modifyPassword', 'loggedIn', '修改密码'),
};
