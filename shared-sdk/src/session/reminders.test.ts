import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callbackApi, type Reminder } from '../api/platformCalls';
import { platformStore } from '../store';
import { reloadSession, signIn, signOut } from './atoms';
import { loadReminders, remindersAtom } from './reminders';

const user = (userId: number) => ({
  token: `t${userId}`,
  role: 'admin' as const,
  username: `u${userId}`,
  userId,
  sip: false,
  interior: false,
  CRMDepartmentHigh: false,
  lastLoginAt: '',
  lastLoginIp: '',
});
const visit = { id: 1, name: '回访王总', phone: '', remark: '', date: '2026-12-01 10:00:00' } as unknown as Reminder;

/** findCallBack answers only when `answer` is called. */
function slowList() {
  let answer!: () => void;
  vi.spyOn(callbackApi, 'findCallBack').mockImplementation(
    () => new Promise((resolve) => (answer = () => resolve({ code: 200, message: '', data: null, customData: [visit] } as never))),
  );
  return () => answer();
}

beforeEach(() => {
  localStorage.clear();
  platformStore.set(remindersAtom, []);
});
afterEach(() => vi.restoreAllMocks());

describe('loadReminders', () => {
  it('fills the shared list with the logged-in user’s reminders', async () => {
    signIn(user(1));
    const answer = slowList();
    const loading = loadReminders();
    answer();
    await loading;
    expect(platformStore.get(remindersAtom)).toEqual([visit]);
    // Spec section 7: findCallBack (phone, userId); the whole list is no phone.
    expect(callbackApi.findCallBack).toHaveBeenCalledWith({ phone: '', userId: expect.anything() });
  });

  it.each([
    ['logout', () => signOut()],
    ['another user logging in', () => signIn(user(2))],
  ])('drops an answer that lands after %s', async (_case, change) => {
    signIn(user(1));
    const answer = slowList();
    const loading = loadReminders();
    change();
    answer();
    await loading;
    expect(platformStore.get(remindersAtom)).toEqual([]);
  });
});

describe('reminders at the end of a session', () => {
  beforeEach(() => {
    signIn({ ...user(7), role: 'normal' });
    platformStore.set(remindersAtom, [visit]);
  });

  it('logout empties the list', () => {
    signOut();
    expect(platformStore.get(remindersAtom)).toEqual([]);
  });

  it('a 401 that cleared the storage empties the list', () => {
    localStorage.clear();
    reloadSession();
    expect(platformStore.get(remindersAtom)).toEqual([]);
  });

  it('a session change while logged in keeps the list', () => {
    reloadSession();
    expect(platformStore.get(remindersAtom)).toEqual([visit]);
  });
});
