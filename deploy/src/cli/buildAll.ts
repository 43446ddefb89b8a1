/** Builds the shell and every remote (one Rspack multi-compiler run), then releases them into the deploy directory. */
import { REMOTES } from '../layout';
import { releaseRemote, releaseShell } from '../release';
import { directoryTarget } from '../releaseTarget';
import { rspackBuild } from './rspackRun';

const started = Date.now();
if (!rspackBuild()) {
  console.error('构建失败');
  process.exit(1);
}
console.log(`构建全部：${((Date.now() - started) / 1000).toFixed(1)} s`);
// `pnpm build` fills the deploy directory `npm start` serves; publishing to a bucket is `pnpm release`.
await releaseShell(undefined, directoryTarget);
for (const remote of REMOTES) console.log(`发布 ${remote.name} ${(await releaseRemote(remote.name, undefined, directoryTarget)).version}`);
