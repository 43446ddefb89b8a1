import type { Page } from '@playwright/test';
import { expect, login, test } from '../support/fixtures';
import { rows, total } from '../support/listPage';

/** What has the keyboard focus: its text, and where it sits. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      text: (element?.innerText ?? '').trim(),
      tag: element?.tagName ?? '',
      placeholder: element?.getAttribute('placeholder') ?? '',
      inSidebar: Boolean(element?.closest('[data-testid="sidebar"]')),
      inTabs: Boolean(element?.closest('[role="tablist"]')),
      inDialog: Boolean(element?.closest('.ant-modal-wrap')),
      row: element?.closest('tr')?.getAttribute('data-row-key') ?? null,
    };
  });

type Focus = Awaited<ReturnType<typeof focused>>;

/**
 * Presses `key` until the focus is where `wanted` says (a keyboard user's walk), at most `max` times.
 * The menu moves the focus for an arrow key in the next animation frame: each press is read after two
 * frames, as a person's next key comes after the screen showed the last one (read at once, the walk
 * stopped on CRM管理 while the frame still to come moved the focus on, and Enter opened 线索管理).
 */
async function pressUntil(page: Page, key: string, wanted: (focus: Focus) => boolean, max = 60): Promise<Focus> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    await page.evaluate(() => new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled))));
    const focus = await focused(page);
    if (wanted(focus)) return focus;
  }
  throw new Error(`按 ${max} 次 ${key} 仍未到达目标，焦点在：${JSON.stringify(await focused(page))}`);
}

// Each stop fails on its own if broken: the date-range filter held the focus (Tab never reached
// 查询), and Tab past a dialog's last control left the dialog.
test('a list page by keyboard only: menu, tabs, a filter, a row action, its dialog', async ({ page }) => {
  await login(page, 'normal');
  // The sidebar: into the menu, open CRM管理, choose 我的客户.
  await pressUntil(page, 'Tab', (focus) => focus.inSidebar);
  await pressUntil(page, 'ArrowDown', (focus) => focus.text === 'CRM管理');
  await page.keyboard.press('Enter');
  await pressUntil(page, 'ArrowDown', (focus) => focus.text === '我的客户');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/customer$/);
  await expect(rows(page).first()).toBeVisible();

  // The tabs: to the dashboard's tab and back, by arrows and Enter.
  await pressUntil(page, 'Tab', (focus) => focus.inTabs);
  await pressUntil(page, 'ArrowLeft', (focus) => focus.inTabs && focus.text.endsWith('系统首页'), 5);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await pressUntil(page, 'ArrowRight', (focus) => focus.inTabs && focus.text.endsWith('我的客户'), 5);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/customer$/);

  // A filter: type a name and search with Enter.
  const name = (await rows(page).first().locator('td').nth(1).innerText()).trim();
  await pressUntil(page, 'Tab', (focus) => focus.placeholder.includes('客户名称'));
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await expect.poll(() => new URL(page.url()).searchParams.get('name')).toBe(name);
  await expect(total(page)).toHaveText(/^共 [1-9]\d* 条$/);

  // A row action: 写跟进 opens its dialog with the focus inside; Tab stays inside; Esc closes it
  // and the focus comes back to the button that opened it.
  const action = await pressUntil(page, 'Tab', (focus) => focus.text === '写跟进' && focus.row !== null, 120);
  // Tab walked through the date range and on; its calendar closed behind it.
  await expect(page.locator('.ant-picker-dropdown:visible')).toHaveCount(0);
  await page.keyboard.press('Enter');
  const dialog = page.locator('.ant-modal:visible');
  await expect(dialog).toBeVisible();
  await expect.poll(async () => (await focused(page)).inDialog).toBe(true);
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press('Tab');
    expect((await focused(page)).inDialog, `第 ${i + 1} 次 Tab 后焦点应仍在对话框内`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect.poll(() => focused(page)).toMatchObject({ text: '写跟进', row: action.row });
});
