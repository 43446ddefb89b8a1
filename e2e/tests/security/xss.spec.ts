import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { FAILURE_TEXTS } from '@console/sdk/messages';
import { SEEDED_PASSWORD } from '@console/sdk/seeded';
import { E2E, shellUrl } from '../../support/platform';
import { expect, login, test } from '../../support/fixtures';
import { SCRIPTED_SVG_ICON, SHORT_XSS_PAYLOADS, UNSAFE_URLS, XSS_PAYLOADS } from '../../support/xssPayloads';
import { confirmDialog, confirmPopover, dialog, rows, saveDialog, searchBy } from '../../support/listPage';

/**
 * Stored XSS (CONTRACT.md, "Stored text and URLs"): every payload is saved through the real form or API and shown wherever the
 * console shows that value. Nothing may run (no `__xss`, no dialog), nothing may be fetched from
 * outside the console's origins, and the text shows literally.
 */

/** A brand host of its own: no other test sees these payloads. */
const XSS_HOST = 'xss.localhost';

const OWN_PORTS = new Set([E2E.backendPort, E2E.shell.port, ...E2E.remotes.map((remote) => remote.port)].map(String));

function isOwnRequest(url: string): boolean {
  const { protocol, hostname, port, pathname } = new URL(url);
  if (protocol === 'data:' || protocol === 'blob:') return true;
  const ownHost = hostname === 'localhost' || hostname === '127.0.0.1' || hostname.endsWith('.localhost');
  // `src=x` of a parsed <img> would ask the console's own origin for /x.
  return ownHost && OWN_PORTS.has(port) && pathname !== '/x';
}

/** Watches a page from its first script on: payload effects, dialogs and every request. */
async function watch(page: Page) {
  const fired: string[] = [];
  const dialogs: string[] = [];
  const requests: string[] = [];
  await page.exposeFunction('__xssFired', (value: string) => fired.push(value));
  await page.addInitScript(() => {
    // Payloads run `__xss=1`: a setter on window catches it in any script, handler or URL.
    const w = window as unknown as { __xssFired: (value: string) => void; __xssHits: number };
    w.__xssHits = 0;
    Object.defineProperty(window, '__xss', {
      configurable: false,
      get: () => undefined,
      set: (value: unknown) => {
        w.__xssHits++;
        w.__xssFired(String(value));
      },
    });
  });
  page.on('dialog', (opened) => {
    dialogs.push(opened.message());
    void opened.dismiss();
  });
  page.on('request', (request) => requests.push(request.url()));
  return {
    async expectNothingRan(): Promise<void> {
      expect(await page.evaluate(() => (window as unknown as { __xssHits: number }).__xssHits), 'window.__xss 被赋值').toBe(0);
      expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
      expect(fired, 'payload 被执行').toEqual([]);
      expect(dialogs, '弹出了对话框').toEqual([]);
      expect(
        requests.filter((url) => !isOwnRequest(url)),
        '请求了控制台以外的地址',
      ).toEqual([]);
      expect(await unsafeAttributes(page), 'href/src 中有不安全的链接').toEqual([]);
    },
  };
}

/** Every href/src (and the favicon) that is neither http(s), relative, an inline image nor the empty `data:,`. */
function unsafeAttributes(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[href], [src], [xlink\\:href]')]
      .flatMap((element) => ['href', 'src', 'xlink:href'].map((name) => element.getAttribute(name)))
      .filter((value): value is string => value !== null)
      .filter((value) => /^\s*[a-z][a-z0-9+.-]*:/i.test(value) || value.trim().startsWith('//'))
      .filter((value) => !/^(https?:\/\/|data:image\/|data:,$)/i.test(value)),
  );
}

/** The admin's token, for the calls that have no page yet (brand settings) and the notices' many payloads. */
async function adminToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post(`${shellUrl()}/api/login/login`, { form: { username: 'admin', password: SEEDED_PASSWORD } });
  return `Bearer ${(await answer.json()).data.token}`;
}

async function post(request: APIRequestContext, token: string, url: string, form: Record<string, string | number>) {
  const answer = await request.post(`${shellUrl()}${url}`, { headers: { Authorization: token }, form });
  return (await answer.json()) as { code: number; message: string; data: any };
}

