/**
 * Every app of the console in ONE Rspack multi-compiler run (`pnpm build`): one start-up and the
 * native thread pool shared, where six `rspack build` processes each paid their own start-up and
 * competed for the cores. Each app keeps its own configuration (`<app>/rspack.config.ts`, what
 * `pnpm --filter <app> build` and an area team's release use). `--env single` builds the
 * single-bundle console instead (`pnpm build:single`).
 *
 * Loaded by the Rspack CLI (jiti), not tsx: tsx names every function with a `__name` helper, and
 * Module Federation writes some of its runtime from its functions' source into the bundle.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Compiler, Configuration } from '@rspack/core';
import { createSingleConfig, REMOTES, SHELL } from '@console/build-config';
import type { RemoteDefinition } from '@console/sdk/manifest';
import { appSourceDir as appRoot, SINGLE_DIR } from '../src/layout';

type Mode = 'development' | 'production';
/** One at a time: jiti evaluating two configs at once let one see a shared module (a contract) half-initialised. */
const load = async <T>(file: string): Promise<T> => (await import(pathToFileURL(file).href)) as T;

/** Prints how long each compiler of the run took (they run side by side). */
class BuildTime {
  constructor(private readonly name: string) {}
  apply(compiler: Compiler) {
    compiler.hooks.done.tap('BuildTime', (stats) => {
      const seconds = ((stats.endTime - stats.startTime) / 1000).toFixed(1);
      console.log(`构建 ${this.name}：${seconds} s`);
    });
  }
}
const named = (name: string, config: Configuration): Configuration => ({ ...config, name, plugins: [...(config.plugins ?? []), new BuildTime(name)] });

async function single(mode: Mode): Promise<Configuration[]> {
  const remotes: { root: string; definition: RemoteDefinition }[] = [];
  for (const { name } of REMOTES) {
    remotes.push({ root: appRoot(name), definition: (await load<{ manifest: RemoteDefinition }>(path.join(appRoot(name), 'src', 'manifest.ts'))).manifest });
  }
  return [named('single', createSingleConfig({ shellRoot: appRoot(SHELL.name), remotes, mode, outDir: SINGLE_DIR }))];
}

async function apps(mode: Mode): Promise<Configuration[]> {
  const configs: Configuration[] = [];
  for (const { name } of [SHELL, ...REMOTES]) {
    const { default: config } = await load<{ default: (env: unknown, argv: { mode: Mode }) => Configuration }>(path.join(appRoot(name), 'rspack.config.ts'));
    configs.push(named(name, config({}, { mode })));
  }
  return configs;
}

export default (env: { single?: boolean }, argv: { mode?: Mode }) => (env.single ? single(argv.mode ?? 'production') : apps(argv.mode ?? 'production'));
