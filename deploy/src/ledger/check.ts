import { LEDGER_OWNERS, SPEC_ROUTE_COUNT, type LedgerOwner, type LedgerRoute } from '@console/build-config/ledger';
import { EXTRA_ROUTES, ROUTE_LEDGER } from './routes';

/**
 * Holding declared routes to the ledger. Pure: the caller passes what each package declares (the
 * remotes' manifests, the shell's own routes), so this module imports no app code.
 */

/** A declared route as far as the ledger cares: a manifest's `RouteDeclaration` fits. */
export interface DeclaredRoute {
  path: string;
  /** Absent: open to any logged-in role. */
  roles?: readonly string[];
}

export type Declarations = Record<LedgerOwner, readonly DeclaredRoute[]>;

const ALL_ENTRIES: readonly LedgerRoute[] = [...ROUTE_LEDGER, ...EXTRA_ROUTES];
const byPath = new Map(ALL_ENTRIES.map((route) => [route.path, route]));

export const ledgerEntry = (path: string): LedgerRoute | undefined => byPath.get(path);

const show = (roles: readonly string[] | null | undefined) => (roles ? `[${[...roles].sort().join(', ')}]` : 'open');

function sameRoles(declared: readonly string[] | undefined, ledger: readonly string[] | null): boolean {
  if (!declared || declared.length === 0) return ledger === null;
  if (ledger === null) return false;
  const a = new Set(declared);
  const b = new Set(ledger);
  return a.size === b.size && [...a].every((role) => b.has(role));
}

/** The ledger itself: 187 spec routes, one entry per path, a note wherever a list was decided. */
export function ledgerShapeProblems(): string[] {
  const problems: string[] = [];
  if (ROUTE_LEDGER.length !== SPEC_ROUTE_COUNT) problems.push(`ledger has ${ROUTE_LEDGER.length} spec routes, not ${SPEC_ROUTE_COUNT}`);
  const seen = new Set<string>();
  for (const route of ALL_ENTRIES) {
    if (seen.has(route.path)) problems.push(`${route.path}: listed twice`);
    seen.add(route.path);
    if ((route.roles === null) !== (route.basis === 'common')) {
      problems.push(`${route.path}: roles must be null exactly for basis 'common'`);
    }
    if (route.roles && (route.roles.length === 0 || new Set(route.roles).size !== route.roles.length)) {
      problems.push(`${route.path}: role list empty or repeated`);
    }
    if ((route.basis === 'decided' || route.basis === 'manifest') && !route.note?.trim()) {
      problems.push(`${route.path}: basis '${route.basis}' needs a note`);
    }
  }
  for (const route of EXTRA_ROUTES) {
    if (!route.note?.trim()) problems.push(`${route.path}: a route outside the spec needs a note`);
  }
  return problems;
}

/** Owner of every declared path: the ledger's, or the declaring package's if the ledger lacks it. */
function declarers(declared: Declarations): Map<string, LedgerOwner[]> {
  const result = new Map<string, LedgerOwner[]>();
  for (const owner of LEDGER_OWNERS) {
    for (const route of declared[owner]) result.set(route.path, [...(result.get(route.path) ?? []), owner]);
  }
  return result;
}

/**
 * Declarations against the ledger: each route built by its owner or pending (and never both), no
 * package declaring another's route or one the ledger lacks, and the same role list.
 */
export function declarationProblems(declared: Declarations, entries: readonly LedgerRoute[] = ALL_ENTRIES): string[] {
  const problems: string[] = [];
  const who = declarers(declared);
  for (const owner of LEDGER_OWNERS) {
    for (const route of declared[owner]) {
      const entry = byPath.get(route.path);
      if (!entry) {
        problems.push(
          `${owner} declares ${route.path}, which the ledger lacks (a route outside the spec goes in its package’s ledger section, under extra, with a note)`,
        );
      } else if (entry.owner !== owner) {
        problems.push(`${owner} declares ${route.path}, which the ledger gives to ${entry.owner}`);
      } else if (!sameRoles(route.roles, entry.roles)) {
        problems.push(`${route.path}: ${owner} requires ${show(route.roles)}, the ledger ${show(entry.roles)}`);
      }
    }
  }
  for (const entry of entries) {
    const built = who.get(entry.path)?.includes(entry.owner) ?? false;
    if (entry.pending && built) {
      problems.push(`${entry.path} is built by ${entry.owner}: remove its pending mark from the ledger`);
    } else if (!entry.pending && !built) {
      problems.push(`${entry.path}: ${entry.owner} does not declare it and the ledger does not list it as pending`);
    }
  }
  return problems;
}

/** areas.md's lists, `## remote-crm (28)` followed by the backquoted paths. */
export function parseAreas(markdown: string): { owner: string; count: number; paths: string[] }[] {
  const sections: { owner: string; count: number; paths: string[] }[] = [];
  for (const match of markdown.matchAll(/^## (\S+) \((\d+)\)\s*\n([^#]*)/gm)) {
    sections.push({ owner: match[1], count: Number(match[2]), paths: [...match[3].matchAll(/`(\/[^`\s]*)`/g)].map((m) => m[1]) });
  }
  return sections;
}

/** The ledger's routes and owners against areas.md. */
export function areasProblems(markdown: string): string[] {
  const problems: string[] = [];
  const sections = parseAreas(markdown);
  const listed = new Map<string, string>();
  for (const section of sections) {
    if (section.paths.length !== section.count) {
      problems.push(`areas.md: ${section.owner} says ${section.count} routes and lists ${section.paths.length}`);
    }
    for (const path of section.paths) listed.set(path, section.owner);
  }
  if (listed.size !== SPEC_ROUTE_COUNT) problems.push(`areas.md lists ${listed.size} routes, not ${SPEC_ROUTE_COUNT}`);
  for (const [path, owner] of listed) {
    const entry = ROUTE_LEDGER.find((route) => route.path === path);
    if (!entry) problems.push(`${path} (${owner} in areas.md) is missing from the ledger`);
    else if (entry.owner !== owner) problems.push(`${path}: areas.md gives it to ${owner}, the ledger to ${entry.owner}`);
  }
  for (const entry of ROUTE_LEDGER) {
    if (!listed.has(entry.path)) problems.push(`${entry.path}: in the ledger but not in areas.md`);
  }
  return problems;
}

export interface OwnerProgress {
  owner: LedgerOwner;
  total: number;
  built: number;
  pending: string[];
}

/** Built and pending spec routes per package, from the ledger's pending marks. */
export function ledgerProgress(): OwnerProgress[] {
  return LEDGER_OWNERS.map((owner) => {
    const routes = ROUTE_LEDGER.filter((route) => route.owner === owner);
    const pending = routes.filter((route) => route.pending).map((route) => route.path);
    return { owner, total: routes.length, built: routes.length - pending.length, pending };
  });
}
