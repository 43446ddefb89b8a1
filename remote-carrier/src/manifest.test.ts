import { describe, expect, it } from 'vitest';
import { allowedPaths, ROLES, visibleMenuPaths, type Role } from '@console/sdk/manifest';
import { SEEDED_HOSTS, seededContext, type SeededHost } from '@console/sdk/seeded';
import { manifest } from './manifest';

/** Written from spec sections 2 and 6: what each role sees of this remote, on every seeded host. */
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
    '/blackList',
    '/blackNameList',
    '/tagQuery',
  ],
  agent: ['/blackList', '/blackNameList', '/tagQuery'],
  subAgent: ['/blackList', '/blackNameList', '/tagQuery'],
  oem: ['/blackList'],
  company: ['/blackList', '/blackNameList'],
  department: ['/blackList', '/blackNameList'],
  normal: ['/blackList', '/blackNameList'],
  gm: [],
};

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
    '/numberPool',
    '/woniunumberPool',
  ],
  agent: ['/blackList', '/tagQuery', '/blackNameList'],
  subAgent: ['/blackList', '/tagQuery', '/blackNameList'],
  oem: ['/blackList'],
  company: ['/blackList', '/blackNameList'],
  department: ['/blackList', '/blackNameList'],
  normal: ['/blackList', '/blackNameList'],
  gm: ['/blackList'],
};

describe('remote-carrier manifest', () => {
  for (const host of Object.keys(SEEDED_HOSTS) as SeededHost[]) {
    it.each([...ROLES])(`%s on ${host}: exact menu and routes`, (role) => {
      expect(visibleMenuPaths(manifest.routes, seededContext(role, host))).toEqual(MENU[role]);
      expect(allowedPaths(manifest.routes, seededContext(role, host))).toEqual(ALLOWED[role]);
    });
  }
});
