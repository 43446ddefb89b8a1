import { describe, expect, it } from 'vitest';
import { allowedPaths, ROLES, visibleMenuPaths, type Role } from '@console/sdk/manifest';
import { SEEDED_HOSTS, seededContext, type SeededHost } from '@console/sdk/seeded';
import { manifest } from './manifest';

/** Written from spec sections 2 and 6: what each role sees of this remote, on every seeded host. */
const MENU: Record<Role, string[]> = {
  admin: ['/numberControl', '/enterpriseLimiting', '/frequencyLimitCY', '/WNWhitelistCY', '/gateRefusals', '/blackList', '/tagQuery'],
  agent: ['/numberControl', '/enterpriseLimiting', '/frequencyLimitCY', '/WNWhitelistCY', '/gateRefusals', '/blackList', '/tagQuery'],
  subAgent: ['/blackList', '/tagQuery'],
  oem: ['/blackList'],
  company: ['/blackList'],
  department: ['/blackList'],
  normal: ['/blackList'],
  gm: [],
};

const ALLOWED: Record<Role, string[]> = {
  admin: [
    '/blackList',
    '/tagQuery',
    '/numberControl',
    '/frequencyLimit',
    '/frequencyLimitCY',
    '/enterpriseLimiting',
    '/WNWhitelist',
    '/WNWhitelistCY',
    '/gateRefusals',
  ],
  agent: [
    '/blackList',
    '/tagQuery',
    '/numberControl',
    '/frequencyLimit',
    '/frequencyLimitCY',
    '/enterpriseLimiting',
    '/WNWhitelist',
    '/WNWhitelistCY',
    '/gateRefusals',
  ],
  subAgent: ['/blackList', '/tagQuery'],
  oem: ['/blackList'],
  company: ['/blackList'],
  department: ['/blackList'],
  normal: ['/blackList'],
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
