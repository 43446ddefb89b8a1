import type { Access } from '@console/sdk/contract';

/** Role lists of the cloudcall area, declared once: the manifest gates routes with them, the pages offer actions by them, the backend enforces them. */
export const CLOUDCALL_ACCESS = {
  // Call batches
  /** The call-batch pages (spec section 6: admin, agent and company), each row scoped to the user's agent or company. */
  batches: ['admin', 'agent', 'company'],
  /** Batch types, batch servers and premiums are the platform's price list and machines: read by the three, set by admin (decided). */
  batchSettings: ['admin'],
  /** The platform allocates batch types to agents, an agent to its companies; a company only reads its allocations (decided). */
  batchAllocate: ['admin', 'agent'],
} as const satisfies Record<string, Access>;
