/**
 * What the shell's release-health reporting (host-shell/src/releases/health/) costs a user: a cold
 * deep link to 黑名单 (navigation start to its first row) and a menu click into it from the dashboard
 * (click to first row, its remote not loaded yet), each with reporting on and off
 * (`localStorage['console.healthReport'] = 'off'`), interleaved run by run (each run takes them in
 * another order), in fresh browser contexts. Times are taken in the page by a MutationObserver, not
 * by the reporter's own measures. Prints medians, ranges and the difference of the medians; a
 * difference inside the ranges' spread is "nothing measurable".
 *
 *   pnpm build && pnpm --filter @console/bench health-cost [--runs 5]
 */
import { parseArgs } from 'node:util';
import type { Browser, BrowserContext } from '@playwright/test';
import { clickNow } from './support/clicks';
import { adminSession, launch, withPlatform } from './support/platform';
import { median, rotated } from './support/stats';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Number(args.runs);
if (!(runs > 0)) throw new Error('用法：healthCost.ts [--runs 次数]');

const PATH = '/blackList';
type Mode = 'on' | 'off';
type State = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Before any script: the switch, and a probe noting when the page's first row is on screen. */
async function context(browser: Browser, storageState: State, mode: Mode): Promise<BrowserContext> {
  const made = await browser.newContext({ storageState, viewport: { width: 1600, height: 900 } });
  await made.addInitScript({ content: 'globalThis.__name = (target) => target;' });
  await made.addInitScript((off) => {
    if (off) localStorage.setItem('console.healthReport', 'off');
    else localStorage.removeItem('console.healthReport');
  }, mode === 'off');
  await made.addInitScript((pagePath) => {
    const probe = { shownAt: undefined as number | undefined };
    Object.assign(window, { __healthBench: probe });
    new MutationObserver(() => {
      if (probe.shownAt === undefined && document.querySelector(`.console-page[data-path="${pagePath}"] .ant-table-tbody .ant-table-row`)) {
        probe.shownAt = performance.now();
      }
    }).observe(document, { subtree: true, childList: true });
  }, PATH);
  return made;
}

type Probe = { __healthBench: { shownAt?: number } };
const shownAt = async (page: import('@playwright/test').Page) =>
  (await (await page.waitForFunction(() => (window as unknown as Probe).__healthBench.shownAt, undefined, { timeout: 30_000 })).jsonValue()) as number;
/** Whether the reporter timed the page (it keeps a performance.measure per page): the switch did what it says. */
const reported = (page: import('@playwright/test').Page) =>
  page.evaluate((pagePath) => performance.getEntriesByName(`console:page ${pagePath}`).length > 0, PATH);

async function deepLink(browser: Browser, state: State, shellUrl: string, mode: Mode): Promise<number> {
  const made = await context(browser, state, mode);
  const page = await made.newPage();
  await page.goto(shellUrl + PATH);
  const ms = await shownAt(page);
  if ((await reported(page)) !== (mode === 'on')) throw new Error(`上报开关（${mode}）未生效`);
  await made.close();
  return ms;
}

async function click(browser: Browser, state: State, shellUrl: string, mode: Mode): Promise<number> {
  const made = await context(browser, state, mode);
  const page = await made.newPage();
  await page.goto(`${shellUrl}/dashboard`);
  await page.getByTestId('dashboard').waitFor();
  // By its path: the 其他 group also holds 黑名单列表 (/blackNameList), which a text match takes too.
  const sidebar = page.getByTestId('sidebar');
  const item = sidebar.locator(`.ant-menu-item[data-path="${PATH}"]`);
  if (!(await item.isVisible())) await sidebar.locator('.ant-menu-submenu-title', { hasText: '其他' }).click();
  await item.waitFor();
  const at = await clickNow(item);
  const ms = (await shownAt(page)) - at;
  if ((await reported(page)) !== (mode === 'on')) throw new Error(`上报开关（${mode}）未生效`);
  await made.close();
  return ms;
}

await withPlatform(async (shellUrl) => {
  const browser = await launch();
  const state = await adminSession(browser, shellUrl);
  const samples: Record<string, number[]> = { 'deep-on': [], 'deep-off': [], 'click-on': [], 'click-off': [] };
  // One untimed pass: the servers' first answers are slower.
  for (const mode of ['on', 'off'] as const) await deepLink(browser, state, shellUrl, mode);
  for (let run = 0; run < runs; run += 1) {
    for (const mode of rotated(['on', 'off'] as const, run)) {
      samples[`deep-${mode}`].push(await deepLink(browser, state, shellUrl, mode));
      samples[`click-${mode}`].push(await click(browser, state, shellUrl, mode));
    }
  }
  await browser.close();
  const row = (name: string) => {
    const values = samples[name];
    return `${median(values)!.toFixed(0)} ms（${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)}）`;
  };
  console.log(`上报开销（${runs} 轮，中位数与范围）`);
  for (const what of ['deep', 'click'] as const) {
    const difference = median(samples[`${what}-on`])! - median(samples[`${what}-off`])!;
    console.log(
      `${what === 'deep' ? '深链接 /blackList' : '菜单点击 黑名单'}：开 ${row(`${what}-on`)}，关 ${row(`${what}-off`)}，差 ${difference.toFixed(0)} ms`,
    );
  }
});
