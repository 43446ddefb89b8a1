/**
 * `pnpm dev <remote> [--console <address>]`: one remote's Rspack dev server with hot updates, inside
 * a console that is already running (`npm start`'s on http://localhost:8080 unless --console names
 * another). The shell and every other area stay the released builds. The command prints a one-time
 * link: the browser that opens it loads this remote from here (see devOverride/handshake.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rspack } from '@rspack/core';
import { RspackDevServer } from '@rspack/dev-server';
import { createRemoteConfig, inConsoleDevPort, MANIFEST_FILE } from '@console/build-config';
import { validateRegistry, type RemoteDefinition } from '@console/sdk/manifest';
import { CLAIM_PATH, createHandshake, policyAllows } from '../devOverride/handshake';
import { appSourceDir, REMOTES, SHELL } from '../layout';

const args = process.argv.slice(2);
const name = args[0];
const consoleArg = args.includes('--console') ? args[args.indexOf('--console') + 1] : undefined;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const remote = REMOTES.find((candidate) => candidate.name === name);
if (!remote) fail(`未知的远程模块：${name}（可选：${REMOTES.map((r) => r.name).join('、')}）`);
let consoleOrigin: string;
try {
  consoleOrigin = new URL(consoleArg ?? `http://localhost:${SHELL.port}`).origin;
} catch {
  fail(`--console 不是一个地址：${consoleArg}`);
}
const port = inConsoleDevPort(remote);
const devOrigin = `http://127.0.0.1:${port}`;

// The console must be running: its registry answers, and its policy should let this origin in.
try {
  const answer = await fetch(`${consoleOrigin}/registry.json`, { cache: 'no-cache', signal: AbortSignal.timeout(5_000) });
  const checked = validateRegistry(await answer.json());
  if (!checked.ok) throw new Error(checked.error);
  if (!checked.value.remotes.some((entry) => entry.name === remote.name)) {
    console.warn(`注意：${consoleOrigin} 的注册表中没有 ${remote.name}，它将作为新区域加入`);
  }
  const page = await fetch(`${consoleOrigin}/`, { signal: AbortSignal.timeout(5_000) });
  const policy = page.headers.get('content-security-policy');
  if (policy && !policyAllows(policy, devOrigin)) {
    console.warn(
      `注意：${consoleOrigin} 的内容安全策略不允许 ${devOrigin}，浏览器会拒绝加载本地代码（该部署需用 CONSOLE_DEV_ORIGINS 允许它）`,
    );
  }
} catch (error) {
  fail(`没有找到运行中的控制台 ${consoleOrigin}（${(error as Error).message}）：请先运行 npm start，或用 --console 指定地址`);
}

const root = appSourceDir(remote.name);
const { manifest } = (await import(pathToFileURL(path.join(root, 'src', 'manifest.ts')).href)) as { manifest: RemoteDefinition };
const handshake = createHandshake({ consoleOrigin, devOrigin, remote: remote.name, manifestFile: MANIFEST_FILE });
const landing = manifest.routes.find((route) => route.menu?.length)?.path ?? manifest.routes[0]?.path ?? '/';

const printLink = (intro: string) => console.log(`\n${intro}（一次性，10 分钟内有效）：\n  ${handshake.link(landing)}\n`);

function claim(request: IncomingMessage, response: ServerResponse): void {
  let body = '';
  request.setEncoding('utf8');
  request.on('data', (chunk: string) => {
    body += chunk;
    if (body.length > 1_000) request.destroy();
  });
  request.on('end', () => {
    const answer =
      request.method === 'POST' ? handshake.claim(request.headers.origin, body) : { status: 405, body: { error: 'POST only' } };
    response.statusCode = answer.status;
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.setHeader('Cache-Control', 'no-store');
    // Readable by the console's page only (the dev server's files are readable by any origin).
    response.setHeader('Access-Control-Allow-Origin', consoleOrigin);
    response.setHeader('Vary', 'Origin');
    response.end(JSON.stringify(answer.body));
    if (answer.status === 200) {
      console.log(`${remote!.name} 的本地覆盖已在一个浏览器中生效`);
      printLink('另一个浏览器请打开');
    }
  });
}

const config = createRemoteConfig({ root, definition: manifest, mode: 'development', inConsole: { port } });
config.devServer = {
  ...config.devServer,
  setupMiddlewares: (middlewares) => [{ name: 'console-dev-claim', path: CLAIM_PATH, middleware: claim }, ...middlewares],
};
const compiler = rspack(config);
let first = true;
compiler.hooks.done.tap('console-dev-ready', (stats) => {
  if (!first) return;
  first = false;
  const seconds = process.uptime().toFixed(1);
  if (stats.hasErrors()) console.warn(`${remote.name} 编译有错误：该区域将显示错误面板，修正后自动更新`);
  console.log(`\n${remote.name} 的开发服务器已就绪（${seconds} s）：${devOrigin}，控制台 ${consoleOrigin}`);
  printLink('在浏览器中打开');
});
const server = new RspackDevServer(config.devServer, compiler);
await server.start();
const stop = () => void server.stop().finally(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
