import { test as base, expect, type Page } from '@playwright/test';
import { SEEDED_ACCOUNTS, SEEDED_PASSWORD } from '@console/sdk/seeded';
import type { Role } from '@console/sdk/manifest';
import { platformHeaders } from '@console/sdk/rules';
import { loginEntries, STORAGE_KEYS, type LoginResult } from '@console/sdk/session';
import { shellUrl } from './platform';

/** A console error, or an uncaught page error, and where it came from (script and line, the page's address then). */
export interface ConsoleError {
  text: string;
  source: string;
}

/**
 * Every test fails on a console error or an uncaught page error, unless it declares the errors it
 * expects (a stopped remote must log why, for instance).
 */
export const test = base.extend<{ consoleErrors: ConsoleError[]; expectConsoleErrors: (pattern: RegExp) => void }>({
  consoleErrors: async ({ page }, use) => {
    const errors: ConsoleError[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const { url, lineNumber } = message.location();
      errors.push({ text: message.text(), source: `${url ? `${url}:${lineNumber}` : '?'}，页面 ${page.url()}` });
    });
    page.on('pageerror', (error) => {
      errors.push({ text: `pageerror: ${error.message}`, source: `页面 ${page.url()}：${error.stack?.split('\n')[1]?.trim() ?? '?'}` });
    });
    await use(errors);
  },
  expectConsoleErrors: [
    async ({ consoleErrors }, use) => {
      const allowed: RegExp[] = [];
      await use((pattern) => allowed.push(pattern));
      const unexpected = consoleErrors
        .filter(({ text }) => !allowed.some((pattern) => pattern.test(text)))
        .map(({ text, source }) => `${text}（来自 ${source}）`);
      expect(unexpected, '浏览器控制台不应有错误').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

const usernameOf = (who: Role | string) => (who in SEEDED_ACCOUNTS ? SEEDED_ACCOUNTS[who as Role].username : who);

/** Where a role lands: the dashboard, but gm, which opens only /GM (spec section 6). */
const homeOf = (who: Role | string) => (who === 'gm' ? '/GM' : '/dashboard');

/** Logs in through the login form, as a user would, and waits for the dashboard. */
export async function loginWithForm(page: Page, who: Role | string, host = 'localhost'): Promise<void> {
  await page.goto(`${shellUrl(host)}/login`);
  await submitLoginForm(page, who);
}

/** Types into the login form on screen (in the same document: a logout leads there) and waits for the role's home (homeOf). */
export async function submitLoginForm(page: Page, who: Role | string): Promise<void> {
  await page.getByPlaceholder('用户名').fill(usernameOf(who));
  await page.getByPlaceholder('密码').fill(SEEDED_PASSWORD);
  // The login call is awaited beside the click, so that a login that does not land says which step
  // failed (no request, or the server's refusal) instead of only timing out on the URL.
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/login/login', { timeout: 30_000 }).catch(() => undefined);
  await page.locator('button[type=submit]').click();
  const answer = await answered;
  expect(answer, '点击「登录」后 30 秒内没有登录请求的应答').toBeDefined();
  const { code, message } = (await answer!.json()) as { code: number; message: string };
  expect(code, `登录被拒绝：${message}`).toBe(200);
  const home = homeOf(who === SEEDED_ACCOUNTS.gm.username ? 'gm' : who);
  await page.waitForURL(`**${home}`);
  if (home === '/dashboard') await expect(page.getByTestId('dashboard')).toBeVisible();
}

interface LoginOptions {
  /** The brand host to log in on. */
  host?: string;
  /** The page to open once logged in; by default the dashboard, which is waited for. */
  to?: string;
  /** Whether to wait for the dashboard (remote-admin's page: a test that breaks remote-admin does not). */
  dashboard?: boolean;
}

/**
 * Logs in the way the login page does, without drawing it: `POST /api/login/login` and
 * `/api/login/loginRecord` on the real backend, the answer stored under the spec's keys by the SDK's
 * own `loginEntries`, then the page opens. The login form itself is tested by `loginWithForm`.
 */
export async function login(page: Page, who: Role | string, { host = 'localhost', to = homeOf(who), dashboard = true }: LoginOptions = {}): Promise<void> {
  const origin = shellUrl(host);
  // The login call does not depend on the brand host (and Node does not resolve *.localhost).
  const api = shellUrl();
  const answer = await page.request.post(`${api}/api/login/login`, {
    form: { username: usernameOf(who), password: SEEDED_PASSWORD },
  });
  const { code, message, data } = (await answer.json()) as { code: number; message: string; data: LoginResult };
  expect(code, message).toBe(200);
  const entries = loginEntries(data);
  const stored = Object.fromEntries(entries);
  await page.request.post(`${api}/api/login/loginRecord`, {
    headers: platformHeaders(stored[STORAGE_KEYS.token], stored[STORAGE_KEYS.role]),
  });
  // Stored once, on this origin's first document: a later logout in the test is not undone.
  await page.addInitScript(
    ({ host: origin, marker, items }) => {
      if (window.location.origin !== origin || sessionStorage.getItem(marker)) return;
      sessionStorage.setItem(marker, '1');
      for (const [key, value] of items) localStorage.setItem(key, value);
    },
    { host: origin, marker: `e2e-login:${crypto.randomUUID()}`, items: entries },
  );
  await page.goto(`${origin}${to}`);
  if (to !== '/dashboard') return;
  await page.waitForURL('**/dashboard');
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

/**
 * Navigates inside the running console (as a menu click does): no reload, loaded remotes stay.
 * The page that was on screen stays there while the next one's code loads, so this waits for the
 * next page itself (unless `settled: false`, for a page whose code is meant to hang).
 */
export async function goInApp(page: Page, path: string, { settled = true } = {}): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL(`**${path}`);
  if (settled) await expect(page.locator(`.console-page[data-path="${path.split('?')[0]}"]`)).toBeVisible();
}

/**
 * Empties the browser's HTTP cache. A remote's release files are cached for a year, so code the
 * idle prefetch fetched before a test stopped an origin would still load from the cache: a test
 * of an area that cannot load its code empties it after stopping the origin, whenever the
 * prefetch ran.
 */
export async function emptyHttpCache(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

/** Makes the console look at the registry now, as it does whenever its window gets focus. */
export async function focusConsole(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
}

/**
 * From here the page's time (installed with page.clock.install()) moves only when the test moves it,
 * for a check on either side of a deadline. Left running, the seconds a busy machine took between
 * the action that starts the deadline and the check counted toward it (a message came before the
 * test had run its time, or faded before it was read).
 */
export async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
}
