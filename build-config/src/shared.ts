/**
 * The platform's shared singletons, one list for the shell and every remote. Each is fetched once
 * per page load; the shell's copy wins (`loaded-first` + `singleton` + `requiredVersion:
 * ^<installed version>`, not strict: a mismatch only warns). @ant-design/icons is deliberately not
 * shared: sharing it pulls in every icon (MF-NOTES pitfall 3).
 */
import { createRequire } from 'node:module';
import path from 'node:path';

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
 * What the Module Federation runtime may leave out, in the shell and in every remote: the console
 * registers plain `remoteEntry.js` entries (no mf-manifest snapshots) and runs in browsers only.
 */
export const RUNTIME_OPTIMIZATION = { disableSnapshot: true, target: 'web' } as const;
