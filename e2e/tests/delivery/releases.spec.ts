import type { Page } from '@playwright/test';
import { currentPage, emptyHttpCache, expect, focusConsole, goInApp, login, rows, test } from '../../support/fixtures';
import { buildRelease, entryOf, loadedFrom, release, releaseDirectory, rollback, setEntry } from '../../support/releases';
import { rmSync } from 'node:fs';

async function openStatus(page: Page) {
  await goInApp(page, '/remotes');
  await expect(currentPage(page).getByText('模块状态').first()).toBeVisible();
}

test.describe('releases under a running shell', () => {
  // Every file the page loads is looked at afterwards: keep all of their timing entries.
  test.beforeEach(({ page }) => page.addInitScript(() => performance.setResourceTimingBufferSize(100_000)));

  test('v2 of a remote while its v1 page is open: v1 keeps working, a notice offers the refresh, unsaved input is asked about', async ({ page }) => {
    const v1 = entryOf('remote-carrier').version;
    await login(page, 'admin');
    await goInApp(page, '/blackList');
    await expect(rows(page).first()).toBeVisible();
    await goInApp(page, '/customer');
    await expect(rows(page).first()).toBeVisible();

    const v2 = release('remote-carrier', buildRelease('remote-carrier', '1.0.1+e2e-v2')).version;
    expect(v2).not.toBe(v1);
    await focusConsole(page);
    const notice = page.locator('.ant-notification-notice', { hasText: '「运营商管理」已发布新版本' });
    await expect(notice).toBeVisible();
    await expect(notice.getByTestId('release-notice')).toContainText(v2);

    // The v1 page keeps working: its filter, its requests, its chunks.
    await goInApp(page, '/blackList');
    await currentPage(page).getByPlaceholder('请输入号码').fill('13800000000');
    await currentPage(page).locator('button[type=submit]').click();
    await expect(currentPage(page).locator('.ant-pagination-total-text')).toHaveText('共 1 条');
    expect(await loadedFrom(page, 'remote-carrier')).toEqual([v1]);
    // The other remotes are untouched.
    await goInApp(page, '/record');
    await expect(rows(page).first()).toBeVisible();

    // Unsaved input is never thrown away without asking.
    await goInApp(page, '/blackList');
    await currentPage(page).getByRole('button', { name: '添加黑名单' }).click();
    await page.getByRole('dialog', { name: '添加黑名单' }).locator('textarea').fill('13900001111');
    await notice.getByRole('button', { name: /刷\s*新/ }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await expect(confirm).toContainText('有尚未保存的内容，刷新后将丢失。确定刷新吗?');
    await confirm.getByRole('button', { name: /取\s*消/ }).click();
    await expect(page.getByRole('dialog', { name: '添加黑名单' }).locator('textarea')).toHaveValue('13900001111');

    await confirm.getByRole('button', { name: /取\s*消/ }).waitFor({ state: 'detached' });
    await page
      .getByRole('dialog', { name: '添加黑名单' })
      .getByRole('button', { name: /取\s*消/ })
      .click();
    await notice.getByRole('button', { name: /刷\s*新/ }).click();
    await page.waitForLoadState('load');
    await expect(page.getByTestId('sidebar')).toBeVisible();
    await goInApp(page, '/blackList');
    await expect(rows(page).first()).toBeVisible();
    expect(await loadedFrom(page, 'remote-carrier')).toEqual([v2]);
  });

  test('a remote not loaded yet simply uses the new release on its first visit', async ({ page }) => {
    await login(page, 'admin');
    const v2 = release('remote-inventory', buildRelease('remote-inventory', '1.0.1+e2e-v2')).version;
    await focusConsole(page);
    await openStatus(page);
    await expect(currentPage(page).getByRole('row', { name: /remote-inventory/ })).toContainText(v2);
    await goInApp(page, '/purchaseOrderList');
    await expect(rows(page).first()).toBeVisible();
    expect(await loadedFrom(page, 'remote-inventory')).toEqual([v2]);
    await expect(page.locator('.ant-notification-notice', { hasText: '已发布新版本' })).toHaveCount(0);
  });

  test('rollback: the registry points back at the previous release and the shell follows', async ({ page }) => {
    const current = entryOf('remote-carrier').version;
    const previous = rollback('remote-carrier').version;
    expect(previous).not.toBe(current);
    await login(page, 'admin');
    await goInApp(page, '/blackList');
    await expect(rows(page).first()).toBeVisible();
    expect(await loadedFrom(page, 'remote-carrier')).toEqual([previous]);
    await openStatus(page);
    await expect(currentPage(page).getByRole('row', { name: /remote-carrier/ })).toContainText(previous);
  });

  test('a registry entry naming a missing manifest leaves the running release in use and reports it', async ({ page, expectConsoleErrors }) => {
    expectConsoleErrors(/remote-cloudcall|HTTP 404|Failed to load resource/);
    const good = entryOf('remote-cloudcall');
    await login(page, 'admin');
    await goInApp(page, '/record');
    await expect(rows(page).first()).toBeVisible();
    setEntry({ ...good, version: '9.9.9', manifest: good.manifest.replace(encodeURIComponent(good.version), '9.9.9') });
    try {
      await focusConsole(page);
      await openStatus(page);
      const row = currentPage(page).getByRole('row', { name: /remote-cloudcall/ });
      await expect(row).toContainText('新版本不可用');
      await expect(row).toContainText(good.version);
      await goInApp(page, '/riskList2');
      await expect(rows(page).first()).toBeVisible();
    } finally {
      setEntry(good);
    }
  });

  test('a chunk gone after a release reloads its area once, onto the new release', async ({ page, expectConsoleErrors }) => {
    expectConsoleErrors(/404|Failed to load resource|Loading chunk|ChunkLoadError|页面错误/);
    const v1 = entryOf('remote-crm').version;
    await login(page, 'admin');
    await goInApp(page, '/customer');
    await expect(rows(page).first()).toBeVisible();
    const v2 = release('remote-crm', buildRelease('remote-crm', '1.0.1+e2e-v2')).version;
    // The old release is pruned while this page still runs it; what the idle prefetch put in the
    // browser's cache of it would still load, so the cache goes too.
    rmSync(releaseDirectory('remote-crm', v1), { recursive: true, force: true });
    await emptyHttpCache(page);
    let loads = 0;
    page.on('load', () => loads++);
    const reloaded = page.waitForEvent('load');
    await goInApp(page, '/clue');
    await reloaded;
    await expect(rows(page).first()).toBeVisible();
    expect(await loadedFrom(page, 'remote-crm')).toEqual([v2]);
    await page.waitForTimeout(1000);
    expect(loads).toBe(1);
  });
});
