import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { STORAGE_KEYS } from '@console/sdk/session';
import { backendFigures } from '../../../deploy/src/watch/sources';
import { E2E, platformEnv, REPO_ROOT } from '../../support/platform';
import { currentPage, expect, focusConsole, goInApp, login, rows, test } from '../../support/fixtures';
import { buildRelease, DEPLOY_DIR, entryOf, loadedFrom } from '../../support/releases';

/**
 * A canary of remote-carrier for 50 % of the seeded users (README, "Canary releases"): exactly the
 * users whose bucket, computed here from the documented hash, is below 50 get it; raising the share
 * to 100 keeps every one of them on it and adds the rest; aborting brings everyone back to the
 * stable version after the withdrawn notice. A tampered local storage moves nobody.
 */
const REMOTE = 'remote-carrier';
const USERS = ['admin', 'agent', 'subagent', 'company', 'department', 'staff'];

/** README: the first 4 bytes of SHA-256 of "<userId>:<remote>", big-endian, mod 100. */
const bucketOf = (userId: number) => createHash('sha256').update(`${userId}:${REMOTE}`, 'utf8').digest().readUInt32BE(0) % 100;

/** `pnpm release <remote> …` as an area team (or the health watcher) runs it, on the test platform's deploy directory. */
const releaseCli = (args: string[], env: NodeJS.ProcessEnv = {}) =>
  execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/ship.ts', REMOTE, ...args], {
    cwd: path.join(REPO_ROOT, 'deploy'),
    env: { ...process.env, ...platformEnv, CONSOLE_DEPLOY_DIR: DEPLOY_DIR, CONSOLE_RELEASE_BY: 'e2e', ...env },
    encoding: 'utf8',
  });

interface User {
  name: string;
  id: number;
  page: Page;
}

async function openBlackList(browser: Browser, name: string, { expectRows = true } = {}): Promise<User> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => performance.setResourceTimingBufferSize(100_000));
  await login(page, name);
  await goInApp(page, '/blackList');
  if (expectRows) await expect(rows(page).first()).toBeVisible();
  const id = Number(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.userId));
  return { name, id, page };
}

const notice = (page: Page, text: string) => page.locator('.ant-notification-notice', { hasText: text });

async function refreshFromNotice(page: Page, text: string) {
  await notice(page, text)
    .getByRole('button', { name: /刷\s*新/ })
    .click();
  await page.waitForLoadState('load');
  await expect(page.getByTestId('sidebar')).toBeVisible();
  await goInApp(page, '/blackList');
  await expect(rows(page).first()).toBeVisible();
}

