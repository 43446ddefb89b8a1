import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { areasProblems, declarationProblems, ledgerShapeProblems, type Declarations } from './check';
import { REPO_ROOT } from '../layout';
import { DECLARED, MANIFESTS } from './declared';
import { ROUTE_LEDGER } from './routes';

/** The spec's ownership lists; CI has them next to the repository, a developer's checkout may not. */
const AREAS_MD = path.resolve(REPO_ROOT, '../shared/spec/areas.md');

describe('route ledger (each package’s section, collected in deploy/src/ledger/routes.ts)', () => {
  it('has the 187 spec routes once each, open exactly where Common, a note wherever a list was decided', () => {
    expect(ledgerShapeProblems()).toEqual([]);
  });

  it.skipIf(!existsSync(AREAS_MD))('matches areas.md: the same 187 routes and owners', () => {
    expect(areasProblems(readFileSync(AREAS_MD, 'utf8'))).toEqual([]);
  });

  it('each manifest names its own package', () => {
    for (const [pkg, manifest] of Object.entries(MANIFESTS)) expect(manifest.name).toBe(pkg);
  });

  it('every route is declared by its owner or pending (never both), by no other package, with the ledger’s roles', () => {
    expect(declarationProblems(DECLARED)).toEqual([]);
  });
});

describe('the ledger checks catch', () => {
  const withRoute = (owner: keyof Declarations, route: { path: string; roles?: string[] }): Declarations => ({
    ...DECLARED,
    [owner]: [...DECLARED[owner].filter((declared) => declared.path !== route.path), route],
  });

  it('a pending route that is now built', () => {
    // Every spec route is built (187 of 187): one marked pending again stands for a ledger not updated.
    const built = ROUTE_LEDGER.find((entry) => entry.path === '/earlyWarning')!;
    const ledger = [...ROUTE_LEDGER.filter((entry) => entry !== built), { ...built, pending: true as const }];
    expect(declarationProblems(DECLARED, ledger)).toEqual([`/earlyWarning is built by ${built.owner}: remove its pending mark from the ledger`]);
  });

  it('a route declared by a package the ledger does not give it to, or not in the ledger', () => {
    expect(declarationProblems(withRoute('remote-admin', { path: '/userInfo', roles: ['admin', 'agent'] }))).toEqual([
      'remote-admin declares /userInfo, which the ledger gives to remote-carrier',
    ]);
    expect(declarationProblems(withRoute('remote-admin', { path: '/nowhere' }))).toEqual([
      'remote-admin declares /nowhere, which the ledger lacks (a route outside the spec goes in its package’s ledger section, under extra, with a note)',
    ]);
  });

  it('a role list other than the ledger’s, and a gated route declared open', () => {
    expect(declarationProblems(withRoute('remote-admin', { path: '/agent', roles: ['admin'] }))).toEqual([
      '/agent: remote-admin requires [admin], the ledger [admin, oem]',
    ]);
    expect(declarationProblems(withRoute('remote-admin', { path: '/agent' }))).toEqual(['/agent: remote-admin requires open, the ledger [admin, oem]']);
  });

  it('a built route that disappears from its manifest', () => {
    const declared = { ...DECLARED, 'remote-inventory': DECLARED['remote-inventory'].filter((route) => route.path !== '/earlyWarning') };
    expect(declarationProblems(declared)).toEqual(['/earlyWarning: remote-inventory does not declare it and the ledger does not list it as pending']);
  });

  it('an areas.md list that drifts from the ledger', () => {
    const areas = '## host-shell (3)\n`/login` `/403` `/nope`\n';
    expect(areasProblems(areas)).toContain('/nope (host-shell in areas.md) is missing from the ledger');
    expect(areasProblems(areas)).toContain('/404: in the ledger but not in areas.md');
  });
});
