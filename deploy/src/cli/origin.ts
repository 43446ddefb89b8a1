/**
 * Serves one origin of the platform: `tsx src/cli/origin.ts <app name>` (or CONSOLE_APP=<name>),
 * with the Node server or, when CONSOLE_SERVER=nginx, with Debian's nginx (the production setup).
 * `single` serves the single-bundle console of `pnpm build:single` the same way as the shell.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { BACKEND_PORT, findApp, originOf, REGISTRY_FILE, remoteDir, REMOTES, SHELL_DIR, SINGLE, SINGLE_DIR } from '../layout';
import { devOverrideOrigins } from '@console/build-config';
import { NGINX, writeNginxConfig } from '../nginx';
import { startOrigin, type ShellOrigin } from '../servers/originServer';

const name = process.argv[2] ?? process.env.CONSOLE_APP ?? '';
const single = name === SINGLE.name;
const app = single ? SINGLE : findApp(name);

function serveWithNginx(): void {
  const { config, prefix } = writeNginxConfig(app);
  const nginx = spawn(NGINX, ['-e', 'stderr', '-p', prefix, '-c', config, '-g', 'daemon off;'], { stdio: 'inherit' });
  // Stopping this process stops its nginx: one PID per origin, as with the Node server.
  const stop = () => nginx.kill('SIGTERM');
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  nginx.on('exit', (code) => process.exit(code ?? 0));
}

const shell = (root: string, registryFile: string, remoteOrigins: string[], devOrigins: string[] = []): ShellOrigin => ({
  kind: 'shell',
  root,
  port: app.port,
  registryFile,
  apiTarget: `http://127.0.0.1:${BACKEND_PORT}`,
  remoteOrigins,
  devOrigins,
});

async function serveWithNode(): Promise<void> {
  await startOrigin(
    single
      ? shell(SINGLE_DIR, path.join(SINGLE_DIR, 'registry.json'), [])
      : name === 'host-shell'
        ? shell(SHELL_DIR, REGISTRY_FILE, REMOTES.map(originOf), devOverrideOrigins('node'))
        : { kind: 'remote', root: remoteDir(name), port: app.port },
  );
}

const nginx = process.env.CONSOLE_SERVER === 'nginx' && !single;
if (nginx) serveWithNginx();
else await serveWithNode();
console.log(`${name} 已启动${nginx ? '（nginx）' : ''}：http://localhost:${app.port}`);
