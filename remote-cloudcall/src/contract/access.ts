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
} as const satisfies Record<string, Access>;
