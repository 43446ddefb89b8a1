import { shellUrl } from '../../support/platform';
import { currentPage, expect, login, rows, test } from '../../support/fixtures';
import { entryOf } from '../../support/releases';

/**
 * Release health (issue 59, README "Release health and automatic rollback"): a shell reports what it
 * saw of the remote version it loaded, and /remotes shows it beside the version.
 */
test('a deep link is reported against the remote version loaded, with its time to first rows, and /remotes shows it', async ({ page }) => {
  const version = entryOf('remote-carrier').version;
  // Every batch this page sends (the 30 s timer may send one before the page is left).
  type Report = { remote: string; version: string; pageLoads: number; crashed: number; loadFailed: number; loadMs: number[] };
  const sent: { authorization?: string; reports: Report[] }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/release/health') {
      sent.push({ authorization: request.headers()['authorization'], ...(request.postDataJSON() as { reports: Report[] }) });
    }
  });
  await login(page, 'admin', { to: '/blackList' });
  await expect(rows(page).first()).toBeVisible();

  // Leaving the page (pagehide) sends what is left with a keepalive request carrying the session.
  await page.goto(`${shellUrl()}/remotes`);
  const carrier = () => sent.flatMap((batch) => batch.reports).filter((report) => report.remote === 'remote-carrier');
  await expect.poll(() => carrier().flatMap((report) => report.loadMs).length).toBe(1);
  expect(sent.every((batch) => batch.authorization?.startsWith('Bearer '))).toBe(true);
  expect(carrier().map((report) => report.version)).toEqual(carrier().map(() => version));
  expect(carrier().reduce((sum, report) => sum + report.pageLoads, 0)).toBe(1);
  expect(carrier().reduce((sum, report) => sum + report.crashed + report.loadFailed, 0)).toBe(0);

  const health = currentPage(page).getByRole('region', { name: /各版本健康度/ });
  const row = health.getByRole('row', { name: /运营商管理/ });
  // The report may reach the backend after /remotes first read the figures: 刷新 until it has.
  await expect(async () => {
    await health.getByRole('button', { name: /刷\s*新/ }).click();
    await expect(row.getByRole('cell').nth(3)).toHaveText(/^[1-9]\d*$/, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(row).toContainText(version);
});
