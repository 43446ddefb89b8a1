import { ALL_BUT_OEM_GM, type LedgerSection } from '@console/build-config/ledger/section';

/**
 * remote-crm's section of the route ledger: its spec routes with their role lists and pending marks, and
 * `extra`, the routes it declares that the spec does not name. The rules: build-config/src/ledger/section.ts.
 */
export const LEDGER: LedgerSection = {
  routes: [
    { path: '/customer', roles: null, basis: 'common' },
    { path: '/CRMHigh', roles: null, basis: 'common' },
    { path: '/CRMDepartmentHigh', roles: null, basis: 'common' },
    { path: '/CRMstatistics', roles: null, basis: 'common' },
    { path: '/customTag', roles: null, basis: 'common' },
    { path: '/followProgress', roles: null, basis: 'common' },
    { path: '/CRMsource', roles: null, basis: 'common' },
    { path: '/release', roles: null, basis: 'common' },
    { path: '/automaticRecycling', roles: null, basis: 'common' },
    { path: '/tag', roles: null, basis: 'common' },
    { path: '/modou', roles: null, basis: 'common' },
    { path: '/clueCollection', roles: null, basis: 'common' },
    { path: '/operationRecord', roles: null, basis: 'common' },
    { path: '/returnVisit', roles: null, basis: 'common' },
    {
      path: '/customerQualityControl',
      roles: ['admin', 'agent', 'subAgent', 'company', 'department'],
      basis: 'manifest',
      note: 'in no sidebar, no section 6 example (ledger default: admin); manifest: the supervisors (CRM_ACCESS.qualityControl)',
    },
    { path: '/clue', roles: null, basis: 'common' },
    { path: '/assignLeads', roles: null, basis: 'common' },
    { path: '/cluePool', roles: null, basis: 'common' },
    {
      path: '/webClue',
      roles: ['admin', 'agent', 'subAgent', 'company'],
      basis: 'manifest',
      note: 'in no sidebar, no section 6 example (ledger default: admin); manifest: the marker service’s buyers (CRM_ACCESS.webClues)',
    },
    {
      path: '/consultationDetailed',
      roles: ['admin', 'agent', 'subAgent', 'company'],
      basis: 'manifest',
      note: 'in no sidebar, no section 6 example (ledger default: admin); manifest: as /webClue (CRM_ACCESS.webClues)',
    },
    { path: '/advancedSearch', roles: ALL_BUT_OEM_GM, basis: 'section6', note: 'open to all but oem and gm' },
    { path: '/companySearch', roles: ALL_BUT_OEM_GM, basis: 'section6', note: 'open to all but oem and gm' },
    { path: '/shopSearch', roles: ALL_BUT_OEM_GM, basis: 'section6', note: 'open to all but oem and gm' },
    { path: '/industryTemplate', roles: ALL_BUT_OEM_GM, basis: 'section6', note: 'open to all but oem and gm' },
    { path: '/mapSearch', roles: ALL_BUT_OEM_GM, basis: 'section6', note: 'open to all but oem and gm' },
    { path: '/batchCheckCompany', roles: ALL_BUT_OEM_GM, basis: 'section6', note: 'open to all but oem and gm' },
    { path: '/poolAccount', roles: ALL_BUT_OEM_GM, basis: 'section6', note: 'open to all but oem and gm' },
    { path: '/highSeas', roles: ALL_BUT_OEM_GM, basis: 'section6', note: 'open to all but oem and gm' },
  ],
  extra: [],
};
