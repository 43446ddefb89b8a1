/**
 * `pnpm test:first-run`: what a new user does first, in CI. A fresh `git clone` of this repository
 * (its HEAD: no node_modules, .data or .deploy) in a temporary directory, exactly the README's start
 * command (`npm start`) until its ready line, then Chromium (first-run.spec.ts): admin logs in
 * through the form and every area's menu and rows are there; an area team releases a remote with the
 * README's command under the running console and a new visit gets it. The installed pnpm store is
 * reused, so the install takes seconds.
 */
import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { topology } from '@console/build-config';
import { portsInUse } from '../support/platform';
import { freshShellEnv } from './freshEnv';

const E2E_DIR = path.resolve(import.meta.dirname, '..');
const REPO = path.resolve(E2E_DIR, '..');
const READY = '控制台已就绪';
const START_TIMEOUT_MS = 15 * 60_000;
/** The ports `npm start` uses. */
const openPorts = () => portsInUse(topology(0));

const busy = await openPorts();
if (busy.length) {
  console.error(`端口 ${busy.join('、')} 已被占用：首次运行测试要用 npm start 的默认端口，请先停止正在运行的控制台`);
  process.exit(1);
}

const clone = mkdtempSync(path.join(tmpdir(), 'console-first-run-'));
const logDir = path.join(REPO, '.run', 'first-run');
mkdirSync(logDir, { recursive: true });
const logFile = path.join(logDir, 'npm-start.log');
const log = createWriteStream(logFile);
let exitCode = 1;
let started: ReturnType<typeof spawn> | undefined;
try {
  execFileSync('git', ['clone', '--quiet', '--no-hardlinks', REPO, clone], { stdio: 'inherit' });
  const commit = execFileSync('git', ['-C', clone, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  console.log(`首次运行：${commit} 的新克隆 ${clone}，执行 npm start（输出见 ${path.relative(REPO, logFile)}）`);

  const began = Date.now();
  // Its own process group: stopping it stops npm, pnpm, the serve process and every origin it started.
  started = spawn('npm', ['start'], { cwd: clone, env: freshShellEnv(), detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const child = started;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start 在 ${START_TIMEOUT_MS / 60_000} 分钟内没有就绪`)), START_TIMEOUT_MS);
    let seen = '';
    const watch = (chunk: Buffer) => {
      log.write(chunk);
      seen = (seen + chunk.toString()).slice(-4096);
      if (seen.includes(READY)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', watch);
    child.stderr!.on('data', watch);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start 在就绪前退出（退出码 ${code}）`));
    });
  });
  console.log(`npm start 就绪，用时 ${((Date.now() - began) / 1000).toFixed(0)} s`);

  const browser = spawn('pnpm', ['exec', 'playwright', 'test', '-c', 'first-run/playwright.config.ts', ...process.argv.slice(2)], {
    cwd: E2E_DIR,
    stdio: 'inherit',
    env: { ...process.env, E2E_PORT_OFFSET: '0', FIRST_RUN_DIR: clone },
  });
  exitCode = await new Promise<number>((resolve) => browser.once('exit', (code) => resolve(code ?? 1)));
} catch (error) {
  console.error(`首次运行测试失败：${(error as Error).message}`);
  console.error(readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n'));
} finally {
  if (started?.pid) {
    try {
      process.kill(-started.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
  const deadline = Date.now() + 20_000;
  while ((await openPorts()).length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
  log.end();
  rmSync(clone, { recursive: true, force: true });
}
process.exit(exitCode);
