import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { E2E, platformEnv, portsInUse, REPO_ROOT, RUN_DIR } from './support/platform';
import { SIP_WS_PORT, startSipRegistrar } from './support/sipRegistrar';

async function waitFor(port: number, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`端口 ${port} 没有开始监听`);
}

/** Releases the built apps into a deploy directory of their own and starts the whole platform. */
export default async function globalSetup(): Promise<void> {
  for (const app of ['host-shell', 'remote-crm', 'remote-carrier', 'remote-cloudcall', 'remote-inventory', 'remote-admin']) {
    if (!existsSync(path.join(REPO_ROOT, app, 'dist'))) throw new Error(`${app} 尚未构建：请先运行 pnpm build`);
  }
  const busy = await portsInUse();
  if (busy.length) throw new Error(`端口 ${busy.join('、')} 已被占用：上一次测试的进程可能还在运行`);
  rmSync(RUN_DIR, { recursive: true, force: true });
  mkdirSync(RUN_DIR, { recursive: true });
  const deployDir = path.join(REPO_ROOT, 'deploy');
  execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/release.ts', 'all'], {
    cwd: deployDir,
    env: { ...process.env, ...platformEnv },
    stdio: 'ignore',
  });
  const serve = spawn(process.execPath, ['--import', 'tsx', 'src/cli/serve.ts'], {
    cwd: deployDir,
    env: { ...process.env, ...platformEnv },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  writeFileSync(path.join(RUN_DIR, 'serve.pid'), String(serve.pid));
  writeFileSync(path.join(RUN_DIR, 'kamailio.pid'), String(await startSipRegistrar()));
  await Promise.all([E2E.backendPort, E2E.shell.port, ...E2E.remotes.map((remote) => remote.port), SIP_WS_PORT].map((port) => waitFor(port)));
}
