import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCircles, importGraph } from './importGraph.testing';

const folder = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const shell = importGraph(folder('.'));

/** A remote package, by name or by a relative path into its folder. */
const REMOTE = /^@console\/remote-|(^|\/)remote-[a-z]+\//;

describe('the shell depends on no remote', () => {
  it('imports no remote package (its header calls are the platform’s, in @console/sdk)', () => {
    const found = [...shell.specifiers].flatMap(([file, specifiers]) =>
      specifiers.filter((specifier) => REMOTE.test(specifier)).map((specifier) => `${file}: ${specifier}`),
    );
    expect(found).toEqual([]);
  });

  it('declares no remote package among its dependencies', () => {
    const manifest = JSON.parse(readFileSync(folder('../package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
    const names = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'].flatMap((field) => Object.keys(manifest[field] ?? {}));
    expect(names.filter((name) => REMOTE.test(name))).toEqual([]);
  });
});

describe('no import circles', () => {
  // A module in a circle is loaded half-initialised by one of the others, and none of them can be
  // understood, tested or moved alone. What two modules share goes into a third that both import.
  it.each([
    ['host-shell/src', shell],
    ['shared-sdk/src', importGraph(folder('../../shared-sdk/src'))],
  ])('%s has none', (_, graph) => {
    expect(importCircles(graph).map((circle) => circle.join(' -> '))).toEqual([]);
  });
});
