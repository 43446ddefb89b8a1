import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'host-shell',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    // session/longSession.test.tsx measures the heap after a forced GC.
    execArgv: ['--expose-gc'],
  },
});
