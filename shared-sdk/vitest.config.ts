import { defineConfig } from 'vitest/config';
import { domTests } from '../vitest.shared';

export default defineConfig({
  test: {
    name: 'shared-sdk',
    ...domTests,
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
