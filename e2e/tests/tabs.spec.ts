import type { Page } from '@playwright/test';
import { currentPage, expect, goInApp, login, loginWithForm, rows, test } from '../support/fixtures';

const tabBar = (page: Page) => page.getByTestId('tab-bar');
const tabTitles = (page: Page) => tabBar(page).getByTestId('tab-label');
const tab = (page: Page, title: string) =>
  tabBar(page)
    .getByTestId('tab-label')
    .filter({ hasText: new RegExp(`^${title}$`) });

async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(rows(page).first()).toBeVisible();
}

async function openTabs(page: Page) {
  for (const path of ['/customer', '/blackList', '/record', '/user']) await visit(page, path);
  await expect(tabTitles(page)).toHaveText(['系统首页', '我的客户', '黑名单', '通话记录', '员工管理']);
}

/** The tab's right-click menu. One at a time: a closed menu fades out for a moment, and is not the next one. */
const openMenu = (page: Page) => page.locator('.ant-dropdown:visible');

async function openTabMenu(page: Page, title: string) {
  await expect(openMenu(page)).toHaveCount(0);
  await tab(page, title).click({ button: 'right' });
  await expect(openMenu(page)).toHaveCount(1);
}

async function menuAction(page: Page, title: string, action: string) {
  await openTabMenu(page, title);
  await openMenu(page).getByText(action, { exact: true }).click();
  await expect(openMenu(page)).toHaveCount(0);
}

