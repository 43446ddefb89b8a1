import { defineConfig } from 'vitest/config';

/** Tests against a real S3-compatible store: `pnpm test:store` starts one and runs these. */
export default defineConfig({
  test: {
    name: 'deploy-store',
    environment: 'node',
    include: ['src/**/*.store-test.ts'],
    testTimeout: 60_000,
    fileParallelism: false,
  },
});
