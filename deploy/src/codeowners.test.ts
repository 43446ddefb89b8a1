import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './layout';

const PLATFORM = '@console-platform/platform';

/** The remotes and their backend areas, as `pnpm new-page` pairs them. */
const AREAS = {
  'remote-crm': 'crm',
  'remote-carrier': 'carrier',
  'remote-cloudcall': 'cloudcall',
  'remote-inventory': 'inventory',
  'remote-admin': 'admin',
} as const;

/**
 * The rules of `.github/CODEOWNERS`, of the forms the file uses: `*`, and paths anchored at the
 * root (`/dir/`, `/file`). Any other form is refused, so the test never misreads a new rule.
 */
function readRules(text: string): { pattern: string; owners: string[] }[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [pattern, ...owners] = line.split(/\s+/);
      if (pattern !== '*' && !/^\/[\w.\-/]+$/.test(pattern)) throw new Error(`CODEOWNERS: a rule this test cannot read: ${line}`);
      return { pattern, owners };
    });
}

/** The owners of a repository path: the last rule that matches wins, as on GitHub. */
function ownersOf(rules: ReturnType<typeof readRules>, file: string): string[] {
  let owners: string[] = [];
  for (const { pattern, owners: these } of rules) {
    const anchored = pattern.slice(1);
    if (pattern === '*' || (pattern.endsWith('/') ? file.startsWith(anchored) : file === anchored || file.startsWith(`${anchored}/`))) owners = these;
  }
  return owners;
}

/** What `pnpm new-page <remote> /example` writes or edits (deploy/src/cli/newPage.ts). */
function pageFiles(remote: string, area: string): string[] {
  return [
    `${remote}/src/contract/example.ts`,
    `${remote}/src/contract/index.ts`,
    `${remote}/src/contract/access.ts`,
    `${remote}/src/pages/Example.tsx`,
    `${remote}/src/pages/Example.test.ts`,
    `${remote}/src/manifest.ts`,
    `${remote}/src/manifest.test.ts`,
    `${remote}/src/ledger.ts`,
    `local-backend/src/areas/${area}/example.ts`,
    `local-backend/src/areas/${area}/example.test.ts`,
    `local-backend/src/areas/${area}/index.ts`,
    `local-backend/src/areas/${area}/seed.ts`,
    `local-backend/src/areas/${area}/migrations/20261201083000_${area}_example.sql`,
    `e2e/tests/${area}/example.spec.ts`,
  ];
}

describe('CODEOWNERS', () => {
  const rules = readRules(readFileSync(path.join(REPO_ROOT, '.github', 'CODEOWNERS'), 'utf8'));

  it.each(Object.entries(AREAS))('a new page of %s needs no platform review: every file it touches is its area team’s', (remote, area) => {
    const team = `@console-platform/${area}`;
    const files = pageFiles(remote, area);
    expect(files.filter((file) => ownersOf(rules, file).join(' ') !== team)).toEqual([]);
    // The area's own registrations exist where the scaffold edits them.
    for (const file of [`${remote}/src/ledger.ts`, `local-backend/src/areas/${area}/seed.ts`, `local-backend/src/areas/${area}/index.ts`]) {
      expect(existsSync(path.join(REPO_ROOT, file)), file).toBe(true);
    }
  });

  it('keeps the collectors, the base schema and the shared code the platform’s', () => {
    for (const file of [
      'local-backend/src/db/seedSteps.ts',
      'local-backend/src/db/seedStep.ts',
      'local-backend/src/db/migrations/001_init.sql',
      'local-backend/src/areas/index.ts',
      'deploy/src/ledger/routes.ts',
      'build-config/src/ledger/section.ts',
      'shared-sdk/src/kit/index.ts',
    ]) {
      expect(ownersOf(rules, file), file).toEqual([PLATFORM]);
    }
  });
});
