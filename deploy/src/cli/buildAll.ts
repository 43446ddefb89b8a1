/** Builds the shell and every remote (one Rspack multi-compiler run), then releases them into the deploy directory. */
import { REMOTES } from '../layout';
import { releaseRemote, releaseShell } from '../release';
import { rspackBuild } from './rspackRun';

const started = Date.now();
if (!rspackBuild()) {
  console.error('构建失败');
  process.exit(1);
}
console.log(`构建全部：${((Date.now() - started) / 1000).toFixed(1)} s`);
releaseShell();
for (const remote of REMOTES) console.log(`发布 ${remote.name} ${releaseRemote(remote.name).version}`);
