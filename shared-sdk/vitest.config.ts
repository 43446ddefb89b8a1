import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'shared-sdk',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
