import { createServer, type Server } from 'node:http';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { DevServer } from '../support/devServer';
import { currentPage, expect, goInApp, login, rows, test } from '../support/fixtures';
import { E2E, REPO_ROOT, shellUrl } from '../support/platform';

/**
 * An area team works on its remote inside the running console (`pnpm dev remote-carrier`): the tab
 * that opens the dev command's one-time link loads 运营商管理 from the dev server, everything else
 * from the releases; nothing else can set that.
 */
const PAGE_FILE = path.join(REPO_ROOT, 'remote-carrier', 'src', 'pages', 'BlackList.tsx');
const ADD_LABEL = "label: '添加黑名单'";
const RELEASED = `http://localhost:${E2E.remotes.find((remote) => remote.name === 'remote-carrier')!.port}`;
const CRM = `http://localhost:${E2E.remotes.find((remote) => remote.name === 'remote-crm')!.port}`;
const badge = (page: Page) => page.getByTestId('dev-override');

/** Every script the page asked for, by origin. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}
const from = (scripts: string[], origin: string) => scripts.filter((url) => url.startsWith(`${origin}/`));

/** Edits the page file for the length of `body`, and always puts it back. */
async function withPageFile(edit: (source: string) => string, body: () => Promise<void>): Promise<void> {
  const original = readFileSync(PAGE_FILE, 'utf8');
  writeFileSync(PAGE_FILE, edit(original));
  try {
    await body();
  } finally {
    writeFileSync(PAGE_FILE, original);
  }
}

test.describe.configure({ mode: 'serial' });

let dev: DevServer;
test.beforeAll(async () => {
  dev = await DevServer.start('remote-carrier');
});
test.afterAll(async () => {
  await dev?.stop();
});

test('the tab that opens the dev link runs the area from the dev server, with edits shown in place; other tabs keep the release', async ({ page, browser }) => {
  const scripts = scriptsOf(page);
  await login(page, 'admin');
  await page.goto(await dev.freshLink());
  await expect(page).toHaveURL(`${shellUrl()}/blackList`);
  await expect(badge(page)).toContainText('本地调试：运营商管理');
  await expect(badge(page)).toContainText(dev.origin);
  await expect(rows(page).first()).toBeVisible();
  expect(from(scripts, dev.origin)).toContain(`${dev.origin}/remoteEntry.js`);
  expect(from(scripts, RELEASED)).toEqual([]);

  // Another area of the same tab stays the release.
  await goInApp(page, '/customer');
  await expect(rows(page).first()).toBeVisible();
  expect(from(scripts, CRM).length).toBeGreaterThan(0);

  // An edit shows without a reload; what the page keeps in the address (its search) stays.
  await goInApp(page, '/blackList?phoneNumber=158');
  const search = currentPage(page).getByPlaceholder('号码');
  await expect(search).toHaveValue('158');
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await withPageFile(
    (source) => source.replace(ADD_LABEL, "label: '添加黑名单（本地修改）'"),
    async () => {
      await expect(currentPage(page).getByRole('button', { name: '添加黑名单（本地修改）' })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      await expect(search).toHaveValue('158');
      await expect(page).toHaveURL(/phoneNumber=158/);
    },
  );
  await expect(currentPage(page).getByRole('button', { name: /添加黑名单$/ })).toBeVisible();

  // A second browser context (another browser) gets the release.
  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    const secondScripts = scriptsOf(second);
    await login(second, 'admin', { to: '/blackList', dashboard: false });
    await expect(rows(second).first()).toBeVisible();
    await expect(badge(second)).toHaveCount(0);
    expect(from(secondScripts, RELEASED).some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
    expect(from(secondScripts, dev.origin)).toEqual([]);
  } finally {
    await other.close();
  }

  // One click ends it: the page reloads with the release.
  scripts.length = 0;
  await badge(page).getByRole('button', { name: '结束本地调试' }).click();
  await expect(badge(page)).toHaveCount(0);
  await expect(rows(page).first()).toBeVisible();
  expect(from(scripts, RELEASED).some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
  expect(from(scripts, dev.origin)).toEqual([]);
});

/** The console's messages when something refuses a crafted link or a broken area fails, on purpose. */
const REFUSED =
  /Content Security Policy|rspack-dev-server|Failed to load resource|net::|403|\[远程模块\]|RUNTIME-|ScriptExternalLoadError|Loading script|模块清单|本地调试/;

test('a crafted link cannot make the console load a script from elsewhere', async ({ page, expectConsoleErrors }) => {
  expectConsoleErrors(REFUSED);
  // What an attacker's server would do: trade any ticket and serve a remote of its own.
  const hits: string[] = [];
  const port = E2E.shell.port + 61;
  const evilOrigin = `http://evil.localhost:${port}`;
  const evil: Server = createServer((request, response) => {
    hits.push(request.url ?? '');
    response.setHeader('Access-Control-Allow-Origin', '*');
    if (request.url === '/__console-dev/claim') {
      response.setHeader('Content-Type', 'application/json');
      return response.end(JSON.stringify({ remote: 'remote-carrier', manifest: `${evilOrigin}/console-manifest.json` }));
    }
    response.setHeader('Content-Type', 'application/javascript');
    response.end('window.pwned = true;');
  });
  await new Promise<void>((resolve) => evil.listen(port, '127.0.0.1', resolve));
  try {
    const scripts = scriptsOf(page);
    await login(page, 'admin');
    const valid = new URL(dev.latestLink());
    const fragment = new URLSearchParams(valid.hash.slice(1));
    const ticket = fragment.get('console-dev-ticket')!;
    const link = (origin: string, someTicket: string) =>
      `${shellUrl()}/blackList#${new URLSearchParams({ 'console-dev-origin': origin, 'console-dev-ticket': someTicket })}`;
    const crafted = [
      // A valid, unused ticket in the query string: the shell reads the fragment only.
      `${shellUrl()}/blackList?${fragment}`,
      // A made-up ticket, and one already traded (the first test's), for the running dev server.
      link(dev.origin, 'A'.repeat(43)),
      link(dev.origin, new URLSearchParams(new URL(dev.links()[0]!).hash.slice(1)).get('console-dev-ticket')!),
      // An origin the console's policy does not allow, whose server would accept anything.
      link(evilOrigin, ticket),
    ];
    for (const url of crafted) {
      // A fresh document each time (from one fragment to another would not reload the console).
      await page.goto('about:blank');
      scripts.length = 0;
      await page.goto(url);
      // A fragment link that is refused says why, in a warning that closes after 3 s: looked for
      // at once, before the checks below (which took longer than that on a slow run).
      if (new URL(url).hash) await expect(page.getByText(/本地调试|无法连接/).first()).toBeVisible();
      await expect(rows(page).first()).toBeVisible();
      await expect(badge(page)).toHaveCount(0);
      expect(
        from(scripts, RELEASED).some((script) => script.endsWith('/remoteEntry.js')),
        url,
      ).toBe(true);
      expect(
        scripts.filter((script) => !script.startsWith(`${shellUrl()}/`) && !script.startsWith('http://localhost:')),
        url,
      ).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { pwned?: boolean }).pwned), url).toBeUndefined();
      expect(await page.evaluate(() => sessionStorage.getItem('console:dev-overrides')), url).toBeNull();
    }
    // The policy kept the browser from even asking the other origin.
    expect(hits).toEqual([]);
  } finally {
    await new Promise((resolve) => evil.close(resolve));
  }
});

