import { defineConfig } from 'vitest/config';
import { unitTests } from '../vitest.shared';

export default defineConfig({
  test: {
    name: 'deploy',
    ...unitTests,
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
