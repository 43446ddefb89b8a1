import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * One unit-test run over every package (each package's own vitest.config.ts sets its environment).
 * One worker per core: vitest's default leaves one core idle, which on CI's two cores meant a
 * single worker (unit tests 388-454 s there; 241 s with two).
 */
export default defineConfig({
  test: {
    projects: ['shared-sdk', 'host-shell', 'local-backend', 'deploy', 'remote-*'],
    maxWorkers: availableParallelism(),
  },
});
