import { expect, login, test } from '../../support/fixtures';
import { rows, totalCount } from '../../support/listPage';

/**
 * A list of any width is readable (the kit's, so every list): /customer's columns on a 1600 px
 * screen scroll sideways inside the list, the header stays on top as the page scrolls, no header
 * hides behind the fixed columns, a long text ends in … with the whole text on hover, and the
 * column settings hide a column.
 */
test('a wide list scrolls sideways with a sticky header, fixed ends that cover no header, and whole texts on hover', async ({ page }) => {
  await login(page, 'normal', { to: '/customer' });
  await expect(rows(page).first()).toBeVisible();
  expect(await totalCount(page)).toBeGreaterThan(0);
  const list = page.locator('.console-page:visible .console-list-page');
  const scroller = list.locator('.ant-table-body, .ant-table-content').first();

  // Wider than its card: it scrolls inside it, and the page itself does not overflow.
  const { scrollWidth, clientWidth } = await scroller.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1600);
  // A keyboard can reach what scrolls (the shell's table repair): in the tab order, named.
  await expect(scroller).toHaveAttribute('tabindex', '0');
  await expect(scroller).toHaveAttribute('role', 'region');
  await expect(scroller).toHaveAccessibleName('表格（可滚动）');

  // Every header, scrolled into view, is on top at its own centre (not under a fixed column).
  const headers = list.locator('thead th.ant-table-cell:not(.ant-table-selection-column)');
  const count = await headers.count();
  expect(count).toBeGreaterThan(10);
  for (let index = 0; index < count; index++) {
    const header = headers.nth(index);
    const text = (await header.innerText()).trim();
    if (!text) continue;
    await header.evaluate((element) => {
      const box = element.closest('.console-list-page')!.querySelector<HTMLElement>('.ant-table-body, .ant-table-content')!;
      const cell = element.getBoundingClientRect();
      const view = box.getBoundingClientRect();
      if (element.classList.contains('ant-table-cell-fix-left') || element.classList.contains('ant-table-cell-fix-right')) return;
      box.scrollLeft += cell.left + cell.width / 2 - (view.left + view.width / 2);
    });
    const onTop = await header.evaluate((element) => {
      const cell = element.getBoundingClientRect();
      const hit = document.elementFromPoint(cell.left + cell.width / 2, cell.top + cell.height / 2);
      return hit !== null && element.contains(hit);
    });
    expect(onTop, `表头「${text}」被遮挡`).toBe(true);
  }

  // A long remark ends in … and its cell carries the whole text for the hover.
  const remarkIndex = (await headers.allInnerTexts()).findIndex((text) => text.trim() === '备注');
  expect(remarkIndex).toBeGreaterThanOrEqual(0);
  const remark = rows(page).first().locator('td.ant-table-cell-ellipsis[title]').first();
  await expect(remark).toHaveAttribute('title', /.+/);

  // The header stays in view while the page scrolls down.
  const pageBox = page.locator('.console-page:visible');
  const head = list.locator('.ant-table-thead').first();
  await pageBox.evaluate((element) => (element.scrollTop = element.scrollHeight));
  await expect.poll(async () => (await head.boundingBox())!.y).toBeGreaterThanOrEqual((await pageBox.boundingBox())!.y - 1);
  expect(await head.isVisible()).toBe(true);

  // Column settings hide a column the user does not need.
  await list.getByRole('button', { name: '列设置' }).click();
  await page.locator('.ant-popover:visible').getByRole('checkbox', { name: '备注' }).uncheck();
  await expect(list.locator('thead th', { hasText: /^备注$/ })).toHaveCount(0);
});
