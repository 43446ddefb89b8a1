import { defineConfig } from 'vitest/config';
import { unitTests } from '../vitest.shared';

export default defineConfig({
  test: {
    name: 'bench',
    ...unitTests,
    include: ['support/**/*.test.ts'],
  },
});
