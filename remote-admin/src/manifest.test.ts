import { describe, expect, it } from 'vitest';
import { allowedPaths, ROLES, visibleMenuPaths, type Role } from '@console/sdk/manifest';
import { SEEDED_HOSTS, seededContext, type SeededHost } from '@console/sdk/seeded';
import { manifest } from './manifest';

/** Written from spec sections 2 and 6: what each role sees of this remote, on every seeded host. */
const MENU: Record<Role, string[]> = {
  admin: ['/dashboard', '/company', '/department', '/user', '/addressErrList', '/agent', '/woniuRecharge', '/deleteRecords', '/setColor'],
  agent: ['/dashboard', '/company', '/department', '/user', '/setColor'],
  subAgent: ['/dashboard', '/company', '/department', '/user'],
  oem: ['/dashboard', '/agent'],
  company: ['/dashboard', '/company', '/department', '/user'],
  department: ['/dashboard', '/department', '/user'],
  normal: ['/dashboard', '/department', '/user'],
  gm: ['/dashboard'],
};

const ALLOWED: Record<Role, string[]> = {
  admin: ['/dashboard', '/user', '/agent', '/woniuRecharge', '/setColor', '/company', '/department', '/addressErrList', '/deleteRecords'],
  agent: ['/dashboard', '/user', '/setColor', '/company', '/department'],
  subAgent: ['/dashboard', '/user', '/setColor', '/company', '/department'],
  oem: ['/dashboard', '/user', '/agent', '/department'],
  company: ['/dashboard', '/user', '/setColor', '/company', '/department'],
  department: ['/dashboard', '/user', '/setColor', '/department'],
  normal: ['/dashboard', '/user', '/setColor', '/department'],
  gm: ['/dashboard', '/user', '/department'],
};

describe('remote-admin manifest', () => {
  for (const host of Object.keys(SEEDED_HOSTS) as SeededHost[]) {
    it.each([...ROLES])(`%s on ${host}: exact menu and routes`, (role) => {
      expect(visibleMenuPaths(manifest.routes, seededContext(role, host))).toEqual(MENU[role]);
      expect(allowedPaths(manifest.routes, seededContext(role, host))).toEqual(ALLOWED[role]);
    });
  }
});
