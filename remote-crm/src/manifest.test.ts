import { describe, expect, it } from 'vitest';
import { allowedPaths, checkRouteAccess, ROLES, visibleMenuPaths, type AccessContext, type Role } from '@console/sdk/manifest';
import { SEEDED_HOSTS, seededContext, type SeededHost } from '@console/sdk/seeded';
import { manifest } from './manifest';

/**
 * Written from the spec, not from the manifest: sections 2 and 6 and ../shared/spec/areas.md,
 * plus the decisions made where the spec is silent (listed in CONTRACT.md, "CRM").
 */

/** The 28 routes areas.md gives remote-crm. */
const AREA_ROUTES = [
  '/customer',
  '/CRMHigh',
  '/CRMDepartmentHigh',
  '/CRMstatistics',
  '/customTag',
  '/followProgress',
  '/CRMsource',
  '/release',
  '/automaticRecycling',
  '/tag',
  '/modou',
  '/clueCollection',
  '/operationRecord',
  '/returnVisit',
  '/customerQualityControl',
  '/clue',
  '/assignLeads',
  '/cluePool',
  '/webClue',
  '/consultationDetailed',
  '/advancedSearch',
  '/companySearch',
  '/shopSearch',
  '/industryTemplate',
  '/mapSearch',
  '/batchCheckCompany',
  '/poolAccount',
  '/highSeas',
];

/** Spec section 2, "Lead finding", in menu order. */
const LEAD_FINDING = ['/advancedSearch', '/companySearch', '/shopSearch', '/industryTemplate', '/mapSearch', '/batchCheckCompany', '/poolAccount', '/highSeas'];

/** Spec section 2, "CRM management", in menu order. */
const CRM_FULL = [
  '/CRMstatistics',
  '/customer',
  '/CRMHigh',
  '/CRMDepartmentHigh',
  '/customTag',
  '/followProgress',
  '/CRMsource',
  '/release',
  '/automaticRecycling',
  '/tag',
  '/modou',
  '/clueCollection',
  '/operationRecord',
];
/** "The normal and department roles see fewer CRM items": no company-level configuration for either; no supervision for normal. */
const CRM_DEPARTMENT = ['/CRMstatistics', '/customer', '/CRMHigh', '/CRMDepartmentHigh', '/followProgress', '/release', '/clueCollection', '/operationRecord'];
const CRM_NORMAL = ['/customer', '/CRMHigh', '/CRMDepartmentHigh', '/followProgress', '/clueCollection'];
/** Spec section 2, "Lead management": assignLeads and cluePool for every role except normal. */
const LEADS_FULL = ['/clue', '/cluePool', '/assignLeads'];
const LEADS_NORMAL = ['/clue'];

/** Spec section 6: highSeas and the lead-finding pages are open to all but oem and gm (section 2: only with the interior flag). */
const LEAD_FINDERS: Role[] = ['admin', 'agent', 'subAgent', 'company', 'department', 'normal'];

/**
 * The department pool is in every CRM menu: the roles above a company open it without the flag (spec
 * section 6: admin has the full menu), and the seeded company, department and staff have the flag.
 */
const MENU: Record<Role, { crm: string[]; leads: string[] }> = {
  admin: { crm: CRM_FULL, leads: LEADS_FULL },
  agent: { crm: CRM_FULL, leads: LEADS_FULL },
  subAgent: { crm: CRM_FULL, leads: LEADS_FULL },
  // oem has no sidebar (spec section 2); its menu data is what the other supervising roles get.
  oem: { crm: CRM_FULL, leads: LEADS_FULL },
  company: { crm: CRM_FULL, leads: LEADS_FULL },
  department: { crm: CRM_DEPARTMENT, leads: LEADS_FULL },
  normal: { crm: CRM_NORMAL, leads: LEADS_NORMAL },
  // Spec section 2: the gm role sees only its recording entry.
  gm: { crm: [], leads: [] },
};

/**
 * The seeded account of `role` on `host`, with the interior flag set or not: the seeded flag alone
 * (set only for admin, agent, company) would leave a wrong lead-finding role list unnoticed.
 */
const contextOf = (role: Role, host: SeededHost, interior: boolean): AccessContext => {
  const seeded = seededContext(role, host);
  return { ...seeded, flags: { ...seeded.flags, interior } };
};
const findsLeads = (role: Role, host: SeededHost, interior: boolean) => interior && host !== 'cy' && LEAD_FINDERS.includes(role);

/** Routes listed as "Common" in spec section 2: any logged-in role may open them. */
const COMMON = [
  '/CRMstatistics',
  '/customer',
  '/CRMHigh',
  '/customTag',
  '/followProgress',
  '/CRMsource',
  '/release',
  '/automaticRecycling',
  '/tag',
  '/modou',
  '/clueCollection',
  '/operationRecord',
  '/returnVisit',
  '/clue',
  '/cluePool',
  '/assignLeads',
];
const WEB_CLUE_ROLES: Role[] = ['admin', 'agent', 'subAgent', 'company'];
const QUALITY_ROLES: Role[] = ['admin', 'agent', 'subAgent', 'company', 'department'];

