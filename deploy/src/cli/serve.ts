/**
 * Starts the whole console on the embedded defaults: the backend, the shell's origin and one origin
 * per remote, each its own process (so one can be stopped alone).
 */
import path from 'node:path';
import { ALL_APPS, BACKEND_PORT, REPO_ROOT, SHELL } from '../layout';
import { startChild, stopAllOnSignal, waitForPort, type Started } from '../processes';

const tsx = path.join(REPO_ROOT, 'deploy', 'node_modules', '.bin', 'tsx');
const children: Started[] = [
  startChild('local-backend', tsx, [path.join(REPO_ROOT, 'local-backend', 'src', 'main.ts')]),
  ...ALL_APPS.map((app) => startChild(app.name, tsx, [path.join(REPO_ROOT, 'deploy', 'src', 'cli', 'origin.ts'), app.name])),
];
stopAllOnSignal(children);
await Promise.all([BACKEND_PORT, ...ALL_APPS.map((app) => app.port)].map((port) => waitForPort(port)));
console.log(`\n控制台已就绪：http://localhost:${SHELL.port}  （Ctrl-C 停止）`);
