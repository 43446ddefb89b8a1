import ExcelJS from 'exceljs';
import { E2E } from '../support/platform';
import { expect, groupEntries, login, test, rows, total } from '../support/fixtures';

test.describe('each remote serves real pages from the backend', () => {
  for (const [path, title, remote] of [
    ['/customer', '我的客户', 'remote-crm'],
    ['/blackList', '黑名单', 'remote-carrier'],
    ['/record', '通话记录', 'remote-cloudcall'],
    ['/purchaseOrderList', '采购订单', 'remote-inventory'],
    ['/user', '员工管理', 'remote-admin'],
  ] as const) {
    test(`${path} (${remote}) shows seeded rows`, { tag: '@smoke' }, async ({ page }) => {
      await login(page, 'admin', { to: path });
      await expect(page).toHaveTitle(`${title} | 云呼管理平台`);
      await expect(rows(page)).toHaveCount(10);
      await expect(total(page)).toHaveText(/^共 \d+ 条$/);
    });
  }

  test('a filter is applied by the backend', async ({ page }) => {
    await login(page, 'admin', { to: '/blackList' });
    await page.getByPlaceholder('请输入号码').fill('13800000000');
    await page.locator('button[type=submit]').click();
    await expect(total(page)).toHaveText('共 1 条');
    await expect(rows(page).first()).toContainText('客户投诉');
  });

  test('page size and paging go to the backend (10/20/50/100)', async ({ page }) => {
    await login(page, 'admin', { to: '/record' });
    await expect(rows(page)).toHaveCount(10);
    await page.locator('.ant-pagination-options .ant-select').click();
    await expect(page.locator('.ant-select-item-option')).toHaveText(['10 条/页', '20 条/页', '50 条/页', '100 条/页']);
    await page.locator('.ant-select-item-option', { hasText: '50 条/页' }).click();
    await expect(rows(page)).toHaveCount(50);
  });

  test('an export downloads the server’s file under its name', { tag: '@smoke' }, async ({ page }) => {
    await login(page, 'agent', { to: '/tagQuery' });
    await expect(rows(page).first()).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /导\s*出/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('标记查询记录.xlsx');
    // The export's columns are the list's (declared once), phone numbers stay text.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await file.path());
    const sheet = workbook.getWorksheet(1)!;
    expect(sheet.getRow(1).values).toEqual([undefined, '号码', '标记类型', '标记次数', '代理商', '查询人', '查询时间']);
    await expect(page.locator('thead th')).toHaveText(['号码', '标记类型', '标记次数', '代理商', '查询人', '查询时间']);
    expect(sheet.rowCount).toBeGreaterThan(1);
    expect(sheet.getRow(2).getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(String(sheet.getRow(2).getCell(1).value)).toMatch(/^\d{11}$/);
  });

  test('a refused save keeps what was typed and says why; a good one adds', async ({ page }) => {
    await login(page, 'company', { to: '/blackList' });
    await page.getByRole('button', { name: '添加黑名单' }).click();
    const dialog = page.getByRole('dialog');
    // No valid number: refused, and what was typed stays (issue 61: a bulk add keeps the valid numbers and names the others).
    await dialog.locator('textarea').fill('12345\n678');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.locator('.ant-message')).toContainText('没有可添加的号码（格式不正确 2 个）');
    await expect(dialog.locator('textarea')).toHaveValue('12345\n678');
    await dialog.locator('textarea').fill('13911112222\n12345');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.locator('.ant-message')).toContainText('格式不正确未添加：12345');
    await page.getByPlaceholder('请输入号码').fill('13911112222');
    await page.locator('button[type=submit]').click();
    await expect(total(page)).toHaveText('共 1 条');
  });

  test('shared singletons come from the shell: no remote ships its own antd or React', async ({ page }) => {
    const scriptUrls = new Set<string>();
    const remotePorts = new Set(E2E.remotes.map((remote) => String(remote.port)));
    // The scripts the pages ran, read again once the pages are done: a body read in the listener is
    // gone when the next page.goto leaves the page first (a failure of the listener, not of the console).
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (remotePorts.has(url.port) && url.pathname.endsWith('.js') && response.request().resourceType() === 'script') scriptUrls.add(url.href);
    });
    await login(page, 'admin');
    for (const path of ['/customer', '/blackList', '/record', '/purchaseOrderList', '/user']) {
      await page.goto(path);
      await expect(rows(page).first()).toBeVisible();
    }
    const remoteScripts = await Promise.all(
      [...scriptUrls].map(async (url) => ({ url: new URL(url).pathname, bytes: (await (await page.request.get(url)).body()).length })),
    );
    expect(remoteScripts.length).toBeGreaterThan(5);
    // antd alone is over 1 MB, react-dom over 150 KB: a remote chunk that large means a duplicate.
    expect(remoteScripts.filter((script) => script.bytes > 150_000)).toEqual([]);
  });

  test('a remote may use an antd component the shell never renders: it is styled by the static antd stylesheet, with no runtime styles', async ({ page }) => {
    // Statistic is remote-admin's alone (the shell does not import it: shellAntd.test.ts holds that).
    await login(page, 'admin');
    const value = page.locator('.ant-statistic-content').first();
    await expect(value).toBeVisible();
    // antd's own Statistic styles (content 24px, title in the description colour): rules from antd.css, values from the theme's CSS variables.
    await expect(value).toHaveCSS('font-size', '24px');
    // The description colour is the theme's (held to 4.5:1), read from its variable where the statistic is drawn.
    const description = await page
      .locator('.ant-statistic')
      .first()
      .evaluate((statistic) => {
        const probe = statistic.appendChild(document.createElement('span'));
        probe.style.color = 'var(--ant-color-text-description)';
        const color = getComputedStyle(probe).color;
        probe.remove();
        return color;
      });
    expect(description).not.toBe(await value.evaluate((element) => getComputedStyle(element).color));
    await expect(page.locator('.ant-statistic-title').first()).toHaveCSS('color', description);
    // Zero-runtime: antd writes no component style rules at runtime (only its theme's CSS variables).
    const runtimeRules = await page.evaluate(
      () =>
        [...document.querySelectorAll('style')].filter((style) =>
          /\.ant-(btn|table|statistic)[^{]*\{[^}]*[;{](padding|font-size):/.test(style.textContent ?? ''),
        ).length,
    );
    expect(runtimeRules).toBe(0);
  });

  test('the dashboard (remote-admin) draws /api/sum data', { tag: '@smoke' }, async ({ page }) => {
    await login(page, 'admin');
    await expect(page.getByText('今日呼叫')).toBeVisible();
    await expect(page.getByRole('img', { name: '近14天呼叫趋势' }).locator('canvas')).toBeVisible();
    await expect(page.getByText('近30天呼叫排行')).toBeVisible();
  });

  test('lead finding filters by region, industry, capital and founding date', async ({ page }) => {
    await login(page, 'admin', { to: '/advancedSearch' });
    const all = await total(page).innerText();
    await page.getByLabel('注册资本≥（万元）').fill('5000');
    await page.locator('button[type=submit]').click();
    await expect(total(page)).not.toHaveText(all);
    const capitalCells = await rows(page).locator('td:nth-child(6)').allInnerTexts();
    expect(capitalCells.every((cell) => Number(cell.replace(/,/g, '')) >= 5000)).toBe(true);
    await groupEntries(page, '线索查找');
  });
});
