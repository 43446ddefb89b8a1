import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { median, ratioInterval, verdict } from './stats';

/**
 * One menu click, as a user makes it, into the same page (黑名单, remote-carrier) from three sides:
 * from /dashboard (remote-admin: carrier's code not loaded yet, and no list drawn yet in the
 * session), from /user (remote-admin's staff list: carrier not loaded, but a list has been drawn, so
 * the difference to the next one is what loading the area costs) and from /tagQuery (a page of
 * carrier itself: its entry runs, 黑名单's own chunks are not loaded). A user first reads the page
 * they are on (its rows on screen, then USER_READS_MS and, when the shell prefetches when idle,
 * until that has settled), then opens the group 其他 with the mouse, moves onto 黑名单 (USER_MOVE_MS), rests on
 * it (USER_DWELL_MS) and clicks. Times run from the click to 黑名单's first row on screen.
 *
 * Prefetch as a user gets it (every trigger), and without: a connection that asks to save data
 * (navigator.connection.saveData, which the shell honours); and each trigger alone, to show what
 * each one brings. Also the bytes the prefetch fetched before the click, and the scripts and style
 * sheets the click still had to get over the network.
 */
export const TARGET = { group: '其他', title: '黑名单', path: '/blackList' } as const;
export const FROM = { notLoaded: '/dashboard', otherList: '/user', ownArea: '/tagQuery' } as const;
/** Reading the page before reaching for the menu (at least); from the group's title to the entry; resting on it before pressing. */
export const USER_READS_MS = 2_000;
export const USER_MOVE_MS = 300;
export const USER_DWELL_MS = 150;
/** Mirrors IDLE_PREFETCH_MARK in host-shell/src/remotes/prefetch.ts. */
const IDLE_MARK = 'console:prefetched';

/** Until the shell's idle prefetch has settled (the single bundle, with nothing to prefetch, marks it at once; a console without the mark waits out the timeout). */
export async function idlePrefetchSettled(page: Page): Promise<void> {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, IDLE_MARK, { timeout: 15_000 }).catch(() => undefined);
}

/** The sidebar entry `title`, its group `group` opened first (with the mouse) when it is closed. */
export async function menuItem(page: Page, group: string, title: string): Promise<Locator> {
  const submenu = page.getByTestId('sidebar').locator('.ant-menu-submenu', { has: page.locator('.ant-menu-submenu-title', { hasText: group }) });
  if (!(await submenu.evaluate((element) => element.classList.contains('ant-menu-submenu-open')))) await submenu.locator('.ant-menu-submenu-title').click();
  // The whole title: 黑名单 is also the start of 黑名单管理.
  const item = submenu.locator('.ant-menu-item').filter({ has: page.getByText(title, { exact: true }) });
  await item.waitFor();
  return item;
}

/** Clicks `element` in the page and answers when (the page's performance.now()), so that nothing of Playwright's round trip is timed. */
export function clickNow(element: Locator): Promise<number> {
  return element.evaluate((target) => {
    const now = performance.now();
    (target as HTMLElement).click();
    return now;
  });
}

export type Prefetch = 'all' | 'off' | 'idle' | 'submenu' | 'intent';

export interface Click {
  ms: number;
  /** Bytes (on the wire) the shell fetched ahead, from the page's start to the click. */
  prefetchedBytes: number;
  /** Scripts and style sheets of the remotes fetched over the network after the click (not from the cache, not a 304 revalidation). */
  fetchedAfterClick: number;
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

interface Probe {
  shownAt: Record<string, number>;
}

/**
 * Opens `from` in a fresh context (cold cache), reads it as a user does, then clicks 黑名单. `probe`
 * adds the bench's in-page probe (window.__bench.shownAt), `prefetch` sets what the shell may fetch ahead.
 */
export async function userClick(
  browser: Browser,
  storageState: StorageState,
  url: string,
  from: string,
  prefetch: Prefetch,
  probe: (context: BrowserContext) => Promise<void>,
): Promise<Click> {
  const context = await browser.newContext({ storageState, viewport: { width: 1600, height: 900 } });
  await probe(context);
  if (prefetch === 'off') {
    await context.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }));
  } else if (prefetch !== 'all') {
    await context.addInitScript((only) => Object.assign(globalThis, { __consolePrefetchTriggers: [only] }), prefetch);
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const requests = new Map<string, { type?: string; url: string; afterClick: boolean; fromCache?: boolean; status?: number }>();
  let clicked = false;
  let prefetchedBytes = 0;
  let fetchedAfterClick = 0;
  const remoteCode = (address: string) => /\.(js|css)(\?|$)/.test(address) && !address.startsWith(url);
  cdp.on('Network.requestWillBeSent', ({ requestId, type, request }) => void requests.set(requestId, { type, url: request.url, afterClick: clicked }));
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const request = requests.get(requestId);
    if (request) request.fromCache = response.fromDiskCache || response.fromPrefetchCache;
  });
  // The status on the wire: a revalidated file is 304 here (responseReceived shows the cached 200).
  cdp.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode }) => {
    const request = requests.get(requestId);
    if (request) request.status = statusCode;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const request = requests.get(requestId);
    if (!request || !remoteCode(request.url)) return;
    if (!request.afterClick && request.type === 'Fetch') prefetchedBytes += encodedDataLength;
    if (request.afterClick && !request.fromCache && request.status !== 304) fetchedAfterClick++;
  });
  await cdp.send('Network.enable');
  await page.goto(url + from);
  await firstRows(page, from);
  const reading = page.waitForTimeout(USER_READS_MS);
  if (prefetch === 'all' || prefetch === 'idle') await idlePrefetchSettled(page);
  await reading;
  const item = await menuItem(page, TARGET.group, TARGET.title);
  await page.waitForTimeout(USER_MOVE_MS);
  await item.hover();
  await page.waitForTimeout(USER_DWELL_MS);
  clicked = true;
  const at = await clickNow(item);
  const shown = await page.waitForFunction((p) => (window as unknown as { __bench: Probe }).__bench.shownAt[p], TARGET.path, { timeout: 30_000 });
  const ms = ((await shown.jsonValue()) as number) - at;
  await context.close();
  return { ms, prefetchedBytes, fetchedAfterClick };
}

