import { rolesExcept, type Role } from '../manifest/roles';

/**
 * Role lists of the role-gated areas outside CRM (issue 12), declared once, as CRM_ACCESS is for
 * CRM: the remotes' manifests gate their routes with them (at build time) and the local backend
 * enforces them on the calls behind those routes (it imports `@console/sdk/access`). Remote page
 * code must not import this module: the previous release's shell lacks it.
 */
export const AREA_ACCESS = {
  /** /agent and `/api/agent/list`: spec section 6, admin plus oem. */
  agents: ['admin', 'oem'],
  /** /tagQuery and the marker calls: markers are agent business (priced per agent). */
  markers: ['admin', 'agent', 'subAgent'],
  /** /purchaseOrderList, /earlyWarning and `/api/inventory/*`, `/api/warning/*`: spec section 6, admin-only. */
  inventory: ['admin'],
  /** /woniuRecharge and `/api/topUp/*`: the top-up list and the header bell are the admin's. */
  topUps: ['admin'],
  /** The /user menu and `/api/user/delete`: the roles that manage an organisation. */
  userManagers: ['admin', 'agent', 'subAgent', 'company', 'department'],
  /** Adding and deleting blacklist numbers: every role with business rows. */
  blacklistManagers: rolesExcept('oem', 'gm'),
  /** /notice, /addNotice and `/api/notice/add`, `delete`: spec section 6, notice management is admin, agent and subAgent. */
  noticePublishers: ['admin', 'agent', 'subAgent'],
  /** `/api/oem/saveOemInfo` (/OEMset): brands belong to no agent in this backend, so only the platform admin edits them. */
  brandEditors: ['admin'],
} as const satisfies Record<string, readonly Role[]>;

export type AreaAction = keyof typeof AREA_ACCESS;
