import { defineConfig } from 'vitest/config';
import { domTests } from '../vitest.shared';

export default defineConfig({
  test: {
    name: 'host-shell',
    ...domTests,
    include: ['src/**/*.test.{ts,tsx}'],
    // session/longSession.test.tsx measures the heap after a forced GC.
    execArgv: ['--expose-gc'],
  },
});
