/**
 * The console in the browser: what a user waits for, measured in Debian's headless
 * Chromium on the built console, served by the same Node origins `npm start` uses (on ports of its
 * own, as the browser tests start them). Each run is a new browser context, so the HTTP cache is
 * cold; the session is stored beforehand, as after a login.
 *
 * Per run:
 * - a deep link to a list page of each remote, to its first table row (ms from navigation start),
 *   and the JS and CSS bytes over the wire and the requests of that load;
 * - from the dashboard, a menu click into a remote not loaded yet (黑名单), then into a page of a
 *   remote already loaded (标记查询), each to its first row;
 * - back to the kept-alive 黑名单 tab, until its rows are on screen again, from 标记查询 and from the
 *   wide /customer (support/tabBack.ts);
 * - how many React DOM renderers registered (must be 1: one shared react-dom);
 * - the same menu click into 黑名单 as a user makes it, from an area not loaded yet (/dashboard, and
 *   another area's list, /user) and from a page of its own area, with the shell's prefetch, without
 *   it, and with each of its triggers alone, and the bytes prefetched (support/clicks.ts; this
 *   revision and the single bundle).
 * - the JS heap (after a forced GC) with every page the admin may open open as a tab.
 * Times are taken in the page (a MutationObserver notes when a page's rows are on screen), not
 * through Playwright's polling.
 *
 * Three consoles are measured in the same run, interleaved (each run takes them in another order),
 * after one untimed pass of the deep links per console (the servers' first loads are slower):
 * this revision federated, this revision as one bundle (`pnpm build:single`, what the federated
 * figures are divided by), and the federated console of the baseline revision in bench/BASELINE,
 * where the loading work started.
 * First the builds are timed: each package alone (`pnpm --filter <app> build`), all of them
 * (`pnpm build`'s multi-compiler run) and the single bundle. Prints medians and ranges and writes
 * bench/results/browser.json.
 *
 * The clicks the targets compare (from /dashboard, /user and /tagQuery, prefetch on) are taken
 * `--clicks` times a run (3), the others once.
 *
 * `--no-baseline` leaves the baseline console out (CI's smoke: building it from git is a third of
 * the smoke's time, and it is the same harness pointed at an older build). `--tabs N` opens only the
 * first N menu pages for the heap (CI's smoke: all 59, in both consoles, took 86 of its 228 s).
 *
 *   pnpm bench [--runs 7] [--clicks 3] [--no-build] [--no-baseline] [--tabs N]
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { adminMenuPaths, goInApp, launch, loginAs, withPlatform } from './support/platform';
import { BASELINE_REVISION, REPO, startBaseline, startSingle, type Reference } from './support/references';
import { tabBackFromWidePage, tabBackVerdict, WIDE_TAB_BACK } from './support/tabBack';
import { clickMeasures, clickNow, clickTargets, menuItem, userClick } from './support/clicks';
import { median, rotated } from './support/stats';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    clicks: { type: 'string', default: '3' },
    'no-build': { type: 'boolean', default: false },
    'no-baseline': { type: 'boolean', default: false },
    tabs: { type: 'string' },
  },
});
const runs = Number(args.runs);
/** Samples per run of each click the targets compare (prefetch as a user gets it): one click varies by ±100 ms on two busy cores. */
const clicks = Number(args.clicks);
/** How many of the admin's menu pages the heap measure opens as tabs: all unless given. */
const tabLimit = args.tabs === undefined ? Infinity : Number(args.tabs);
if (!(runs > 0) || !(clicks > 0) || !(tabLimit > 0))
  throw new Error('用法：browser.ts [--runs 次数] [--clicks 每轮点击次数] [--no-build] [--no-baseline] [--tabs 标签页数]');

/** One list page per remote, as a deep link (admin may open each). */
const DEEP_LINKS = [
  { remote: 'remote-carrier', path: '/blackList' },
  { remote: 'remote-crm', path: '/customer' },
  { remote: 'remote-cloudcall', path: '/record' },
  { remote: 'remote-inventory', path: '/earlyWarning' },
  { remote: 'remote-admin', path: '/user' },
] as const;

