/**
 * Development: the backend (restarting on change) and every app's Rspack dev server with hot
 * reload, each on its own origin. The shell's dev server serves a registry of the dev remotes.
 */
import path from 'node:path';
import { ALL_APPS, BACKEND_PORT, REPO_ROOT, SHELL } from '../layout';
import { startChild, stopAllOnSignal, waitForPort, type Started } from '../processes';

const bin = (name: string) => path.join(REPO_ROOT, 'deploy', 'node_modules', '.bin', name);
const children: Started[] = [
  startChild('local-backend', bin('tsx'), ['watch', path.join(REPO_ROOT, 'local-backend', 'src', 'main.ts')]),
  ...ALL_APPS.map((app) => startChild(app.name, 'pnpm', ['--dir', path.join(REPO_ROOT, app.name), 'exec', 'rspack', 'serve', '--mode', 'development'])),
];
stopAllOnSignal(children);
await Promise.all([BACKEND_PORT, ...ALL_APPS.map((app) => app.port)].map((port) => waitForPort(port, 180_000)));
console.log(`\n开发模式已就绪：http://localhost:${SHELL.port}  （Ctrl-C 停止）`);
