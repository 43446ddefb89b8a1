import { defineConfig } from 'vitest/config';

/** One unit-test run over every package (each package's own vitest.config.ts sets its environment). */
export default defineConfig({
  test: {
    projects: ['shared-sdk', 'host-shell', 'local-backend', 'deploy', 'remote-*'],
  },
});
