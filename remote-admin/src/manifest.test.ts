import { describe, expect, it } from 'vitest';
import { allowedPaths, ROLES, visibleMenuPaths, type Role } from '@console/sdk/manifest';
import { SEEDED_HOSTS, seededContext, type SeededHost } from '@console/sdk/seeded';
import { manifest } from './manifest';

/** Written from spec sections 2 and 6: what each role sees of this remote, on every seeded host. */
/** Rights and records (the 权限管理 group, before finance and settings): section 6, admin, agent and subAgent; 业务记录 admin only. */
const RIGHTS = ['/role', '/operationLog', '/termOfValidity'];
const MENU: Record<Role, string[]> = {
  admin: ['/dashboard', '/user', '/agent', ...RIGHTS, '/businessRecords', '/woniuRecharge', '/setColor'],
  agent: ['/dashboard', '/user', ...RIGHTS, '/setColor'],
  subAgent: ['/dashboard', '/user', ...RIGHTS],
  oem: ['/dashboard', '/agent'],
  company: ['/dashboard', '/user'],
  department: ['/dashboard', '/user'],
  normal: ['/dashboard', '/user'],
  gm: ['/dashboard'],
};

/** /validate is a Common route (section 2) in no sidebar: every role opens it. */
const ALLOWED: Record<Role, string[]> = {
  admin: ['/dashboard', '/user', '/agent', '/woniuRecharge', '/setColor', ...RIGHTS, '/businessRecords', '/validate'],
  agent: ['/dashboard', '/user', '/setColor', ...RIGHTS, '/validate'],
  subAgent: ['/dashboard', '/user', '/setColor', ...RIGHTS, '/validate'],
  oem: ['/dashboard', '/user', '/agent', '/validate'],
  company: ['/dashboard', '/user', '/setColor', '/validate'],
  department: ['/dashboard', '/user', '/setColor', '/validate'],
  normal: ['/dashboard', '/user', '/setColor', '/validate'],
  gm: ['/dashboard', '/user', '/validate'],
};

describe('remote-admin manifest', () => {
  for (const host of Object.keys(SEEDED_HOSTS) as SeededHost[]) {
    it.each([...ROLES])(`%s on ${host}: exact menu and routes`, (role) => {
      expect(visibleMenuPaths(manifest.routes, seededContext(role, host))).toEqual(MENU[role]);
      expect(allowedPaths(manifest.routes, seededContext(role, host))).toEqual(ALLOWED[role]);
    });
  }
});
