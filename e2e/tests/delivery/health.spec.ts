import { shellUrl } from '../../support/platform';
import { currentPage, expect, login, rows, test } from '../../support/fixtures';
import { entryOf } from '../../support/releases';

/**
 * Release health (issue 59, README "Release health and automatic rollback"): a shell reports what it
 * saw of the remote version it loaded, and /remotes shows it beside the version.
 */
test('a deep link is reported against the remote version loaded, with its time to first rows, and /remotes shows it', async ({ page }) => {
  const version = entryOf('remote-carrier').version;
  await login(page, 'admin', { to: '/blackList' });
  await expect(rows(page).first()).toBeVisible();

  // Leaving the page (pagehide) sends the batch with a keepalive request carrying the session.
  const sent = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/release/health');
  await page.goto(`${shellUrl()}/remotes`);
  const request = await sent;
  expect(request.headers()['authorization']).toMatch(/^Bearer /);
  const carrier = (request.postDataJSON() as { reports: { remote: string; version: string; pageLoads: number; loadMs: number[] }[] }).reports.find(
    (report) => report.remote === 'remote-carrier',
  );
  expect(carrier).toMatchObject({ version, pageLoads: 1, loadFailed: 0, crashed: 0, unhandled: 0 });
  expect(carrier!.loadMs).toHaveLength(1);

  const health = currentPage(page).getByRole('region', { name: /各版本健康度/ });
  const row = health.getByRole('row', { name: /运营商管理/ });
  // The report may reach the backend after /remotes first read the figures: 刷新 until it has.
  await expect(async () => {
    await health.getByRole('button', { name: /刷\s*新/ }).click();
    await expect(row.getByRole('cell').nth(3)).toHaveText(/^[1-9]\d*$/, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(row).toContainText(version);
});
