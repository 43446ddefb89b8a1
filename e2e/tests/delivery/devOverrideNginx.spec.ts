import { DevServer } from '../../support/devServer';
import { expect, login, rows, test } from '../../support/fixtures';
import { platformEnv, shellUrl } from '../../support/platform';

/**
 * The production setup allows no local override unless CONSOLE_DEV_ORIGINS names origins: even a
 * genuine dev link from a running `pnpm dev` loads nothing from it, because the shell's policy does
 * not let the browser reach the dev server. (Under the Node servers, devOverride.spec.ts.)
 */
test.skip(platformEnv.CONSOLE_SERVER !== 'nginx', 'nginx only');

test('under nginx a genuine dev link sets nothing: the policy allows no dev origin', async ({ page, expectConsoleErrors }) => {
  expectConsoleErrors(/Content Security Policy|Failed to fetch|本地调试/);
  const dev = await DevServer.start('remote-carrier');
  try {
    expect(dev.printedSince(0)).toContain(`内容安全策略不允许 ${dev.origin}`);
    const scripts: string[] = [];
    page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(request.url())));
    await login(page, 'admin');
    await page.goto(await dev.freshLink());
    await expect(page).toHaveURL(`${shellUrl()}/blackList`);
    await expect(rows(page).first()).toBeVisible();
    await expect(page.getByText(/无法连接/)).toBeVisible();
    await expect(page.getByTestId('dev-override')).toHaveCount(0);
    expect(scripts.filter((url) => url.startsWith(dev.origin))).toEqual([]);
    expect(await page.evaluate(() => sessionStorage.getItem('console:dev-overrides'))).toBeNull();
  } finally {
    await dev.stop();
  }
});
