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

/**
 * For packages whose test files share no state through modules: a worker keeps what it has loaded
 * from one file to the next (the SDK with antd and React, or Fastify and the backend, load once a
 * worker instead of once a file). Vitest's recipe for it, followed: a package with a file that
 * mutates module state, or mocks or stubs something another file may have loaded for real, stays
 * isolated (host-shell: the remote loader's state and mocks; the remotes: their contract mocked in
 * page tests; deploy: its layout read from a stubbed environment, which failed once in four shuffled
 * runs without isolation). Checked with `vitest run --sequence.shuffle.files` under several seeds.
 */
export const sharedModules = { isolate: false } as const;
