import { defineConfig } from 'vitest/config';
import { sharedModules, unitTests } from '../vitest.shared';

export default defineConfig({
  test: {
    name: 'local-backend',
    ...unitTests,
    ...sharedModules,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/seededImage.ts'],
  },
});
