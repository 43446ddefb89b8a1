/**
 * An area team's release: builds one remote and releases it as a new version; the running shells
 * pick it up from the registry. `pnpm release <remote>`; `pnpm release host-shell` builds and
 * releases the shell. To the deploy directory, or to a bucket when CONSOLE_STORE_* name one.
 */
import { execFileSync } from 'node:child_process';
import { findApp, SHELL } from '../layout';
import { releaseRemote, releaseShell } from '../release';
import { storeConfigFromEnv } from '../store/config';

const name = process.argv[2] ?? '';
if (!name.startsWith('remote-') && name !== SHELL.name) {
  console.error('用法：pnpm release <remote-crm | remote-carrier | remote-cloudcall | remote-inventory | remote-admin | host-shell>');
  process.exit(2);
}
findApp(name);
const store = storeConfigFromEnv();
const started = Date.now();
execFileSync('pnpm', ['--filter', `@console/${name}`, 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
const built = Date.now();
const where = store ? `对象存储 ${store.publicUrl}` : '部署目录';
if (name === SHELL.name) {
  await releaseShell();
  console.log(`已发布 ${name} 到${where}（构建 ${((built - started) / 1000).toFixed(1)} s，上传 ${((Date.now() - built) / 1000).toFixed(1)} s）`);
} else {
  const record = await releaseRemote(name);
  console.log(
    `已发布 ${name} ${record.version} 到${where}（构建 ${((built - started) / 1000).toFixed(1)} s，上传 ${((Date.now() - built) / 1000).toFixed(1)} s）：${record.manifest}`,
  );
}
