/**
 * One remote's development build inside a running console (`pnpm dev <remote>`, deploy/src/cli/devRemote.ts
 * checks the console and starts `rspack serve` on this file). Loaded by the Rspack CLI (jiti), not
 * tsx: see apps.rspack.config.ts. The dev server trades the one-time tickets of the links it prints
 * (src/devOverride/handshake.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Compiler, Configuration } from '@rspack/core';
import { createRemoteConfig, inConsoleDevPort, MANIFEST_FILE, REMOTES } from '@console/build-config';
import type { RemoteDefinition } from '@console/sdk/manifest';
import { CLAIM_PATH, createHandshake, type Handshake } from '../src/devOverride/handshake';
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

export default async (): Promise<Configuration> => {
  const remote = REMOTES.find((candidate) => candidate.name === process.env.CONSOLE_DEV_REMOTE);
  const consoleOrigin = process.env.CONSOLE_DEV_CONSOLE;
  if (!remote || !consoleOrigin) throw new Error('请用 pnpm dev <远程模块> [--console <地址>] 启动');
  const root = appSourceDir(remote.name);
  const { manifest } = (await import(pathToFileURL(path.join(root, 'src', 'manifest.ts')).href)) as { manifest: RemoteDefinition };
  const port = inConsoleDevPort(remote);
  const devOrigin = `http://127.0.0.1:${port}`;
  const handshake = createHandshake({ consoleOrigin, devOrigin, remote: remote.name, manifestFile: MANIFEST_FILE });
  // The link opens the area's first menu page.
  const landing = manifest.routes.find((route) => route.menu?.length)?.path ?? manifest.routes[0]?.path ?? '/';
  const print = (intro: string) => console.log(`${intro}（一次性链接，10 分钟内有效）：\n  ${handshake.link(landing)}\n`);

  const config = createRemoteConfig({ root, definition: manifest, mode: 'development', inConsole: { port } });
  return {
    ...config,
    plugins: [...(config.plugins ?? []), new ReadyLink(print, (seconds) => `${remote.name} 的开发服务器已就绪（${seconds} s）：${devOrigin}，控制台 ${consoleOrigin}`)],
    devServer: {
      ...config.devServer,
      setupMiddlewares: (middlewares) => [{ name: 'console-dev-claim', path: CLAIM_PATH, middleware: claimMiddleware(handshake, consoleOrigin, print) }, ...middlewares],
    },
  };
};
