import { describe, expect, it } from 'vitest';
import { allowedPaths, ROLES, visibleMenuPaths, type Role } from '@console/sdk/manifest';
import { SEEDED_HOSTS, seededContext, type SeededHost } from '@console/sdk/seeded';
import { manifest } from './manifest';

/** Written from spec sections 2 and 6: what each role sees of this remote, on every seeded host. */
const MENU: Record<Role, string[]> = {
  admin: ['/customer', '/clue'],
  agent: ['/customer', '/clue'],
  subAgent: ['/customer', '/clue'],
  oem: ['/customer', '/clue'],
  company: ['/customer', '/clue'],
  department: ['/customer', '/clue'],
  normal: ['/customer', '/clue'],
  gm: [],
};

describe('remote-crm manifest', () => {
  for (const host of Object.keys(SEEDED_HOSTS) as SeededHost[]) {
    it.each([...ROLES])(`%s on ${host}: exact menu and routes`, (role) => {
      expect(visibleMenuPaths(manifest.routes, seededContext(role, host))).toEqual(MENU[role]);
      expect(allowedPaths(manifest.routes, seededContext(role, host))).toEqual(['/customer', '/clue']);
    });
  }
});
