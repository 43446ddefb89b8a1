import type { Access } from '@console/sdk/contract';

/** Role lists of the cloudcall area, declared once: the manifest gates routes with them, the backend enforces them. */
export const CLOUDCALL_ACCESS = {
  /** /premium (附加费): the route ledger's role list (pnpm new-page). */
  premium: ['admin', 'agent'],
  /** /sipNumber (SIP号码): the route ledger's role list (pnpm new-page). */
  sipNumber: ['admin'],
  /** /tonglianPrecisionTube (通联精准管控): the route ledger's role list (pnpm new-page). */
  tonglianPrecisionTube: ['admin', 'agent', 'company'],
} as const satisfies Record<string, Access>;
