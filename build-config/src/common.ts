import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack, type Configuration, type RuleSetRule } from '@rspack/core';
import { PAGE_CHUNK_LOAD_TIMEOUT_MS } from '@console/sdk/constants';

export const isDev = (mode: string | undefined) => mode !== 'production';

/**
 * `reactDev`: React's development JSX and Fast Refresh. Off for a remote that runs inside a released
 * console: the shell provides production React, which has neither `jsx-dev-runtime` nor refresh.
 */
export function scriptRule(dev: boolean, reactDev = dev): RuleSetRule {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules[\\/](?!@console)/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: reactDev, refresh: reactDev } },
      },
      env: { targets: 'chrome >= 109, firefox >= 115, safari >= 16' },
    },
    type: 'javascript/auto',
  };
}

/**
 * react-router ships a production build beside its development one, but its package exports only
 * the development build: its dev warnings and checks would run in production. A production build
 * takes the production files (the same API, ENABLE_DEV_WARNINGS = false).
 */
function reactRouterProductionBuild(root: string): Record<string, string> {
  const fromApp = createRequire(path.join(root, 'package.json'));
  const fromRouterDom = createRequire(fromApp.resolve('react-router-dom/package.json'));
  const dir = path.dirname(fromRouterDom.resolve('react-router/package.json'));
  return {
    'react-router$': path.join(dir, 'dist/production/index.mjs'),
    'react-router/dom$': path.join(dir, 'dist/production/dom-export.mjs'),
  };
}

/** What every app's configuration has in common. */
export function baseConfig(root: string, uniqueName: string, mode: 'development' | 'production', reactDev = mode === 'development'): Configuration {
  const dev = mode === 'development';
  return {
    mode,
    context: root,
    devtool: dev ? 'cheap-module-source-map' : 'source-map',
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'], alias: dev ? {} : reactRouterProductionBuild(root) },
    module: {
      rules: [
        scriptRule(dev, reactDev),
        // Rspack 2 needs an explicit CSS rule (MF-NOTES pitfall 4).
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|svg|jpe?g|gif|ico|mp3)$/, type: 'asset' },
      ],
    },
    output: {
      // A release candidate can be built elsewhere (the browser tests build extra releases).
      path: process.env.CONSOLE_DIST_DIR ?? path.join(root, 'dist'),
      uniqueName,
      filename: dev ? '[name].js' : '[name].[contenthash:10].js',
      chunkFilename: dev ? '[name].js' : '[name].[contenthash:10].js',
      cssFilename: dev ? '[name].css' : '[name].[contenthash:10].css',
      cssChunkFilename: dev ? '[name].css' : '[name].[contenthash:10].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      // Spec section 9: a page chunk that has not loaded after 120 s is a load error.
      chunkLoadTimeout: PAGE_CHUNK_LOAD_TIMEOUT_MS,
      clean: true,
    },
    optimization: {
      minimizer: [
        new rspack.SwcJsMinimizerRspackPlugin(),
        new rspack.LightningCssMinimizerRspackPlugin({
          minimizerOptions: { targets: ['chrome >= 109', 'firefox >= 115', 'safari >= 16'] },
        }),
      ],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
