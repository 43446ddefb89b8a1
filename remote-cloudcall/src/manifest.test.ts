import { describe, expect, it } from 'vitest';
import { allowedPaths, ROLES, visibleMenuPaths, type Role } from '@console/sdk/manifest';
import { SEEDED_HOSTS, seededContext, type SeededHost } from '@console/sdk/seeded';
import { manifest } from './manifest';

/** Written from spec sections 2 and 6: what each role sees of this remote, on every seeded host. */
const MENU: Record<Role, string[]> = {
  admin: [
    '/riskList2',
    '/cdrBatchManagement',
    '/cdrBatchList',
    '/cdrBatchAllocation',
    '/cdrBatchConsumptionDetails',
    '/cdrBatchType',
    '/cdrBatchPremium',
    '/cdrBatchServer',
    '/record',
  ],
  agent: [
    '/riskList2',
    '/cdrBatchManagement',
    '/cdrBatchList',
    '/cdrBatchAllocation',
    '/cdrBatchConsumptionDetails',
    '/cdrBatchType',
    '/cdrBatchPremium',
    '/cdrBatchServer',
    '/record',
  ],
  subAgent: ['/riskList2', '/record'],
  oem: ['/record'],
  company: [
    '/riskList2',
    '/cdrBatchManagement',
    '/cdrBatchList',
    '/cdrBatchAllocation',
    '/cdrBatchConsumptionDetails',
    '/cdrBatchType',
    '/cdrBatchPremium',
    '/cdrBatchServer',
    '/record',
  ],
  department: ['/riskList2', '/record'],
  normal: ['/record'],
  gm: [],
};

/** The routes each role may open beyond the two common ones (spec section 6), in the manifest's order. */
const GATED: Record<Role, string[]> = {
  admin: ['/cdrBatchManagement', '/cdrBatchList', '/cdrBatchAllocation', '/cdrBatchConsumptionDetails', '/cdrBatchType', '/cdrBatchPremium', '/cdrBatchServer'],
  agent: ['/cdrBatchManagement', '/cdrBatchList', '/cdrBatchAllocation', '/cdrBatchConsumptionDetails', '/cdrBatchType', '/cdrBatchPremium', '/cdrBatchServer'],
  subAgent: [],
  oem: [],
  company: [
    '/cdrBatchManagement',
    '/cdrBatchList',
    '/cdrBatchAllocation',
    '/cdrBatchConsumptionDetails',
    '/cdrBatchType',
    '/cdrBatchPremium',
    '/cdrBatchServer',
  ],
  department: [],
  normal: [],
  gm: [],
};

describe('remote-cloudcall manifest', () => {
  for (const host of Object.keys(SEEDED_HOSTS) as SeededHost[]) {
    it.each([...ROLES])(`%s on ${host}: exact menu and routes`, (role) => {
      expect(visibleMenuPaths(manifest.routes, seededContext(role, host))).toEqual(MENU[role]);
      // /record and /riskList2 are common (spec section 2): open to every logged-in role.
      expect(allowedPaths(manifest.routes, seededContext(role, host))).toEqual(['/record', '/riskList2', ...GATED[role]]);
    });
  }
});
