import { endpoint } from '../define';

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
  findCallBack: endpoint.get<unknown, { phone?: string; userId: string | number }, Reminder[]>(
    '/api/customer/findCallBack',
  ),
  addCallBack: endpoint.post<
    Reminder,
    { id?: number; name: string; phone: string; remark: string; date: string; userId: string | number; type?: string }
  >('/api/customer/addCallBack'),
  deleteCallBack: endpoint.delete<null, { id: number }>('/api/customer/deleteCallBack'),
};
