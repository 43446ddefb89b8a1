import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'remote-cloudcall',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
