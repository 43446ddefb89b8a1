import { expect, type Locator, type Page, type Response } from '@playwright/test';
import ExcelJS from 'exceljs';

/**
 * Locators scoped to what is on screen: the shell may keep visited pages mounted but hidden, so
 * every look at a table, a form or a dialog of a CRM page goes through these.
 */
export const rows = (page: Page): Locator => page.locator('.ant-table-tbody .ant-table-row:visible');
export const total = (page: Page): Locator => page.locator('.ant-pagination-total-text:visible');
export const searchForm = (page: Page): Locator => page.locator('form.ant-form-inline:visible').first();
export const dialog = (page: Page): Locator => page.locator('.ant-modal:visible').last();
export const message = (page: Page): Locator => page.locator('.ant-message');

/** The backend's answer to a role that may not have the data (CONTRACT.md). */
export const REFUSED = { code: 403, message: '无权限访问该数据', data: null } as const;

/**
 * A tampered stored role: `ms_role` set to admin in the browser, then `path` opened with a document
 * load (the shell reads the role at start). With `call`: that call's answer, once it is checked that
 * the tampered role went out with it.
 */
export async function openClaimingAdmin(page: Page, path: string, call: string): Promise<Response>;
export async function openClaimingAdmin(page: Page, path: string): Promise<undefined>;
export async function openClaimingAdmin(page: Page, path: string, call?: string): Promise<Response | undefined> {
  await page.evaluate(() => localStorage.setItem('ms_role', 'admin'));
  const answer = call === undefined ? undefined : page.waitForResponse((response) => response.url().includes(call));
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  const response = await answer;
  if (response) expect(response.request().headers()['userrole']).toBe('admin');
  return response;
}

/**
 * `path` opened with a tampered stored role (openClaimingAdmin). The shell draws the page, but the
 * backend decides from the token alone and refuses its list: its message shows and no row does.
 */
export async function openWithClaimedAdmin(page: Page, path: string): Promise<void> {
  await openClaimingAdmin(page, path);
  await expect(message(page)).toContainText(REFUSED.message);
  await expect(rows(page)).toHaveCount(0);
}

/** `call` sent with the tampered role as the page's client sends it (a form POST, or a GET without `form`): the backend's answer. */
export function callWithClaimedAdmin(page: Page, call: string, form?: string): Promise<unknown> {
  return page.evaluate(
    async ({ call, form }) => {
      const headers: Record<string, string> = { Authorization: localStorage.getItem('token') ?? '', UserRole: 'admin' };
      if (form === undefined) return (await fetch(call, { headers })).json();
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      return (await fetch(call, { method: 'POST', headers, body: form })).json();
    },
    { call, form },
  );
}

/** The number in 共 N 条. */
export async function totalCount(page: Page): Promise<number> {
  await expect(total(page)).toHaveText(/^共 \d+ 条$/);
  return Number((await total(page).innerText()).match(/\d+/)![0]);
}

/** Fills a search field by its label and searches. */
export async function searchBy(page: Page, label: string, value: string): Promise<void> {
  // Applied once the URL says it (the list's filters live there): a table still showing the previous
  // search must not pass for this one, and a late previous search must not overwrite what was typed.
  // When a reload of the previous search lands between the typing and the click, the form shows that
  // search again: type and search again (seen once in thirty runs of a flow, right after a save).
  const wanted = value.trim();
  await expect(async () => {
    await searchForm(page).getByLabel(label, { exact: true }).fill(value);
    await searchForm(page).locator('button[type=submit]').click();
    if (wanted) await expect.poll(() => [...new URL(page.url()).searchParams.values()].includes(wanted), { timeout: 5_000 }).toBe(true);
  }).toPass({ timeout: 20_000 });
}

