import { describe, expect, it } from 'vitest';
import { allowedPaths, ROLES, visibleMenuPaths, type Role } from '@console/sdk/manifest';
import { SEEDED_HOSTS, seededContext, type SeededHost } from '@console/sdk/seeded';
import { BRANDS } from '@console/sdk/manifest';
import { manifest } from './manifest';

/** Written from spec sections 2 and 6: what each role sees of this remote, on every seeded host. */
/** The carrier-management group of the admin and agent menus (spec section 2), and the CY-prefixed operator pages. */
const CARRIER_GROUP = [
  '/userInfo',
  '/activationList',
  '/DJfreeze',
  '/accountReview',
  '/WNvirtualCommerce',
  '/CYWNvirtualCommerce',
  '/DJvirtualCommerce',
  '/GMvirtualCommerce',
  '/CCvirtualCommerce',
  '/wnQuery',
  '/wnQueryCY',
  '/WNrestartRecordListCY',
  '/accountOpeningProgressCY',
  '/batchAccountClosureCY',
];
/** The number-line routes of admin and agent: the group, and the unprefixed twins in no sidebar. */
const NUMBER_ROUTES = [...CARRIER_GROUP, '/accountOpeningProgress', '/batchAccountClosure', '/WNrestartRecordList'];

/** The dialling gate's routes (issue 60): admin and agent; /frequencyLimit and /WNWhitelist (WN) in no sidebar, as the ledger says. */
const GATE_ROUTES = ['/numberControl', '/frequencyLimit', '/frequencyLimitCY', '/enterpriseLimiting', '/WNWhitelist', '/WNWhitelistCY', '/gateRefusals'];
/** The abnormal-call lists: WN's, CY's and DJ's admin and agent; GM's and CC's the admin's, in no sidebar (the ledger). */
const ABNORMAL_ROUTES = ['/WNAbnormalCallList', '/WNAbnormalCallListCY', '/DJAbnormalCallList'];
/** The admin and agent menus' carrier group in its order: the number lines' and the gate's. */
const CARRIER_MENU = [
  '/userInfo',
  '/activationList',
  '/DJAbnormalCallList',
  '/DJfreeze',
  '/numberControl',
  '/accountReview',
  '/WNvirtualCommerce',
  '/CYWNvirtualCommerce',
  '/DJvirtualCommerce',
  '/GMvirtualCommerce',
  '/CCvirtualCommerce',
  '/enterpriseLimiting',
  '/wnQuery',
  '/wnQueryCY',
  '/WNrestartRecordListCY',
  '/accountOpeningProgressCY',
  '/frequencyLimitCY',
  '/batchAccountClosureCY',
  '/WNWhitelistCY',
  '/WNAbnormalCallList',
  '/WNAbnormalCallListCY',
  '/gateRefusals',
];

/** Part 2 (issue 61): the admin's money, pool and shutdown pages; the others' blacklists and markers. */
const PART2_ADMIN = [
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
];
const OTHERS_AGENT = ['/blackList', '/blackNameList', '/reportNumber', '/tagQuery', '/programmeManagement'];
const OTHERS_COMPANY = ['/blackList', '/blackNameList', '/reportNumber'];

const MENU: Record<Role, string[]> = {
  admin: [...CARRIER_MENU, '/callingWindows', ...PART2_ADMIN, ...OTHERS_AGENT],
  agent: [...CARRIER_MENU, ...OTHERS_AGENT],
  subAgent: ['/accountReview', ...OTHERS_AGENT],
  oem: ['/accountReview', '/blackList'],
  company: ['/accountReview', ...OTHERS_COMPANY],
  department: ['/accountReview', ...OTHERS_COMPANY],
  normal: ['/accountReview', ...OTHERS_COMPANY],
  // Section 6: gm only for /GM.
  gm: [],
};

const ALLOWED: Record<Role, string[]> = {
  // /gmQuery, /CCQuery, /restartRecordList (DJ), /CCrestartRecordList and the recharges: in no sidebar, the admin's (the ledger).
  admin: [
    '/blackList',
    '/tagQuery',
    ...NUMBER_ROUTES,
    '/gmQuery',
    '/CCQuery',
    '/restartRecordList',
    '/CCrestartRecordList',
    '/wnRecharge',
    '/djRecharge',
    '/gmRecharge',
    ...GATE_ROUTES,
    ...ABNORMAL_ROUTES,
    '/gmAbnormalCallList',
    '/CCWNAbnormalCallList',
    '/gmAbnormalNumber',
    '/gmAbnormalCallListNew',
    '/callingWindows',
    ...PART2_ADMIN,
    '/blackNameList',
    '/reportNumber',
    '/programmeManagement',
  ],
  agent: [...OTHERS_AGENT, ...NUMBER_ROUTES, ...GATE_ROUTES, ...ABNORMAL_ROUTES],
  subAgent: [...OTHERS_AGENT, '/accountReview'],
  oem: ['/blackList', '/accountReview'],
  company: [...OTHERS_COMPANY, '/accountReview'],
  department: [...OTHERS_COMPANY, '/accountReview'],
  normal: [...OTHERS_COMPANY, '/accountReview'],
  gm: [],
};

describe('remote-carrier manifest', () => {
  for (const host of Object.keys(SEEDED_HOSTS) as SeededHost[]) {
    it.each([...ROLES])(`%s on ${host}: exact menu and routes`, (role) => {
      // /cjabnormalCall: one brand only (讯呼通, the brand2 host), every sidebar but oem's and gm's (spec section 2).
      const cj = SEEDED_HOSTS[host].brandName === BRANDS.second && role !== 'oem' && role !== 'gm' ? ['/cjabnormalCall'] : [];
      expect(visibleMenuPaths(manifest.routes, seededContext(role, host)).sort()).toEqual([...MENU[role], ...cj].sort());
      expect(allowedPaths(manifest.routes, seededContext(role, host)).sort()).toEqual([...ALLOWED[role], ...cj].sort());
    });
  }
});
