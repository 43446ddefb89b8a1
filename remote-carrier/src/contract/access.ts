import { rolesExcept, type Role } from '@console/sdk/manifest';

/** Role lists of the carrier area, declared once: the manifest gates routes with them, the backend enforces them. */
export const CARRIER_ACCESS = {
  /** /tagQuery and the marker calls: markers are agent business (priced per agent). */
  markers: ['admin', 'agent', 'subAgent'],
  /** Adding and deleting blacklist numbers: every role with business rows. */
  blacklistManagers: rolesExcept('oem', 'gm'),
  /** The dialling gate's rule pages (/numberControl, /enterpriseLimiting, frequency limits, whitelists) and its refusals: the ledger's admin and agent. */
  numberControl: ['admin', 'agent'],
} as const satisfies Record<string, readonly Role[]>;
