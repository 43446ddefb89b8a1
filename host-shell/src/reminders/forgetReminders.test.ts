import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { platformStore, reloadSession, remindersAtom, signIn, signOut, type Reminder } from '@console/sdk';
import { forgetRemindersAtLogout } from './forgetReminders';

const reminders: Reminder[] = [{ id: 1, name: '回访张先生', phone: '138', remark: '', date: '2026-11-22 10:00:00', type: 'work' }];
let stop: () => void;

beforeEach(() => {
  signIn({ token: 't', role: 'normal', username: 'staff', userId: 7, sip: false, interior: false, CRMDepartmentHigh: false, lastLoginAt: '', lastLoginIp: '' });
  platformStore.set(remindersAtom, reminders);
  stop = forgetRemindersAtLogout();
});
afterEach(() => stop());

describe('reminders at the end of a session', () => {
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
    expect(platformStore.get(remindersAtom)).toEqual(reminders);
  });
});