function expectedAllowed(role: Role, host: SeededHost, interior: boolean): string[] {
  // Section 6: gm only for /GM (remote-cloudcall); the common routes answer it 403 too.
  if (role === 'gm') return [];
  return [
    ...COMMON,
    // Every seeded login carries the flag (the login sets it for the roles above a company).
    '/CRMDepartmentHigh',
    ...(findsLeads(role, host, interior) ? LEAD_FINDING : []),
    ...(QUALITY_ROLES.includes(role) ? ['/customerQualityControl'] : []),
    ...(WEB_CLUE_ROLES.includes(role) ? ['/webClue', '/consultationDetailed'] : []),
  ].sort();
}

describe('remote-crm manifest', () => {
  it('declares exactly the 28 routes areas.md gives remote-crm, each with a note on its roles', () => {
    expect(manifest.routes.map((route) => route.path).sort()).toEqual([...AREA_ROUTES].sort());
    for (const route of manifest.routes) expect(route.rolesNote, route.path).toBeTruthy();
  });

  for (const host of Object.keys(SEEDED_HOSTS) as SeededHost[]) {
    for (const interior of [false, true]) {
      it.each([...ROLES])(`%s on ${host}, interior ${interior ? 'on' : 'off'}: exact menu and routes`, (role) => {
        const context = contextOf(role, host, interior);
        const leadFinding = findsLeads(role, host, interior) ? LEAD_FINDING : [];
        expect(visibleMenuPaths(manifest.routes, context)).toEqual([...leadFinding, ...MENU[role].crm, ...MENU[role].leads]);
        expect(allowedPaths(manifest.routes, context).sort()).toEqual(expectedAllowed(role, host, interior));
      });
    }
  }

  it('answers 404 for lead finding on the CY host, 403 without the interior flag or for oem and gm', () => {
    for (const path of LEAD_FINDING) {
      const route = manifest.routes.find((candidate) => candidate.path === path);
      expect(checkRouteAccess(route, contextOf('admin', 'cy', true)), path).toBe('notFound');
      expect(checkRouteAccess(route, contextOf('department', 'default', false)), path).toBe('forbidden');
      expect(checkRouteAccess(route, contextOf('department', 'default', true)), path).toBe('allowed');
      expect(checkRouteAccess(route, contextOf('oem', 'default', true)), path).toBe('forbidden');
      expect(checkRouteAccess(route, contextOf('gm', 'default', true)), path).toBe('forbidden');
      expect(checkRouteAccess(route, contextOf('company', 'brand2', true)), path).toBe('allowed');
    }
  });

  it('ties the department pool to the CRMDepartmentHigh flag, in menu and route alike', () => {
    const route = manifest.routes.find((candidate) => candidate.path === '/CRMDepartmentHigh');
    const withoutFlag = (role: Role): AccessContext => ({ ...seededContext(role), flags: { CRMDepartmentHigh: false } });
    for (const role of ROLES) {
      // gm opens only /GM (section 6), with the flag or without.
      expect(checkRouteAccess(route, seededContext(role)), role).toBe(role === 'gm' ? 'forbidden' : 'allowed');
      expect(checkRouteAccess(route, withoutFlag(role)), role).toBe('forbidden');
      expect(visibleMenuPaths(manifest.routes, withoutFlag(role))).not.toContain('/CRMDepartmentHigh');
    }
    // The login sets the flag for the roles above a company, who supervise every pool (local-backend crm.test.ts).
    for (const role of ['admin', 'agent', 'subAgent'] as const) {
      expect(visibleMenuPaths(manifest.routes, seededContext(role))).toContain('/CRMDepartmentHigh');
    }
  });

  it('refuses the role-gated routes to the other roles with 403', () => {
    const gated = (path: string) => manifest.routes.find((candidate) => candidate.path === path);
    expect(checkRouteAccess(gated('/webClue'), seededContext('normal'))).toBe('forbidden');
    expect(checkRouteAccess(gated('/consultationDetailed'), seededContext('department'))).toBe('forbidden');
    expect(checkRouteAccess(gated('/customerQualityControl'), seededContext('normal'))).toBe('forbidden');
    expect(checkRouteAccess(gated('/customerQualityControl'), seededContext('gm'))).toBe('forbidden');
  });

  it('serves same-shaped routes from one parametrised module', () => {
    const propsOf = (module: string) => manifest.routes.filter((route) => route.module === module).map((route) => [route.path, route.props]);
    expect(propsOf('./Customers')).toEqual([
      ['/customer', { pool: 'mine' }],
      ['/CRMHigh', { pool: 'high' }],
      ['/CRMDepartmentHigh', { pool: 'department' }],
    ]);
    expect(propsOf('./Leads')).toEqual([
      ['/clue', { view: 'mine' }],
      ['/cluePool', { view: 'pool' }],
      ['/assignLeads', { view: 'assign' }],
    ]);
    expect(propsOf('./DirectorySearch')).toEqual([
      ['/advancedSearch', { mode: 'advanced' }],
      ['/companySearch', { mode: 'company' }],
    ]);
    expect(propsOf('./CrmDictionary').map(([path]) => path)).toEqual(['/CRMsource', '/tag']);
    expect(propsOf('./CrmRecords').map(([path]) => path)).toEqual(['/release', '/operationRecord']);
    expect(propsOf('./Collections').map(([path]) => path)).toEqual(['/highSeas', '/clueCollection']);
  });
});
