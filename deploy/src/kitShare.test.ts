import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { kitShare, kitVersion, REMOTES } from '@console/build-config';
import kitShareRuntime, { KIT } from '@console/build-config/kitShareRuntime';
import { REPO_ROOT } from './layout';

const REMOTE_PACKAGES = REMOTES.map((remote) => remote.name);

const temporary: string[] = [];
afterEach(() => temporary.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** An app beside an SDK of its own (sources under src/) and the icons package the kit bundles. */
function workspace(files: Record<string, string>, icons = '6.0.0') {
  const root = mkdtempSync(path.join(tmpdir(), 'kit-version-'));
  temporary.push(root);
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write('app/package.json', '{"name":"app"}');
  write('node_modules/@console/sdk/package.json', '{"name":"@console/sdk","version":"1.2.3"}');
  write('node_modules/@ant-design/icons/package.json', JSON.stringify({ name: '@ant-design/icons', version: icons }));
  for (const [file, text] of Object.entries(files)) write(`node_modules/@console/sdk/${file}`, text);
  return path.join(root, 'app');
}

describe('the page kit is shared between remotes built from the same SDK sources only', () => {
  it('names the SDK version and a hash of what the kit is built from', () => {
    expect(kitVersion(workspace({ 'src/kit.ts': 'export {};' }))).toMatch(/^1\.2\.3-kit\.[0-9a-f]{12}$/);
  });

  it('is the same for the same sources wherever they sit, and another for any change to them', () => {
    const sources = { 'src/kit.ts': 'export const a = 1;', 'src/pageKit/ListPage.tsx': 'export {};' };
    const version = kitVersion(workspace(sources));
    expect(kitVersion(workspace(sources))).toBe(version);
    expect(kitVersion(workspace({ ...sources, 'README.md': 'not built' }))).toBe(version);
    expect(kitVersion(workspace({ ...sources, 'src/kit.ts': 'export const a = 2;' }))).not.toBe(version);
    expect(kitVersion(workspace({ ...sources, 'src/pageKit/columns.tsx': 'export {};' }))).not.toBe(version);
    expect(kitVersion(workspace(sources, '6.0.1'))).not.toBe(version);
  });

  it('is one version for every remote of this repository, required exactly', () => {
    const versions = REMOTE_PACKAGES.map((name) => kitVersion(path.join(REPO_ROOT, name)));
    expect(new Set(versions).size).toBe(1);
    const share = kitShare(path.join(REPO_ROOT, REMOTE_PACKAGES[0]!)).shared[KIT];
    expect(share).toEqual({ singleton: false, version: versions[0], requiredVersion: versions[0], strictVersion: true });
  });
});

describe('a remote takes another remote’s kit only once it runs (kitShareRuntime)', () => {
  type Args = Parameters<NonNullable<ReturnType<typeof kitShareRuntime>['resolveShare']>>[0];
  const version = '1.0.0-kit.0123456789ab';
  const resolver = () => ({ shared: offered as never, useTreesShaking: false });
  let offered: Record<string, unknown> = {};
  const resolve = (entry: Record<string, unknown>, pkgName = KIT) => {
    offered = { version, ...entry };
    const args = {
      shareScopeMap: { default: { [pkgName]: { [version]: offered } } },
      scope: 'default',
      pkgName,
      version,
      shareInfo: { from: 'remote_carrier' },
      resolver,
    } as unknown as Args;
    return (kitShareRuntime().resolveShare!(args) as Args).resolver();
  };

  it('takes a copy another remote runs', () => {
    expect(resolve({ from: 'remote_admin', loaded: true, lib: () => ({}) })?.shared).toBe(offered);
  });

  it('passes over a copy another remote only registered, is still loading or failed to load, for its own', () => {
    expect(resolve({ from: 'remote_admin' })).toBeUndefined();
    expect(resolve({ from: 'remote_admin', loading: Promise.resolve() })).toBeUndefined();
    const failed = Promise.reject(new Error('ChunkLoadError'));
    failed.catch(() => undefined);
    expect(resolve({ from: 'remote_admin', loading: failed })).toBeUndefined();
  });

  it('leaves its own copy and every other shared module to the runtime', () => {
    expect(resolve({ from: 'remote_carrier' })?.shared).toBe(offered);
    expect(resolve({ from: 'remote_admin' }, 'antd')?.shared).toBe(offered);
  });
});
