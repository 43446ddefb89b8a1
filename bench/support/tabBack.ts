import type { Page } from '@playwright/test';
import { goInApp } from './platform';

/** The most a switch back to a kept tab may take, from any page. */
export const TAB_BACK_TARGET_MS = 50;

/** The measure's name in the printed table and bench/results/browser.json. */
export const WIDE_TAB_BACK = `back to the kept 黑名单 tab from /customer, ms (≤ ${TAB_BACK_TARGET_MS})`;

/** The wide page left: 15 columns, fixed ends, a form dialog rendered while closed. */
const WIDE = '/customer';

interface Probe {
  shownAt: Record<string, number>;
  forget: (pagePath: string) => void;
}

/**
 * From a page where 黑名单 is a kept tab: opens the wide /customer (in-app, as a menu click does),
 * and once its rows are on screen, clicks the 黑名单 tab; answers ms from the click until 黑名单's
 * rows are on screen again (the page probe of browser.ts notes when). Leaving a wide page must cost
 * what leaving a small one does (the pair 标记查询 → 黑名单).
 */
export async function tabBackFromWidePage(page: Page): Promise<number> {
  await goInApp(page, WIDE);
  await page.waitForFunction((wide) => (window as unknown as { __bench: Probe }).__bench.shownAt[wide], WIDE, { timeout: 30_000 });
  await page.evaluate(() => (window as unknown as { __bench: Probe }).__bench.forget('/blackList'));
  const clickedAt = await page.locator('.ant-tabs-tab', { hasText: '黑名单' }).evaluate((tab) => {
    const at = performance.now();
    (tab.querySelector('.ant-tabs-tab-btn') as HTMLElement).click();
    return at;
  });
  const handle = await page.waitForFunction(() => (window as unknown as { __bench: Probe }).__bench.shownAt['/blackList'], undefined, { timeout: 30_000 });
  return ((await handle.jsonValue()) as number) - clickedAt;
}

/** The target's verdict, for the line under the table: the federated console's median against it. */
export function tabBackVerdict(medianMs: number | undefined): string {
  if (medianMs === undefined) return '';
  return `switch back to a kept tab from a wide page: ${medianMs.toFixed(0)} ms, target ≤ ${TAB_BACK_TARGET_MS} ms: ${medianMs <= TAB_BACK_TARGET_MS ? 'met' : 'NOT met'}`;
}
