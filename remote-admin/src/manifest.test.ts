import { describe, expect, it } from 'vitest';
import { allowedPaths, ROLES, visibleMenuPaths, type Role } from '@console/sdk/manifest';
import { SEEDED_HOSTS, seededContext, type SeededHost } from '@console/sdk/seeded';
import { manifest } from './manifest';

/** Written from spec sections 2 and 6: what each role sees of this remote, on every seeded host. */
const MENU: Record<Role, string[]> = {
  admin: ['/dashboard', '/user', '/agent', '/woniuRecharge', '/setColor', '/operationLog'],
  agent: ['/dashboard', '/user', '/setColor', '/operationLog'],
  subAgent: ['/dashboard', '/user', '/operationLog'],
  oem: ['/dashboard', '/agent'],
  company: ['/dashboard', '/user'],
  department: ['/dashboard', '/user'],
  normal: ['/dashboard', '/user'],
  gm: ['/dashboard'],
};

const ALLOWED: Record<Role, string[]> = {
  admin: ['/dashboard', '/user', '/agent', '/woniuRecharge', '/setColor', '/operationLog'],
  agent: ['/dashboard', '/user', '/setColor', '/operationLog'],
  subAgent: ['/dashboard', '/user', '/setColor', '/operationLog'],
  oem: ['/dashboard', '/user', '/agent'],
  company: ['/dashboard', '/user', '/setColor'],
  department: ['/dashboard', '/user', '/setColor'],
  normal: ['/dashboard', '/user', '/setColor'],
  gm: ['/dashboard', '/user'],
};

describe('remote-admin manifest', () => {
  for (const host of Object.keys(SEEDED_HOSTS) as SeededHost[]) {
    it.each([...ROLES])(`%s on ${host}: exact menu and routes`, (role) => {
      expect(visibleMenuPaths(manifest.routes, seededContext(role, host))).toEqual(MENU[role]);
      expect(allowedPaths(manifest.routes, seededContext(role, host))).toEqual(ALLOWED[role]);
    });
  }
});
