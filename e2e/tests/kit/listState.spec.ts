import { currentPage, expect, login, rows, test, total } from '../../support/fixtures';

/** A list's filters, page and size live in the URL, so a link reopens the same list; column visibility and density are kept per user. */
test.describe('list state in the URL', () => {
  test('a search and a page are in the URL, a shared link opens the same list, back and forward step through them', async ({ page }) => {
    await login(page, 'admin', { to: '/blackList' });
    await expect(rows(page).first()).toBeVisible();
    const all = await total(page).innerText();

    await currentPage(page).getByRole('combobox').first().click();
    await page.locator('.ant-select-item-option', { hasText: '投诉' }).click();
    await currentPage(page).locator('button[type=submit]').click();
    await expect(page).toHaveURL(/\/blackList\?means=%E6%8A%95%E8%AF%89$/);
    await expect(total(page)).not.toHaveText(all);
    const complaints = await total(page).innerText();
    await expect(rows(page).first()).toContainText('投诉');

    await currentPage(page).locator('.ant-pagination-item-2').click();
    await expect(page).toHaveURL(/means=.*&page=2$/);
    await expect(currentPage(page).locator('.ant-pagination-item-active')).toHaveText('2');

    // The link, opened anew (a colleague's browser), shows the same list and the same search form.
    const link = page.url();
    await page.goto('/dashboard');
    await page.goto(link);
    await expect(currentPage(page).locator('.ant-pagination-item-active')).toHaveText('2');
    await expect(total(page)).toHaveText(complaints);
    await expect(currentPage(page).locator('form').first()).toContainText('投诉');

    // Back through the link's visit and the dashboard to the second page, then the first, then no search.
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/means=.*&page=2$/);
    await expect(currentPage(page).locator('.ant-pagination-item-active')).toHaveText('2');
    await page.goBack();
    await expect(page).toHaveURL(/\/blackList\?means=%E6%8A%95%E8%AF%89$/);
    await expect(currentPage(page).locator('.ant-pagination-item-active')).toHaveText('1');
    await page.goBack();
    await expect(page).toHaveURL(/\/blackList$/);
    await expect(total(page)).toHaveText(all);
    await page.goForward();
    await expect(total(page)).toHaveText(complaints);
  });

  test('a kept-alive tab keeps its search when the user comes back to it by tab or by menu', async ({ page }) => {
    await login(page, 'admin', { to: '/dashboard' });
    const sidebar = page.locator('.ant-layout-sider');
    const openBlackList = async () => {
      await sidebar.getByRole('menuitem', { name: /其他/ }).click();
      await sidebar.getByRole('menuitem', { name: '黑名单', exact: true }).click();
    };
    await openBlackList();
    await expect(rows(page).first()).toBeVisible();
    const all = await total(page).innerText();
    await currentPage(page).getByPlaceholder('请输入号码').fill('139');
    await currentPage(page).locator('button[type=submit]').click();
    await expect(page).toHaveURL(/\/blackList\?phoneNumber=139$/);
    await expect(total(page)).not.toHaveText(all);
    const searched = await total(page).innerText();

    const tab = (title: string) =>
      page
        .getByTestId('tab-bar')
        .getByTestId('tab-label')
        .filter({ hasText: new RegExp(`^${title}$`) });
    await tab('系统首页').click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await tab('黑名单').click();
    await expect(page).toHaveURL(/\/blackList\?phoneNumber=139$/);
    await expect(currentPage(page).getByPlaceholder('请输入号码')).toHaveValue('139');
    await expect(total(page)).toHaveText(searched);

    await tab('系统首页').click();
    await sidebar.getByRole('menuitem', { name: '黑名单', exact: true }).click();
    await expect(page).toHaveURL(/\/blackList\?phoneNumber=139$/);
    await expect(total(page)).toHaveText(searched);
  });

  test('hidden columns and the density are kept for this user, across a reload and a new login', async ({ page }) => {
    await login(page, 'company', { to: '/blackList' });
    await expect(rows(page).first()).toBeVisible();
    const headers = currentPage(page).locator('thead th');
    await expect(headers.filter({ hasText: '原因' })).toHaveCount(1);

    await currentPage(page).getByRole('button', { name: '列设置' }).click();
    const settings = page.locator('.ant-popover:visible');
    await settings.getByLabel('原因').uncheck();
    await settings.getByText('紧凑').click();
    await expect(headers.filter({ hasText: '原因' })).toHaveCount(0);
    await expect(currentPage(page).locator('.ant-table-small')).toHaveCount(1);

    await page.reload();
    await expect(rows(page).first()).toBeVisible();
    await expect(headers.filter({ hasText: '原因' })).toHaveCount(0);
    await expect(currentPage(page).locator('.ant-table-small')).toHaveCount(1);

    // Another user of the same browser sees the list as it comes.
    await login(page, 'department', { to: '/blackList' });
    await expect(rows(page).first()).toBeVisible();
    await expect(headers.filter({ hasText: '原因' })).toHaveCount(1);
    await expect(currentPage(page).locator('.ant-table-small')).toHaveCount(0);
  });
});