test.describe('a canary release of one remote', () => {
  test.setTimeout(600_000);

  test('50 % get it by their bucket, 100 % keeps them and adds the rest, abort brings everyone back', async ({ browser }) => {
    const stable = entryOf(REMOTE).version;
    const canaryVersion = '1.0.3+e2e-canary';
    releaseCli(['--canary', '50', '--no-build', '--reason', '浏览器测试'], { CONSOLE_DIST_DIR: buildRelease(REMOTE, canaryVersion) });
    try {
      const users = await Promise.all(USERS.map((name) => openBlackList(browser, name)));
      const inCanary = (user: User) => bucketOf(user.id) < 50;
      // The seeded users fall on both sides of 50, or this test would prove less than it says.
      expect(users.filter(inCanary).length, users.map((user) => `${user.name}:${bucketOf(user.id)}`).join(' ')).toBeGreaterThan(0);
      expect(users.filter((user) => !inCanary(user)).length).toBeGreaterThan(0);
      for (const user of users) expect(await loadedFrom(user.page, REMOTE), user.name).toEqual([inCanary(user) ? canaryVersion : stable]);

      // Local storage is the browser's: claiming another user's id moves nobody into or out of the canary.
      const outside = users.find((user) => !inCanary(user))!;
      const inside = users.find(inCanary)!;
      await outside.page.evaluate(([key, id]) => localStorage.setItem(key, id), [STORAGE_KEYS.userId, String(inside.id)]);
      await outside.page.reload();
      await goInApp(outside.page, '/blackList');
      await expect(rows(outside.page).first()).toBeVisible();
      expect(await loadedFrom(outside.page, REMOTE)).toEqual([stable]);
      await outside.page.evaluate(([key, id]) => localStorage.setItem(key, id), [STORAGE_KEYS.userId, String(outside.id)]);

      // 100 %: whoever had the canary keeps it (nothing to refresh); the others are offered it.
      releaseCli(['--canary', '100']);
      for (const user of users) await focusConsole(user.page);
      for (const user of users.filter((candidate) => !inCanary(candidate))) {
        await expect(notice(user.page, '「运营商管理」已发布新版本')).toBeVisible();
        await expect(notice(user.page, '「运营商管理」已发布新版本').getByTestId('release-notice')).toContainText(canaryVersion);
        await refreshFromNotice(user.page, '「运营商管理」已发布新版本');
      }
      for (const user of users.filter(inCanary)) {
        await goInApp(user.page, '/blackList');
        await expect(notice(user.page, '运营商管理')).toHaveCount(0);
      }
      for (const user of users) expect(await loadedFrom(user.page, REMOTE), user.name).toEqual([canaryVersion]);

      // Abort: every page says the update was withdrawn and, refreshed, runs the stable version again.
      releaseCli(['--abort', '--reason', '浏览器测试：撤回']);
      for (const user of users) {
        await focusConsole(user.page);
        await expect(notice(user.page, '「运营商管理」的更新已撤回')).toBeVisible();
        await expect(notice(user.page, '「运营商管理」的更新已撤回').getByTestId('release-notice')).toContainText(stable);
        await refreshFromNotice(user.page, '「运营商管理」的更新已撤回');
        expect(await loadedFrom(user.page, REMOTE), user.name).toEqual([stable]);
        await expect(currentPage(user.page).getByText('黑名单').first()).toBeVisible();
      }
      await Promise.all(users.map((user) => user.page.context().close()));
    } finally {
      // Leave no canary behind for the next spec, whatever failed.
      try {
        releaseCli(['--abort']);
      } catch {
        /* already aborted */
      }
    }
  });
});

/** The backend of the test platform, as the release watcher reaches it (CONSOLE_API_URL). */
const watchEnv = { ...platformEnv, CONSOLE_API_URL: `http://127.0.0.1:${E2E.backendPort}` };

/** `pnpm release:watch --once …`: one round of the release watcher against the test platform. */
const watchOnce = (args: string[]) =>
  execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/watch.ts', '--once', ...args], {
    cwd: path.join(REPO_ROOT, 'deploy'),
    env: { ...process.env, ...watchEnv },
    encoding: 'utf8',
  });

/** What users see of the broken page: the area's error boundary, nothing of the list. */
const crashed = (page: Page) => expect(currentPage(page).getByText('页面运行出错').first()).toBeVisible();

