import { describe, expect, it } from 'vitest';
import { allowedPaths, ROLES, visibleMenuPaths, type Role } from '@console/sdk/manifest';
import { SEEDED_HOSTS, seededContext, type SeededHost } from '@console/sdk/seeded';
import { manifest } from './manifest';

// Section 2 "Cloud call": trumpetTemplate … SIPServer; the company's group has the trumpet allocation, numbers and
// consumption. Section 6: templates admin only, the cloud-call pages admin, agent and company; /SIPServer the ledger's admin and agent.
const CLOUD_CALL_COMPANY = ['/trumpetenterpriseAllocation', '/trumpetspecialServiceNumber', '/trumpetFTConsumptionDetails'];
const FAMILY_PAGES = [
  ...['/enterpriseAllocation', '/JobenterpriseAllocation', '/trumpetenterpriseAllocation'],
  ...['/specialServiceNumber', '/JobspecialServiceNumber', '/trumpetspecialServiceNumber'],
  ...['/FTConsumptionDetails', '/JobFTConsumptionDetails', '/trumpetFTConsumptionDetails'],
];
const TEMPLATES = ['/sipTemplate', '/JobsipTemplate', '/UUtemplate', '/trumpetTemplate'];
// Quality inspection (issue 62): the common routes, and section 2's 质检 group (ledger: admin and agent) in its order.
const INSPECTION_COMMON = ['/qualityInspection', '/qualityInspection2', '/inspectionRecords', '/riskList', '/AIinspection'];
const INSPECTION_MANAGE = ['/telephoneInspectionList', '/telephoneInspectionType', '/telephoneInspection', '/inspectionServer'];
const QUALITY_MENU = ['/telephoneInspectionList', '/riskList2', '/qualityInspection2', '/telephoneInspectionType', '/telephoneInspection', '/inspectionServer'];
const COMMON = ['/record', '/riskList2', '/recording', ...INSPECTION_COMMON];
// /record2: the ledger's decision, the roles that supervise staff calls (in no sidebar).
const RECORD2 = ['/record2'];
// Precision controls (the company's group opens with it, section 2) and surcharges (ledger: admin and agent);
// /sipNumber and /sipAccountPrice admin only, in no sidebar.
const SERVICE_PAGES = ['/tonglianPrecisionTube', '/premium'];
// Call batches (section 6: admin, agent and company), the 话单批次 group in the manifest's order.
const BATCH_MENU = [
  '/cdrBatchManagement',
  '/cdrBatchList',
  '/cdrBatchAllocation',
  '/cdrBatchConsumptionDetails',
  '/cdrBatchType',
  '/cdrBatchPremium',
  '/cdrBatchServer',
];

// Callback (section 2's 回拨管理: packageList, middleNumber, consumptionDetails, privateNumber): admin's sidebar, the agent
// menu omits callback; /packageList is open to all but oem and gm (section 6), the other callback routes admin's (ledger).
const CALLBACK_MENU = ['/packageList', '/middleNumber', '/consumptionDetails', '/privateNumber'];
const CALLBACK_ADMIN = [...CALLBACK_MENU, '/packageManagement', '/packageManagementX', '/packageManagementXuser', '/AXBBinding', '/AXBinventory', '/GSAxb'];

/** Written from spec sections 2 and 6: what each role sees of this remote, on every seeded host. */
const MENU: Record<Role, string[]> = {
  admin: [
    ...QUALITY_MENU,
    '/tonglianPrecisionTube',
    '/trumpetTemplate',
    ...CLOUD_CALL_COMPANY,
    '/premium',
    '/SIPServer',
    ...BATCH_MENU,
    ...CALLBACK_MENU,
    '/record',
    '/recording',
  ],
  agent: [...QUALITY_MENU, '/tonglianPrecisionTube', ...CLOUD_CALL_COMPANY, '/premium', '/SIPServer', ...BATCH_MENU, '/record', '/recording'],
  subAgent: ['/riskList2', '/qualityInspection2', '/record', '/recording'],
  oem: ['/record', '/recording'],
  company: ['/riskList2', '/qualityInspection2', '/tonglianPrecisionTube', ...CLOUD_CALL_COMPANY, ...BATCH_MENU, '/record', '/recording'],
  department: ['/riskList2', '/qualityInspection2', '/record', '/recording'],
  normal: ['/record', '/recording'],
  // Section 2: the gm role sees only its recording entry.
  gm: ['/GM'],
};
const ROUTES: Record<Role, string[]> = {
  admin: [
    ...COMMON,
    ...RECORD2,
    ...TEMPLATES,
    ...FAMILY_PAGES,
    '/SIPServer',
    ...SERVICE_PAGES,
    '/sipNumber',
    '/sipAccountPrice',
    ...BATCH_MENU,
    ...INSPECTION_MANAGE,
    '/quantitativeIntelligenceMonitoring',
    ...CALLBACK_ADMIN,
  ],
  agent: [...COMMON, ...RECORD2, ...FAMILY_PAGES, '/SIPServer', ...SERVICE_PAGES, ...BATCH_MENU, ...INSPECTION_MANAGE, '/packageList'],
  subAgent: [...COMMON, ...RECORD2, '/packageList'],
  oem: COMMON,
  company: [...COMMON, ...RECORD2, ...FAMILY_PAGES, '/tonglianPrecisionTube', ...BATCH_MENU, '/packageList'],
  department: [...COMMON, ...RECORD2, '/packageList'],
  normal: [...COMMON, '/packageList'],
  // Section 6: gm only for /GM; every other route, common ones too, answers it 403.
  gm: ['/GM'],
};

describe('remote-cloudcall manifest', () => {
  for (const host of Object.keys(SEEDED_HOSTS) as SeededHost[]) {
    it.each([...ROLES])(`%s on ${host}: exact menu and routes`, (role) => {
      expect(visibleMenuPaths(manifest.routes, seededContext(role, host))).toEqual(MENU[role]);
      expect(allowedPaths(manifest.routes, seededContext(role, host)).sort()).toEqual([...ROUTES[role]].sort());
    });
  }
});
