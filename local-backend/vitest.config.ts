import { defineConfig } from 'vitest/config';
import { unitTests } from '../vitest.shared';

export default defineConfig({
  test: {
    name: 'local-backend',
    ...unitTests,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/seededImage.ts'],
  },
});
