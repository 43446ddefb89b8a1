/**
 * Serves one origin of the platform: `tsx src/cli/origin.ts <app name>` (or CONSOLE_APP=<name>),
 * with the Node server or, when CONSOLE_SERVER=nginx, with Debian's nginx (the production setup).
 */
import { spawn } from 'node:child_process';
import { BACKEND_PORT, findApp, originOf, REGISTRY_FILE, remoteDir, REMOTES, SHELL_DIR } from '../layout';
import { NGINX, writeNginxConfig } from '../nginx';
import { startOrigin } from '../servers/originServer';

const name = process.argv[2] ?? process.env.CONSOLE_APP ?? '';
const app = findApp(name);

function serveWithNginx(): void {
  const { config, prefix } = writeNginxConfig(app);
  const nginx = spawn(NGINX, ['-e', 'stderr', '-p', prefix, '-c', config, '-g', 'daemon off;'], { stdio: 'inherit' });
  // Stopping this process stops its nginx: one PID per origin, as with the Node server.
  const stop = () => nginx.kill('SIGTERM');
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  nginx.on('exit', (code) => process.exit(code ?? 0));
}

async function serveWithNode(): Promise<void> {
  await startOrigin(
    name === 'host-shell'
      ? {
          kind: 'shell',
          root: SHELL_DIR,
          port: app.port,
          registryFile: REGISTRY_FILE,
          apiTarget: `http://127.0.0.1:${BACKEND_PORT}`,
          remoteOrigins: REMOTES.map(originOf),
        }
      : { kind: 'remote', root: remoteDir(name), port: app.port },
  );
}

const nginx = process.env.CONSOLE_SERVER === 'nginx';
if (nginx) serveWithNginx();
else await serveWithNode();
console.log(`${name} 已启动${nginx ? '（nginx）' : ''}：http://localhost:${app.port}`);