async function expectCarrierPanel(page: Page, reason: RegExp) {
  await goInApp(page, '/blackList');
  const panel = currentPage(page);
  await expect(panel.getByText('「运营商管理」模块加载失败')).toBeVisible();
  await expect(panel).toContainText(reason);
  await expect(panel.getByRole('button', { name: /重\s*试/ })).toBeVisible();
}

async function othersWork(page: Page) {
  for (const path of ['/customer', '/user']) {
    await goInApp(page, path);
    await expect(rows(page).first()).toBeVisible();
  }
}

test('an area whose local code fails breaks only its own pages, with the usual error panel', async ({ page, context, expectConsoleErrors }) => {
  expectConsoleErrors(REFUSED);
  await login(page, 'admin');

  // The dev server answers an invalid manifest: read and refused like any other.
  await context.route(`${dev.origin}/console-manifest.json`, (route) => route.fulfill({ json: { schemaVersion: 1, name: 'remote-carrier', routes: 'none' } }));
  await page.goto(await dev.freshLink());
  await expect(badge(page)).toContainText('运营商管理');
  await expectCarrierPanel(page, /模块清单不可用/);
  await othersWork(page);
  await context.unroute(`${dev.origin}/console-manifest.json`);

  // A compile error: the area's code fails to load; the rest works.
  const mark = dev.printed;
  await withPageFile(
    (source) => `${source}\nexport const broken = ;\n`,
    async () => {
      await dev.until(() => /error/i.test(dev.printedSince(mark)), '编译错误');
      await page.reload();
      await expect(badge(page)).toBeVisible();
      await expectCarrierPanel(page, /Module build failed|Expression expected|Unexpected/i);
      await othersWork(page);
    },
  );

  // The dev server stops: the area keeps its released routes and menu and says what is wrong.
  await dev.stop();
  await page.reload();
  await expect(badge(page)).toBeVisible();
  await expectCarrierPanel(page, /模块清单不可用/);
  await othersWork(page);
  await badge(page).getByRole('button', { name: '结束本地调试' }).click();
  await expect(badge(page)).toHaveCount(0);
  await goInApp(page, '/blackList');
  await expect(rows(page).first()).toBeVisible();
});
