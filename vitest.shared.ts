import { fileURLToPath } from 'node:url';

/**
 * Test settings every package shares. The time limit only catches a hang: a rendered page test takes
 * 1-3 s alone and a backend test with a seeded database a few seconds, both well past vitest's
 * default 5 s on two busy cores; it is no measure of speed.
 */
export const unitTests = { testTimeout: 30_000 } as const;

/** Packages whose tests render React; what a test drew is unmounted after it (vitest.dom-setup.ts). */
export const domTests = {
  ...unitTests,
  environment: 'happy-dom',
  setupFiles: [fileURLToPath(new URL('./vitest.dom-setup.ts', import.meta.url))],
} as const;
