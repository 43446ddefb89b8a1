/**
 * The platform's shared singletons, one list for the shell and every remote. Each is fetched once
 * per page load; the shell's copy wins (`loaded-first` + `singleton` + `requiredVersion:
 * ^<installed version>`, not strict: a mismatch only warns). @ant-design/icons is deliberately not
 * shared: sharing it pulls in every icon (MF-NOTES pitfall 3).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { KIT } from './kitShareRuntime';

type SharedConfig = Record<string, { singleton: true; requiredVersion: string; import?: false | string }>;

const SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'antd', 'jotai', 'dayjs', '@console/sdk'] as const;

/**
 * Barrels the shell provides with a getter per export (`lazyReexports.cjs`): every export is there,
 * and a module runs when a page first reads its export, not when the shell starts (antd's components).
 */
const LAZY_BARRELS = new Set<string>(['antd']);
const LAZY_QUERY = 'lazy-exports';

/** The module rule that makes a `?lazy-exports` request lazy; the shell's build has it. */
export const LAZY_BARREL_RULE = {
  resourceQuery: new RegExp(`^\\?${LAZY_QUERY}$`),
  loader: path.join(import.meta.dirname, 'lazyReexports.cjs'),
};

/** Subpath keys so `react/jsx-runtime` and `react-dom/client` are not duplicated (core #4727). */
const WITH_SUBPATHS = new Set(['react', 'react-dom']);

function installedVersion(appRoot: string, name: string): string {
  const require = createRequire(path.join(appRoot, 'package.json'));
  return (require(`${name}/package.json`) as { version: string }).version;
}

/**
 * `provider`: the shell, which bundles each singleton (whole: a remote may use any export of it).
 * A remote only consumes them (`import: false`): the shell always provides every one, so a remote's
 * build carries no second antd or react-dom that no page would ever load, and builds in a fraction
 * of the time.
 */
export function sharedSingletons(appRoot: string, role: 'provider' | 'consumer'): SharedConfig {
  const shared: SharedConfig = {};
  for (const name of SINGLETONS) {
    const version = installedVersion(appRoot, name);
    const entry = { singleton: true as const, requiredVersion: `^${version}`, ...(role === 'consumer' ? { import: false as const } : {}) };
    shared[name] = role === 'provider' && LAZY_BARRELS.has(name) ? { ...entry, import: `${name}?${LAZY_QUERY}` } : entry;
    if (WITH_SUBPATHS.has(name)) shared[`${name}/`] = entry;
  }
  return shared;
}

export const SHARED_PACKAGES = SINGLETONS;

/**
 * The kit's version, unique to its build: the SDK's version with a hash of what the kit is built
 * from, the SDK's package.json and sources (by their path in the SDK, so a clone elsewhere names the
 * same version) and the icons it bundles of its own (`1.0.0-kit.3f2a…`). Two remotes built from the
 * same SDK sources name the same version.
 */
export function kitVersion(appRoot: string): string {
  const require = createRequire(path.join(appRoot, 'package.json'));
  const sdk = path.dirname(require.resolve('@console/sdk/package.json'));
  const sources = readdirSync(path.join(sdk, 'src'), { recursive: true, encoding: 'utf8' })
    .map((file) => path.join('src', file))
    .filter((file) => statSync(path.join(sdk, file)).isFile())
    .sort();
  const hash = createHash('sha256');
  for (const file of ['package.json', ...sources]) hash.update(`${file.split(path.sep).join('/')}\0`).update(readFileSync(path.join(sdk, file)));
  hash.update(`@ant-design/icons@${installedVersion(sdk, '@ant-design/icons')}`);
  return `${installedVersion(appRoot, '@console/sdk')}-kit.${hash.digest('hex').slice(0, 12)}`;
}

/**
 * The page kit, shared between the remotes (not with the shell, which has none: a remote keeps the
 * kit it was built with, so it can use a kit feature before the shell running it has it). A remote
 * takes another's copy only if it is the very same build (the version is exact, `kitVersion`) and
 * already runs (the runtime plugin `kitShareRuntime.ts`, which goes with the shared entry: without
 * it an area whose kit failed to load would break the next): a click from one area into another
 * then runs no second kit.
 */
export function kitShare(appRoot: string) {
  const version = kitVersion(appRoot);
  return {
    shared: { [KIT]: { singleton: false, version, requiredVersion: version, strictVersion: true } },
    runtimePlugins: [path.join(import.meta.dirname, 'kitShareRuntime.ts')],
  } as const;
}

/**
 * What the Module Federation runtime may leave out, in the shell and in every remote: the console
 * registers plain `remoteEntry.js` entries (no mf-manifest snapshots) and runs in browsers only.
 */
export const RUNTIME_OPTIMIZATION = { disableSnapshot: true, target: 'web' } as const;
