import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { topology } from '@console/build-config';

/**
 * The platform the browser tests run against: the built apps released into their own deploy
 * directory, served on ports shifted by E2E_PORT_OFFSET (so a console you are running is left alone),
 * with a fresh database.
 */
export const E2E_PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 1000);
export const E2E = topology(E2E_PORT_OFFSET);
export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
export const RUN_DIR = path.join(REPO_ROOT, '.run', `e2e-${E2E_PORT_OFFSET}`);

export const shellUrl = (host = 'localhost') => `http://${host}:${E2E.shell.port}`;

/** Environment of every process the tests start. */
export const platformEnv: NodeJS.ProcessEnv = {
  CONSOLE_PORT_OFFSET: String(E2E_PORT_OFFSET),
  CONSOLE_DEPLOY_DIR: path.join(RUN_DIR, 'deploy'),
  CONSOLE_DB: path.join(RUN_DIR, 'console.db'),
  CONSOLE_RUN_DIR: RUN_DIR,
  LOG_LEVEL: 'error',
  // What `npm start` serves (the Node origin servers); `pnpm test:e2e` runs the delivery tests again
  // with CONSOLE_SERVER=nginx, the production setup (e2e/run.ts).
  CONSOLE_SERVER: process.env.CONSOLE_SERVER ?? 'node',
  // Batches do not call by themselves under test: a spec's batch stays where the spec puts it
  // (the calling is tested step by step in local-backend/src/areas/cloudcall/batchCalls.test.ts).
  CONSOLE_BATCH_CALLS_PER_SECOND: '0',
  // Nor does the marker query queue move (workMarkerQueue is stepped in local-backend/src/areas/carrier/markerQueue.test.ts).
  CONSOLE_MARKER_NUMBERS_PER_SECOND: '0',
  // The stored health scores are computed at the start (the seeded world has them) and not again under test.
  CONSOLE_HEALTH_REFRESH_MINUTES: '0',
  SIP_WS_HOST: '127.0.0.1',
  SIP_WS_PORT: String(5066 + E2E_PORT_OFFSET),
  // The test platform releases into its own deploy directory, even under `pnpm test:store`
  // (whose store tests publish to the bucket themselves).
  CONSOLE_STORE_ENDPOINT: '',
  CONSOLE_STORE_BUCKET: '',
};

const pidsFile = path.join(RUN_DIR, 'pids.json');

export function readPids(): Record<string, number> {
  return JSON.parse(readFileSync(pidsFile, 'utf8')) as Record<string, number>;
}

function writePid(name: string, pid: number): void {
  writeFileSync(pidsFile, JSON.stringify({ ...readPids(), [name]: pid }, null, 2));
}

export async function portOpen(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`等待超时：${what}`);
}

/** Stops one origin of the running platform (by its PID) and waits until its port is closed. */
export async function stopOrigin(name: string): Promise<void> {
  try {
    process.kill(readPids()[name], 'SIGTERM');
  } catch {
    /* already stopped */
  }
  await until(async () => !(await portOpen(portOf(name))), `${name} 停止`);
}

/** The backend's name in pids.json, as deploy/src/cli/serve.ts starts it. */
const BACKEND = 'local-backend';

const portOf = (name: string) => (name === BACKEND ? E2E.backendPort : [E2E.shell, ...E2E.remotes].find((app) => app.name === name)!.port);

/** The platform's ports (the test platform's, or another topology's) that something already listens on. */
/** The ports of the platform's servers: the backend, the shell and the remotes. */
export const platformPorts = (platform: ReturnType<typeof topology> = E2E): number[] => [
  platform.backendPort,
  platform.shell.port,
  ...platform.remotes.map((remote) => remote.port),
];

export async function portsInUse(platform: ReturnType<typeof topology> = E2E): Promise<number[]> {
  const ports = platformPorts(platform);
  const open = await Promise.all(ports.map(portOpen));
  return ports.filter((_, i) => open[i]);
}

/** Starts that origin again, as the platform would, and records its new PID (no-op if it runs). */
export async function startOrigin(name: string): Promise<void> {
  await startProcess(name, path.join(REPO_ROOT, 'deploy', 'src', 'cli', 'origin.ts'), [name]);
}

/** Stops the backend process (by its PID, as serve.ts recorded it) and waits until its port is closed. */
export const stopBackend = (): Promise<void> => stopOrigin(BACKEND);

/** Starts the backend again on the same database, as serve.ts does, and records its new PID (no-op if it runs). */
export async function startBackend(): Promise<void> {
  await startProcess(BACKEND, path.join(REPO_ROOT, 'local-backend', 'src', 'main.ts'));
}

async function startProcess(name: string, script: string, args: string[] = []): Promise<void> {
  if (await portOpen(portOf(name))) return;
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: path.join(REPO_ROOT, 'deploy'),
    env: { ...process.env, ...platformEnv },
    stdio: 'ignore',
    detached: false,
  });
  writePid(name, child.pid!);
  await until(() => portOpen(portOf(name)), `${name} 启动`);
}
