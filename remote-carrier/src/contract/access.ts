import { rolesExcept, type Role } from '@console/sdk/manifest';

/** Role lists of the carrier area, declared once: the manifest gates routes with them, the backend enforces them. */
export const CARRIER_ACCESS = {
  /** /tagQuery and the marker calls: markers are agent business (priced per agent). */
  markers: ['admin', 'agent', 'subAgent'],
  /** /reportNumber and its marker query (addQuery): every role with business rows; the agent's balance pays. */
  markerReporters: rolesExcept('oem', 'gm'),
  /** Programmes are sold by an agent (admin for any): add, edit, delete. */
  markerSellers: ['admin', 'agent'],
  /** Buying a programme tops up the buyer's own agent. */
  markerBuyers: ['agent', 'subAgent'],
  /** Prices and gifts of queries: the platform's. */
  markerAdmin: ['admin'],
  /** Adding and deleting blacklist numbers: every role with business rows. */
  blacklistManagers: rolesExcept('oem', 'gm'),
  /** /numberPool (spec section 6: admin only) and /woniunumberPool: the platform's stock of numbers. */
  numberPool: ['admin'],
  /** /preDeposit, /djRebateList, /woniuBill: the platform's money with the operators (in no sidebar: admin). */
  money: ['admin'],
  /** /shutdownList, /shutdownRecord, /NoShutdownMaintenanceNumber, /stop: the platform stops and restores numbers (in no sidebar: admin). */
  shutdowns: ['admin'],
  /** /hySA (号源分析): the figures of the pools, shutdowns and bills per company (in no sidebar: admin). */
  numberSources: ['admin'],
  /** The dialling gate's rule pages (/numberControl, /enterpriseLimiting, frequency limits, whitelists) and its refusals: the ledger's admin and agent. */
  numberControl: ['admin', 'agent'],
  /** /cjabnormalCall (Others group of every sidebar but oem's and gm's; one brand): each role its own scope's abnormal calls. */
  cjAbnormal: rolesExcept('oem', 'gm'),
  /**
   * The number lines (/userInfo, /activationList, /DJfreeze, the virtual-commerce, opening and closure
   * pages of every brand): the route ledger's role list; their calls (list, suspend, restore, freeze,
   * open, close) the same.
   */
  numbers: ['admin', 'agent'],
  /** Approving or rejecting an opening (/accountReview): the platform reviews, every other role submits and follows its own. */
  numberReviewers: ['admin'],
  /** The brands' pages the ledger gives the admin alone (in no sidebar): /gmQuery, /CCQuery; their calls the same. */
  adminLines: ['admin'],
} as const satisfies Record<string, readonly Role[]>;
