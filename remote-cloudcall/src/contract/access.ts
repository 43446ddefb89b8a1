import type { Access } from '@console/sdk/contract';

/** Role lists of the cloudcall area, declared once: the manifest gates routes with them, the pages offer by them, the backend enforces them. */
export const CLOUDCALL_ACCESS = {
  // Cloud-call families and SIP servers
  /** The templates (/sipTemplate …): admin only (spec section 6). */
  templates: ['admin'],
  /** Allocation, special service numbers and consumption: admin, agent and company (section 6); rows scoped on the server. */
  familyPages: ['admin', 'agent', 'company'],
  /** Who allocates templates and binds numbers: the platform to anyone, an agent to its own companies; a company only reads. */
  familyWrite: ['admin', 'agent'],
  /** /SIPServer (ledger: admin and agent): an agent sees the servers its templates run on. */
  sipServers: ['admin', 'agent'],
  /** Only the platform runs SIP servers. */
  sipServersWrite: ['admin'],
  // SIP numbers and prices, surcharges and precision controls
  /**
   * /premium (附加费) and who sets a company's cloud-call charges and controls: the platform for every
   * company, an agent for its own and its sub-agents' companies (the route ledger's list).
   */
  premium: ['admin', 'agent'],
  /** /sipNumber and /sipAccountPrice: the SIP accounts and their prices are the platform's (ledger: admin, no sidebar). */
  sip: ['admin'],
  /** /tonglianPrecisionTube (通联精准管控): a company reads the controls set for it; admin and its agent set them (`premium`). */
  tonglianPrecisionTube: ['admin', 'agent', 'company'],
  // Call batches
  /** The call-batch pages (spec section 6: admin, agent and company), each row scoped to the user's agent or company. */
  batches: ['admin', 'agent', 'company'],
  /** Batch types, batch servers and premiums are the platform's price list and machines: read by the three, set by admin (decided). */
  batchSettings: ['admin'],
  /** The platform allocates batch types to agents, an agent to its companies; a company only reads its allocations (decided). */
  batchAllocate: ['admin', 'agent'],
  // Callback (AXB)
  /** The callback pages but /packageList (ledger: admin, the agent menu omits callback): packages, numbers, bindings, calls. */
  axb: ['admin'],
  /** /packageList (spec section 6: open to all but oem and gm): the companies' orders, scoped to the user's agent or company. */
  axbPackageList: ['admin', 'agent', 'subAgent', 'company', 'department', 'normal'],
  /** Who buys a package for a company: the platform, the company's agent (its tree), the company itself (decided). */
  axbBuy: ['admin', 'agent', 'company'],
} as const satisfies Record<string, Access>;
