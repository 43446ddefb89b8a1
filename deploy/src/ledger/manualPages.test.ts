import { describe, expect, it } from 'vitest';
import { manualPages, MANUALS } from '../../../remote-admin/src/contract/manuals';
import { ledgerEntry } from './check';
import { DECLARED } from './declared';

/**
 * The manuals (remote-admin's /operationManual, /operationManual2, /guide, /aa) name console pages of every area
 * by path and draw their titles from the served manifests: each path they name must be a spec route of the
 * ledger, so a removed or misspelt page fails here rather than leaving a manual pointing nowhere.
 */
describe('the pages the manuals name', () => {
  const named = [...new Set(Object.values(MANUALS).flatMap(manualPages))];

  it('are spec routes of the ledger', () => {
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((path) => !ledgerEntry(path))).toEqual([]);
  });

  it('are, where built, declared by a manifest (the title the manual shows)', () => {
    const declared = new Set(Object.values(DECLARED).flatMap((routes) => routes.map((route) => route.path)));
    const built = named.filter((path) => !ledgerEntry(path)!.pending);
    expect(built.filter((path) => !declared.has(path))).toEqual([]);
    expect(built).toEqual(expect.arrayContaining(['/dashboard', '/user', '/department', '/customer', '/record', '/aa']));
  });
});
