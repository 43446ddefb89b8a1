import type { Access } from '@console/sdk/contract';

/** Role lists of the cloudcall area, declared once: the manifest gates routes with them, the backend enforces them. */
export const CLOUDCALL_ACCESS = {
  /**
   * /premium (附加费) and who sets a company's cloud-call charges and controls: the platform for every
   * company, an agent for its own and its sub-agents' companies (the route ledger's list).
   */
  premium: ['admin', 'agent'],
  /** /sipNumber and /sipAccountPrice: the SIP accounts and their prices are the platform's (ledger: admin, no sidebar). */
  sip: ['admin'],
  /** /tonglianPrecisionTube (通联精准管控): a company reads the controls set for it; admin and its agent set them (`premium`). */
  tonglianPrecisionTube: ['admin', 'agent', 'company'],
} as const satisfies Record<string, Access>;
