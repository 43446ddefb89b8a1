import type { Route } from '@playwright/test';
import { visibleMenuPaths, type Role } from '@console/sdk/manifest';
import { SEEDED_ACCOUNTS, seededContext } from '@console/sdk/seeded';
import { expect, login, submitLoginForm, test } from '../support/fixtures';
import { IDLE_PREFETCH_MARK, idlePrefetchDone, isCodePrefetch, servedManifests } from '../support/routeVisits';

/**
 * The shell's idle prefetch (host-shell/src/remotes/prefetch.ts) belongs to a session: it fetches
 * the code of the areas in this user's menu only, stops at the logout, and runs again for the next
 * user who logs in in the same tab.
 */

/** The origins of the remotes with a page in `role`'s menu. */
const menuOrigins = (served: Awaited<ReturnType<typeof servedManifests>>, role: Role): Set<string> =>
  new Set(served.filter(({ manifest }) => visibleMenuPaths(manifest.routes, seededContext(role)).length > 0).map(({ origin }) => origin));

test('the idle prefetch fetches only the areas of the user logged in, stops at the logout and runs again for the next user', async ({ page }) => {
  const next: Role = 'normal';
  const served = await servedManifests(page);
  const remoteOrigins = new Set(served.map(({ origin }) => origin));
  const staffOrigins = menuOrigins(served, next);
  const adminOnly = [...menuOrigins(served, 'admin')].filter((origin) => !staffOrigins.has(origin));
  // What the check below tells apart: an area of the admin's menu that is not in the staff's.
  expect(adminOnly.length).toBeGreaterThan(0);

  // The code fetches (the prefetch; scripts that run are loaded as scripts), and from which session.
  let session = 'admin';
  const fetched: Array<{ session: string; origin: string }> = [];
  let held: Route | undefined;
  await page.route(
    (url) => remoteOrigins.has(url.origin),
    (route) => {
      const request = route.request();
      if (!isCodePrefetch(request)) return route.continue();
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
  await idlePrefetchDone(page);
  expect(await page.evaluate((mark) => performance.getEntriesByName(mark).length, IDLE_PREFETCH_MARK)).toBe(1);

  expect(fetched.filter((request) => request.session === 'admin')).toHaveLength(1);
  // Nothing of the admin's run after the logout, and only the staff's areas in their session.
  const later = fetched.filter((request) => request.session !== 'admin');
  expect(later.length).toBeGreaterThan(0);
  expect(later.filter((request) => !staffOrigins.has(request.origin))).toEqual([]);
});
