/**
 * `pnpm dev <remote> [--console <address>]`: one remote's Rspack dev server with hot updates, inside
 * a console that is already running (`npm start`'s on http://localhost:8080 unless --console names
 * another). The shell and every other area stay the released builds. The dev server prints a
 * one-time link: the browser tab that opens it loads this remote from there (devOverride/handshake.ts).
 */
import path from 'node:path';
import { inConsoleDevPort } from '@console/build-config';
import { validateRegistry } from '@console/sdk/manifest';
import { policyAllows } from '../devOverride/handshake';
import { REMOTES, REPO_ROOT, SHELL } from '../layout';
import { startChild, stopAllOnSignal } from '../processes';

const startedAt = Date.now();
const args = process.argv.slice(2);
const name = args[0];
const consoleArg = args.includes('--console') ? args[args.indexOf('--console') + 1] : undefined;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const remote = REMOTES.find((candidate) => candidate.name === name);
if (!remote) fail(`未知的远程模块：${name}（可选：${REMOTES.map((r) => r.name).join('、')}）`);
let consoleOrigin = '';
try {
  consoleOrigin = new URL(consoleArg ?? `http://localhost:${SHELL.port}`).origin;
} catch {
  fail(`--console 不是一个地址：${consoleArg}`);
}
const devOrigin = `http://127.0.0.1:${inConsoleDevPort(remote)}`;

// The console must be running (its registry answers), and its policy should let the dev server in.
try {
  const answer = await fetch(`${consoleOrigin}/registry.json`, { cache: 'no-cache', signal: AbortSignal.timeout(5_000) });
  const checked = validateRegistry(await answer.json());
  if (!checked.ok) throw new Error(checked.error);
  if (!checked.value.remotes.some((entry) => entry.name === remote.name)) {
    console.warn(`注意：${consoleOrigin} 的注册表中没有 ${remote.name}，它将作为新区域加入`);
  }
} catch (error) {
  fail(`没有找到运行中的控制台 ${consoleOrigin}（${(error as Error).message}）：请先运行 npm start，或用 --console 指定地址`);
}
const page = await fetch(`${consoleOrigin}/`, { signal: AbortSignal.timeout(5_000) });
const policy = page.headers.get('content-security-policy');
if (policy && !policyAllows(policy, devOrigin)) {
  console.warn(`注意：${consoleOrigin} 的内容安全策略不允许 ${devOrigin}，浏览器会拒绝加载本地代码（该部署需用 CONSOLE_DEV_ORIGINS 允许它）`);
}

const deployDir = path.join(REPO_ROOT, 'deploy');
const server = startChild(remote.name, path.join(deployDir, 'node_modules', '.bin', 'rspack'), ['serve', '-c', 'build/devRemote.rspack.config.ts', '--mode', 'development'], {
  CONSOLE_DEV_REMOTE: remote.name,
  CONSOLE_DEV_CONSOLE: consoleOrigin,
  CONSOLE_DEV_STARTED_AT: String(startedAt),
});
stopAllOnSignal([server]);
server.child.on('exit', (code) => process.exit(code ?? 0));