/** The page a user starts on has drawn its rows (the dashboard has no table: its cards). */
async function firstRows(page: Page, from: string): Promise<void> {
  const shown = page.locator(`.console-page[data-path="${from}"]`).first();
  await shown.locator('.ant-table-tbody .ant-table-row, [data-testid="dashboard"]').first().waitFor({ timeout: 30_000 });
}

/** The measures each run takes, per console: name -> what to run. The single bundle has no prefetch to switch. */
export function clickMeasures(single: boolean): { name: string; from: string; prefetch: Prefetch }[] {
  const both = [
    { name: `click 黑名单 from ${FROM.notLoaded} (area not loaded), prefetch on`, from: FROM.notLoaded, prefetch: 'all' as const },
    { name: `click 黑名单 from ${FROM.otherList} (area not loaded, a list drawn), prefetch on`, from: FROM.otherList, prefetch: 'all' as const },
    { name: `click 黑名单 from ${FROM.ownArea} (own area), prefetch on`, from: FROM.ownArea, prefetch: 'all' as const },
  ];
  if (single) return both;
  return [
    ...both,
    { name: `click 黑名单 from ${FROM.notLoaded}, no prefetch (saveData)`, from: FROM.notLoaded, prefetch: 'off' },
    { name: `click 黑名单 from ${FROM.ownArea}, no prefetch (saveData)`, from: FROM.ownArea, prefetch: 'off' },
    { name: `click 黑名单 from ${FROM.notLoaded}, idle prefetch only`, from: FROM.notLoaded, prefetch: 'idle' },
    { name: `click 黑名单 from ${FROM.notLoaded}, submenu prefetch only`, from: FROM.notLoaded, prefetch: 'submenu' },
    { name: `click 黑名单 from ${FROM.notLoaded}, pointer/keyboard prefetch only`, from: FROM.notLoaded, prefetch: 'intent' },
  ];
}

type Row = Partial<Record<'federated' | 'single' | 'baseline', number[]>>;

/**
 * The targets of the prefetch work, as ratios of medians of one run (printed, never asserted): the
 * click from an area not loaded yet at most 1.10x the same click from the page's own area; no click
 * slower than the single bundle's same click; every deep link at most 1.05x the single bundle's.
 * Each ratio comes with its 90 % bootstrap interval (stats.ts): one click here varies by ±100 ms,
 * so a ratio of medians of seven clicks can miss a 10 % limit by chance; the verdict says when the
 * interval holds the limit, i.e. when the run cannot tell.
 */
export function clickTargets(samples: Map<string, Row>): string[] {
  const lines: string[] = [];
  const of = (name: string, target: 'federated' | 'single') => {
    const values = samples.get(name)?.[target];
    return values?.length ? values : undefined;
  };
  const ratio = (label: string, a: number[] | undefined, b: number[] | undefined, limit: number) => {
    if (a === undefined || b === undefined) return;
    const value = median(a)! / median(b)!;
    const interval = ratioInterval(a, b);
    const range = interval ? `[${interval.low.toFixed(2)}–${interval.high.toFixed(2)}]` : '[—]';
    lines.push(`${label.padEnd(100)} ${value.toFixed(2).padStart(6)} ${range.padStart(13)}  ≤ ${limit.toFixed(2)} ${verdict(value, limit, interval)}`);
  };
  const [notLoaded, otherList, ownArea] = clickMeasures(true).map((measure) => `${measure.name}, ms`);
  ratio(
    'click from an area not loaded yet (/dashboard) / the same click from its own area, prefetch on',
    of(notLoaded!, 'federated'),
    of(ownArea!, 'federated'),
    1.1,
  );
  ratio("the same from another area's list page (/user) / from its own area", of(otherList!, 'federated'), of(ownArea!, 'federated'), 1.1);
  ratio(
    'the same from /dashboard / from its own area, in the single bundle (no area to load: the first list drawn)',
    of(notLoaded!, 'single'),
    of(ownArea!, 'single'),
    1.1,
  );
  for (const name of samples.keys()) {
    if (/^(menu )?click/.test(name)) ratio(`${name}: federated / single bundle`, of(name, 'federated'), of(name, 'single'), 1);
  }
  for (const name of samples.keys()) {
    if (name.startsWith('deep link')) ratio(`${name}: federated / single bundle`, of(name, 'federated'), of(name, 'single'), 1.05);
  }
  return lines;
}
