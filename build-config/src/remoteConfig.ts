import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import type { Compiler, Configuration } from '@rspack/core';
import { ReactRefreshRspackPlugin as ReactRefreshPlugin } from '@rspack/plugin-react-refresh';
import type { RemoteDefinition, RemoteManifest } from '@console/sdk/manifest';
import { validateManifest } from '@console/sdk/manifest';
import { baseConfig } from './common';
import { RUNTIME_OPTIMIZATION, sharedSingletons } from './shared';
import { containerName, REMOTES } from './topology';

export const REMOTE_ENTRY = 'remoteEntry.js';
export const MANIFEST_FILE = 'console-manifest.json';

/** `./BlackList` -> `./src/pages/BlackList.tsx` (or `BlackList/index.tsx`): one convention, checked. */
export function exposesOf(root: string, definition: RemoteDefinition): Record<string, string> {
  const exposes: Record<string, string> = {};
  for (const route of definition.routes) {
    if (exposes[route.module]) continue;
    const name = route.module.slice(2);
    const candidates = [`src/pages/${name}.tsx`, `src/pages/${name}/index.tsx`];
    const found = candidates.find((file) => existsSync(path.join(root, file)));
    if (!found) {
      throw new Error(`${definition.name}: 路由 ${route.path} 的模块 ${route.module} 找不到文件（${candidates.join(' 或 ')}）`);
    }
    exposes[route.module] = `./${found}`;
  }
  return exposes;
}

/** Emits JSON files into the build: a remote's `console-manifest.json` (what the shell reads, never code). */
export class JsonAssetsPlugin {
  constructor(private readonly files: Record<string, unknown>) {}
  apply(compiler: Compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('JsonAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'JsonAssetsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const [file, value] of Object.entries(this.files)) compilation.emitAsset(file, new RawSource(`${JSON.stringify(value, null, 2)}\n`));
        },
      );
    });
  }
}

/**
 * Every build is a release of its own: the package version plus the build time
 * (`1.0.0+20261122044000`), unless REMOTE_VERSION names one. Released directories are never
 * overwritten, so two builds must never share a version.
 */
export function releaseVersion(packageVersion: string, built: Date, override = process.env.REMOTE_VERSION): string {
  if (override) return override;
  const stamp = built.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `${packageVersion}+${stamp}`;
}

export interface RemoteOptions {
  root: string;
  definition: RemoteDefinition;
  mode: 'development' | 'production';
}

/** What a build of `definition` publishes as its console-manifest.json (checked: a bad one is never built). */
export function remoteManifest(root: string, definition: RemoteDefinition, built = new Date()): RemoteManifest {
  const require = createRequire(path.join(root, 'package.json'));
  const own = require('./package.json') as { name: string; version: string };
  const sdk = require('@console/sdk/package.json') as { version: string };
  const manifest: RemoteManifest = {
    schemaVersion: 1,
    ...definition,
    container: containerName(definition.name),
    version: releaseVersion(own.version, built),
    sdkVersion: sdk.version,
    buildTime: built.toISOString(),
    entry: REMOTE_ENTRY,
  };
  const checked = validateManifest(manifest);
  if (!checked.ok) throw new Error(checked.error);
  return checked.value;
}

export function createRemoteConfig({ root, definition, mode }: RemoteOptions): Configuration {
  const dev = mode === 'development';
  const manifest = remoteManifest(root, definition);
  const container = manifest.container;
  const base = baseConfig(root, container, mode);
  const port = REMOTES.find((remote) => remote.name === definition.name)?.port;
  return {
    ...base,
    entry: {},
    // Chunks load relative to wherever remoteEntry.js was served from (MF-NOTES pitfall 6).
    output: { ...base.output, publicPath: 'auto' },
    plugins: [
      new ModuleFederationPlugin({
        name: container,
        filename: REMOTE_ENTRY,
        exposes: exposesOf(root, definition),
        shared: sharedSingletons(root, 'consumer'),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: false,
        // A remote loads no other remote: its copy of the runtime needs no remote-loading code.
        experiments: { optimization: { ...RUNTIME_OPTIMIZATION, disableRemote: true } },
      }),
      new JsonAssetsPlugin({ [MANIFEST_FILE]: manifest }),
      ...(dev ? [new ReactRefreshPlugin()] : []),
    ],
    devServer: {
      port,
      host: '127.0.0.1',
      allowedHosts: 'all',
      hot: true,
      headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' },
    },
  };
}
