import { describe, expect, it } from 'vitest';
import { allowedPaths, ROLES, visibleMenuPaths, type Role } from '@console/sdk/manifest';
import { SEEDED_HOSTS, seededContext, type SeededHost } from '@console/sdk/seeded';
import { manifest } from './manifest';

/** Written from spec sections 2 and 6: what each role sees of this remote, on every seeded host. */
const MENU: Record<Role, string[]> = {
  admin: ['/riskList2', '/tonglianPrecisionTube', '/premium', '/record'],
  agent: ['/riskList2', '/tonglianPrecisionTube', '/premium', '/record'],
  subAgent: ['/riskList2', '/record'],
  oem: ['/record'],
  company: ['/riskList2', '/tonglianPrecisionTube', '/record'],
  department: ['/riskList2', '/record'],
  normal: ['/record'],
  gm: [],
};

/** The routes each role may open: the two common ones, and the cloud-call pages of its role list (the ledger's). */
const COMMON = ['/record', '/riskList2'];
const ROUTES: Record<Role, string[]> = {
  admin: [...COMMON, '/tonglianPrecisionTube', '/premium', '/sipNumber', '/sipAccountPrice'],
  agent: [...COMMON, '/tonglianPrecisionTube', '/premium'],
  subAgent: COMMON,
  oem: COMMON,
  company: [...COMMON, '/tonglianPrecisionTube'],
  department: COMMON,
  normal: COMMON,
  gm: COMMON,
};

describe('remote-cloudcall manifest', () => {
  for (const host of Object.keys(SEEDED_HOSTS) as SeededHost[]) {
    it.each([...ROLES])(`%s on ${host}: exact menu and routes`, (role) => {
      expect(visibleMenuPaths(manifest.routes, seededContext(role, host))).toEqual(MENU[role]);
      expect(allowedPaths(manifest.routes, seededContext(role, host))).toEqual(ROUTES[role]);
    });
  }
});