const saveBrand = (request: APIRequestContext, token: string, brand: Record<string, string>) =>
  post(request, token, '/api/oem/saveOemInfo', {
    url: XSS_HOST,
    icon: SCRIPTED_SVG_ICON,
    topSmallPicture: SCRIPTED_SVG_ICON,
    topBigPicture: SCRIPTED_SVG_ICON,
    ...brand,
  });

/** What to type into a list's search field: the backend's LIKE search drops `%` and `_` from what it is given. */
const searchText = (payload: string) => payload.split(/[%_]/)[0];

/** Whether some element under `scope` shows exactly `text` (a payload may be part of another one). */
async function showsExactly(scope: Locator, selector: string, text: string): Promise<void> {
  await expect.poll(() => scope.locator(selector).evaluateAll((elements, wanted) => elements.some((e) => e.textContent === wanted), text)).toBe(true);
}

test.describe('stored XSS: nothing runs, the text shows literally', () => {
  test('brand info: name in the login page, sidebar and title; icons and download URL stay inert', async ({ page, request }) => {
    test.setTimeout(300_000);
    const token = await adminToken(request);
    const guard = await watch(page);
    const downUrl = (payload: string) => `https://app.example.com/download?name=${payload}`;

    for (const payload of XSS_PAYLOADS) {
      expect((await saveBrand(request, token, { webName: payload, downUrl: downUrl(payload) })).code).toBe(200);
      await page.goto(`${shellUrl(XSS_HOST)}/login`);
      await expect(page.locator('.login-card h3')).toHaveText(payload, { useInnerText: false });
      await expect(page.locator('img.login-logo')).toHaveAttribute('src', SCRIPTED_SVG_ICON);
      await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', SCRIPTED_SVG_ICON);
      await guard.expectNothingRan();
    }

    await login(page, 'admin', { host: XSS_HOST });
    for (const payload of XSS_PAYLOADS) {
      expect((await saveBrand(request, token, { webName: payload, downUrl: downUrl(payload) })).code).toBe(200);
      await page.reload();
      await expect(page.getByTestId('dashboard')).toBeVisible();
      await expect(page).toHaveTitle(`系统首页 | ${payload}`);
      await expect(page.locator('.console-sider-logo span')).toHaveText(payload, { useInnerText: false });
      await expect(page.locator('.console-sider-logo img')).toHaveAttribute('src', SCRIPTED_SVG_ICON);
      expect(await page.evaluate(() => localStorage.getItem('webName'))).toBe(payload);
      await page.getByRole('button', { name: '下载APP' }).hover();
      await expect(page.getByTestId('app-qr').locator('svg')).toBeVisible();
      await guard.expectNothingRan();
    }
  });

  test('brand URL fields: the backend refuses anything but http(s), and the shell drops one already stored', async ({ page, request }) => {
    const token = await adminToken(request);
    expect((await saveBrand(request, token, { webName: 'XSS 防护', downUrl: 'https://app.example.com/a.apk' })).code).toBe(200);
    for (const url of UNSAFE_URLS) {
      for (const field of ['icon', 'downUrl', 'topSmallPicture', 'topBigPicture']) {
        const refused = await saveBrand(request, token, { webName: '不应保存', [field]: url });
        expect(refused, `${field} = ${url}`).toMatchObject({ code: 400 });
        expect(refused.message).toContain('链接须以 http:// 或 https:// 开头');
      }
    }
    expect(FAILURE_TEXTS.unsafeUrl('图标')).toContain('链接须以 http:// 或 https:// 开头');
    const kept = await request.get(`${shellUrl()}/api/oem/getOemInfo?url=${XSS_HOST}`);
    expect((await kept.json()).data).toMatchObject({ webName: 'XSS 防护', downUrl: 'https://app.example.com/a.apk' });

    // As if the database held them (written before the check existed, or by hand).
    const guard = await watch(page);
    let stored = '';
    await page.route('**/api/oem/getOemInfo**', (route) =>
      route.fulfill({
        json: { code: 200, message: '', data: { webName: 'XSS 防护', icon: stored, downUrl: stored, topSmallPicture: stored, topBigPicture: stored } },
      }),
    );
    for (const url of UNSAFE_URLS) {
      stored = url;
      await page.goto(`${shellUrl(XSS_HOST)}/login`);
      await expect(page.locator('.login-card h3')).toHaveText('XSS 防护');
      await expect(page.locator('img.login-logo')).toHaveCount(0);
      await expect(page.locator('link[rel="icon"]')).not.toHaveAttribute('href', url);
      await guard.expectNothingRan();
    }
    await login(page, 'admin', { host: XSS_HOST });
    for (const url of UNSAFE_URLS) {
      stored = url;
      await page.reload();
      await expect(page.locator('.console-sider-logo span')).toHaveText('XSS 防护');
      await expect(page.locator('.console-sider-logo img')).toHaveCount(0);
      await expect(page.getByRole('button', { name: '下载APP' })).toHaveCount(0);
      await expect(page.locator('link[rel="icon"]')).not.toHaveAttribute('href', url);
      await guard.expectNothingRan();
    }
  });

  test('notices: the title shows literally, the rich text is sanitised on the way in and out, on the dashboard and in /notice', async ({ page, request }) => {
    test.setTimeout(300_000);
    const token = await adminToken(request);
    const guard = await watch(page);
    const marker = `XSS公告${Date.now().toString(36)}`;
    const ids: number[] = [];
    for (const payload of XSS_PAYLOADS) {
      // Every payload as the title (text) and inside the rich text, with a link of each unsafe scheme beside it.
      const links = UNSAFE_URLS.map((url) => `<a href="${url.replaceAll('"', '&quot;')}">链接</a>`).join('');
      const added = await post(request, token, '/api/notice/add', {
        title: `${marker}${payload}`,
        content: `<p>正文</p>${payload}${links}`,
        audienceRoles: 'admin',
      });
      expect(added.code).toBe(200);
      ids.push(added.data.id);
    }
    // Stored sanitised: no handler, script or unsafe link is kept in any tag (a payload kept as text is escaped, &lt;…&gt;, and inert).
    const { data } = await post(request, token, '/api/notice/list', { title: marker, pageSize: 100 });
    for (const notice of data.list as { content: string }[])
      for (const tag of notice.content.match(/<[^>]*>/g) ?? []) expect(tag).not.toMatch(/^<\/?(script|img|svg|iframe)\b|\son\w+=|javascript:|vbscript:/i);

    // The newest first: the dashboard's five, each opened (which reads it).
    await login(page, 'admin');
    for (const payload of XSS_PAYLOADS.slice(-5).reverse()) {
      const item = page.locator('.notice-inbox .ant-list-item').filter({ has: page.getByRole('button', { name: `${marker}${payload}`, exact: true }) });
      await item.getByRole('button').click();
      await expect(page.locator('.ant-modal:visible .notice-content')).toContainText('正文');
      await page.keyboard.press('Escape');
      await guard.expectNothingRan();
    }
    // Every one in /notice: its title in the table, its text in the drawer.
    await page.goto('/notice');
    await searchBy(page, '公告标题', marker);
    await page.locator('.ant-pagination-options .ant-select').first().click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '100' }).click();
    await expect(rows(page)).toHaveCount(XSS_PAYLOADS.length);
    for (const payload of XSS_PAYLOADS) {
      await showsExactly(page.locator('.ant-table-tbody:visible'), 'td', `${marker}${payload}`);
      await rows(page)
        .filter({ has: page.getByRole('cell', { name: `${marker}${payload}`, exact: true }) })
        .getByRole('button', { name: '查看' })
        .click();
      await expect(page.locator('.ant-drawer:visible .notice-content')).toContainText('正文');
      await page.keyboard.press('Escape');
      await expect(page.locator('.ant-drawer:visible')).toHaveCount(0);
    }
    await guard.expectNothingRan();
    for (const id of ids) expect((await post(request, token, '/api/notice/delete', { id })).code).toBe(200);
  });

  test('CRM tags, customer names, remarks and tags, through the forms', async ({ page }) => {
    test.setTimeout(300_000);
    const guard = await watch(page);
    await login(page, 'company', { to: '/tag' });
    for (const [i, payload] of SHORT_XSS_PAYLOADS.entries()) {
      await page.getByRole('button', { name: '新增标签' }).click();
      await dialog(page).getByLabel('标签名称').fill(payload);
      await dialog(page).getByLabel('备注').fill(XSS_PAYLOADS[i]);
      await confirmDialog(page);
      await expect(dialog(page)).toHaveCount(0);
      await searchBy(page, '标签名称', searchText(payload));
      await showsExactly(page.locator('.ant-table-tbody:visible'), '.ant-tag', payload);
      await showsExactly(page.locator('.ant-table-tbody:visible'), 'td', XSS_PAYLOADS[i]);
    }
    await guard.expectNothingRan();

    await page.goto('/customer');
    await expect(rows(page).first()).toBeVisible();
    const phonePrefix = `199${String(Date.now()).slice(-4)}`;
    for (const [i, payload] of XSS_PAYLOADS.entries()) {
      const phone = `${phonePrefix}${String(i).padStart(4, '0')}`;
      await page.getByRole('button', { name: '新增客户' }).click();
      const form = dialog(page);
      await form.getByLabel('客户名称').fill(payload);
      await form.getByLabel('手机号').fill(phone);
      await form.getByLabel('备注').fill(payload);
      if (i === 0) {
        for (const tag of SHORT_XSS_PAYLOADS) {
          await form.getByLabel('标签', { exact: true }).fill(tag);
          await page
            .locator('.ant-select-dropdown:visible .ant-select-item-option')
            .filter({ has: page.getByText(tag, { exact: true }) })
            .click();
        }
        await form.getByLabel('客户名称').click(); // closes the tag list
      }
      await saveDialog(page);
      await searchBy(page, '手机号', phone);
      await expect(rows(page)).toHaveCount(1);
      await showsExactly(rows(page), 'td', payload);
      await expect
        .poll(() =>
          rows(page)
            .locator('td')
            .evaluateAll((cells, text) => cells.filter((c) => c.textContent === text).length, payload),
        )
        .toBe(2);
      if (i === 0) for (const tag of SHORT_XSS_PAYLOADS) await showsExactly(rows(page), '.ant-tag', tag);
    }
    await guard.expectNothingRan();

    // Tidy up: this company's tag lists are shared with the other tests.
    await page.goto('/tag');
    for (const payload of SHORT_XSS_PAYLOADS) {
      await searchBy(page, '标签名称', searchText(payload));
      const row = rows(page).filter({ has: page.locator('.ant-tag').getByText(payload, { exact: true }) });
      await row.getByRole('button', { name: '删除' }).click();
      await confirmPopover(page);
      await expect(row).toHaveCount(0);
    }
    await guard.expectNothingRan();
  });

  test('return-visit reminders: header list, due card and /returnVisit', async ({ page }) => {
    test.setTimeout(300_000);
    const guard = await watch(page);
    await page.clock.install({ time: new Date('2031-01-01T07:00:00') });
    await login(page, 'admin');
    await page.getByRole('button', { name: '回访提醒' }).click();
    const drawer = page.locator('.ant-drawer');
    for (const payload of XSS_PAYLOADS) {
      await drawer.getByRole('button', { name: /新增提醒/ }).click();
      const form = page.getByRole('dialog', { name: '新增提醒' });
      await form.getByLabel('提醒标题').fill(payload);
      await form.getByLabel('备注').fill(payload);
      await form.getByLabel('提醒时间').click();
      await form.getByLabel('提醒时间').fill('2031-01-01 08:00');
      await form.getByLabel('提醒时间').press('Enter');
      await form.getByRole('button', { name: /确\s*定/ }).click();
      await expect(form).toBeHidden();
      await showsExactly(drawer, '[data-testid="reminder-item"] .ant-list-item-meta-title', payload);
      await showsExactly(drawer, '[data-testid="reminder-item"] .ant-list-item-meta-description', `2031-01-01 08:00:00 · ${payload}`);
    }
    await guard.expectNothingRan();

    // All fall due at once: each card shows its title and remark as text.
    await page.clock.pauseAt(new Date('2031-01-01T07:59:59'));
    await page.clock.runFor(1000);
    const cards = page.locator('.ant-notification-notice');
    for (const payload of XSS_PAYLOADS) {
      await showsExactly(cards, '.ant-notification-notice-title', payload);
      await showsExactly(cards, '[data-testid="reminder-notice"] div', `备注：${payload}`);
    }
    await guard.expectNothingRan();
    await page.clock.resume();

    await page.keyboard.press('Escape');
    await page.goto('/returnVisit');
    await expect(rows(page).first()).toBeVisible();
    for (const payload of XSS_PAYLOADS) {
      await searchBy(page, '提醒标题', searchText(payload));
      await showsExactly(page.locator('.ant-table-tbody:visible'), 'td', payload);
    }
    await guard.expectNothingRan();
  });
});
