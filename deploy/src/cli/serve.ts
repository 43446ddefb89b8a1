/**
 * Starts the whole console on the embedded defaults: the backend, the shell's origin and one origin
 * per remote, each its own process (so one can be stopped alone). With `--single`: the backend and
 * the single-bundle console of `pnpm build:single` instead of the shell and the remotes. The release
 * watcher runs beside them (not with `--single`, nor with CONSOLE_RELEASE_WATCH=off).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ALL_APPS, BACKEND_PORT, REPO_ROOT, SHELL, SINGLE } from '../layout';
import { startTypeScript, stopAllOnSignal, waitForPort, type Started } from '../processes';

const single = process.argv.includes('--single');
const origin = path.join(REPO_ROOT, 'deploy', 'src', 'cli', 'origin.ts');
const apps = single ? [SINGLE] : ALL_APPS;
const children: Started[] = [
  startTypeScript('local-backend', path.join(REPO_ROOT, 'local-backend', 'src', 'main.ts')),
  ...apps.map((app) => startTypeScript(app.name, origin, { CONSOLE_APP: app.name })),
  // The release watcher (README, "Automatic rollback"): idle until rollouts.json names a canary.
  ...(single || process.env.CONSOLE_RELEASE_WATCH === 'off'
    ? []
    : [startTypeScript('release-watch', path.join(REPO_ROOT, 'deploy', 'src', 'cli', 'watch.ts'))]),
];
stopAllOnSignal(children);
// Tests stop and restart single origins by PID.
if (process.env.CONSOLE_RUN_DIR) {
  mkdirSync(process.env.CONSOLE_RUN_DIR, { recursive: true });
  const pids = Object.fromEntries(children.map(({ name, child }) => [name, child.pid]));
  writeFileSync(path.join(process.env.CONSOLE_RUN_DIR, single ? 'pids-single.json' : 'pids.json'), JSON.stringify(pids, null, 2));
}
await Promise.all([BACKEND_PORT, ...apps.map((app) => app.port)].map((port) => waitForPort(port, 120_000)));
console.log(`\n${single ? '单体' : ''}控制台已就绪：http://localhost:${(single ? SINGLE : SHELL).port}  （Ctrl-C 停止）`);
