import type { APIRequestContext, Page } from '@playwright/test';
import { E2E } from '../support/platform';
import { currentPage, expect, goInApp, login, rows, test } from '../support/fixtures';

/**
 * Every remote bundles the page kit it was built with and offers it to the others: a click from one
 * area into another runs the copy that already runs (the same build), and an area whose copy could
 * not load takes its own, so one area's failure never spreads to another's pages.
 */
const origin = (name: string) => `http://localhost:${E2E.remotes.find((remote) => remote.name === name)!.port}`;
const admin = origin('remote-admin');
const carrier = origin('remote-carrier');

/** Whether a script of a remote holds the page kit (its source map names the kit's files). */
async function holdsKit(request: APIRequestContext, url: string): Promise<boolean> {
  const map = await request.get(`${url}.map`);
  expect(map.ok(), `${url}.map`).toBe(true);
  const { sources } = (await map.json()) as { sources: string[] };
  return sources.some((source) => /shared-sdk\/src\/pageKit\/ListPage\.tsx$/.test(source));
}

/** The scripts `page` loads from `from`, as they are asked for. */
function scriptsFrom(page: Page, from: string): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && request.url().startsWith(from)) scripts.push(request.url());
  });
  return scripts;
}

test('a click from one area into another runs the kit already running, not a second copy', async ({ page }) => {
  const adminScripts = scriptsFrom(page, admin);
  const carrierScripts = scriptsFrom(page, carrier);
  // The dashboard is remote-admin's; 黑名单 is remote-carrier's.
  await login(page, 'admin');
  await goInApp(page, '/blackList');
  await expect(rows(page).first()).toBeVisible();

  const adminKit = await Promise.all(adminScripts.map((url) => holdsKit(page.request, url)));
  expect(adminKit.filter(Boolean), 'remote-admin 的页面套件已运行').toHaveLength(1);
  expect(carrierScripts.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
  const carrierKit = await Promise.all(carrierScripts.map((url) => holdsKit(page.request, url)));
  expect(
    carrierScripts.filter((_, index) => carrierKit[index]),
    'remote-carrier 不应再运行一份页面套件',
  ).toEqual([]);
});

test('an area whose kit cannot load breaks no other area: the next takes its own', async ({ page, expectConsoleErrors }) => {
  expectConsoleErrors(/Failed to load resource|net::|ChunkLoadError|Loading (script|chunk)|RUNTIME-|\[远程模块\]|页面错误/);
  const blocked: string[] = [];
  await page.route(`${admin}/**/*.js`, async (route) => {
    const url = route.request().url();
    if (!url.endsWith('/remoteEntry.js') && (await holdsKit(page.request, url))) {
      blocked.push(url);
      return route.abort('connectionrefused');
    }
    return route.continue();
  });
  const carrierScripts = scriptsFrom(page, carrier);
  await login(page, 'admin', { dashboard: false });
  await expect(currentPage(page).getByText(/「(系统管理|remote-admin)」模块加载失败/)).toBeVisible();
  // One file, the kit's (the shell asks again once before it shows the panel).
  expect(new Set(blocked).size).toBe(1);

  await goInApp(page, '/blackList');
  await expect(rows(page).first()).toBeVisible();
  const carrierKit = await Promise.all(carrierScripts.map((url) => holdsKit(page.request, url)));
  expect(carrierKit.filter(Boolean), 'remote-carrier 运行自己的页面套件').toHaveLength(1);
});
