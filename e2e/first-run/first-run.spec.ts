import { execFileSync } from 'node:child_process';
import { expect, groupEntries, loginWithForm, rows, test } from '../support/fixtures';
import { shellUrl } from '../support/platform';
import { freshShellEnv } from './freshEnv';

/**
 * A new user on the console that `npm start` serves from a fresh clone (run.ts): every area is there,
 * and an area team's release reaches the next visit without touching the shell.
 */
const CLONE = process.env.FIRST_RUN_DIR ?? '';

/** One list page of each remote, reached from the sidebar as a user would. */
const AREAS = [
  { remote: 'remote-crm', group: 'CRM管理', entry: '我的客户', path: '/customer' },
  { remote: 'remote-carrier', group: '其他', entry: '黑名单', path: '/blackList' },
  { remote: 'remote-cloudcall', group: '其他', entry: '通话记录', path: '/record' },
  { remote: 'remote-inventory', group: '库存管理', entry: '采购订单', path: '/purchaseOrderList' },
  { remote: 'remote-admin', group: '企业管理', entry: '员工管理', path: '/user' },
];

async function registryEntry(name: string) {
  const registry = (await (await fetch(`${shellUrl()}/registry.json`)).json()) as { remotes: { name: string; version: string }[] };
  return registry.remotes.find((entry) => entry.name === name)!;
}

test.describe.configure({ mode: 'serial' });
test.beforeAll(() => expect(CLONE, 'run.ts sets FIRST_RUN_DIR').not.toBe(''));

test('admin logs in through the form and finds every area in the sidebar, each page with rows', async ({ page }) => {
  await loginWithForm(page, 'admin');
  await expect(page.getByText(/模块加载失败/)).toHaveCount(0);
  for (const area of AREAS) {
    expect(await groupEntries(page, area.group), area.remote).toContain(area.entry);
    await page.getByTestId('sidebar').getByText(area.entry, { exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${area.path}$`));
    await expect(rows(page).first(), area.remote).toBeVisible();
  }
});

test('a remote released with the README command under the running console reaches the next visit', async ({ page }) => {
  const before = await registryEntry('remote-carrier');
  execFileSync('pnpm', ['release', 'remote-carrier'], { cwd: CLONE, env: freshShellEnv(), stdio: ['ignore', 'inherit', 'inherit'] });
  const after = await registryEntry('remote-carrier');
  expect(after.version).not.toBe(before.version);

  const carrierEntry = page.waitForRequest((request) => /^http:\/\/localhost:8082\/.+\/remoteEntry\.js$/.test(request.url()));
  await loginWithForm(page, 'admin');
  await groupEntries(page, '其他');
  await page.getByTestId('sidebar').getByText('黑名单', { exact: true }).click();
  await expect(rows(page).first()).toBeVisible();
  const loadedFrom = decodeURIComponent(new URL((await carrierEntry).url()).pathname.split('/')[1]);
  expect(loadedFrom).toBe(after.version);
});
