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
} as const satisfies Record<string, readonly Role[]>;
