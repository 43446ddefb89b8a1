import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'remote-admin',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
