import type { Page } from '@playwright/test';
import { E2E } from '../../support/platform';
import { currentPage, expect, focusConsole, groupEntries, login, test } from '../../support/fixtures';
import { buildRelease, release } from '../../support/releases';
import { idlePrefetchDone, isCodePrefetch } from '../../support/routeVisits';

/**
 * The shell fetches an area's code before the click (when idle after the first page, as a sidebar
 * group opens, for an entry under the pointer) and runs none of it until the user opens the page.
 */
const carrier = `http://localhost:${E2E.remotes.find((remote) => remote.name === 'remote-carrier')!.port}`;

/** remote-carrier's files the page asked for as scripts (which run) and with fetch() (which never do). */
function carrierRequests(page: Page): { scripts: string[]; fetched: string[] } {
  const seen = { scripts: [] as string[], fetched: [] as string[] };
  page.on('request', (request) => {
    if (!request.url().startsWith(carrier)) return;
    if (request.resourceType() === 'script') seen.scripts.push(request.url());
    if (isCodePrefetch(request)) seen.fetched.push(request.url());
  });
  return seen;
}

const releaseOf = (url: string) => decodeURIComponent(new URL(url).pathname.split('/')[1]!);

/** Hovers 黑名单 in the sidebar, as a user about to open it. */
async function pointAtBlackList(page: Page): Promise<void> {
  await groupEntries(page, '其他');
  await page.getByTestId('sidebar').getByText('黑名单', { exact: true }).hover();
}

/** How each remoteEntry.js script load was answered: from the browser's cache, or the status on the wire (304: revalidated). */
async function entryStatuses(page: Page): Promise<Map<string, number | 'cache'>> {
  const cdp = await page.context().newCDPSession(page);
  const entries = new Set<string>();
  const statuses = new Map<string, number | 'cache'>();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, type }) => {
    if (type === 'Script' && request.url.startsWith(carrier) && request.url.endsWith('/remoteEntry.js')) entries.add(requestId);
  });
  cdp.on('Network.requestServedFromCache', ({ requestId }) => {
    if (entries.has(requestId)) statuses.set(requestId, 'cache');
  });
  cdp.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode }) => {
    if (entries.has(requestId)) statuses.set(requestId, statusCode);
  });
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    if (entries.has(requestId) && (response.fromDiskCache || response.fromPrefetchCache) && !statuses.has(requestId)) statuses.set(requestId, 'cache');
  });
  await cdp.send('Network.enable');
  return statuses;
}

test('prefetched code does not run before the click', async ({ page }) => {
  const carrierCode = carrierRequests(page);
  const entryLoads = await entryStatuses(page);
  await login(page, 'admin');
  await idlePrefetchDone(page);
  await pointAtBlackList(page);
  // The entry and 黑名单's chunks were fetched; none was loaded as a script, so none ran.
  expect(carrierCode.fetched.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
  expect(carrierCode.fetched.filter((url) => !url.endsWith('/remoteEntry.js')).length).toBeGreaterThan(0);
  expect(carrierCode.scripts).toEqual([]);
  expect(await page.evaluate(() => Object.keys(window).filter((key) => key.includes('remote_carrier')))).toEqual([]);

  await page.getByTestId('sidebar').getByText('黑名单', { exact: true }).click();
  await expect(currentPage(page).locator('.ant-table-tbody .ant-table-row').first()).toBeVisible();
  await expect(page.locator('.console-page[data-path="/blackList"]')).toBeVisible();
  expect(carrierCode.scripts.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
  // The entry the click ran is the one prefetched, taken from the cache without asking the server
  // (a release's files are immutable), not fetched or revalidated again.
  expect([...entryLoads.values()]).toEqual(['cache']);
});

test('an area fetched but not run takes a new release silently on its next visit', async ({ page }) => {
  const carrierCode = carrierRequests(page);
  await login(page, 'admin');
  await idlePrefetchDone(page);
  const before = new Set(carrierCode.fetched.map(releaseOf));
  const v2 = release('remote-carrier', buildRelease('remote-carrier', `1.0.1+e2e-prefetched-${Date.now()}`)).version;
  expect(before).not.toContain(v2);
  await focusConsole(page);
  await pointAtBlackList(page);
  await page.getByTestId('sidebar').getByText('黑名单', { exact: true }).click();
  await expect(page.locator('.console-page[data-path="/blackList"] .ant-table-tbody .ant-table-row').first()).toBeVisible();
  expect([...new Set(carrierCode.scripts.map(releaseOf))]).toEqual([v2]);
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
      await login(page, 'admin');
      // From here on: errors and warnings, except the browser's autoplay notice for the reminder alarm's sound.
      const logged: string[] = [];
      page.on('console', (message) => {
        if (/error|warning/.test(message.type()) && !/AudioContext was not allowed/.test(message.text())) logged.push(`${message.type()}: ${message.text()}`);
      });
      const errorsBefore = consoleErrors.length;
      let attempts = 0;
      await page.route(`${carrier}/**`, (route) => {
        attempts++;
        return fault === 'origin down' ? route.abort('connectionrefused') : new Promise(() => {});
      });
      await pointAtBlackList(page);
      await expect.poll(() => attempts).toBeGreaterThan(0);
      await page.waitForTimeout(500);
      // Nothing said by the console. The browser itself notes a refused connection in its own line,
      // for any request, which no page can silence: only that may appear.
      const ownNetworkLine = /^(error: )?Failed to load resource: net::ERR_CONNECTION_REFUSED$/;
      expect(logged.filter((line) => !ownNetworkLine.test(line))).toEqual([]);
      expect(
        consoleErrors
          .slice(errorsBefore)
          .map(({ text }) => text)
          .filter((line) => !ownNetworkLine.test(line)),
      ).toEqual([]);
      await expect(page.getByText(/模块加载失败/)).toHaveCount(0);
      await expect(page.getByRole('progressbar', { name: '页面加载中' })).toHaveCount(0);
      await expect(page.getByTestId('dashboard')).toBeVisible();

      if (fault === 'origin down') {
        // The real visit behaves as it does without prefetch: the area's panel with 重试.
        await page.getByTestId('sidebar').getByText('黑名单', { exact: true }).click();
        await expect(page.locator('.console-page[data-path="/blackList"]').getByText('「运营商管理」模块加载失败')).toBeVisible();
        await page.unroute(`${carrier}/**`);
        await currentPage(page)
          .getByRole('button', { name: /重\s*试/ })
          .click();
      } else {
        await page.unroute(`${carrier}/**`);
        await page.getByTestId('sidebar').getByText('黑名单', { exact: true }).click();
      }
      await expect(page.locator('.console-page[data-path="/blackList"] .ant-table-tbody .ant-table-row').first()).toBeVisible();
    });
  }
});
