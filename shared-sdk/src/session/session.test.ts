import { beforeEach, describe, expect, it } from 'vitest';
import { clearAllStorage, clearSession, readSession, storeLogin, storeRenewedToken } from './session';
import { STORAGE_KEYS } from './storageKeys';

const login = {
  token: 'abc',
  role: 'normal' as const,
  username: 'staff',
  userId: 8,
  sip: false,
  interior: true,
  CRMDepartmentHigh: true,
  lastLoginAt: '2026-11-21 09:00:00',
  lastLoginIp: '10.0.0.8',
};

beforeEach(() => localStorage.clear());

describe('session storage (spec section 3)', () => {
  it('uses exactly the spec’s storage keys', () => {
    expect(Object.values(STORAGE_KEYS).sort()).toEqual(
      [
        'token',
        'ms_role',
        'ms_username',
        'user',
        'deviceName',
        'AppInfoIp',
        'theme',
        'theme2',
        'theme3',
        'theme4',
        'theme6',
        'webName',
        'sip',
        'interior',
        'lastLoginAt',
        'lastLoginIp',
        'CRMDepartmentHigh',
      ].sort(),
    );
  });

  it('stores a login under those keys, the token as Bearer', () => {
    storeLogin(login);
    expect(localStorage.getItem('token')).toBe('Bearer abc');
    expect(localStorage.getItem('ms_role')).toBe('normal');
    expect(localStorage.getItem('ms_username')).toBe('staff');
    expect(localStorage.getItem('user')).toBe('8');
    expect(localStorage.getItem('interior')).toBe('true');
    expect(localStorage.getItem('CRMDepartmentHigh')).toBe('true');
    expect(localStorage.getItem('sip')).toBe('false');
    expect(readSession()).toMatchObject({ role: 'normal', username: 'staff', flags: { interior: true, sip: false, CRMDepartmentHigh: true } });
  });

  it('ignores a stored role that is not one of the eight', () => {
    localStorage.setItem('ms_role', 'superuser');
    expect(readSession().role).toBeNull();
  });

  it('renews the token as Bearer plus the new value (spec section 4)', () => {
    storeRenewedToken('xyz');
    expect(localStorage.getItem('token')).toBe('Bearer xyz');
  });

  it('logout clears the session items and keeps appearance preferences', () => {
    storeLogin(login);
    localStorage.setItem('theme', '#1677ff');
    localStorage.setItem('unrelated', 'kept');
    clearSession();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('ms_role')).toBeNull();
    expect(localStorage.getItem('theme')).toBe('#1677ff');
    expect(localStorage.getItem('unrelated')).toBe('kept');
  });

  it('a 401 clears all of local storage', () => {
    storeLogin(login);
    localStorage.setItem('theme', '#1677ff');
    clearAllStorage();
    expect(localStorage.length).toBe(0);
  });
});