test.describe('tab bar', () => {
  test('the right-click menu offers refresh, close, close others, close left, close right, close all', async ({ page }) => {
    await login(page, 'admin');
    await openTabs(page);
    await openTabMenu(page, '黑名单');
    await expect(openMenu(page).locator('.ant-dropdown-menu-item')).toHaveText(['刷新', '关闭', '关闭其他', '关闭左侧', '关闭右侧', '关闭全部']);
    await page.keyboard.press('Escape');

    await menuAction(page, '黑名单', '关闭右侧');
    await expect(tabTitles(page)).toHaveText(['系统首页', '我的客户', '黑名单']);
    await expect(page).toHaveURL(/\/blackList$/); // the active tab (员工管理) was closed
    await menuAction(page, '我的客户', '关闭左侧');
    await expect(tabTitles(page)).toHaveText(['我的客户', '黑名单']);
    await expect(page).toHaveURL(/\/blackList$/);
    await menuAction(page, '我的客户', '关闭其他');
    await expect(tabTitles(page)).toHaveText(['我的客户']);
    await expect(page).toHaveURL(/\/customer$/);
    await menuAction(page, '我的客户', '关闭');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a middle click closes a tab, and so does Delete on the focused tab', async ({ page }) => {
    await login(page, 'admin');
    await openTabs(page);
    await tab(page, '黑名单').click({ button: 'middle' });
    await expect(tabTitles(page)).toHaveText(['系统首页', '我的客户', '通话记录', '员工管理']);
    await expect(page).toHaveURL(/\/user$/);
    await tabBar(page).getByRole('tab', { name: '通话记录' }).focus();
    await page.keyboard.press('Delete');
    await expect(tabTitles(page)).toHaveText(['系统首页', '我的客户', '员工管理']);
    await expect(page).toHaveURL(/\/user$/);
  });

  test('switching back shows a page exactly as left: filters, page number, scroll, typed input; the menu follows the tab', async ({ page }) => {
    await page.setViewportSize({ width: 1600, height: 600 });
    await login(page, 'admin');
    await visit(page, '/blackList');
    const phone = currentPage(page).getByPlaceholder('请输入号码');
    await currentPage(page).locator('.ant-pagination-item-3').click();
    await expect(currentPage(page).locator('.ant-pagination-item-active')).toHaveText('3');
    await phone.fill('139 typed, not searched');
    await currentPage(page).evaluate((element) => (element.scrollTop = 300));

    // The sidebar's highlight moves after the page is shown (a deferred render), but it moves.
    const highlighted = page.getByTestId('sidebar').locator('.ant-menu-item-selected');
    await expect(highlighted).toHaveText('黑名单');
    await tab(page, '系统首页').click();
    await expect(page.getByTestId('dashboard')).toBeVisible();
    await expect(highlighted).toHaveText('系统首页');
    await tab(page, '黑名单').click();

    await expect(highlighted).toHaveText('黑名单');
    await expect(phone).toHaveValue('139 typed, not searched');
    await expect(currentPage(page).locator('.ant-pagination-item-active')).toHaveText('3');
    expect(await currentPage(page).evaluate((element) => element.scrollTop)).toBe(300);
  });

  test('a page left in its tab is out of reach: no focus, no pointer, nothing read, until its tab is chosen again', async ({ page }) => {
    await login(page, 'admin');
    await visit(page, '/customer');
    const customerName = currentPage(page).getByPlaceholder(/客户名称/);
    await customerName.focus();
    await expect(customerName).toBeFocused();
    await goInApp(page, '/blackList');
    await expect(rows(page).first()).toBeVisible();

    // A screen reader finds only the page on screen, and the focus did not stay in the page left.
    await expect(page.getByRole('region', { name: '我的客户' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: '黑名单' })).toHaveCount(1);
    const focus = () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        return { inLeft: Boolean(element?.closest('[data-path="/customer"]')), seen: element === document.body || Boolean(element?.checkVisibility()) };
      });
    expect(await focus()).toEqual({ inLeft: false, seen: true });
    // Tab walks the shell and the page on screen, never into the page left (15 columns of controls).
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      expect(await focus(), `第 ${i + 1} 次 Tab`).toEqual({ inLeft: false, seen: true });
    }
    // The pointer reaches the page on screen wherever the page left lies under it.
    const hit = await currentPage(page).evaluate((box) => {
      const { left, top, width, height } = box.getBoundingClientRect();
      return [0.25, 0.5, 0.75].map((f) =>
        document
          .elementFromPoint(left + width * f, top + height * f)
          ?.closest('[data-path]')
          ?.getAttribute('data-path'),
      );
    });
    expect(hit).toEqual(['/blackList', '/blackList', '/blackList']);

    await tab(page, '我的客户').click();
    await expect(page.getByRole('region', { name: '我的客户' })).toHaveCount(1);
    await expect(page.getByRole('region', { name: '黑名单' })).toHaveCount(0);
  });

  test('a dialog left open goes with its page: not over another page, back with what was typed', async ({ page }) => {
    await login(page, 'admin');
    await visit(page, '/customer');
    await goInApp(page, '/blackList');
    await currentPage(page).getByRole('button', { name: '添加黑名单' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('textarea').fill('13911112222');

    await page.goBack();
    await expect(page).toHaveURL(/\/customer$/);
    await expect(rows(page).first()).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.goForward();
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('textarea')).toHaveValue('13911112222');
  });

  test('closing a tab destroys its page state; 刷新 starts it afresh', async ({ page }) => {
    await login(page, 'admin');
    await visit(page, '/blackList');
    await currentPage(page).getByPlaceholder('请输入号码').fill('13800000000');
    await menuAction(page, '黑名单', '刷新');
    await expect(currentPage(page).getByPlaceholder('请输入号码')).toHaveValue('');

    await currentPage(page).getByPlaceholder('请输入号码').fill('13800000000');
    await menuAction(page, '黑名单', '关闭');
    await visit(page, '/blackList');
    await expect(currentPage(page).getByPlaceholder('请输入号码')).toHaveValue('');
  });

  test('tabs belong to their user: another login never shows them', async ({ page }) => {
    await login(page, 'admin');
    await openTabs(page);
    await page.getByTestId('user-menu').hover();
    await page.getByText('退出登录').click();
    await loginWithForm(page, 'company');
    await expect(tabTitles(page)).toHaveText(['系统首页']);
    await page.getByTestId('user-menu').hover();
    await page.getByText('退出登录').click();
    await loginWithForm(page, 'admin');
    await expect(tabTitles(page)).toHaveText(['系统首页', '我的客户', '黑名单', '通话记录', '员工管理']);
  });
});