test.describe('the release watcher aborts a broken canary by itself (issue 59)', () => {
  test.setTimeout(600_000);

  test("a canary whose page throws: its users' reports, one watcher round, the canary gone, its users back on the stable version", async ({ browser }) => {
    const stable = entryOf(REMOTE).version;
    // A version of its own per attempt: a released version is never released again, and its figures start at none.
    const broken = `1.0.4+e2e-broken-r${test.info().retry}`;
    // A real release of remote-carrier whose every page throws while rendering (the faults fixture).
    releaseCli(['--canary', '50', '--no-build', '--reason', '浏览器测试：坏的灰度版'], { CONSOLE_DIST_DIR: buildRelease(REMOTE, broken, { throwing: true }) });
    try {
      const inCanary = (id: number) => bucketOf(id) < 50;
      const users: User[] = [];
      for (const name of USERS) {
        const user = await openBlackList(browser, name, { expectRows: false });
        users.push(user);
        if (inCanary(user.id)) await crashed(user.page);
        else await expect(rows(user.page).first()).toBeVisible();
      }
      const canaryUsers = users.filter((user) => inCanary(user.id));
      const stableUsers = users.filter((user) => !inCanary(user.id));
      expect(canaryUsers.length).toBeGreaterThan(0);
      expect(stableUsers.length).toBeGreaterThan(0);

      // Real page loads only, every one reported by the shell's own reporter under the user's own
      // session (POST /api/release/health): each reload opens the page again, and the reload's
      // pagehide sends what the page before it counted; the last batch leaves on a pagehide too.
      const ROUNDS = 3;
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const user of users) {
          await user.page.reload();
          if (inCanary(user.id)) await crashed(user.page);
          else await expect(rows(user.page).first()).toBeVisible();
        }
      }
      for (const user of users) await user.page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
      const canaryLoads = canaryUsers.length * (ROUNDS + 1);
      const stableLoads = stableUsers.length * (ROUNDS + 1);

      // The backend has every load: the canary's each with its crash, the stable's without (other specs
      // of the run may have added stable loads of their own, and no errors).
      const figures = backendFigures(watchEnv);
      const of = async (version: string) => (await figures(30)).find((row) => row.remote === REMOTE && row.version === version);
      await expect.poll(async () => (await of(broken))?.pageLoads).toBe(canaryLoads);
      expect((await of(broken))!.crashed).toBe(canaryLoads);
      expect((await of(broken))!.users).toBe(canaryUsers.length);
      await expect.poll(async () => (await of(stable))?.pageLoads ?? 0).toBeGreaterThanOrEqual(stableLoads);

      // One round of the watcher, its minimum lowered to the loads made here (the default, 50, is a
      // production figure: reaching it would take 50 real page loads for no more proof).
      const log = watchOnce(['--min-page-loads', String(canaryLoads)]);
      expect(log).toContain('[已撤回]');

      // rollouts.json no longer names the canary; the history records the abort, by the watcher, with its figures.
      const rollouts = JSON.parse(readFileSync(path.join(DEPLOY_DIR, 'rollouts.json'), 'utf8')) as { remotes: { name: string }[] };
      expect(rollouts.remotes.map((rollout) => rollout.name)).not.toContain(REMOTE);
      const history = JSON.parse(readFileSync(path.join(DEPLOY_DIR, 'releases', `${REMOTE}.json`), 'utf8')) as {
        version: string;
        rolledBackAt?: string;
        decisions?: { action: string; by: string; reason?: string; figures?: { canary: { version: string; pageLoads: number; errors: number } } }[];
      }[];
      const record = history.find((entry) => entry.version === broken)!;
      expect(record.rolledBackAt).toBeTruthy();
      const abort = record.decisions!.at(-1)!;
      expect(abort).toMatchObject({ action: 'abort', by: 'release-watch', figures: { canary: { version: broken, pageLoads: canaryLoads } } });
      expect(abort.reason).toMatch(/灰度版错误率/);
      expect(abort.figures!.canary.errors).toBeGreaterThanOrEqual(canaryLoads);

      // The canary's users are told the update was withdrawn and, refreshed, get the working stable page.
      for (const user of canaryUsers) {
        await focusConsole(user.page);
        await expect(notice(user.page, '「运营商管理」的更新已撤回')).toBeVisible();
        await refreshFromNotice(user.page, '「运营商管理」的更新已撤回');
        expect(await loadedFrom(user.page, REMOTE), user.name).toEqual([stable]);
      }
      // The others ran the stable version all along: nothing to tell them.
      for (const user of stableUsers) {
        await focusConsole(user.page);
        await expect(rows(user.page).first()).toBeVisible();
        await expect(notice(user.page, '运营商管理')).toHaveCount(0);
      }
      // /remotes of a page that ran remote-carrier in this document says how long its first page took.
      const admin = users.find((user) => user.name === 'admin')!;
      await goInApp(admin.page, '/remotes');
      await expect(currentPage(admin.page).getByRole('row', { name: /remote-carrier/ })).toContainText(/\d+ ms/);
      await Promise.all(users.map((user) => user.page.context().close()));
    } finally {
      try {
        releaseCli(['--abort']);
      } catch {
        /* the watcher aborted it */
      }
    }
  });
});
