import type { Page, Route } from '@playwright/test';
import { visibleMenuPaths, type RemoteManifest, type Registry, type Role } from '@console/sdk/manifest';
import { SEEDED_ACCOUNTS, seededContext } from '@console/sdk/seeded';
import { shellUrl } from '../support/platform';
import { expect, login, submitLoginForm, test } from '../support/fixtures';

/**
 * The shell's idle prefetch (host-shell/src/remotes/prefetch.ts) belongs to a session: it fetches
 * the code of the areas in this user's menu only, stops at the logout, and runs again for the next
 * user who logs in in the same tab.
 */

/** host-shell/src/remotes/prefetch.ts's IDLE_PREFETCH_MARK. */
const IDLE_MARK = 'console:prefetched';

/** The origins of the remotes with a page in `role`'s menu, and those of all remotes, as the running console serves them. */
async function menuOrigins(page: Page, role: Role): Promise<{ mine: Set<string>; all: Set<string> }> {
  const registryUrl = `${shellUrl()}/registry.json`;
  const registry = (await (await page.request.get(registryUrl)).json()) as Registry;
  const mine = new Set<string>();
  const all = new Set<string>();
  for (const entry of registry.remotes) {
    const manifestUrl = new URL(entry.manifest, registryUrl);
    const manifest = (await (await page.request.get(manifestUrl.href)).json()) as RemoteManifest;
    all.add(manifestUrl.origin);
    if (visibleMenuPaths(manifest.routes, seededContext(role)).length > 0) mine.add(manifestUrl.origin);
  }
  return { mine, all };
}

test('the idle prefetch fetches only the areas of the user logged in, stops at the logout and runs again for the next user', async ({ page }) => {
  const next: Role = 'normal';
  const admin = await menuOrigins(page, 'admin');
  const staff = await menuOrigins(page, next);
  const adminOnly = [...admin.mine].filter((origin) => !staff.mine.has(origin));
  // What the check below tells apart: an area of the admin's menu that is not in the staff's.
  expect(adminOnly.length).toBeGreaterThan(0);

  // The code fetches (the prefetch; scripts that run are loaded as scripts), and from which session.
  let session = 'admin';
  const fetched: Array<{ session: string; origin: string }> = [];
  let held: Route | undefined;
  await page.route(
    (url) => admin.all.has(url.origin),
    (route) => {
      const request = route.request();
      if (request.resourceType() !== 'fetch' || !/\.(js|css)$/.test(new URL(request.url()).pathname)) return route.continue();
      fetched.push({ session, origin: new URL(request.url()).origin });
      // The admin's first code fetch is held until after the logout: the run is under way when the session ends.
      if (session === 'admin' && !held) {
        held = route;
        return;
      }
      return route.continue();
    },
  );

  await login(page, 'admin');
  await expect.poll(() => held !== undefined, { message: '管理员的空闲预取没有开始' }).toBe(true);
  await page.getByTestId('user-menu').hover();
  await page.getByText('退出登录').click();
  await expect(page).toHaveURL(/\/login$/);
  session = 'after logout';
  await held!.continue();

  // The next user, in the same document: their own run, which ends with the mark (the admin's never did).
  await submitLoginForm(page, SEEDED_ACCOUNTS[next].username);
  session = next;
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, IDLE_MARK);
  expect(await page.evaluate((mark) => performance.getEntriesByName(mark).length, IDLE_MARK)).toBe(1);

  expect(fetched.filter((request) => request.session === 'admin')).toHaveLength(1);
  // Nothing of the admin's run after the logout, and only the staff's areas in their session.
  const later = fetched.filter((request) => request.session !== 'admin');
  expect(later.length).toBeGreaterThan(0);
  expect(later.filter((request) => !staff.mine.has(request.origin))).toEqual([]);
});
