/** Serves one origin of the platform: `tsx src/cli/origin.ts <app name>` (or CONSOLE_APP=<name>). */
import { BACKEND_PORT, findApp, REGISTRY_FILE, remoteDir, SHELL_DIR } from '../layout';
import { startOrigin } from '../servers/originServer';

const name = process.argv[2] ?? process.env.CONSOLE_APP ?? '';
const app = findApp(name);
await startOrigin(
  name === 'host-shell'
    ? {
        kind: 'shell',
        root: SHELL_DIR,
        port: app.port,
        registryFile: REGISTRY_FILE,
        apiTarget: `http://127.0.0.1:${BACKEND_PORT}`,
      }
    : { kind: 'remote', root: remoteDir(name), port: app.port },
);
console.log(`${name} 已启动：http://localhost:${app.port}`);
