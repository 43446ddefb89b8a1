import { SEEDED_ACCOUNTS, SEEDED_PASSWORD } from '@console/sdk/seeded';
import { WALL_TEXTS } from '@console/remote-admin/contract';
import { expect, login, test } from '../../support/fixtures';
import { shellUrl } from '../../support/platform';

test('/panelData: the data wall shows pushed figures, follows a change without reloading, and goes full screen', { tag: '@smoke' }, async ({ page }) => {
  await login(page, 'admin', { to: '/panelData' });
  const wall = page.getByTestId('panel-data');
  await expect(wall.getByText(WALL_TEXTS.live)).toBeVisible();
  const running = wall.locator('.ant-statistic').filter({ hasText: '进行中批次' }).locator('.ant-statistic-content-value');
  const before = Number((await running.innerText()).replace(/,/g, ''));
  await expect(wall.getByRole('img', { name: '今日呼叫企业排行' }).or(wall.getByText('今日暂无呼叫'))).toBeVisible();

  // Another admin session pauses a running batch: the wall hears of it, then of its restart.
  const answer = await page.request.post(`${shellUrl()}/api/login/login`, { form: { username: SEEDED_ACCOUNTS.admin.username, password: SEEDED_PASSWORD } });
  const headers = { Authorization: `Bearer ${((await answer.json()) as { data: { token: string } }).data.token}` };
  const batches = await page.request.post(`${shellUrl()}/api/cloudcall/batchList`, { headers, form: { status: '进行中', pageIndex: 1, pageSize: 1 } });
  const [batch] = ((await batches.json()) as { data: { list: { id: number }[] } }).data.list;
  await page.request.post(`${shellUrl()}/api/cloudcall/batchState`, { headers, form: { id: batch.id, action: 'pause' } });
  await expect(running).toHaveText((before - 1).toLocaleString('en-US'));
  await page.request.post(`${shellUrl()}/api/cloudcall/batchState`, { headers, form: { id: batch.id, action: 'start' } });
  await expect(running).toHaveText(before.toLocaleString('en-US'));

  await wall.getByRole('button', { name: '全屏' }).click();
  await expect(wall.getByRole('button', { name: '退出全屏' })).toBeVisible();
  expect(await page.evaluate(() => document.fullscreenElement?.getAttribute('data-testid'))).toBe('panel-data');
  await wall.getByRole('button', { name: '退出全屏' }).click();
  await expect(wall.getByRole('button', { name: '全屏' })).toBeVisible();
});
