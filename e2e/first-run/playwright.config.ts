import { defineConfig } from '@playwright/test';
import path from 'node:path';
import base from '../playwright.config';

/** The first-run test (run.ts starts the console it drives): Chromium on `npm start`'s own ports. */
export default defineConfig({
  testDir: '.',
  testMatch: 'first-run.spec.ts',
  timeout: 5 * 60_000,
  expect: { timeout: 30_000 },
  workers: 1,
  retries: 0,
  reporter: [['list']],
  outputDir: path.join(import.meta.dirname, '..', '..', '.run', 'first-run', 'test-results'),
  // The full browser a new user opens (the other browser tests use the headless shell, see ../playwright.config.ts).
  use: {
    ...base.use,
    baseURL: 'http://localhost:8080',
    launchOptions: { ...base.use?.launchOptions, executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  },
});
