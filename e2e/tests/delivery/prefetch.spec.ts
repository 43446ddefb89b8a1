import type { Page } from '@playwright/test';
import { E2E } from '../../support/platform';
import { currentPage, expect, focusConsole, groupEntries, login, rows, test } from '../../support/fixtures';
import { buildRelease, release } from '../../support/releases';

/**
 * The shell fetches an area's code before the click (when idle after the first page, as a sidebar
 * group opens, for an entry under the pointer) and runs none of it until the user opens the page.
 */
const carrier = `http://localhost:${E2E.remotes.find((remote) => remote.name === 'remote-carrier')!.port}`;
/** host-shell/src/remotes/prefetch.ts's IDLE_PREFETCH_MARK. */
const IDLE_MARK = 'console:prefetched';

/** What of remote-carrier has run in the page: its container global and its chunk-loading global. */
const carrierRan = (page: Page) =>
  page.evaluate(() => ({
    container: 'remote_carrier' in window,
    chunks: Object.keys(window).some((key) => key.startsWith('webpackChunkremote_carrier')),
  }));

/** Hovers 黑名单 in the sidebar, as a user about to open it. */
async function pointAtBlackList(page: Page): Promise<void> {
  await groupEntries(page, '其他');
  await page.getByTestId('sidebar').getByText('黑名单', { exact: true }).hover();
}

test('prefetched code does not run before the click', async ({ page }) => {
  const fetched: string[] = [];
  page.on('requestfinished', (request) => void (request.url().startsWith(carrier) && request.url().endsWith('.js') && fetched.push(request.url())));
  await login(page, 'admin');
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, IDLE_MARK);
  await pointAtBlackList(page);
  // The entry and 黑名单's chunks are in the cache, and nothing of them ran.
  expect(fetched.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
  expect(fetched.filter((url) => !url.endsWith('/remoteEntry.js')).length).toBeGreaterThan(0);
  expect(await carrierRan(page)).toEqual({ container: false, chunks: false });

  await page.getByTestId('sidebar').getByText('黑名单', { exact: true }).click();
  await expect(rows(page).first()).toBeVisible();
  expect(await carrierRan(page)).toEqual({ container: true, chunks: true });
});

test('an area fetched but not run takes a new release silently on its next visit', async ({ page }) => {
  await login(page, 'admin');
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, IDLE_MARK);
  const v2 = release('remote-carrier', buildRelease('remote-carrier', '1.0.1+e2e-prefetched')).version;
  await focusConsole(page);
  await pointAtBlackList(page);
  await page.getByTestId('sidebar').getByText('黑名单', { exact: true }).click();
  await expect(rows(page).first()).toBeVisible();
  const ran = await page.evaluate((origin) => {
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.startsWith(origin) && (entry as PerformanceResourceTiming).initiatorType === 'script');
    return [...new Set(scripts.map((entry) => decodeURIComponent(new URL(entry.name).pathname.split('/')[1])))];
  }, carrier);
  expect(ran).toEqual([v2]);
  await expect(page.locator('.ant-notification-notice', { hasText: '已发布新版本' })).toHaveCount(0);
});

test.describe('a prefetch that fails is silent', () => {
  for (const fault of ['origin down', 'entry hangs'] as const) {
    test(`${fault}: nothing logged, no error panel, no loading bar; the visit then fails as always, and 重试 works`, async ({
      page,
      consoleErrors,
      expectConsoleErrors,
    }) => {
      // Only the visit may fail loudly, as without prefetch: the browser's network line and the area's logged reason.
      expectConsoleErrors(/Failed to load resource|net::ERR_|\[远程模块\]|RUNTIME-|ScriptExternalLoadError|Loading script|页面错误/);
      const logged: string[] = [];
      page.on('console', (message) => logged.push(`${message.type()}: ${message.text()}`));
      await login(page, 'admin');
      let attempts = 0;
      await page.route(`${carrier}/**`, (route) => {
        attempts++;
        return fault === 'origin down' ? route.abort('connectionrefused') : new Promise(() => {});
      });
      await pointAtBlackList(page);
      await expect.poll(() => attempts).toBeGreaterThan(0);
      await page.waitForTimeout(500);
      // Nothing said, by the console or the browser, except the browser's own line for a refused connection.
      expect(logged.filter((line) => !/^error: Failed to load resource: net::ERR_CONNECTION_REFUSED$/.test(line))).toEqual([]);
      expect(consoleErrors.filter((line) => !/^Failed to load resource: net::ERR_CONNECTION_REFUSED$/.test(line))).toEqual([]);
      await expect(page.getByText(/模块加载失败/)).toHaveCount(0);
      await expect(page.getByRole('progressbar', { name: '页面加载中' })).toHaveCount(0);
      await expect(page.getByTestId('dashboard')).toBeVisible();

      if (fault === 'origin down') {
        // The real visit behaves as it does without prefetch: the area's panel with 重试.
        await page.getByTestId('sidebar').getByText('黑名单', { exact: true }).click();
        await expect(currentPage(page).getByText('「运营商管理」模块加载失败')).toBeVisible();
        await page.unroute(`${carrier}/**`);
        await currentPage(page)
          .getByRole('button', { name: /重\s*试/ })
          .click();
      } else {
        await page.unroute(`${carrier}/**`);
        await page.getByTestId('sidebar').getByText('黑名单', { exact: true }).click();
      }
      await expect(rows(page).first()).toBeVisible();
    });
  }
});
