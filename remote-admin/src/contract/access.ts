import type { Role } from '@console/sdk/manifest';

/**
 * Role lists of the admin area, declared once: the manifest gates
 * its routes with them and the contract's entries carry them to the backend, which enforces them.
 */
export const ADMIN_ACCESS = {
  /** /agent and `/api/agent/list`: spec section 6, admin plus oem. */
  agents: ['admin', 'oem'],
  /** /woniuRecharge and `/api/topUp/list`, `handle`: the top-up list is the admin's (as is the header's bell, `headerApi.topUpCount`). */
  topUps: ['admin'],
  /** The /user menu and `/api/user/delete`: the roles that manage an organisation. */
  userManagers: ['admin', 'agent', 'subAgent', 'company', 'department'],
  /** /notice, /addNotice and `/api/notice/add`, `delete`: spec section 6, notice management is admin, agent and subAgent. */
  noticePublishers: ['admin', 'agent', 'subAgent'],
  /** `/api/oem/saveOemInfo` (/OEMset): brands belong to no agent in this backend, so only the platform admin edits them. */
  brandEditors: ['admin'],
  // Enterprise: companies, departments, addresses, deleted staff
  /** /company: the agents' companies, and a company its own profile (department and normal manage no company). */
  companyViewers: ['admin', 'agent', 'subAgent', 'company'],
  /** Adding and deleting a company: the platform and the agents it belongs to. */
  companyManagers: ['admin', 'agent', 'subAgent'],
  /** Adding, editing and deleting a department: up to the company's own administrator. */
  companyEditors: ['admin', 'agent', 'subAgent', 'company'],
  /** The admin-only sections of spec section 2: /addressErrList, /deleteRecords (restore), agent writes, accounts, serials, logins, numbers, phones. */
  platform: ['admin'],
  // Agents and accounts
  /** `/api/agent/fetchAgent`: whoever may hold or look at an agent's quota. */
  agentHolders: ['admin', 'oem', 'agent', 'subAgent'],
  // Rights and records
  /** /role, /operationLog, /termOfValidity and their calls: spec section 6, admin, agent and subAgent. */
  rights: ['admin', 'agent', 'subAgent'],
  /** /businessRecords: spec section 2, an admin-only section. */
  businessRecords: ['admin'],
  /** The statistics group (/report, /companyStatistics, /seating, /statistics): the admin and agent menus (spec section 2). */
  statistics: ['admin', 'agent'],
  /** /outboundCallRecords and its calls: the system-settings group of the admin and agent menus (spec section 2); an agent sets its own companies. */
  callRecordSettings: ['admin', 'agent'],
  /** /cardType and its calls: spec section 6, admin, agent and subAgent (the platform's card brands and each agent's own). */
  cardTypes: ['admin', 'agent', 'subAgent'],
  // Service
  /** /workOrder, /afterSales, /refundList and their calls: spec section 6, admin plus oem (the platform's operators: every company's rows). */
  service: ['admin', 'oem'],
  // Money
  /** `/api/admin/recharge/apply` (/addReturns): the roles with a company in reach (oem and gm have none, so they only read the route). */
  rechargeApplicants: ['admin', 'agent', 'subAgent', 'company', 'department', 'normal'],
} as const satisfies Record<string, readonly Role[]>;
