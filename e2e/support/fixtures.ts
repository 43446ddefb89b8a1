import { test as base, expect, type Page } from '@playwright/test';
import { SEEDED_ACCOUNTS, SEEDED_PASSWORD } from '@console/sdk/seeded';
import type { Role } from '@console/sdk/manifest';
import { shellUrl } from './platform';

/**
 * Every test fails on a console error or an uncaught page error, unless it declares the errors it
 * expects (a stopped remote must log why, for instance).
 */
export const test = base.extend<{ consoleErrors: string[]; expectConsoleErrors: (pattern: RegExp) => void }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    await use(errors);
  },
  expectConsoleErrors: [
    async ({ consoleErrors }, use) => {
      const allowed: RegExp[] = [];
      await use((pattern) => allowed.push(pattern));
      const unexpected = consoleErrors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      expect(unexpected, '浏览器控制台不应有错误').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Logs in through the login form, as a user would, and waits for the dashboard. */
export async function login(page: Page, who: Role | string, host = 'localhost', { dashboard = true } = {}): Promise<void> {
  const username = who in SEEDED_ACCOUNTS ? SEEDED_ACCOUNTS[who as Role].username : who;
  await page.goto(`${shellUrl(host)}/login`);
  await page.getByPlaceholder('用户名').fill(username);
  await page.getByPlaceholder('密码').fill(SEEDED_PASSWORD);
  await page.locator('button[type=submit]').click();
  await page.waitForURL('**/dashboard');
  // The dashboard is remote-admin's page: a test that breaks remote-admin does not wait for it.
  if (dashboard) await expect(page.getByTestId('dashboard')).toBeVisible();
  else await expect(page.getByTestId('sidebar')).toBeVisible();
}

/** Texts of the sidebar's top-level entries and groups. */
export async function sidebarTopLevel(page: Page): Promise<string[]> {
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar.locator('.ant-menu-root > li').first()).toBeVisible();
  return (await sidebar.locator('.ant-menu-root > li').allInnerTexts()).map((text) => text.trim());
}

/** Opens a sidebar group and answers the texts of its entries. */
export async function groupEntries(page: Page, group: string): Promise<string[]> {
  const sidebar = page.getByTestId('sidebar');
  const submenu = sidebar.locator('.ant-menu-submenu', { has: page.locator('.ant-menu-submenu-title', { hasText: group }) });
  if (!(await submenu.evaluate((element) => element.classList.contains('ant-menu-submenu-open')))) {
    await submenu.locator('.ant-menu-submenu-title').click();
  }
  await expect(submenu.locator('.ant-menu-sub').first()).toBeVisible();
  return (await submenu.locator('.ant-menu-sub > li').allInnerTexts()).map((text) => text.trim());
}

/** The page on screen: kept-alive pages are mounted but hidden, so every look is scoped to it. */
export const currentPage = (page: Page) => page.locator('.console-page:visible');
export const rows = (page: Page) => currentPage(page).locator('.ant-table-tbody .ant-table-row');
export const total = (page: Page) => currentPage(page).locator('.ant-pagination-total-text');

/** Navigates inside the running console (as a menu click does): no reload, loaded remotes stay. */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL(`**${path}`);
}

/** Makes the console look at the registry now, as it does whenever its window gets focus. */
export async function focusConsole(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
}
