import { isRole, type Role } from '../manifest/roles';
import type { SessionFlag } from '../manifest/schema';
import { STORAGE_KEYS, THEME_KEYS } from './storageKeys';

export { STORAGE_KEYS };

export interface Session {
  token: string;
  role: Role | null;
  username: string;
  userId: string;
  flags: Record<SessionFlag, boolean>;
  lastLoginAt: string;
  lastLoginIp: string;
}

/** What `POST /api/login/login` returns in `data` (a contract decision: local-backend/CONTRACT.md). */
export interface LoginResult {
  token: string;
  role: Role;
  username: string;
  userId: number | string;
  sip: boolean;
  interior: boolean;
  CRMDepartmentHigh: boolean;
  lastLoginAt: string;
  lastLoginIp: string;
}

const storage = () => globalThis.localStorage;

const flag = (key: string) => storage().getItem(key) === 'true';

export function readSession(): Session {
  const s = storage();
  const role = s.getItem(STORAGE_KEYS.role);
  return {
    token: s.getItem(STORAGE_KEYS.token) ?? '',
    role: isRole(role) ? role : null,
    username: s.getItem(STORAGE_KEYS.username) ?? '',
    userId: s.getItem(STORAGE_KEYS.userId) ?? '',
    flags: {
      sip: flag(STORAGE_KEYS.sip),
      interior: flag(STORAGE_KEYS.interior),
      CRMDepartmentHigh: flag(STORAGE_KEYS.crmDepartmentHigh),
    },
    lastLoginAt: s.getItem(STORAGE_KEYS.lastLoginAt) ?? '',
    lastLoginIp: s.getItem(STORAGE_KEYS.lastLoginIp) ?? '',
  };
}

export function getStoredToken(): string {
  return storage().getItem(STORAGE_KEYS.token) ?? '';
}

export function getStoredRole(): string {
  return storage().getItem(STORAGE_KEYS.role) ?? '';
}

/** How a token is stored and sent: 'Bearer ' + the token (spec sections 3 and 4). */
const bearer = (token: string) => `Bearer ${token}`;

/** Token renewal (spec section 4): the stored token becomes 'Bearer ' + the returned value. */
export function storeRenewedToken(value: string): void {
  storage().setItem(STORAGE_KEYS.token, bearer(value));
}

/** The storage items a successful login writes (spec section 3), in the order they are written. */
export function loginEntries(result: LoginResult): Array<[key: string, value: string]> {
  return [
    [STORAGE_KEYS.token, bearer(result.token)],
    [STORAGE_KEYS.role, result.role],
    [STORAGE_KEYS.username, result.username],
    [STORAGE_KEYS.userId, String(result.userId)],
    [STORAGE_KEYS.sip, String(result.sip)],
    [STORAGE_KEYS.interior, String(result.interior)],
    [STORAGE_KEYS.crmDepartmentHigh, String(result.CRMDepartmentHigh)],
    [STORAGE_KEYS.lastLoginAt, result.lastLoginAt],
    [STORAGE_KEYS.lastLoginIp, result.lastLoginIp],
  ];
}

export function storeLogin(result: LoginResult): void {
  for (const [key, value] of loginEntries(result)) storage().setItem(key, value);
}

/** Logout (spec section 4): the session items go, appearance preferences stay. */
export function clearSession(): void {
  const s = storage();
  for (const key of Object.values(STORAGE_KEYS)) {
    if (!(THEME_KEYS as readonly string[]).includes(key)) s.removeItem(key);
  }
}

/** HTTP 401 (spec section 8): all local storage is cleared. */
export function clearAllStorage(): void {
  storage().clear();
}
