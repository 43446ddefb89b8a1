import type { Role } from '@console/sdk/manifest';

/**
 * The route ledger: the project's own copy of the spec's route table. Each of
 * the 187 routes of console-spec.md with its owning package (shared/spec/areas.md), its role list
 * and whether it is built yet. `deploy/src/ledger/routeLedger.test.ts` holds every manifest to it
 * and `pnpm routes` prints the progress.
 *
 * Role lists (areas.md, "How to decide a role list"):
 * - section 2 "Common" routes are open to any logged-in role: `roles: null`;
 * - otherwise a section 6 route-role example, if there is one;
 * - otherwise the roles whose sidebar (section 2) shows the route, read as:
 *   the general menu (Lead finding, CRM, Lead management, Enterprise, Others) is every sidebar,
 *   i.e. all roles but oem (no sidebar shown) and gm (only its recording entry); "Admin and agent
 *   menus also have" groups: admin and agent; "Admin-only sections": admin;
 * - where section 2 names a group without its roles, or a route is in no sidebar at all, the spec
 *   leaves it open: `basis: 'decided'` and a note (admin has the full menu, so admin always; the
 *   agent where its menu does not omit the area);
 * - where an owning manifest decided otherwise, the ledger records the manifest's list with
 *   `basis: 'manifest'` and a note saying how it differs from the spec reading.
 *
 * When a route is built: remove its `pending: true` (the test fails until you do); when a role list
 * is decided differently, change it here in the same change as the manifest, with a note.
 */

/** The packages that own routes, in areas.md's order. */
export const LEDGER_OWNERS = ['host-shell', 'remote-crm', 'remote-carrier', 'remote-cloudcall', 'remote-inventory', 'remote-admin'] as const;
export type LedgerOwner = (typeof LEDGER_OWNERS)[number];

/** Number of routes the spec names (areas.md). */
export const SPEC_ROUTE_COUNT = 187;

/** Where a route's role list comes from. */
export type RolesBasis =
  /** Section 2 "Common": open to any logged-in role. */
  | 'common'
  /** A section 6 route-role example. */
  | 'section6'
  /** The roles whose sidebar (section 2) shows it. */
  | 'sidebar'
  /** The spec leaves it open; the note says how it was decided. */
  | 'decided'
  /** The owning manifest's decision, differing from the spec reading; the note says how. */
  | 'manifest';

export interface LedgerRoute {
  path: string;
  owner: LedgerOwner;
  /** Roles allowed to open the route; `null`: open to any logged-in role. */
  roles: readonly Role[] | null;
  basis: RolesBasis;
  note?: string;
  /** Not declared by its owner yet. */
  pending?: true;
}

type Entry = Omit<LedgerRoute, 'owner'>;

const ADMIN: Role[] = ['admin'];
const ADMIN_AGENT: Role[] = ['admin', 'agent'];
const ADMIN_OEM: Role[] = ['admin', 'oem'];
const ADMIN_AGENT_SUBAGENT: Role[] = ['admin', 'agent', 'subAgent'];
const ADMIN_AGENT_COMPANY: Role[] = ['admin', 'agent', 'company'];
/** "open to all but oem and gm" (section 6); also every sidebar of the general menu. */
const ALL_BUT_OEM_GM: Role[] = ['admin', 'agent', 'subAgent', 'company', 'department', 'normal'];
const GM: Role[] = ['gm'];

const NO_SIDEBAR = 'in no sidebar of section 2 and no section 6 example: admin (full menu) until decided';
const OPERATOR_PAGE =
  'operator-specific pages: roles not stated; admin (full menu) and agent (whose menu omits only inventory, callback, admin rights)';

