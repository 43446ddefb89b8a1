/**
 * Releases what is built, to the deploy directory or, when CONSOLE_STORE_* name one, to a bucket:
 *   tsx src/cli/release.ts <remote name>   one remote (its dist/, or CONSOLE_DIST_DIR), as a new version
 *   tsx src/cli/release.ts host-shell      the shell
 *   tsx src/cli/release.ts all             the shell and every remote
 * For the compatibility tests the builds may come from another checkout: CONSOLE_SHELL_DIST (the
 * shell's dist) and CONSOLE_REMOTES_FROM (a checkout whose <remote>/dist are released).
 */
import path from 'node:path';
import { REMOTES } from '../layout';
import { releaseRemote, releaseShell } from '../release';

const target = process.argv[2] ?? 'all';
const remotesFrom = process.env.CONSOLE_REMOTES_FROM;
const started = Date.now();
for (const remote of REMOTES) {
  if (target === 'all' || target === remote.name) {
    const distDir = target === remote.name ? process.env.CONSOLE_DIST_DIR : remotesFrom ? path.join(remotesFrom, remote.name, 'dist') : undefined;
    console.log(`发布 ${remote.name} ${(await releaseRemote(remote.name, distDir)).version}`);
  }
}
// The shell last: a shell that needs a newer remote finds it already released.
if (target === 'all' || target === 'host-shell') await releaseShell(process.env.CONSOLE_SHELL_DIST);
console.log(`发布完成（${((Date.now() - started) / 1000).toFixed(1)} s）`);
