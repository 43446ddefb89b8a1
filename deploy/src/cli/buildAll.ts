/** Builds the shell and every remote, then releases them into the deploy directory. */
import { execFileSync } from 'node:child_process';
import { ALL_APPS, REMOTES } from '../layout';
import { releaseRemote, releaseShell } from '../release';

for (const app of ALL_APPS) {
  const started = Date.now();
  try {
    execFileSync('pnpm', ['--filter', `@console/${app.name}`, 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  } catch {
    console.error(`构建 ${app.name} 失败`);
    process.exit(1);
  }
  console.log(`构建 ${app.name}：${((Date.now() - started) / 1000).toFixed(1)} s`);
}
releaseShell();
for (const remote of REMOTES) console.log(`发布 ${remote.name} ${releaseRemote(remote.name).version}`);
