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

const MENU: Record<Role, string[]> = {
  admin: [...CARRIER_MENU, '/callingWindows', '/blackList', '/tagQuery'],
  agent: [...CARRIER_MENU, '/blackList', '/tagQuery'],
  subAgent: ['/accountReview', '/blackList', '/tagQuery'],
  oem: ['/accountReview', '/blackList'],
  company: ['/accountReview', '/blackList'],
  department: ['/accountReview', '/blackList'],
  normal: ['/accountReview', '/blackList'],
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
  ],
  agent: ['/blackList', '/tagQuery', ...NUMBER_ROUTES, ...GATE_ROUTES, ...ABNORMAL_ROUTES],
  subAgent: ['/blackList', '/tagQuery', '/accountReview'],
  oem: ['/blackList', '/accountReview'],
  company: ['/blackList', '/accountReview'],
  department: ['/blackList', '/accountReview'],
  normal: ['/blackList', '/accountReview'],
  gm: ['/blackList', '/accountReview'],
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
