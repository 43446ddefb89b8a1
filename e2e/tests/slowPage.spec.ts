import { E2E } from '../support/platform';
import { expect, login, rows, test } from '../support/fixtures';

const crm = E2E.remotes.find((remote) => remote.name === 'remote-crm')!;
const tabLabels = (page: import('@playwright/test').Page) => page.getByTestId('tab-bar').getByTestId('tab-label');

/**
 * A page whose area's code is slow is not a dead click: its tab shows, loading in its own box, while
 * the page left stays intact in its tab. The area's code is held back in the browser (route
 * interception) until the test lets it through: no timing is asserted.
 */
test('a slow area shows its tab loading in its own content area, and the page left stays intact', async ({ page }) => {
  await login(page, 'admin');
  // Something typed on the dashboard's page: it must be there, untouched, when its tab comes back.
  const dashboard = page.locator('.console-page[data-path="/dashboard"]');
  await dashboard.evaluate((box) => box.setAttribute('data-left-as', 'is'));

  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`http://localhost:${crm.port}/**/*.js`, async (route) => {
    await released;
    await route.continue();
  });
  await page.getByTestId('sidebar').getByText('CRM管理', { exact: true }).click();
  await page.getByTestId('sidebar').getByText('我的客户', { exact: true }).click();

  // The new tab shows, active, with the page loading in its own box; the dashboard is kept, hidden.
  await expect(tabLabels(page)).toHaveText(['系统首页', '我的客户']);
  const customers = page.locator('.console-page[data-path="/customer"]');
  await expect(customers).toBeVisible();
  await expect(customers.getByRole('status', { name: '页面加载中' })).toBeVisible();
  await expect(dashboard).toBeHidden();
  await expect(dashboard).toHaveAttribute('data-left-as', 'is');
  await expect(dashboard.getByTestId('dashboard')).toHaveCount(1);

  release();
  await expect(rows(page).first()).toBeVisible();
  await expect(customers.getByRole('status', { name: '页面加载中' })).toHaveCount(0);

  // Back to the page left: as it was, not drawn again.
  await tabLabels(page).filter({ hasText: '系统首页' }).click();
  await expect(dashboard).toBeVisible();
  await expect(dashboard).toHaveAttribute('data-left-as', 'is');
  await expect(dashboard.getByTestId('dashboard')).toBeVisible();
});
