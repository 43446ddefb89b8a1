import { contractBuilders, type Transport } from '../contract';

/**
 * The calls of the singleton itself (its contract entries): the token renewal the client makes and
 * the reminders every page shares. They reach the client module directly.
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
  addCallBack: call.post<
    Reminder,
    { id?: number; name: string; phone: string; remark: string; date: string; userId: string | number; type?: string }
  >('/api/customer/addCallBack', 'loggedIn'),
  deleteCallBack: call.delete<null, { id: number }>('/api/customer/deleteCallBack', 'loggedIn'),
};

/** POST /api/login/refreshToken2 (spec section 7): the client's token renewal (`refreshToken2` in client.ts) sends it. */
export const renewalCall = call.post<string>('/api/login/refreshToken2', 'loggedIn');
