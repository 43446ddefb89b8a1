import { defineConfig } from 'vitest/config';
import { domTests, sharedModules } from '../vitest.shared';

export default defineConfig({
  test: {
    name: 'shared-sdk',
    ...domTests,
    ...sharedModules,
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
