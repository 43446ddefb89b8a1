import { ADMIN, LEDGER_OWNERS, type LedgerOwner, type LedgerRoute, type LedgerSection } from '@console/build-config/ledger';
import { LEDGER as admin } from '../../../remote-admin/src/ledger';
import { LEDGER as carrier } from '../../../remote-carrier/src/ledger';
import { LEDGER as cloudcall } from '../../../remote-cloudcall/src/ledger';
import { LEDGER as crm } from '../../../remote-crm/src/ledger';
import { LEDGER as inventory } from '../../../remote-inventory/src/ledger';

/**
 * The route ledger: the project's own copy of the spec's route table. Each of the 187 routes of
 * console-spec.md with its owning package (shared/spec/areas.md), its role list and whether it is
 * built yet. Each remote keeps its own section (`<remote>/src/ledger.ts`, the rules in
 * `build-config/src/ledger/section.ts`); the shell's section is here. They are collected here, above
 * the remotes, where the ledger is used: `routeLedger.test.ts` holds every manifest to it, `pnpm
 * routes` prints the progress, `pnpm new-page` reads an entry, the browser tests visit the built
 * routes. A remote imports only the section type and role readings from build-config.
 */

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
