import type { AccessContext } from './manifest/access';
import { BRANDS } from './manifest/brand';
import type { Role } from './manifest/roles';

/**
 * The local backend's seed data that tests reason about, declared once: the backend seeds from it,
 * and manifest tests and browser tests use it to know who sees what on which host.
 */

/** Password of every seeded account. */
export const SEEDED_PASSWORD = '123456';

/** The seeded brands by host. */
export const SEEDED_HOSTS = {
  default: { hostname: 'localhost', brandName: '云呼管理平台' },
  cy: { hostname: 'cy.localhost', brandName: '创营云呼' },
  cloud: { hostname: 'cloud.localhost', brandName: BRANDS.cloudEnterprise },
  brand2: { hostname: 'brand2.localhost', brandName: BRANDS.second },
} as const;

export type SeededHost = keyof typeof SEEDED_HOSTS;

/** One seeded login per role, with the session flags it is seeded with. */
export const SEEDED_ACCOUNTS: Record<Role, { username: string; interior: boolean; CRMDepartmentHigh: boolean }> = {
  admin: { username: 'admin', interior: true, CRMDepartmentHigh: true },
  agent: { username: 'agent', interior: true, CRMDepartmentHigh: true },
  subAgent: { username: 'subagent', interior: false, CRMDepartmentHigh: true },
  oem: { username: 'oem', interior: false, CRMDepartmentHigh: true },
  company: { username: 'company', interior: true, CRMDepartmentHigh: true },
  department: { username: 'department', interior: false, CRMDepartmentHigh: true },
  normal: { username: 'staff', interior: false, CRMDepartmentHigh: true },
  gm: { username: 'gm', interior: false, CRMDepartmentHigh: true },
};

/** What the seeded account of `role` looks like to the guard and the menu on a seeded host. */
export function seededContext(role: Role, host: SeededHost = 'default', username?: string): AccessContext {
  const account = SEEDED_ACCOUNTS[role];
  return {
    role,
    username: username ?? account.username,
    ...SEEDED_HOSTS[host],
    flags: { interior: account.interior, CRMDepartmentHigh: account.CRMDepartmentHigh, sip: false },
  };
}

/** The seeded SIP accounts: `sipstaff` registers; `sipbad`'s password is not the registrar's. */
export const SEEDED_SIP = {
  good: { username: 'sipstaff', account: '1001', password: 'sip1001pass' },
  bad: { username: 'sipbad', account: '1002', password: 'sip1002pass' },
} as const;

/**
 * The company whose call records the seed puts past its retention (the platform's defaults: records
 * older than its record days, and recordings older than its recording days of records still kept),
 * dated from the day the world is seeded: /outboundCallRecords purges exactly these in a browser. An
 * agent's (华东代理) company that no other browser test counts calls of.
 */
export const SEEDED_EXPIRED_CALLS = { companyName: '济都市思源水产（集团）有限公司', records: 4, recordings: 2 } as const;
