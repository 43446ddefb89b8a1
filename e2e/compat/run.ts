/**
 * Compatibility of releases: builds the shell and the remotes of the previous release (the git
 * revision in deploy/PREVIOUS_RELEASE) from their own build inputs, then runs the smoke suite
 * twice: the current shell with the previous remotes, and the previous shell with the current
 * remotes. Then the proof that an area team needs no shell release (README, "Releasing a remote"): in a copy of this
 * revision, `pnpm new-page` adds a page with calls no release has had (list, add, update, delete,
 * .xlsx export, with backend, migration and seed); its generated unit tests run, the copy is
 * built, and its generated browser flow runs under the previous release's shell.
 * `pnpm test:compat` (after `pnpm build`).
 */
import { execFileSync, execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const REPO = path.resolve(import.meta.dirname, '../..');
const revision = readFileSync(path.join(REPO, 'deploy', 'PREVIOUS_RELEASE'), 'utf8')
  .split('\n')[0]
  .trim();
const previous = path.join(REPO, '.run', 'previous', revision);
const APPS = ['host-shell', 'remote-crm', 'remote-carrier', 'remote-cloudcall', 'remote-inventory', 'remote-admin'];

function buildPrevious(): void {
  if (APPS.every((app) => existsSync(path.join(previous, app, 'dist', app === 'host-shell' ? 'index.html' : 'console-manifest.json')))) return;
  console.log(`构建上一版本 ${revision} ...`);
  rmSync(previous, { recursive: true, force: true });
  mkdirSync(previous, { recursive: true });
  execSync(`git -C "${REPO}" archive ${revision} | tar -x -C "${previous}"`, { stdio: 'inherit' });
  const filters = ['@console/deploy', ...APPS.map((app) => `@console/${app}`)].flatMap((name) => ['--filter', `${name}...`]);
  execFileSync('pnpm', ['install', '--frozen-lockfile', '--prefer-offline', ...filters], { cwd: previous, stdio: ['ignore', 'ignore', 'inherit'] });
  // `pnpm build`: one Rspack multi-compiler run (13 s here, against 22 s for six package builds) into each
  // app's own dist/, then its release into a deploy directory inside the copy, which nothing serves.
  const { CONSOLE_DIST_DIR: _oneAppOnly, ...env } = process.env;
  execFileSync('pnpm', ['build'], {
    cwd: previous,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...env, CONSOLE_DEPLOY_DIR: path.join(previous, '.deploy') },
  });
}

function smoke(label: string, env: NodeJS.ProcessEnv, files: string[] = []): void {
  console.log(`\n兼容性：${label}`);
  execFileSync('pnpm', ['exec', 'playwright', 'test', '--project', 'console', '--grep', '@smoke', ...files], {
    cwd: path.join(REPO, 'e2e'),
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
}

/**
 * The browser specs the previous release already had. Under its remotes only these run: a spec added
 * since tests a page those remotes do not have (it shows 待建设 there), while the previous shell runs
 * every smoke test, new pages included, because a new page must need no shell release.
 */
function specsOfPrevious(): string[] {
  const listed = execFileSync('git', ['-C', REPO, 'ls-tree', '-r', '--name-only', revision, 'e2e/tests'], { encoding: 'utf8' });
  return listed
    .split('\n')
    .filter((file) => file.endsWith('.spec.ts') && existsSync(path.join(REPO, file)))
    .map((file) => path.relative('e2e', file));
}

buildPrevious();
smoke(`当前主应用 + 上一版本 (${revision}) 的远程模块`, { CONSOLE_REMOTES_FROM: previous }, specsOfPrevious());
smoke(`上一版本 (${revision}) 的主应用 + 当前远程模块`, { CONSOLE_SHELL_DIST: path.join(previous, 'host-shell', 'dist') });

/** A copy of this revision with a page the previous release never had, added by the scaffold. */
function newPageUnderPreviousShell(): void {
  const copy = path.join(REPO, '.run', 'compat-new-page');
  console.log('\n兼容性：上一版本的主应用 + 用 pnpm new-page 新增页面（及其新接口）的远程模块');
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  execSync(`git -C "${REPO}" archive HEAD | tar -x -C "${copy}"`, { stdio: 'inherit' });
  const run = (args: string[], cwd = copy, env: NodeJS.ProcessEnv = {}) =>
    execFileSync('pnpm', args, { cwd, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } });
  run(['install', '--frozen-lockfile', '--prefer-offline']);
  run(['new-page', 'remote-carrier', '/compatProbe', '--title', '兼容探针', '--crud', '--export']);
  run([
    'exec',
    'vitest',
    'run',
    'remote-carrier/src/pages/CompatProbe.test.ts',
    'local-backend/src/areas/carrier/compatProbe.test.ts',
    'local-backend/src/contracts.test.ts',
    'remote-carrier/src/manifest.test.ts',
  ]);
  run(['build']);
  run(['exec', 'playwright', 'test', 'tests/carrier/compatProbe.spec.ts', '--project', 'console'], path.join(copy, 'e2e'), {
    CONSOLE_SHELL_DIST: path.join(previous, 'host-shell', 'dist'),
  });
}

newPageUnderPreviousShell();
