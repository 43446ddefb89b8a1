import { availableParallelism } from 'node:os';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const ROOT = import.meta.dirname;
const PACKAGES = readdirSync(ROOT).filter((name) => /^(shared-sdk|host-shell|local-backend|deploy|bench|remote-.+)$/.test(name));
/** Where a package keeps its sources and their tests: `src`, but the bench's harness is in `support`. */
const sources = (name: string) => (name === 'bench' ? 'support' : 'src');

/**
 * A test file that mocks a module or stubs the environment or a global: a module another file has
 * already loaded for real keeps its real imports, and a stub read at import time stays read. Such a
 * file runs isolated (vitest's recipe for `isolate: false`).
 */
const MOCKS = /\bvi\.(mock|doMock|stubEnv|stubGlobal)\(/;

/**
 * Each package as two projects on its own vitest.config.ts: its files that mock or stub run isolated,
 * the others keep what a worker has loaded from one file to the next (antd, React and the SDK, or
 * Fastify and the backend, load once a worker instead of once a file: host-shell took 129 s alone,
 * 78 s of it in loading the SDK for each file again, and takes 27 s split). The split is read from
 * the files, so a new test lands on the right side; `vitest run --sequence.shuffle.files` under a
 * few seeds is how a file that shares state some other way shows itself.
 */
function projects(name: string): TestProjectInlineConfiguration[] {
  const dir = sources(name);
  const files = readdirSync(path.join(ROOT, name, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${dir}/${file}`);
  const mocking = files.filter((file) => MOCKS.test(readFileSync(path.join(ROOT, name, file), 'utf8')));
  const sharing = files.filter((file) => !mocking.includes(file));
  const project = (suffix: string, isolate: boolean, exclude: string[]): TestProjectInlineConfiguration => ({
    extends: path.join(ROOT, name, 'vitest.config.ts'),
    root: path.join(ROOT, name),
    test: { name: name + suffix, isolate, exclude: [...configDefaults.exclude, ...exclude] },
  });
  return [project('', false, mocking), ...(mocking.length ? [project(' (isolated)', true, sharing)] : [])];
}

/**
 * One unit-test run over every package (each package's own vitest.config.ts sets its environment).
 * One worker per core: vitest's default leaves one core idle, which on CI's two cores meant a
 * single worker (unit tests 388-454 s there; 241 s with two).
 */
export default defineConfig({
  test: {
    projects: PACKAGES.flatMap(projects),
    maxWorkers: availableParallelism(),
  },
});
