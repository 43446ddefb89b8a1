import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';

/**
 * A benchmark runs against the built platform started exactly as the browser tests start it, on
 * ports shifted by BENCH_PORT_OFFSET (3000 unless given).
 */
process.env.E2E_PORT_OFFSET ??= process.env.BENCH_PORT_OFFSET ?? '3000';

/**
 * Runs `run` against the platform (once Chromium is known to be there), without the SIP registrar (the bench logs in as admin, who has
 * no SIP account), and stops every server it started whatever happens: a start that fails stops
 * what it had started, and an error, Ctrl-C or SIGTERM while measuring stops the rest.
 */
export async function withPlatform<T>(run: (shellUrl: string) => Promise<T>): Promise<T> {
  const { startPlatform, stopPlatform } = await import('../../e2e/support/platformProcesses');
  const { shellUrl } = await import('../../e2e/support/platform');
  requireChromium();
  await startPlatform({ sipRegistrar: false });
  try {
    return await run(shellUrl());
  } finally {
    await stopPlatform();
  }
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, checked before any server starts (`npm start`'s bootstrap installs none). */
function requireChromium(): void {
  if (!existsSync(CHROMIUM)) throw new Error(`缺少 Chromium（${CHROMIUM}）：请运行 sh scripts/bootstrap.sh --browser`);
}

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
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

/** The admin's session, logged in once in a context of its own: what each fresh context of a run starts from. */
export async function adminSession(browser: Browser, shellUrl: string): Promise<Awaited<ReturnType<BrowserContext['storageState']>>> {
  const login = await browser.newPage();
  await loginAs(login, shellUrl, 'admin');
  const state = await login.context().storageState();
  await login.context().close();
  return state;
}

/** The first row of the list on the kept page of `pagePath`. */
export const firstRowOf = (page: Page, pagePath: string) => page.locator(`.console-page[data-path="${pagePath}"] .ant-table-tbody .ant-table-row`).first();

/** Every page the admin may open from the sidebar, as the manifests declare them (the dashboard and host-bound entries aside). */
export function adminMenuPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const registry = await (await fetch('/registry.json')).json();
    const manifests = await Promise.all(
      registry.remotes.map(async (r: { manifest: string }) => (await fetch(new URL(r.manifest, `${location.origin}/registry.json`))).json()),
    );
    return manifests.flatMap((m: { routes: { path: string; menu?: unknown[]; when?: object; roles?: string[] }[] }) =>
      m.routes
        .filter((route) => route.menu?.length && !route.when && route.path !== '/dashboard' && (!route.roles || route.roles.includes('admin')))
        .map((route) => route.path),
    );
  });
}

/** In-app navigation, as a menu click does (a reload would drop every kept page). */
export async function goInApp(page: Page, target: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, target);
  await page.waitForURL(`**${target}`);
}

export { median } from './stats';