/** In the page before any script: notes when each page's rows are on screen, and counts React renderers. */
function installProbe(): void {
  const shownAt: Record<string, number> = {};
  const check = () => {
    for (const element of document.querySelectorAll<HTMLElement>('.console-page[data-path]')) {
      const pagePath = element.dataset.path!;
      if (shownAt[pagePath] === undefined && element.checkVisibility() && element.querySelector('.ant-table-tbody .ant-table-row')) {
        shownAt[pagePath] = performance.now();
      }
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['style', 'class', 'hidden'] });
  const renderers = new Map<number, unknown>();
  Object.assign(window, {
    __REACT_DEVTOOLS_GLOBAL_HOOK__: {
      renderers,
      supportsFiber: true,
      isDisabled: false,
      inject: (renderer: unknown) => renderers.set(renderers.size + 1, renderer).size,
      checkDCE: () => undefined,
      onScheduleFiberRoot: () => undefined,
      onCommitFiberRoot: () => undefined,
      onCommitFiberUnmount: () => undefined,
      onPostCommitFiberRoot: () => undefined,
    },
    __bench: {
      shownAt,
      /** Forget a page's time, so that its next showing is timed (a kept-alive tab). */
      forget: (pagePath: string) => delete shownAt[pagePath],
      renderers: () => renderers.size,
    },
  });
}

/** tsx (esbuild) names functions with a `__name` helper the page does not have: it gets a stand-in first. */
async function addProbe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
  await context.addInitScript(installProbe);
}

interface Bench {
  shownAt: Record<string, number>;
  forget: (pagePath: string) => void;
  renderers: () => number;
}

/** Waits until `pagePath`'s rows are on screen and answers when (performance.now() of the page). */
async function shown(page: Page, pagePath: string): Promise<number> {
  const handle = await page.waitForFunction((p) => (window as unknown as { __bench: Bench }).__bench.shownAt[p], pagePath, { timeout: 30_000 });
  return (await handle.jsonValue()) as number;
}

/** Clicks, in the page, the sidebar entry `title` (opening its group `group` first) and answers when it was clicked. */
async function clickMenu(page: Page, group: string, title: string): Promise<number> {
  return clickNow(await menuItem(page, group, title));
}

interface Load {
  ms: number;
  jsBytes: number;
  cssBytes: number;
  requests: number;
}

/** A cold deep link: navigation start to the first row, and what went over the wire meanwhile. */
async function deepLink(browser: Browser, storageState: Awaited<ReturnType<BrowserContext['storageState']>>, url: string, pagePath: string): Promise<Load> {
  const context = await browser.newContext({ storageState, viewport: { width: 1600, height: 900 } });
  await addProbe(context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const types = new Map<string, string>();
  const bytes = { Script: 0, Stylesheet: 0 };
  let requests = 0;
  cdp.on('Network.requestWillBeSent', () => void requests++);
  cdp.on('Network.responseReceived', ({ requestId, type }) => void types.set(requestId, type));
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const type = types.get(requestId);
    if (type === 'Script' || type === 'Stylesheet') bytes[type] += encodedDataLength;
  });
  await cdp.send('Network.enable');
  await page.goto(url + pagePath);
  const ms = await shown(page, pagePath);
  await context.close();
  return { ms, jsBytes: bytes.Script, cssBytes: bytes.Stylesheet, requests };
}

interface Switches {
  menuColdMs: number;
  menuWarmMs: number;
  tabBackMs: number;
  wideTabBackMs: number;
  renderers: number;
}

/** From the dashboard: into a remote not loaded yet, into one already loaded, back to a kept-alive tab. */
async function switches(browser: Browser, storageState: Awaited<ReturnType<BrowserContext['storageState']>>, url: string): Promise<Switches> {
  const context = await browser.newContext({ storageState, viewport: { width: 1600, height: 900 } });
  await addProbe(context);
  const page = await context.newPage();
  await page.goto(`${url}/dashboard`);
  await page.getByTestId('dashboard').waitFor();
  const coldClick = await clickMenu(page, '其他', '黑名单');
  const menuColdMs = (await shown(page, '/blackList')) - coldClick;
  const warmClick = await clickMenu(page, '其他', '标记查询');
  const menuWarmMs = (await shown(page, '/tagQuery')) - warmClick;
  await page.evaluate(() => (window as unknown as { __bench: Bench }).__bench.forget('/blackList'));
  const tab = page.locator('.ant-tabs-tab', { hasText: '黑名单' });
  const tabClick = await tab.evaluate((element) => {
    const at = performance.now();
    (element.querySelector('.ant-tabs-tab-btn') as HTMLElement).click();
    return at;
  });
  const tabBackMs = (await shown(page, '/blackList')) - tabClick;
  const wideTabBackMs = await tabBackFromWidePage(page);
  const renderers = await page.evaluate(() => (window as unknown as { __bench: Bench }).__bench.renderers());
  await context.close();
  return { menuColdMs, menuWarmMs, tabBackMs, wideTabBackMs, renderers };
}

