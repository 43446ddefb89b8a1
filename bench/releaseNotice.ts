/**
 * From `pnpm release <remote>` to the running shell telling its user: builds and releases a new
 * version of remote-carrier while an admin has one of its pages open, and prints how long the
 * build, the release and the notice took (with the window getting focus, and with the interval
 * poll alone).
 *
 *   pnpm build && pnpm --filter @console/bench release-notice
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { launch, loginAs, withPlatform } from './support/platform';

const REPO = path.resolve(import.meta.dirname, '..');

await withPlatform(async (shellUrl) => {
  const { platformEnv, RUN_DIR } = await import('../e2e/support/platform');
  const browser = await launch();
  const page = await browser.newPage({ viewport: { width: 1600, height: 900 } });
  await loginAs(page, shellUrl, 'admin');
  await page.goto(`${shellUrl}/blackList`);
  await page.locator('.console-page:visible .ant-table-tbody .ant-table-row').first().waitFor();

  const releaseOnce = (label: string) => {
    const started = Date.now();
    const dist = path.join(RUN_DIR, 'builds', `bench-${label}`);
    execFileSync('pnpm', ['--filter', '@console/remote-carrier', 'build'], {
      cwd: REPO,
      stdio: 'ignore',
      env: { ...process.env, CONSOLE_DIST_DIR: dist, REMOTE_VERSION: `1.0.1+bench-${label}` },
    });
    const built = Date.now();
    execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/release.ts', 'remote-carrier'], {
      cwd: path.join(REPO, 'deploy'),
      stdio: 'ignore',
      env: { ...process.env, ...platformEnv, CONSOLE_DIST_DIR: dist },
    });
    const released = Date.now();
    return { build: built - started, release: released - built, released };
  };

  const notice = (version: string) => page.locator('.ant-notification-notice', { hasText: version }).waitFor({ timeout: 120_000 });

  const withFocus = releaseOnce('focus');
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await notice('bench-focus');
  const focusMs = Date.now() - withFocus.released;

  const polled = releaseOnce('poll');
  await notice('bench-poll');
  const pollMs = Date.now() - polled.released;

  console.log('从发布到运行中的主应用显示通知：');
  console.log(`  构建 ${(withFocus.build / 1000).toFixed(1)} s，发布（复制 + 更新注册表）${withFocus.release} ms`);
  console.log(`  窗口获得焦点时：注册表更新后 ${focusMs} ms 显示通知`);
  console.log(`  仅靠定时轮询（每 60 s）：注册表更新后 ${(pollMs / 1000).toFixed(1)} s 显示通知`);
  await browser.close();
});
