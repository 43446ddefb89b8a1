/**
 * The consoles the federated one is measured against, in the same run:
 * - the single bundle of this revision (`pnpm build:single`), served by the same Node shell origin
 *   `npm start` uses (`origin.ts single`), on the test platform's backend;
 * - the federated console of the baseline revision, where the loading work started (the git revision in
 *   bench/BASELINE), built from git in `.run/bench-baseline/<rev>` as the compatibility tests build
 *   the previous release, and served by its own `serve.ts` on ports of its own.
 */
import { execFileSync, execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { topology } from '@console/build-config';
import { spawnGroup, stopGroup } from '../../deploy/src/processGroups';
import { waitForPort } from '../../deploy/src/processes';

export const REPO = path.resolve(import.meta.dirname, '../..');
const E2E_OFFSET = Number(process.env.E2E_PORT_OFFSET);
const BASELINE_OFFSET = E2E_OFFSET + 200;

export interface Reference {
  url: string;
  /** Seconds the build took, when this run built it. */
  buildSeconds?: number;
  stop: () => Promise<void>;
}

/** Starts a server in a group of its own and waits for its ports; one that does not come up is stopped before the error is thrown. */
async function serveReference(url: string, ports: number[], command: string, args: string[], options: Parameters<typeof spawnGroup>[2]): Promise<Reference> {
  const child = spawnGroup(command, args, { ...options, stdio: 'ignore' });
  const stop = () => stopGroup(child.pid!);
  try {
    for (const port of ports) await waitForPort(port, 90_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

/** The single-bundle console of `.single/` beside the test platform (its backend). */
export async function startSingle(): Promise<Reference> {
  if (!existsSync(path.join(REPO, '.single', 'index.html'))) throw new Error('单体构建不存在：请先运行 pnpm build:single');
  const env = { ...process.env, CONSOLE_PORT_OFFSET: String(E2E_OFFSET), LOG_LEVEL: 'error' };
  const { port } = topology(E2E_OFFSET).single;
  return serveReference(`http://localhost:${port}`, [port], process.execPath, ['--import', 'tsx', 'src/cli/origin.ts', 'single'], {
    cwd: path.join(REPO, 'deploy'),
    env,
  });
}

export const BASELINE_REVISION = readFileSync(path.join(REPO, 'bench', 'BASELINE'), 'utf8')
  .split('\n')[0]!
  .trim();

/** Builds (once; kept in .run) and serves the federated console of BASELINE_REVISION: backend and six origins. */
export async function startBaseline(): Promise<Reference> {
  const dir = path.join(REPO, '.run', 'bench-baseline', BASELINE_REVISION);
  const built = ['host-shell', 'remote-crm', 'remote-carrier', 'remote-cloudcall', 'remote-inventory', 'remote-admin'].every((app) =>
    existsSync(path.join(dir, app, 'dist')),
  );
  let buildSeconds: number | undefined;
  if (!built) {
    console.log(`构建基线 ${BASELINE_REVISION} ...`);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    execSync(`git -C "${REPO}" archive ${BASELINE_REVISION} | tar -x -C "${dir}"`, { stdio: 'inherit' });
    execFileSync('pnpm', ['install', '--frozen-lockfile', '--prefer-offline'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
    const started = Date.now();
    execFileSync('pnpm', ['--filter', '@console/deploy', 'exec', 'tsx', 'src/cli/buildAll.ts'], {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, CONSOLE_DEPLOY_DIR: path.join(dir, '.run', 'build-deploy') },
    });
    buildSeconds = (Date.now() - started) / 1000;
  }
  const run = path.join(dir, '.run', 'bench');
  rmSync(run, { recursive: true, force: true });
  mkdirSync(run, { recursive: true });
  const env = {
    ...process.env,
    CONSOLE_PORT_OFFSET: String(BASELINE_OFFSET),
    CONSOLE_DEPLOY_DIR: path.join(run, 'deploy'),
    CONSOLE_DB: path.join(run, 'console.db'),
    CONSOLE_RUN_DIR: run,
    CONSOLE_SERVER: 'node',
    LOG_LEVEL: 'error',
  };
  execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/release.ts', 'all'], { cwd: path.join(dir, 'deploy'), env, stdio: 'ignore' });
  const { shell, remotes, backendPort } = topology(BASELINE_OFFSET);
  const ports = [shell.port, backendPort, ...remotes.map((remote) => remote.port)];
  const reference = await serveReference(`http://localhost:${shell.port}`, ports, process.execPath, ['--import', 'tsx', 'src/cli/serve.ts'], {
    cwd: path.join(dir, 'deploy'),
    env,
  });
  return { ...reference, buildSeconds };
}
