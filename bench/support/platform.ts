import { chromium, type Browser, type Page } from '@playwright/test';

/**
 * A benchmark runs against the built platform started exactly as the browser tests start it, on
 * ports shifted by BENCH_PORT_OFFSET (3000 unless given).
 */
process.env.E2E_PORT_OFFSET ??= process.env.BENCH_PORT_OFFSET ?? '3000';

export async function withPlatform<T>(run: (shellUrl: string) => Promise<T>): Promise<T> {
  const { default: setup } = await import('../../e2e/global-setup');
  const { default: teardown } = await import('../../e2e/global-teardown');
  const { shellUrl } = await import('../../e2e/support/platform');
  await setup();
  try {
    return await run(shellUrl());
  } finally {
    await teardown();
  }
}

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

export async function loginAs(page: Page, shellUrl: string, username: string): Promise<void> {
  await page.goto(`${shellUrl}/login`);
  await page.getByPlaceholder('用户名').fill(username);
  await page.getByPlaceholder('密码').fill('123456');
  await page.locator('button[type=submit]').click();
  await page.waitForURL('**/dashboard');
  await page.getByTestId('dashboard').waitFor();
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