/** Clicks 确定 in the open dialog. */
export async function confirmDialog(page: Page): Promise<void> {
  await dialog(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
}

/**
 * Answers 确定 in the open dialog and waits until it has saved and closed. A refusal fails with the
 * backend's message (which fades after 3 s), and an HTTP 5xx answer (which the console only logs,
 * spec section 8) with its call, instead of leaving a silent open dialog.
 */
export async function saveDialog(page: Page): Promise<void> {
  const open = dialog(page);
  const failed: string[] = [];
  const onResponse = (response: Response) => {
    const { pathname } = new URL(response.url());
    if (response.status() >= 500 && pathname.startsWith('/api/')) failed.push(`HTTP ${response.status()} ${response.request().method()} ${pathname}`);
  };
  page.on('response', onResponse);
  // A refusal still fading from an earlier 确定 (a deliberate one, say) is not this save's.
  await page.locator('.ant-message-error').evaluateAll((shown) => shown.forEach((notice) => notice.setAttribute('data-e2e-earlier', '')));
  try {
    await open.getByRole('button', { name: /确\s*定/ }).click();
    const refusal = page.locator('.ant-message-error:not([data-e2e-earlier])');
    // A refusal ends the wait. Thrown inside a retried block it was only retried, and once its message
    // had faded the test failed on a bare "dialog still visible" (an overlap refusal, seen in CI).
    const outcome = async (): Promise<string> => {
      if (await refusal.count()) return `保存被拒绝：${await refusal.first().innerText()}`;
      if (failed.length) return `保存请求失败：${failed.join('；')}`;
      return (await open.isVisible()) ? '对话框仍打开' : '已保存';
    };
    let ended = '';
    await expect.poll(async () => (ended = await outcome()), { timeout: 15_000 }).not.toBe('对话框仍打开');
    expect(ended, '保存的结果').toBe('已保存');
  } finally {
    page.off('response', onResponse);
  }
}

/** Answers 确定 in the open popconfirm (title 提示). */
export async function confirmPopover(page: Page): Promise<void> {
  const popover = page.locator('.ant-popconfirm:visible').last();
  await expect(popover).toContainText('提示');
  await popover.getByRole('button', { name: /确\s*定/ }).click();
  // The popconfirm stays open (确定 loading) until the action's call has answered: a test that goes on to
  // navigate or log in before then could cancel the call (seen once: a deleted allocation was still there).
  await expect(popover).toBeHidden();
}

/** The row of the visible table that contains `text`. */
export const rowWith = (page: Page, text: string): Locator => rows(page).filter({ hasText: text });

/**
 * An empty list shows the empty state: 暂无数据, or with filters set that they matched nothing (and a
 * way to clear them); its total, 共 0 条; no error.
 */
export async function expectEmpty(page: Page): Promise<void> {
  await expect(rows(page)).toHaveCount(0);
  await expect(page.locator('.ant-table-placeholder:visible')).toContainText(/暂无数据|没有符合筛选条件的数据/);
  await expect(total(page)).toHaveText('共 0 条');
  await expect(page.locator('.ant-alert-error:visible')).toHaveCount(0);
}

/**
 * Picks `option` in the antd select labelled `label` inside `scope`, and checks the select shows
 * it (an option clicked while the dropdown is still opening can be missed; then it tries again).
 */
export async function choose(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  const combobox = scope.getByLabel(label, { exact: true });
  const select = combobox.locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-select ")][1]');
  await expect(async () => {
    await combobox.click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click({ timeout: 3000 });
    await expect(select).toContainText(option, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

/** A name no seeded row has, so that a search finds exactly what this attempt made (retries and parallel runs never meet). */
export const unique = (prefix: string): string => `${prefix}${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 90 + 10)}`;

/** Clicks a row's action and answers its popconfirm. */
export async function rowConfirm(page: Page, row: Locator, action: string): Promise<void> {
  await row.getByRole('button', { name: action, exact: true }).click();
  await confirmPopover(page);
}

/**
 * Picks an option of a select in `scope`: with `keyword`, typed first (a search select asks the server as
 * one types; thousands of companies exist) and the first option showing it; without, the first option.
 * Answers the option's text.
 */
export async function pickOption(page: Page, scope: Locator, label: string, keyword?: string): Promise<string> {
  const combobox = scope.getByLabel(label, { exact: true });
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  const option = (keyword === undefined ? options : options.filter({ hasText: keyword })).first();
  let picked = '';
  await expect(async () => {
    await combobox.click();
    if (keyword !== undefined) await combobox.fill(keyword);
    picked = (await option.innerText({ timeout: 3000 })).trim();
    await option.click({ timeout: 3000 });
    await expect(scope.locator('.ant-select-content, .ant-select-selection-item').filter({ hasText: picked }).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  return picked;
}

/** Downloads with the page's (visible) button, checks the file's name, and answers its first worksheet. */
export async function downloadSheet(page: Page, fileName: string, button: string | RegExp = /导\s*出/): Promise<ExcelJS.Worksheet> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).filter({ visible: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(fileName);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile((await file.path())!);
  return book.worksheets[0]!;
}

/** A worksheet's rows as text, the header first. */
export const sheetRows = (sheet: ExcelJS.Worksheet): string[][] =>
  sheet.getSheetValues().flatMap((row) => (Array.isArray(row) ? [row.slice(1).map((cell) => String(cell ?? ''))] : []));

/** A worksheet's header row. */
export const sheetHeader = (sheet: ExcelJS.Worksheet): string[] => sheetRows(sheet)[0] ?? [];

/**
 * Clicks a row action the kit folded into 更多 (a row with more than four actions keeps three as
 * buttons): opens the row's 更多 menu and picks the action.
 */
export async function clickFolded(page: Page, row: Locator, action: string): Promise<void> {
  await row.getByRole('button', { name: '更多', exact: true }).click();
  await page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: action, exact: true }).click();
}

/** Answers 确定 to the question a folded action asks (a dialog titled 提示, not a popover) and waits until it has acted. */
export async function confirmFolded(page: Page): Promise<void> {
  const asked = page.locator('.ant-modal-confirm:visible').last();
  await expect(asked).toContainText('提示');
  await asked.getByRole('button', { name: /确\s*定/ }).click();
  await expect(asked).toBeHidden();
}
