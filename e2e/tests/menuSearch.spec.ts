import type { Page } from '@playwright/test';
import { currentPage, expect, login, test } from '../support/fixtures';

/** The header's menu search, used by keyboard only. */
const search = (page: Page) => page.getByRole('combobox', { name: '搜索菜单' });
const options = (page: Page) => page.locator('.ant-select-dropdown:visible .ant-select-item-option');
const empty = (page: Page) => page.locator('.ant-select-dropdown:visible').getByText('没有匹配的页面');

test.describe('menu search', () => {
  test('admin: Control+K, 黑名单, Enter opens /blackList with its tab; Esc closes', async ({ page }) => {
    await login(page, 'admin');
    await expect(page.locator('.console-header').getByText('搜索菜单（Ctrl+K）')).toBeVisible();

    await page.keyboard.press('Control+K');
    await expect(search(page)).toBeFocused();
    await page.keyboard.type('黑名单');
    // 黑名单 and 黑名单管理 (/blackNameList) both match; the first is the one Enter opens.
    await expect(options(page)).toHaveText([/黑名单(?!管理)/, /黑名单管理/]);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/blackList$/);
    await expect(page).toHaveTitle('黑名单 | 云呼管理平台');
    await expect(currentPage(page)).toHaveAttribute('data-path', '/blackList');
    await expect(page.getByTestId('tab-bar').getByText('黑名单')).toBeVisible();
    await expect(search(page)).not.toBeFocused();

    // Arrows move through the list, Esc closes it without opening anything.
    await page.keyboard.press('Control+K');
    await page.keyboard.type('标记');
    await expect(options(page)).toHaveText([/标记查询/]);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Escape');
    await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
    await expect(page).toHaveURL(/\/blackList$/);

    await page.keyboard.press('Control+K');
    await page.keyboard.type('TAGQUERY');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/tagQuery$/);
    await expect(page.getByTestId('tab-bar').getByText('标记查询')).toBeVisible();
  });

  test('a company user does not find 标记查询 (403 for it), but finds 黑名单', async ({ page }) => {
    await login(page, 'company');
    await page.keyboard.press('Control+K');
    await page.keyboard.type('标记');
    await expect(empty(page)).toBeVisible();
    await expect(options(page)).toHaveCount(0);

    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+K');
    await page.keyboard.type('黑名单');
    await expect(options(page)).toHaveText([/黑名单(?!管理)/, /黑名单管理/]);
  });
});
