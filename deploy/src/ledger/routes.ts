import { LEDGER as admin } from '../../../remote-admin/src/ledger';
import { LEDGER as carrier } from '../../../remote-carrier/src/ledger';
import { LEDGER as cloudcall } from '../../../remote-cloudcall/src/ledger';
import { LEDGER as crm } from '../../../remote-crm/src/ledger';
import { LEDGER as inventory } from '../../../remote-inventory/src/ledger';
import { ADMIN, type LedgerEntry, type LedgerSection } from './section';

export type { LedgerEntry, LedgerSection, RolesBasis } from './section';

/**
 * The route ledger: the project's own copy of the spec's route table. Each of the 187 routes of
 * console-spec.md with its owning package (shared/spec/areas.md), its role list and whether it is
 * built yet. Each remote keeps its own section (`<remote>/src/ledger.ts`, the rules in
 * `section.ts`); the shell's section is here. `deploy/src/ledger/routeLedger.test.ts` holds every
 * manifest to it and `pnpm routes` prints the progress.
 *
 * The sections are plain data that build-config reads by path: every consumer of the ledger (the
 * route test, `pnpm routes`, `pnpm new-page`, the remotes' own tests, the browser tests) keeps
 * importing `@console/build-config/ledger`, and a remote needs nothing of build-config at run time.
 */

/** The packages that own routes, in areas.md's order. */
export const LEDGER_OWNERS = ['host-shell', 'remote-crm', 'remote-carrier', 'remote-cloudcall', 'remote-inventory', 'remote-admin'] as const;
export type LedgerOwner = (typeof LEDGER_OWNERS)[number];

/** Number of routes the spec names (areas.md). */
export const SPEC_ROUTE_COUNT = 187;

export interface LedgerRoute extends LedgerEntry {
  owner: LedgerOwner;
}

/** The shell's section: the platform's own pages. */
const SHELL: LedgerSection = {
  routes: [
    { path: '/login', roles: null, basis: 'common' },
    { path: '/403', roles: null, basis: 'common' },
    { path: '/404', roles: null, basis: 'common' },
  ],
  extra: [
    {
      path: '/remotes',
      roles: ADMIN,
      basis: 'decided',
      note: 'not a spec route: the admin page of the remotes running in this console (README "Releasing a remote")',
    },
  ],
};

const SECTIONS: Record<LedgerOwner, LedgerSection> = {
  'host-shell': SHELL,
  'remote-crm': crm,
  'remote-carrier': carrier,
  'remote-cloudcall': cloudcall,
  'remote-inventory': inventory,
  'remote-admin': admin,
};

/** The 187 routes of the spec, in areas.md's order. */
export const ROUTE_LEDGER: readonly LedgerRoute[] = LEDGER_OWNERS.flatMap((owner) => SECTIONS[owner].routes.map((entry) => ({ ...entry, owner })));

/** Routes a package declares that the spec does not name; each needs a note. Same rules otherwise. */
export const EXTRA_ROUTES: readonly LedgerRoute[] = LEDGER_OWNERS.flatMap((owner) => SECTIONS[owner].extra.map((entry) => ({ ...entry, owner })));
