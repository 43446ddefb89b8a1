/**
 * `pnpm dev <remote> [--console <address>]` (scripts/dev.sh runs `rspack serve` on this file): one
 * remote's development build with hot updates, inside a console that already runs (`npm start`'s,
 * unless --console names another). The shell and every other area stay the released builds. The
 * dev server prints a one-time link; the browser tab that opens it loads this remote from here
 * (src/devOverride/handshake.ts). Loaded by the Rspack CLI (jiti), not tsx: see apps.rspack.config.ts.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Compiler, Configuration } from '@rspack/core';
import { createRemoteConfig, inConsoleDevPort, MANIFEST_FILE, REMOTES, SHELL } from '@console/build-config';
import { validateRegistry, type RemoteDefinition } from '@console/sdk/manifest';
import { CLAIM_PATH, createHandshake, policyAllows, type Handshake } from '../src/devOverride/handshake';
import { appSourceDir } from '../src/layout';

/** Prints the console link once the first build is served, with the time since the command started. */
class ReadyLink {
  constructor(
    private readonly print: (intro: string) => void,
    private readonly describe: (seconds: string) => string,
  ) {}
  apply(compiler: Compiler) {
    let first = true;
    compiler.hooks.done.tap('ReadyLink', (stats) => {
      if (!first) return;
      first = false;
      const started = Number(process.env.CONSOLE_DEV_STARTED_AT) || performance.timeOrigin;
      if (stats.hasErrors()) console.warn('编译有错误：该区域将显示错误面板，修正后自动更新');
      console.log(`\n${this.describe(((Date.now() - started) / 1000).toFixed(1))}`);
      this.print('在浏览器中打开');
    });
  }
}

function claimMiddleware(handshake: Handshake, consoleOrigin: string, print: (intro: string) => void) {
  return (request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > 1_000) request.destroy();
    });
    request.on('end', () => {
      const answer = request.method === 'POST' ? handshake.claim(request.headers.origin, body) : { status: 405, body: { error: 'POST only' } };
      response.statusCode = answer.status;
      response.setHeader('Content-Type', 'application/json; charset=utf-8');
      response.setHeader('Cache-Control', 'no-store');
      // Readable by the console's page only (the built files are readable by any origin).
      response.setHeader('Access-Control-Allow-Origin', consoleOrigin);
      response.setHeader('Vary', 'Origin');
      response.end(JSON.stringify(answer.body));
      if (answer.status === 200) {
        console.log('本地覆盖已在一个浏览器标签页中生效');
        print('另一个浏览器标签页请打开');
      }
    });
  };
}

/** The console must be running (its registry answers); its policy should let the dev server in. */
async function checkConsole(consoleOrigin: string, remote: string, devOrigin: string): Promise<void> {
  // A brand host such as cy.localhost is loopback (browsers know it; Node's resolver does not).
  const reachable = new URL(consoleOrigin);
  if (reachable.hostname.endsWith('.localhost')) reachable.hostname = 'localhost';
  try {
    const answer = await fetch(`${reachable.origin}/registry.json`, { cache: 'no-cache', signal: AbortSignal.timeout(5_000) });
    const checked = validateRegistry(await answer.json());
    if (!checked.ok) throw new Error(checked.error);
    if (!checked.value.remotes.some((entry) => entry.name === remote)) console.warn(`注意：${consoleOrigin} 的注册表中没有 ${remote}，它将作为新区域加入`);
  } catch (error) {
    throw new Error(`没有找到运行中的控制台 ${consoleOrigin}（${(error as Error).message}）：请先运行 npm start，或用 --console 指定地址`, { cause: error });
  }
  const policy = (await fetch(`${reachable.origin}/`, { signal: AbortSignal.timeout(5_000) })).headers.get('content-security-policy');
  if (policy && !policyAllows(policy, devOrigin)) {
    console.warn(`注意：${consoleOrigin} 的内容安全策略不允许 ${devOrigin}，浏览器会拒绝加载本地代码（该部署需用 CONSOLE_DEV_ORIGINS 允许它）`);
  }
}

export default async (): Promise<Configuration> => {
  const name = process.env.CONSOLE_DEV_REMOTE;
  const remote = REMOTES.find((candidate) => candidate.name === name);
  if (!remote) throw new Error(`未知的远程模块：${name}（可选：${REMOTES.map((candidate) => candidate.name).join('、')}）`);
  let consoleOrigin: string;
  try {
    consoleOrigin = new URL(process.env.CONSOLE_DEV_CONSOLE || `http://localhost:${SHELL.port}`).origin;
  } catch {
    throw new Error(`--console 不是一个地址：${process.env.CONSOLE_DEV_CONSOLE}`);
  }
  const port = inConsoleDevPort(remote);
  const devOrigin = `http://127.0.0.1:${port}`;
  const root = appSourceDir(remote.name);
  const [{ manifest }] = await Promise.all([
    import(pathToFileURL(path.join(root, 'src', 'manifest.ts')).href) as Promise<{ manifest: RemoteDefinition }>,
    checkConsole(consoleOrigin, remote.name, devOrigin),
  ]);
  const handshake = createHandshake({ consoleOrigin, devOrigin, remote: remote.name, manifestFile: MANIFEST_FILE });
  // The link opens the area's first menu page.
  const landing = manifest.routes.find((route) => route.menu?.length)?.path ?? manifest.routes[0]?.path ?? '/';
  const print = (intro: string) => console.log(`${intro}（一次性链接，10 分钟内有效）：\n  ${handshake.link(landing)}\n`);

  const config = createRemoteConfig({ root, definition: manifest, mode: 'development', inConsole: { port } });
  return {
    ...config,
    plugins: [
      ...(config.plugins ?? []),
      new ReadyLink(print, (seconds) => `${remote.name} 的开发服务器已就绪（${seconds} s）：${devOrigin}，控制台 ${consoleOrigin}`),
    ],
    devServer: {
      ...config.devServer,
      setupMiddlewares: (middlewares) => [
        { name: 'console-dev-claim', path: CLAIM_PATH, middleware: claimMiddleware(handshake, consoleOrigin, print) },
        ...middlewares,
      ],
    },
  };
};
