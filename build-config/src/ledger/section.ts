import type { Role } from '@console/sdk/manifest';

/**
 * One package's section of the route ledger, and the readings of the spec the sections share. Each
 * remote keeps its section in `<remote>/src/ledger.ts`; `routes.ts` collects them with the shell's
 * own. This module imports neither, so a section may import it.
 *
 * Role lists (areas.md, "How to decide a role list"):
 * - section 2 "Common" routes are open to any logged-in role: `roles: null`;
 * - otherwise a section 6 route-role example, if there is one;
 * - otherwise the roles whose sidebar (section 2) shows the route, read as:
 *   the general menu (Lead finding, CRM, Lead management, Enterprise, Others) is every sidebar,
 *   i.e. all roles but oem (no sidebar shown) and gm (only its recording entry); "Admin and agent
 *   menus also have" groups: admin and agent; "Admin-only sections": admin;
 * - where section 2 names a group without its roles, or a route is in no sidebar at all, the spec
 *   leaves it open: `basis: 'decided'` and a note (admin has the full menu, so admin always; the
 *   agent where its menu does not omit the area);
 * - where an owning manifest decided otherwise, the ledger records the manifest's list with
 *   `basis: 'manifest'` and a note saying how it differs from the spec reading.
 *
 * When a route is built: remove its `pending: true` (the test fails until you do); when a role list
 * is decided differently, change it in the section in the same change as the manifest, with a note.
 */

/** Where a route's role list comes from. */
export type RolesBasis =
  /** Section 2 "Common": open to any logged-in role. */
  | 'common'
  /** A section 6 route-role example. */
  | 'section6'
  /** The roles whose sidebar (section 2) shows it. */
  | 'sidebar'
  /** The spec leaves it open; the note says how it was decided. */
  | 'decided'
  /** The owning manifest's decision, differing from the spec reading; the note says how. */
  | 'manifest';

/** A route of a section; the ledger adds the owning package. */
export interface LedgerEntry {
  path: string;
  /** Roles allowed to open the route; `null`: open to any logged-in role. */
  roles: readonly Role[] | null;
  basis: RolesBasis;
  note?: string;
  /** Not declared by its owner yet. */
  pending?: true;
}

/** The packages that own routes, in areas.md's order. */
export const LEDGER_OWNERS = ['host-shell', 'remote-crm', 'remote-carrier', 'remote-cloudcall', 'remote-inventory', 'remote-admin'] as const;
export type LedgerOwner = (typeof LEDGER_OWNERS)[number];

/** Number of routes the spec names (areas.md). */
export const SPEC_ROUTE_COUNT = 187;

export interface LedgerRoute extends LedgerEntry {
  owner: LedgerOwner;
}

export interface LedgerSection {
  /** The package's routes of the spec, in areas.md's order. */
  routes: readonly LedgerEntry[];
  /** Routes the package declares that the spec does not name; each needs a note. */
  extra: readonly LedgerEntry[];
}

export const ADMIN: Role[] = ['admin'];
export const ADMIN_AGENT: Role[] = ['admin', 'agent'];
export const ADMIN_OEM: Role[] = ['admin', 'oem'];
export const ADMIN_AGENT_SUBAGENT: Role[] = ['admin', 'agent', 'subAgent'];
export const ADMIN_AGENT_COMPANY: Role[] = ['admin', 'agent', 'company'];
/** "open to all but oem and gm" (section 6); also every sidebar of the general menu. */
export const ALL_BUT_OEM_GM: Role[] = ['admin', 'agent', 'subAgent', 'company', 'department', 'normal'];
export const GM: Role[] = ['gm'];

export const NO_SIDEBAR = 'in no sidebar of section 2 and no section 6 example: admin (full menu) until decided';
export const OPERATOR_PAGE = 'operator-specific pages: roles not stated; admin (full menu) and agent (whose menu omits only inventory, callback, admin rights)';
