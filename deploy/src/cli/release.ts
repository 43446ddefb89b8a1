/** Releases what is built: `tsx src/cli/release.ts <remote name | host-shell | all>`. */
import { REMOTES } from '../layout';
import { releaseRemote, releaseShell } from '../release';

const target = process.argv[2] ?? 'all';
if (target === 'all' || target === 'host-shell') releaseShell();
for (const remote of REMOTES) {
  if (target === 'all' || target === remote.name) console.log(`发布 ${remote.name} ${releaseRemote(remote.name)}`);
}