const BY_OWNER: Record<LedgerOwner, Entry[]> = {
  'host-shell': [
    { path: '/login', roles: null, basis: 'common' },
    { path: '/403', roles: null, basis: 'common' },
    { path: '/404', roles: null, basis: 'common' },
  ],
  'remote-crm': [
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
    { path: '/customerQualityControl', roles: ['admin', 'agent', 'subAgent', 'company', 'department'], basis: 'manifest', note: 'in no sidebar, no section 6 example (ledger default: admin); manifest: the supervisors (CRM_ACCESS.qualityControl)' },
    { path: '/clue', roles: null, basis: 'common' },
    { path: '/assignLeads', roles: null, basis: 'common' },
    { path: '/cluePool', roles: null, basis: 'common' },
    { path: '/webClue', roles: ['admin', 'agent', 'subAgent', 'company'], basis: 'manifest', note: 'in no sidebar, no section 6 example (ledger default: admin); manifest: the marker service’s buyers (CRM_ACCESS.webClues)' },
    { path: '/consultationDetailed', roles: ['admin', 'agent', 'subAgent', 'company'], basis: 'manifest', note: 'in no sidebar, no section 6 example (ledger default: admin); manifest: as /webClue (CRM_ACCESS.webClues)' },
    { path: '/advancedSearch', roles: ALL_BUT_OEM_GM, basis: 'section6', note: 'open to all but oem and gm' },
    { path: '/companySearch', roles: ALL_BUT_OEM_GM, basis: 'section6', note: 'open to all but oem and gm' },
    { path: '/shopSearch', roles: ALL_BUT_OEM_GM, basis: 'section6', note: 'open to all but oem and gm' },
    { path: '/industryTemplate', roles: ALL_BUT_OEM_GM, basis: 'section6', note: 'open to all but oem and gm' },
    { path: '/mapSearch', roles: ALL_BUT_OEM_GM, basis: 'section6', note: 'open to all but oem and gm' },
    { path: '/batchCheckCompany', roles: ALL_BUT_OEM_GM, basis: 'section6', note: 'open to all but oem and gm' },
    { path: '/poolAccount', roles: ALL_BUT_OEM_GM, basis: 'section6', note: 'open to all but oem and gm' },
    { path: '/highSeas', roles: ALL_BUT_OEM_GM, basis: 'section6', note: 'open to all but oem and gm' },
  ],
  'remote-carrier': [
    { path: '/userInfo', roles: ADMIN_AGENT, basis: 'sidebar', note: 'carrier-management group of the admin and agent menus', pending: true },
    { path: '/activationList', roles: ADMIN_AGENT, basis: 'sidebar', note: 'carrier-management group of the admin and agent menus', pending: true },
    { path: '/DJAbnormalCallList', roles: ADMIN_AGENT, basis: 'sidebar', note: 'carrier-management group of the admin and agent menus', pending: true },
    { path: '/DJfreeze', roles: ADMIN_AGENT, basis: 'sidebar', note: 'carrier-management group of the admin and agent menus', pending: true },
    { path: '/numberControl', roles: ADMIN_AGENT, basis: 'sidebar', note: 'carrier-management group of the admin and agent menus', pending: true },
    { path: '/accountReview', roles: null, basis: 'common', pending: true },
    { path: '/WNvirtualCommerce', roles: ADMIN_AGENT, basis: 'decided', note: OPERATOR_PAGE, pending: true },
    { path: '/DJvirtualCommerce', roles: ADMIN_AGENT, basis: 'decided', note: OPERATOR_PAGE, pending: true },
    { path: '/CYWNvirtualCommerce', roles: ADMIN_AGENT, basis: 'decided', note: OPERATOR_PAGE, pending: true },
    { path: '/GMvirtualCommerce', roles: ADMIN_AGENT, basis: 'decided', note: OPERATOR_PAGE, pending: true },
    { path: '/CCvirtualCommerce', roles: ADMIN_AGENT, basis: 'decided', note: OPERATOR_PAGE, pending: true },
    { path: '/enterpriseLimiting', roles: ADMIN_AGENT, basis: 'decided', note: OPERATOR_PAGE, pending: true },
    { path: '/wnQuery', roles: ADMIN_AGENT, basis: 'decided', note: OPERATOR_PAGE, pending: true },
    { path: '/CCQuery', roles: ADMIN, basis: 'decided', note: NO_SIDEBAR, pending: true },
    { path: '/wnQueryCY', roles: ADMIN_AGENT, basis: 'decided', note: OPERATOR_PAGE, pending: true },
    { path: '/gmQuery', roles: ADMIN, basis: 'decided', note: NO_SIDEBAR, pending: true },
    { path: '/WNAbnormalCallList', roles: ADMIN_AGENT, basis: 'decided', note: OPERATOR_PAGE, pending: true },
    { path: '/WNAbnormalCallListCY', roles: ADMIN_AGENT, basis: 'decided', note: OPERATOR_PAGE, pending: true },
    { path: '/CCWNAbnormalCallList', roles: ADMIN, basis: 'decided', note: NO_SIDEBAR, pending: true },
    { path: '/gmAbnormalCallList', roles: ADMIN, basis: 'decided', note: NO_SIDEBAR, pending: true },
    { path: '/gmAbnormalNumber', roles: ADMIN, basis: 'decided', note: NO_SIDEBAR, pending: true },
    { path: '/gmAbnormalCallListNew', roles: ADMIN, basis: 'decided', note: NO_SIDEBAR, pending: true },
    { path: '/cjabnormalCall', roles: ALL_BUT_OEM_GM, basis: 'sidebar', note: 'Others group: every sidebar (all but oem and gm); one brand only', pending: true },
    { path: '/WNrestartRecordList', roles: ADMIN_AGENT, basis: 'decided', note: 'in no sidebar; the non-CY twin of an operator-specific page: admin and agent, as its CY variant', pending: true },
    { path: '/WNrestartRecordListCY', roles: ADMIN_AGENT, basis: 'decided', note: OPERATOR_PAGE, pending: true },
    { path: '/restartRecordList', roles: ADMIN, basis: 'decided', note: NO_SIDEBAR, pending: true },
    { path: '/CCrestartRecordList', roles: ADMIN, basis: 'decided', note: NO_SIDEBAR, pending: true },
    { path: '/accountOpeningProgress', roles: ADMIN_AGENT, basis: 'decided', note: 'in no sidebar; the non-CY twin of an operator-specific page: admin and agent, as its CY variant', pending: true },
    { path: '/accountOpeningProgressCY', roles: ADMIN_AGENT, basis: 'decided', note: OPERATOR_PAGE, pending: true },
    { path: '/batchAccountClosure', roles: ADMIN_AGENT, basis: 'decided', note: 'in no sidebar; the non-CY twin of an operator-specific page: admin and agent, as its CY variant', pending: true },
    { path: '/batchAccountClosureCY', roles: ADMIN_AGENT, basis: 'decided', note: OPERATOR_PAGE, pending: true },
    { path: '/frequencyLimit', roles: ADMIN_AGENT, basis: 'decided', note: 'in no sidebar; the non-CY twin of an operator-specific page: admin and agent, as its CY variant', pending: true },
    { path: '/frequencyLimitCY', roles: ADMIN_AGENT, basis: 'decided', note: OPERATOR_PAGE, pending: true },
    { path: '/WNWhitelist', roles: ADMIN_AGENT, basis: 'decided', note: 'in no sidebar; the non-CY twin of an operator-specific page: admin and agent, as its CY variant', pending: true },
    { path: '/WNWhitelistCY', roles: ADMIN_AGENT, basis: 'decided', note: OPERATOR_PAGE, pending: true },
    { path: '/djRecharge', roles: ADMIN, basis: 'decided', note: NO_SIDEBAR, pending: true },
    { path: '/wnRecharge', roles: ADMIN, basis: 'decided', note: NO_SIDEBAR, pending: true },
    { path: '/gmRecharge', roles: ADMIN, basis: 'decided', note: NO_SIDEBAR, pending: true },
    { path: '/preDeposit', roles: ADMIN, basis: 'decided', note: NO_SIDEBAR, pending: true },
    { path: '/djRebateList', roles: ADMIN, basis: 'decided', note: NO_SIDEBAR, pending: true },
    { path: '/woniuBill', roles: ADMIN, basis: 'decided', note: NO_SIDEBAR, pending: true },
    { path: '/numberPool', roles: ADMIN, basis: 'section6', pending: true },
    { path: '/woniunumberPool', roles: ADMIN, basis: 'decided', note: NO_SIDEBAR, pending: true },
    { path: '/shutdownRecord', roles: ADMIN, basis: 'decided', note: NO_SIDEBAR, pending: true },
    { path: '/shutdownList', roles: ADMIN, basis: 'decided', note: NO_SIDEBAR, pending: true },
    { path: '/NoShutdownMaintenanceNumber', roles: ADMIN, basis: 'decided', note: NO_SIDEBAR, pending: true },
    { path: '/stop', roles: ADMIN, basis: 'decided', note: NO_SIDEBAR, pending: true },
    { path: '/hySA', roles: ADMIN, basis: 'decided', note: NO_SIDEBAR, pending: true },
    { path: '/tagQuery', roles: ADMIN_AGENT_SUBAGENT, basis: 'manifest', note: 'spec reading (Others group, every sidebar): all but oem and gm; manifest: admin, agent, subAgent (CARRIER_ACCESS.markers: markers are agent business, priced per agent)' },
    { path: '/reportNumber', roles: ALL_BUT_OEM_GM, basis: 'sidebar', note: 'Others group: every sidebar (all but oem and gm)', pending: true },
    { path: '/programmeManagement', roles: ALL_BUT_OEM_GM, basis: 'sidebar', note: 'Others group: every sidebar (all but oem and gm)', pending: true },
    { path: '/blackList', roles: null, basis: 'common' },
    { path: '/blackNameList', roles: ALL_BUT_OEM_GM, basis: 'sidebar', note: 'Others group: every sidebar (all but oem and gm)', pending: true },
  ],
  'remote-cloudcall': [
    { path: '/tonglianPrecisionTube', roles: ADMIN_AGENT_COMPANY, basis: 'section6', note: 'a cloud-call page (section 2 "Cloud-call pages")', pending: true },
    { path: '/sipTemplate', roles: ADMIN, basis: 'section6', note: 'a cloud-call template: admin-only', pending: true },
    { path: '/enterpriseAllocation', roles: ADMIN_AGENT_COMPANY, basis: 'section6', note: 'a cloud-call page (section 2 "Cloud-call pages")', pending: true },
    { path: '/specialServiceNumber', roles: ADMIN_AGENT_COMPANY, basis: 'section6', note: 'a cloud-call page (section 2 "Cloud-call pages")', pending: true },
    { path: '/FTConsumptionDetails', roles: ADMIN_AGENT_COMPANY, basis: 'section6', note: 'a cloud-call page (section 2 "Cloud-call pages")', pending: true },
    { path: '/JobsipTemplate', roles: ADMIN, basis: 'section6', note: 'a cloud-call template: admin-only', pending: true },
    { path: '/JobenterpriseAllocation', roles: ADMIN_AGENT_COMPANY, basis: 'section6', note: 'a cloud-call page (section 2 "Cloud-call pages")', pending: true },
    { path: '/JobspecialServiceNumber', roles: ADMIN_AGENT_COMPANY, basis: 'section6', note: 'a cloud-call page (section 2 "Cloud-call pages")', pending: true },
    { path: '/JobFTConsumptionDetails', roles: ADMIN_AGENT_COMPANY, basis: 'section6', note: 'a cloud-call page (section 2 "Cloud-call pages")', pending: true },
    { path: '/UUtemplate', roles: ADMIN, basis: 'section6', note: 'a cloud-call template: admin-only', pending: true },
    { path: '/trumpetTemplate', roles: ADMIN, basis: 'section6', note: 'a cloud-call template: admin-only', pending: true },
    { path: '/trumpetenterpriseAllocation', roles: ADMIN_AGENT_COMPANY, basis: 'section6', note: 'a cloud-call page (section 2 "Cloud-call pages")', pending: true },
    { path: '/trumpetspecialServiceNumber', roles: ADMIN_AGENT_COMPANY, basis: 'section6', note: 'a cloud-call page (section 2 "Cloud-call pages")', pending: true },
    { path: '/trumpetFTConsumptionDetails', roles: ADMIN_AGENT_COMPANY, basis: 'section6', note: 'a cloud-call page (section 2 "Cloud-call pages")', pending: true },
    { path: '/premium', roles: ADMIN_AGENT, basis: 'decided', note: 'cloud-call group: admin (full menu) and agent; not in the company’s reduced group', pending: true },
    { path: '/SIPServer', roles: ADMIN_AGENT, basis: 'decided', note: 'cloud-call group: admin (full menu) and agent; not in the company’s reduced group', pending: true },
    { path: '/sipNumber', roles: ADMIN, basis: 'decided', note: NO_SIDEBAR, pending: true },
    { path: '/sipAccountPrice', roles: ADMIN, basis: 'decided', note: NO_SIDEBAR, pending: true },
    { path: '/cdrBatchManagement', roles: ADMIN_AGENT_COMPANY, basis: 'section6', note: 'a call-batch page', pending: true },
    { path: '/cdrBatchList', roles: ADMIN_AGENT_COMPANY, basis: 'section6', note: 'a call-batch page', pending: true },
    { path: '/cdrBatchAllocation', roles: ADMIN_AGENT_COMPANY, basis: 'section6', note: 'a call-batch page', pending: true },
    { path: '/cdrBatchType', roles: ADMIN_AGENT_COMPANY, basis: 'section6', note: 'a call-batch page', pending: true },
    { path: '/cdrBatchConsumptionDetails', roles: ADMIN_AGENT_COMPANY, basis: 'section6', note: 'a call-batch page', pending: true },
    { path: '/cdrBatchPremium', roles: ADMIN_AGENT_COMPANY, basis: 'section6', note: 'a call-batch page', pending: true },
    { path: '/cdrBatchServer', roles: ADMIN_AGENT_COMPANY, basis: 'section6', note: 'a call-batch page', pending: true },
    { path: '/packageList', roles: ALL_BUT_OEM_GM, basis: 'section6', note: 'open to all but oem and gm', pending: true },
    { path: '/middleNumber', roles: ADMIN, basis: 'decided', note: 'callback group: roles not stated; admin (full menu), the agent menu omits callback (only packageList has a section 6 example)', pending: true },
    { path: '/consumptionDetails', roles: ADMIN, basis: 'decided', note: 'callback group: roles not stated; admin (full menu), the agent menu omits callback (only packageList has a section 6 example)', pending: true },
    { path: '/privateNumber', roles: ADMIN, basis: 'decided', note: 'callback group: roles not stated; admin (full menu), the agent menu omits callback (only packageList has a section 6 example)', pending: true },
    { path: '/packageManagement', roles: ADMIN, basis: 'decided', note: NO_SIDEBAR, pending: true },
    { path: '/packageManagementX', roles: ADMIN, basis: 'decided', note: NO_SIDEBAR, pending: true },
    { path: '/packageManagementXuser', roles: ADMIN, basis: 'decided', note: NO_SIDEBAR, pending: true },
    { path: '/AXBBinding', roles: ADMIN, basis: 'decided', note: NO_SIDEBAR, pending: true },
    { path: '/AXBinventory', roles: ADMIN, basis: 'decided', note: NO_SIDEBAR, pending: true },
    { path: '/GSAxb', roles: ADMIN, basis: 'decided', note: NO_SIDEBAR, pending: true },
    { path: '/record', roles: null, basis: 'common' },
    { path: '/record2', roles: ADMIN, basis: 'decided', note: NO_SIDEBAR, pending: true },
    { path: '/recording', roles: null, basis: 'common', pending: true },
    { path: '/GM', roles: GM, basis: 'section6', pending: true },
    { path: '/qualityInspection', roles: null, basis: 'common', pending: true },
    { path: '/qualityInspection2', roles: null, basis: 'common', pending: true },
    { path: '/inspectionRecords', roles: null, basis: 'common', pending: true },
    { path: '/riskList', roles: null, basis: 'common', pending: true },
    { path: '/riskList2', roles: null, basis: 'common' },
    { path: '/AIinspection', roles: null, basis: 'common', pending: true },
    { path: '/telephoneInspection', roles: ADMIN_AGENT, basis: 'decided', note: 'quality-inspection group: roles not stated; admin (full menu) and agent (not among its omissions)', pending: true },
    { path: '/telephoneInspectionType', roles: ADMIN_AGENT, basis: 'decided', note: 'quality-inspection group: roles not stated; admin (full menu) and agent (not among its omissions)', pending: true },
    { path: '/telephoneInspectionList', roles: ADMIN_AGENT, basis: 'decided', note: 'quality-inspection group: roles not stated; admin (full menu) and agent (not among its omissions)', pending: true },
    { path: '/inspectionServer', roles: ADMIN_AGENT, basis: 'decided', note: 'quality-inspection group: roles not stated; admin (full menu) and agent (not among its omissions)', pending: true },
    { path: '/quantitativeIntelligenceMonitoring', roles: ADMIN, basis: 'decided', note: NO_SIDEBAR, pending: true },
  ],
  'remote-inventory': [
    { path: '/SJTXinventory', roles: ADMIN, basis: 'decided', note: 'inventory group: roles not stated; admin (full menu), the agent menu omits inventory' },
    { path: '/purchaseOrderList', roles: ADMIN, basis: 'section6' },
    { path: '/whiteCard', roles: ADMIN, basis: 'section6' },
    { path: '/SJinventory', roles: ADMIN, basis: 'decided', note: 'in no sidebar; inventory area, which the agent menu omits: admin' },
    { path: '/SJDeliveryRecord', roles: ADMIN, basis: 'decided', note: 'in no sidebar; inventory area, which the agent menu omits: admin' },
    { path: '/outboundRecord', roles: ADMIN, basis: 'decided', note: 'inventory group: roles not stated; admin (full menu), the agent menu omits inventory' },
    { path: '/inventoryList', roles: ADMIN, basis: 'decided', note: 'inventory group: roles not stated; admin (full menu), the agent menu omits inventory' },
    { path: '/inventorySetMenu', roles: ADMIN, basis: 'decided', note: 'inventory group: roles not stated; admin (full menu), the agent menu omits inventory' },
    { path: '/earlyWarning', roles: ADMIN, basis: 'decided', note: 'inventory group: roles not stated; admin (full menu), the agent menu omits inventory' },
    { path: '/frequencyLimiting', roles: null, basis: 'common' },
    { path: '/purchaseList', roles: ADMIN, basis: 'decided', note: 'in no sidebar; inventory area, which the agent menu omits: admin' },
  ],
  'remote-admin': [
    { path: '/dashboard', roles: null, basis: 'common' },
    { path: '/panelData', roles: ADMIN, basis: 'section6', pending: true },
    { path: '/company', roles: ALL_BUT_OEM_GM, basis: 'sidebar', note: 'Enterprise group: every sidebar (all but oem and gm); open question whether department and normal should manage companies', pending: true },
    { path: '/department', roles: null, basis: 'common', pending: true },
    { path: '/user', roles: null, basis: 'common' },
    { path: '/addressErrList', roles: ADMIN, basis: 'sidebar', note: 'Enterprise group: admin additionally sees addressErrList', pending: true },
    { path: '/deleteRecords', roles: ADMIN, basis: 'sidebar', note: 'admin-only section', pending: true },
    { path: '/agent', roles: ADMIN_OEM, basis: 'section6' },
    { path: '/subagent', roles: ADMIN, basis: 'sidebar', note: 'admin-only section', pending: true },
    { path: '/administratorAccount', roles: ADMIN, basis: 'section6', note: 'admin-only; sidebar entry only for usernames root or admin (sections 2, 6)', pending: true },
    { path: '/agentSerial', roles: ADMIN, basis: 'sidebar', note: 'admin-only section', pending: true },
    { path: '/role', roles: ADMIN_AGENT_SUBAGENT, basis: 'section6', pending: true },
    { path: '/operationLog', roles: ADMIN_AGENT_SUBAGENT, basis: 'section6', pending: true },
    { path: '/termOfValidity', roles: ADMIN_AGENT_SUBAGENT, basis: 'section6', pending: true },
    { path: '/businessRecords', roles: ADMIN, basis: 'sidebar', note: 'admin-only section', pending: true },
    { path: '/notice', roles: ADMIN_AGENT_SUBAGENT, basis: 'section6', pending: true },
    { path: '/addNotice', roles: ADMIN_AGENT, basis: 'sidebar', note: 'notice-management group of the admin and agent menus (section 6 names only notice)', pending: true },
    { path: '/OEMset', roles: ADMIN_AGENT, basis: 'sidebar', note: 'OEM-management group of the admin and agent menus', pending: true },
    { path: '/OEMswiper', roles: ADMIN_AGENT, basis: 'sidebar', note: 'OEM-management group of the admin and agent menus', pending: true },
    { path: '/swipes', roles: null, basis: 'common', pending: true },
    { path: '/afterSales', roles: ADMIN_OEM, basis: 'section6', pending: true },
    { path: '/workOrder', roles: ADMIN_OEM, basis: 'section6', pending: true },
    { path: '/refundList', roles: ADMIN_OEM, basis: 'section6', pending: true },
    { path: '/woniuRecharge', roles: ADMIN, basis: 'sidebar', note: 'admin-only section' },
    { path: '/addReturns', roles: null, basis: 'common', pending: true },
    { path: '/prestore', roles: ADMIN, basis: 'decided', note: NO_SIDEBAR, pending: true },
    { path: '/flowManagement', roles: ADMIN, basis: 'sidebar', note: 'admin-only section', pending: true },
    { path: '/report', roles: ADMIN_AGENT, basis: 'sidebar', note: 'statistics group of the admin and agent menus', pending: true },
    { path: '/companyStatistics', roles: ADMIN_AGENT, basis: 'sidebar', note: 'statistics group of the admin and agent menus', pending: true },
    { path: '/seating', roles: ADMIN_AGENT, basis: 'sidebar', note: 'statistics group of the admin and agent menus', pending: true },
    { path: '/statistics', roles: ADMIN_AGENT, basis: 'sidebar', note: 'statistics group of the admin and agent menus', pending: true },
    { path: '/cardType', roles: ADMIN_AGENT_SUBAGENT, basis: 'section6', pending: true },
    { path: '/outboundCallRecords', roles: ADMIN_AGENT, basis: 'sidebar', note: 'system-settings group of the admin and agent menus', pending: true },
    { path: '/setColor', roles: ALL_BUT_OEM_GM, basis: 'section6', note: 'open to all but oem and gm' },
    { path: '/operationManual', roles: null, basis: 'common', pending: true },
    { path: '/operationManual2', roles: null, basis: 'common', pending: true },
    { path: '/validate', roles: null, basis: 'common', pending: true },
    { path: '/aa', roles: null, basis: 'common', pending: true },
    { path: '/remoteLogin', roles: ADMIN, basis: 'decided', note: NO_SIDEBAR, pending: true },
    { path: '/callsNumber', roles: ADMIN, basis: 'sidebar', note: 'admin-only section', pending: true },
    { path: '/userPhone', roles: ADMIN, basis: 'sidebar', note: 'admin-only section', pending: true },
    { path: '/guide', roles: ADMIN, basis: 'decided', note: NO_SIDEBAR, pending: true },
  ],
};

/** The 187 routes of the spec, in areas.md's order. */
export const ROUTE_LEDGER: readonly LedgerRoute[] = LEDGER_OWNERS.flatMap((owner) =>
  BY_OWNER[owner].map((entry) => ({ ...entry, owner })),
);

/** Routes a package declares that the spec does not name; each needs a note. Same rules otherwise. */
export const EXTRA_ROUTES: readonly LedgerRoute[] = [
  {
    path: '/remotes',
    owner: 'host-shell',
    roles: ADMIN,
    basis: 'decided',
    note: 'not a spec route: the admin page of the remotes running in this console, their versions and health (README "Releasing a remote")',
  },
];
