/**
 * Releases what is built:
 *   tsx src/cli/release.ts <remote name>   one remote (its dist/, or CONSOLE_DIST_DIR), as a new version
 *   tsx src/cli/release.ts all             the shell and every remote
 */
import { REMOTES } from '../layout';
import { releaseRemote, releaseShell } from '../release';

const target = process.argv[2] ?? 'all';
if (target === 'all' || target === 'host-shell') releaseShell();
for (const remote of REMOTES) {
  if (target === 'all' || target === remote.name) {
    const distDir = target === remote.name ? process.env.CONSOLE_DIST_DIR : undefined;
    console.log(`发布 ${remote.name} ${releaseRemote(remote.name, distDir).version}`);
  }
}
