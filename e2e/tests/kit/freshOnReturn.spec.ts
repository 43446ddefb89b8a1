import type { Page, Response } from '@playwright/test';
import { currentPage, expect, login, rows, test } from '../../support/fixtures';
import { choose, dialog, message, saveDialog, unique } from '../../support/listPage';

const TYPE = '通知回访';

/** The next answer of the allocation list (its one call). */
const allocationAnswer = (page: Page): Promise<Response> =>
  page.waitForResponse((response) => new URL(response.url()).pathname === '/api/cloudcall/batchAllocationList');

/** 已使用 of the company's allocation of TYPE, as the server answered. */
async function usedIn(answer: Response): Promise<number> {
  const { data } = (await answer.json()) as { data: { list: { typeName: string; used: number }[] } };
  return data.list.find((row) => row.typeName === TYPE)!.used;
}

/** 已使用 of TYPE's row as the page shows it. */
async function usedShown(page: Page): Promise<string> {
  const headers = await currentPage(page).locator('.ant-table-thead th').allInnerTexts();
  const cell = rows(page)
    .filter({ hasText: TYPE })
    .locator('td')
    .nth(headers.findIndex((header) => header.includes('已使用')));
  return (await cell.innerText()).replace(/,/g, '');
}

test('a kept list shown again after a write elsewhere asks again by itself and shows the new figure, without 刷新', async ({ page }) => {
  const first = allocationAnswer(page);
  await login(page, 'company', { to: '/cdrBatchAllocation' });
  const before = await usedIn(await first);
  await expect.poll(() => usedShown(page)).toBe(String(before));

  // Another page of the console, by the sidebar: a batch of two new numbers of the same type.
  await page.getByTestId('sidebar').getByRole('menuitem', { name: '批次管理' }).click();
  await expect(page.locator('.console-page[data-path="/cdrBatchManagement"]')).toBeVisible();
  await page.getByRole('button', { name: '新建批次' }).click();
  const form = dialog(page);
  await form.getByLabel('批次名称').fill(unique('回来'));
  await choose(page, form, '批次类型', TYPE);
  await choose(page, form, '服务器', '华东一号');
  const numbers = [0, 1].map(() => `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`);
  await form.getByLabel('号码').fill(numbers.join('\n'));
  await saveDialog(page);
  await expect(message(page)).toContainText('导入 2 个号码');

  // Back to the kept tab: the list asks again by itself (the page had no reason to otherwise) and shows the answer.
  const refreshed = allocationAnswer(page);
  await page
    .getByTestId('tab-bar')
    .getByTestId('tab-label')
    .filter({ hasText: /^批次分配$/ })
    .click();
  const after = await usedIn(await refreshed);
  expect(after).toBeGreaterThanOrEqual(before + 2);
  await expect.poll(() => usedShown(page)).toBe(String(after));
});
