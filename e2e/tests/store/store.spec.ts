import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { SEEDED_ACCOUNTS, SEEDED_PASSWORD } from '@console/sdk/seeded';
import { expect, focusConsole, rows, test } from '../../support/fixtures';
import { REPO_ROOT } from '../../support/platform';
import { buildRelease } from '../../support/releases';

/**
 * The whole console published to a real S3-compatible bucket (`pnpm test:store` starts Ceph's RADOS
 * Gateway and names it in CONSOLE_STORE_*): the page, the shell's files, the registry and every
 * remote come from the bucket, `/api` goes to the backend's origin.
 */
const env = process.env;
const publicUrl = [env.CONSOLE_STORE_ENDPOINT, env.CONSOLE_STORE_BUCKET, env.CONSOLE_STORE_PREFIX].filter(Boolean).join('/');
const apiOrigin = env.CONSOLE_API_ORIGIN!;

/** The deploy tool with the store's configuration (the environment `pnpm test:store` gives). */
const deploy = (script: string, args: string[], extra: NodeJS.ProcessEnv = {}) =>
  execFileSync(process.execPath, ['--import', 'tsx', `src/cli/${script}.ts`, ...args], {
    cwd: path.join(REPO_ROOT, 'deploy'),
    env: { ...env, ...extra },
    encoding: 'utf8',
  });

const registry = async () => (await (await fetch(`${publicUrl}/registry.json`)).json()) as { remotes: { name: string; version: string }[] };
const versionOf = async (name: string) => (await registry()).remotes.find((entry) => entry.name === name)!.version;

/** Navigates inside the running console (the bucket's page keeps its routes in the URL's hash). */
async function goInStore(page: Page, route: string): Promise<void> {
  await page.evaluate((to) => (window.location.hash = to), route);
  await expect(page.locator(`.console-page[data-path="${route}"]`)).toBeVisible();
}

/** The release folders a remote's code was loaded from in this page. */
async function loadedFrom(page: Page, name: string): Promise<string[]> {
  const folder = `${publicUrl}/remotes/${name}/`;
  return page.evaluate((prefix) => {
    const code = performance
      .getEntriesByType('resource')
      // Loaded as scripts: the shell's prefetch reads code ahead with fetch() and runs none of it.
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType !== 'fetch')
      .map((entry) => entry.name)
      .filter((url) => url.startsWith(prefix) && url.endsWith('.js'));
    return [...new Set(code.map((url) => decodeURIComponent(url.slice(prefix.length).split('/')[0])))];
  }, folder);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  const started = Date.now();
  deploy('release', ['all']);
  console.log(`发布整个控制台到对象存储（pnpm release 的发布步骤）：${Date.now() - started} ms`);
});

test.beforeEach(({ page }) => page.addInitScript(() => performance.setResourceTimingBufferSize(100_000)));

async function logIn(page: Page): Promise<void> {
  await page.goto(`${publicUrl}/index.html`);
  await page.waitForURL(`${publicUrl}/index.html#/login`);
  await page.getByPlaceholder('用户名').fill(SEEDED_ACCOUNTS.admin.username);
  await page.getByPlaceholder('密码').fill(SEEDED_PASSWORD);
  await page.locator('button[type=submit]').click();
  await page.waitForURL(`${publicUrl}/index.html#/dashboard`);
  await expect(page.getByTestId('dashboard')).toBeVisible();
}

test('the whole console loads from the bucket and logs in; /api goes to the backend’s origin', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await logIn(page);
  await goInStore(page, '/blackList');
  await expect(rows(page).first()).toBeVisible();
  const elsewhere = requests.filter((url) => !url.startsWith(`${publicUrl}/`) && !url.startsWith(`${apiOrigin}/api/`) && !/^(data|blob|ws):/.test(url));
  expect(elsewhere).toEqual([]);
  expect(requests).toContain(`${publicUrl}/registry.json`);
  expect(requests.some((url) => url.startsWith(`${apiOrigin}/api/login/login`))).toBe(true);
  expect(requests.some((url) => url.startsWith(`${publicUrl}/remotes/remote-carrier/`))).toBe(true);
  // A reload keeps the page: the route is in the hash, the bucket is asked for index.html only.
  await page.reload();
  await expect(rows(page).first()).toBeVisible();
});

test('a remote released to the bucket under the running console: the notice, the next visit, the rollback', async ({ page }) => {
  await logIn(page);
  await goInStore(page, '/blackList');
  await expect(rows(page).first()).toBeVisible();
  const v1 = await versionOf('remote-carrier');
  expect(await loadedFrom(page, 'remote-carrier')).toEqual([v1]);

  const distDir = buildRelease('remote-carrier', `1.0.1+store-${Date.now()}`);
  const started = Date.now();
  deploy('release', ['remote-carrier'], { CONSOLE_DIST_DIR: distDir });
  console.log(`发布一个远程模块到对象存储（pnpm release 的发布步骤）：${Date.now() - started} ms`);
  const v2 = await versionOf('remote-carrier');
  expect(v2).not.toBe(v1);

  await focusConsole(page);
  const notice = page.locator('.ant-notification-notice', { hasText: '「运营商管理」已发布新版本' });
  await expect(notice).toBeVisible();
  await expect(notice.getByTestId('release-notice')).toContainText(v2);

  // The next visit runs the new release.
  await page.goto(`${publicUrl}/index.html`);
  await goInStore(page, '/blackList');
  await expect(rows(page).first()).toBeVisible();
  expect(await loadedFrom(page, 'remote-carrier')).toEqual([v2]);

  expect(deploy('rollback', ['remote-carrier'])).toContain(v1);
  expect(await versionOf('remote-carrier')).toBe(v1);
  await page.goto(`${publicUrl}/index.html`);
  await goInStore(page, '/blackList');
  await expect(rows(page).first()).toBeVisible();
  expect(await loadedFrom(page, 'remote-carrier')).toEqual([v1]);
});

test('a link a page makes (the dashboard’s 管理公告) lands on /notice in the bucket’s page, clicked or opened by its address', async ({ page }) => {
  await logIn(page);
  const link = page.locator('.console-page[data-path="/dashboard"] .notice-inbox').getByRole('link', { name: '管理公告' });
  // The bucket's index.html with the route in its hash: not the folder, nor the folder twice.
  const href = `${publicUrl}/index.html#/notice`;
  await expect(link).toHaveAttribute('href', href);
  await link.click();
  await page.waitForURL(href);
  await expect(page.locator('.console-page[data-path="/notice"]')).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  // Opened by its address in a new tab (a bookmark, a shared link): the same page.
  const tab = await page.context().newPage();
  await tab.goto(href);
  await expect(tab.locator('.console-page[data-path="/notice"]')).toBeVisible();
  await expect(rows(tab).first()).toBeVisible();
  await tab.close();
});
