import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack, type Configuration } from '@rspack/core';
import { ReactRefreshRspackPlugin as ReactRefreshPlugin } from '@rspack/plugin-react-refresh';
import { baseConfig } from './common';
import { LAZY_BARREL_RULE, RUNTIME_OPTIMIZATION, sharedSingletons } from './shared';
import { prePaintScript } from '@console/sdk/theme';
import { MANIFEST_FILE } from './remoteConfig';
import { BACKEND_PORT, REMOTES, SHELL } from './topology';

/** In dev mode every remote's dev server serves its manifest at its root. */
function devRegistry() {
  return {
    remotes: REMOTES.map((remote) => ({
      name: remote.name,
      version: 'dev',
      manifest: `http://localhost:${remote.port}/${MANIFEST_FILE}`,
    })),
  };
}

/** The shell's index.html (the federated shell and the single bundle have the same one). */
export function shellPage(root: string) {
  return new rspack.HtmlRspackPlugin({
    template: path.join(root, 'index.html'),
    inject: 'body',
    // The stored theme is applied before the first paint: no flash of the default theme.
    templateParameters: { prePaintScript: prePaintScript() },
  });
}

export interface HostOptions {
  root: string;
  mode: 'development' | 'production';
}

/**
 * The shell: no remote is known at build time. Remotes come from the registry at runtime and are
 * registered lazily when one of their routes is first visited.
 */
export function createHostConfig({ root, mode }: HostOptions): Configuration {
  const dev = mode === 'development';
  const base = baseConfig(root, 'host_shell', mode);
  return {
    ...base,
    entry: { main: './src/index.ts' },
    // Relative to the page's <base href>: '/' on the origin server, the bucket's folder in a store.
    output: { ...base.output, publicPath: 'auto' },
    module: { ...base.module, rules: [...(base.module?.rules ?? []), LAZY_BARREL_RULE] },
    plugins: [
      new ModuleFederationPlugin({
        name: 'host_shell',
        remotes: {},
        shared: sharedSingletons(root, 'provider'),
        // Version-first would fetch every remote's entry at startup (MF-NOTES pitfall 1).
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: false,
        experiments: { optimization: RUNTIME_OPTIMIZATION },
      }),
      shellPage(root),
      ...(dev ? [new ReactRefreshPlugin()] : []),
    ],
    devServer: {
      port: SHELL.port,
      host: '127.0.0.1',
      allowedHosts: 'all',
      historyApiFallback: true,
      hot: true,
      proxy: [{ context: ['/api'], target: `http://127.0.0.1:${BACKEND_PORT}` }],
      headers: { 'Cache-Control': 'no-cache' },
      setupMiddlewares: (middlewares) => [
        {
          name: 'console-registry',
          path: '/registry.json',
          middleware: (_request: unknown, response: { setHeader: (k: string, v: string) => void; end: (body: string) => void }) => {
            response.setHeader('Content-Type', 'application/json');
            response.setHeader('Cache-Control', 'no-cache');
            response.end(JSON.stringify(devRegistry()));
          },
        },
        {
          // No canaries under the dev servers (README, "Canary releases"): every remote at its dev build.
          name: 'console-rollouts',
          path: '/rollouts.json',
          middleware: (_request: unknown, response: { setHeader: (k: string, v: string) => void; end: (body: string) => void }) => {
            response.setHeader('Content-Type', 'application/json');
            response.setHeader('Cache-Control', 'no-cache');
            response.end('{"remotes":[]}');
          },
        },
        ...middlewares,
      ],
    },
  };
}
