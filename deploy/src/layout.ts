import path from 'node:path';
import { BACKEND_PORT, REMOTES, SHELL, SINGLE, type AppSpec } from '@console/build-config';
export type { AppSpec };

/** Where builds and releases live on disk. CONSOLE_DEPLOY_DIR moves it (the browser tests do). */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
export const DEPLOY_DIR = path.resolve(process.env.CONSOLE_DEPLOY_DIR ?? path.join(REPO_ROOT, '.deploy'));
export const SHELL_DIR = path.join(DEPLOY_DIR, 'shell');
export const REGISTRY_FILE = path.join(DEPLOY_DIR, 'registry.json');
/** The canaries beside the registry (README, "Canary releases"); absent: none. */
export const ROLLOUTS_FILE = path.join(DEPLOY_DIR, 'rollouts.json');
export const remoteDir = (name: string) => path.join(DEPLOY_DIR, 'remotes', name);
export const appSourceDir = (name: string) => path.join(REPO_ROOT, name);
/** Where `pnpm build:single` writes the single-bundle console (CONSOLE_SINGLE_DIR moves it). */
export const SINGLE_DIR = path.resolve(process.env.CONSOLE_SINGLE_DIR ?? path.join(REPO_ROOT, '.single'));

/** Host name the registry's remote URLs use (the browser must reach remotes by it). */
export const PUBLIC_HOST = process.env.CONSOLE_PUBLIC_HOST ?? 'localhost';
export const originOf = (app: AppSpec) => `http://${PUBLIC_HOST}:${app.port}`;

export const ALL_APPS: AppSpec[] = [SHELL, ...REMOTES];
export { BACKEND_PORT, REMOTES, SHELL, SINGLE };

export function findApp(name: string): AppSpec {
  const app = ALL_APPS.find((candidate) => candidate.name === name);
  if (!app) throw new Error(`未知的应用：${name}（可选：${ALL_APPS.map((a) => a.name).join('、')}）`);
  return app;
}