const stats = (values: number[]) => ({ median: median(values)!, min: Math.min(...values), max: Math.max(...values) });

/** Every page the admin may open from the menu (the first `--tabs`), opened one after another as tabs (in-app navigation); the JS heap after a forced GC. */
async function manyTabs(
  browser: Browser,
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>,
  url: string,
): Promise<{ tabs: number; heapMb: number }> {
  const context = await browser.newContext({ storageState, viewport: { width: 1600, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${url}/dashboard`);
  await page.getByTestId('dashboard').waitFor();
  for (const target of (await adminMenuPaths(page)).slice(0, tabLimit)) {
    await goInApp(page, target);
    await page.locator(`.console-page[data-path="${target}"]`).waitFor();
  }
  await page.waitForLoadState('networkidle');
  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const tabs = await page.locator('.ant-tabs-tab').count();
  await context.close();
  return { tabs, heapMb: usedSize / 2 ** 20 };
}

/** Wall time of a build command, seconds. */
function timed(command: string, commandArgs: string[]): number {
  const started = Date.now();
  execFileSync(command, commandArgs, { cwd: REPO, stdio: ['ignore', 'ignore', 'inherit'] });
  return (Date.now() - started) / 1000;
}

const APPS = ['host-shell', 'remote-crm', 'remote-carrier', 'remote-cloudcall', 'remote-inventory', 'remote-admin'];
const builds: Record<string, number> = {};
if (!args['no-build']) {
  for (const app of APPS) builds[`build ${app} alone (pnpm --filter), s`] = timed('pnpm', ['--filter', `@console/${app}`, 'build']);
  builds['build everything (pnpm build: one multi-compiler run, then the release), s'] = timed('pnpm', ['build']);
  builds['build the single bundle (pnpm build:single), s'] = timed('pnpm', ['build:single']);
}

type Target = 'federated' | 'single' | 'baseline';
const TARGETS: Target[] = args['no-baseline'] ? ['federated', 'single'] : ['federated', 'single', 'baseline'];

await withPlatform(async (shellUrl) => {
  const references: Partial<Record<Target, Reference>> = {};
  try {
    references.single = await startSingle();
    if (TARGETS.includes('baseline')) {
      references.baseline = await startBaseline();
      if (references.baseline.buildSeconds) builds[`build everything at ${BASELINE_REVISION} (six rspack processes), s`] = references.baseline.buildSeconds;
    }
    const urls: Record<Target, string> = { federated: shellUrl, single: references.single.url, baseline: references.baseline?.url ?? '' };
    const browser = await launch();
    const states = {} as Record<Target, Awaited<ReturnType<BrowserContext['storageState']>>>;
    for (const target of TARGETS) {
      const login = await browser.newPage();
      await loginAs(login, urls[target], 'admin');
      states[target] = await login.context().storageState();
      await login.context().close();
    }

    const samples = new Map<string, Partial<Record<Target, number[]>>>();
    const add = (name: string, target: Target, value: number) => {
      const row = samples.get(name) ?? {};
      row[target] = [...(row[target] ?? []), value];
      samples.set(name, row);
    };
    // One untimed pass of the deep links first, per console: the first loads after the servers
    // start were 0.7–1.3 s slower than the median and fell on whichever console the first run
    // takes first (CI's one-run smoke gave deep links 1.23–1.52 of the single bundle's).
    for (const target of TARGETS) for (const { path: pagePath } of DEEP_LINKS) await deepLink(browser, states[target], urls[target], pagePath);
    process.stdout.write('warm-up done\n');
    for (let run = 1; run <= runs; run++) {
      // Interleaved: each run starts with another console.
      for (const target of rotated(TARGETS, run - 1)) {
        for (const { remote, path: pagePath } of DEEP_LINKS) {
          const load = await deepLink(browser, states[target], urls[target], pagePath);
          add(`deep link ${pagePath} (${remote}) to first row, ms`, target, load.ms);
          add(`  ${pagePath}: JS over the wire, KB`, target, load.jsBytes / 1024);
          add(`  ${pagePath}: CSS over the wire, KB`, target, load.cssBytes / 1024);
          add(`  ${pagePath}: requests`, target, load.requests);
        }
        const switched = await switches(browser, states[target], urls[target]);
        add('menu click into a remote not loaded yet (黑名单), ms', target, switched.menuColdMs);
        add('menu click into a loaded remote (标记查询), ms', target, switched.menuWarmMs);
        add('back to the kept-alive 黑名单 tab, ms', target, switched.tabBackMs);
        add(WIDE_TAB_BACK, target, switched.wideTabBackMs);
        add('React DOM renderers', target, switched.renderers);
        if (target !== 'baseline') {
          // Each run takes the clicks in another order too, as it takes the consoles: in a fixed order
          // the click from /dashboard with every trigger, always first after the switches above, was
          // 505 ms against 408 with the idle trigger alone, which does the same fetches (2026-12-02).
          for (const measure of rotated(clickMeasures(target === 'single'), run - 1)) {
            for (let sample = 0; sample < (measure.prefetch === 'all' ? clicks : 1); sample++) {
              const click = await userClick(browser, states[target], urls[target], measure.from, measure.prefetch, addProbe);
              add(`${measure.name}, ms`, target, click.ms);
              const which = `(${measure.prefetch}, from ${measure.from})`;
              if (measure.prefetch !== 'off' && target === 'federated')
                add(`  JS/CSS prefetched before the click ${which}, KB`, target, click.prefetchedBytes / 1024);
              add(`  remote JS/CSS fetched after the click ${which}`, target, click.fetchedAfterClick);
            }
          }
        }
      }
      process.stdout.write(`run ${run}/${runs} done\n`);
    }
    for (const target of TARGETS) {
      const heap = await manyTabs(browser, states[target], urls[target]);
      add(`JS heap with ${tabLimit === Infinity ? 'every admin menu page' : `the first ${tabLimit} admin menu pages`} open as a tab, MB`, target, heap.heapMb);
      add(`  tabs open`, target, heap.tabs);
    }
    await browser.close();

    const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`;
    console.info(
      `\nbrowser bench, ${runs} interleaved cold run(s) per console, ${clicks} sample(s) a run of each compared click (${machine}); median [min – max]`,
    );
    const cell = (values?: number[]) => (values ? `${stats(values).median.toFixed(0)} [${stats(values).min.toFixed(0)}–${stats(values).max.toFixed(0)}]` : '');
    console.info(
      `${'measure'.padEnd(58)} ${'federated'.padStart(18)} ${'single bundle'.padStart(18)} ${'fed/single'.padStart(10)} ${`at ${BASELINE_REVISION}`.padStart(18)}`,
    );
    const results: Record<string, unknown> = {};
    for (const [name, row] of samples) {
      const ratio = row.federated && row.single ? stats(row.federated).median / stats(row.single).median : undefined;
      console.info(
        `${name.padEnd(58)} ${cell(row.federated).padStart(18)} ${cell(row.single).padStart(18)} ${(ratio ? ratio.toFixed(2) : '').padStart(10)} ${cell(row.baseline).padStart(18)}`,
      );
      results[name.trim()] = Object.fromEntries(Object.entries(row).map(([target, values]) => [target, { ...stats(values!), values }]));
    }
    const wide = samples.get(WIDE_TAB_BACK)?.federated;
    console.info(tabBackVerdict(wide && stats(wide).median));
    console.info('\ntargets (ratios of medians, this run):');
    for (const line of clickTargets(samples)) console.info(`  ${line}`);
    for (const [name, seconds] of Object.entries(builds)) console.info(`${name.padEnd(58)} ${seconds.toFixed(1).padStart(18)}`);
    const out = path.join(import.meta.dirname, 'results');
    mkdirSync(out, { recursive: true });
    writeFileSync(
      path.join(out, 'browser.json'),
      `${JSON.stringify({ at: new Date().toISOString(), machine, runs, clicks, baseline: BASELINE_REVISION, results, builds }, null, 2)}\n`,
    );
  } finally {
    await Promise.all([references.single?.stop(), references.baseline?.stop()]);
  }
});
