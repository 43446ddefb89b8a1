/**
 * An area team's release: builds one remote and releases it as a new version; the running shells
 * pick it up from the registry. `pnpm release <remote>`.
 */
import { execFileSync } from 'node:child_process';
import { findApp } from '../layout';
import { releaseRemote } from '../release';

const name = process.argv[2] ?? '';
if (!name.startsWith('remote-')) {
  console.error('用法：pnpm release <remote-crm | remote-carrier | remote-cloudcall | remote-inventory | remote-admin>');
  process.exit(2);
}
findApp(name);
const started = Date.now();
execFileSync('pnpm', ['--filter', `@console/${name}`, 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
const record = releaseRemote(name);
console.log(`已发布 ${name} ${record.version}（${((Date.now() - started) / 1000).toFixed(1)} s）：${record.manifest}`);
