import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'local-backend',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
