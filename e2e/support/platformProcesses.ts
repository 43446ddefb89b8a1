import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawnGroup, stopGroup } from '../../deploy/src/processGroups';
import { waitForPort } from '../../deploy/src/processes';
import { platformEnv, platformPorts, portOpen, portsInUse, readPids, REPO_ROOT, RUN_DIR } from './platform';
import { KAMAILIO, SIP_WS_PORT, startSipRegistrar } from './sipRegistrar';

export interface PlatformOptions {
  /**
   * Kamailio beside the console, for the browser phone's tests (the seeded SIP users register with
   * it). A benchmark logs in as admin, who has no SIP account: it runs without.
   */
  sipRegistrar: boolean;
}

/**
 * Releases the built apps into a deploy directory of their own and starts the whole platform, each
 * server in a process group of its own. What it needs is checked before anything starts; a failure
 * after that stops what was started before it is thrown.
 */
export async function startPlatform({ sipRegistrar }: PlatformOptions): Promise<void> {
  for (const app of ['host-shell', 'remote-crm', 'remote-carrier', 'remote-cloudcall', 'remote-inventory', 'remote-admin']) {
    if (!existsSync(path.join(REPO_ROOT, app, 'dist'))) throw new Error(`${app} 尚未构建：请先运行 pnpm build`);
  }
  if (sipRegistrar && !existsSync(KAMAILIO)) throw new Error('缺少 kamailio：请运行 sh scripts/bootstrap.sh --browser');
  const ports = [...platformPorts(), ...(sipRegistrar ? [SIP_WS_PORT] : [])];
  const busy = await portsInUse();
  if (sipRegistrar && (await portOpen(SIP_WS_PORT))) busy.push(SIP_WS_PORT);
  if (busy.length) throw new Error(`端口 ${busy.join('、')} 已被占用：上一次测试的进程可能还在运行`);
  rmSync(RUN_DIR, { recursive: true, force: true });
  mkdirSync(RUN_DIR, { recursive: true });
  const deployDir = path.join(REPO_ROOT, 'deploy');
  execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/release.ts', 'all'], {
    cwd: deployDir,
    env: { ...process.env, ...platformEnv },
    stdio: 'ignore',
  });
  try {
    const serve = spawnGroup(process.execPath, ['--import', 'tsx', 'src/cli/serve.ts'], {
      cwd: deployDir,
      env: { ...process.env, ...platformEnv },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    writeFileSync(path.join(RUN_DIR, 'serve.pid'), String(serve.pid));
    if (sipRegistrar) writeFileSync(path.join(RUN_DIR, 'kamailio.pid'), String(startSipRegistrar()));
    const exited = new Promise<never>((_, reject) => serve.once('exit', (code) => reject(new Error(`serve.ts 已退出（${code}）`))));
    await Promise.race([Promise.all(ports.map((port) => waitForPort(port, 120_000))), exited]);
  } catch (error) {
    await stopPlatform();
    throw error;
  }
}

/**
 * Stops what startPlatform started (by the PIDs it wrote, so from any process): the serve process's
 * and the registrar's groups, and every origin a test restarted; resolves once the platform's ports
 * are closed, so that the next run finds them free.
 */
export async function stopPlatform(): Promise<void> {
  const leaders = ['serve.pid', 'kamailio.pid'].map((file) => path.join(RUN_DIR, file)).filter((file) => existsSync(file));
  await Promise.all(leaders.map((file) => stopGroup(Number(readFileSync(file, 'utf8')))));
  // An origin a test restarted (startOrigin) is a child of that test's worker, in no group of its own.
  const restarted = existsSync(path.join(RUN_DIR, 'pids.json')) ? Object.values(readPids()) : [];
  for (const pid of restarted) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
  const deadline = Date.now() + 10_000;
  while ((await portsInUse()).length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
}
