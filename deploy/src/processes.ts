import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/** Resolves once something accepts TCP connections on 127.0.0.1:port. */
export async function waitForPort(port: number, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ port, host: '127.0.0.1' });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`端口 ${port} 在 ${timeoutMs} ms 内没有开始监听`);
}

export interface Started {
  name: string;
  child: ChildProcess;
}

const DEPLOY_ROOT = path.resolve(import.meta.dirname, '..');

/** Starts a child whose output is prefixed with its name. */
export function startChild(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): Started {
  const child = spawn(command, args, { cwd: DEPLOY_ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}`)
      .join('\n');
  child.stdout?.on('data', (chunk: Buffer) => console.log(prefix(chunk)));
  child.stderr?.on('data', (chunk: Buffer) => console.error(prefix(chunk)));
  return { name, child };
}

/** Stops every child on Ctrl-C or SIGTERM, by PID, and exits. */
export function stopAllOnSignal(children: Started[]): void {
  const stop = () => {
    for (const { child } of children) if (child.exitCode === null) child.kill('SIGTERM');
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** A TypeScript entry run by Node itself (tsx as a loader): one process, one PID to stop. */
export function startTypeScript(name: string, script: string, env: NodeJS.ProcessEnv = {}): Started {
  return startChild(name, process.execPath, ['--import', 'tsx', script], env);
}
