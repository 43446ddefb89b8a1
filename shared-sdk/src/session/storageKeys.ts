/** Browser storage keys of spec section 3, spelled exactly as the spec spells them. */
export const STORAGE_KEYS = {
  token: 'token',
  role: 'ms_role',
  username: 'ms_username',
  userId: 'user',
  deviceName: 'deviceName',
  appInfoIp: 'AppInfoIp',
  theme: 'theme',
  theme2: 'theme2',
  theme3: 'theme3',
  theme4: 'theme4',
  theme6: 'theme6',
  webName: 'webName',
  sip: 'sip',
  interior: 'interior',
  lastLoginAt: 'lastLoginAt',
  lastLoginIp: 'lastLoginIp',
  crmDepartmentHigh: 'CRMDepartmentHigh',
} as const;

/** Appearance preferences of this browser: kept on logout so the next login does not flash. */
export const THEME_KEYS = [STORAGE_KEYS.theme, STORAGE_KEYS.theme2, STORAGE_KEYS.theme3, STORAGE_KEYS.theme4, STORAGE_KEYS.theme6] as const;
