import { describe, expect, it } from 'vitest';
import { allowedPaths, ROLES, visibleMenuPaths, type Role } from '@console/sdk/manifest';
import { SEEDED_HOSTS, seededContext, type SeededHost } from '@console/sdk/seeded';
import { manifest } from './manifest';

/** Written from spec sections 2 and 6: what each role sees of this remote, on every seeded host. */
const OTHERS_AGENT = ['/blackList', '/blackNameList', '/reportNumber', '/tagQuery', '/programmeManagement'];
const OTHERS_COMPANY = ['/blackList', '/blackNameList', '/reportNumber'];
const MENU: Record<Role, string[]> = {
  admin: [
    '/shutdownList',
    '/shutdownRecord',
    '/NoShutdownMaintenanceNumber',
    '/stop',
    '/hySA',
    '/preDeposit',
    '/djRebateList',
    '/woniuBill',
    '/numberPool',
    '/woniunumberPool',
    ...OTHERS_AGENT,
  ],
  agent: OTHERS_AGENT,
  subAgent: OTHERS_AGENT,
  oem: ['/blackList'],
  company: OTHERS_COMPANY,
  department: OTHERS_COMPANY,
  normal: OTHERS_COMPANY,
  gm: [],
};

const ALLOWED_AGENT = ['/blackList', '/tagQuery', '/blackNameList', '/reportNumber', '/programmeManagement'];
const ALLOWED_COMPANY = ['/blackList', '/blackNameList', '/reportNumber'];
const ALLOWED: Record<Role, string[]> = {
  admin: [
    '/blackList',
    '/tagQuery',
    '/blackNameList',
    '/preDeposit',
    '/djRebateList',
    '/woniuBill',
    '/shutdownList',
    '/shutdownRecord',
    '/NoShutdownMaintenanceNumber',
    '/stop',
    '/hySA',
    '/reportNumber',
    '/programmeManagement',
    '/numberPool',
    '/woniunumberPool',
  ],
  agent: ALLOWED_AGENT,
  subAgent: ALLOWED_AGENT,
  oem: ['/blackList'],
  company: ALLOWED_COMPANY,
  department: ALLOWED_COMPANY,
  normal: ALLOWED_COMPANY,
  // Section 6: gm only for /GM.
  gm: [],
};

describe('remote-carrier manifest', () => {
  for (const host of Object.keys(SEEDED_HOSTS) as SeededHost[]) {
    it.each([...ROLES])(`%s on ${host}: exact menu and routes`, (role) => {
      expect(visibleMenuPaths(manifest.routes, seededContext(role, host))).toEqual(MENU[role]);
      expect(allowedPaths(manifest.routes, seededContext(role, host))).toEqual(ALLOWED[role]);
    });
  }
});
