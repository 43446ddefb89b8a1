/**
 * Where a menu click's time goes, by script: the click into 黑名单 (remote-carrier, prefetched, not
 * run yet) from /dashboard as a session's first list, against the same click from /dashboard once a
 * list has been drawn in the session (/user visited, then back). Both start on the dashboard with
 * the idle prefetch settled, so what differs is only whether antd's table, form and pagination code
 * has run before. Each click is profiled by V8's sampling profiler in the page (its overhead makes
 * every figure larger than `pnpm bench`'s: read the differences, not the totals), and the self time
 * is summed per script file, then per function.
 *
 *   pnpm --filter @console/bench click-profile [--runs 6]
 */
import { parseArgs } from 'node:util';
import type { BrowserContext } from '@playwright/test';
import { clickNow, FROM, idlePrefetchSettled, menuItem, TARGET } from './support/clicks';
import { adminSession, firstRowOf, goInApp, launch, median, withPlatform } from './support/platform';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '6' } } });
const runs = Number(args.runs);
if (!(runs > 0)) throw new Error('用法：clickProfile.ts [--runs 次数]');

const LIST_DRAWN = '/user';

type Variant = 'first list' | 'list drawn before';
const VARIANTS: Variant[] = ['first list', 'list drawn before'];

interface Sampled {
  ms: number;
  byScript: Map<string, number>;
  byFunction: Map<string, number>;
}

/** A script's URL without its origin and content hash, so that runs add up. */
const scriptName = (url: string) => url.replace(/^https?:\/\/[^/]+/, '').replace(/\.[0-9a-f]{8,}\./, '.') || '(native)';

/** What a script file holds, from its source map: the package with the most source in it (or the app's own code). */
const contents = new Map<string, Promise<string>>();
function contentOf(url: string): Promise<string> {
  let label = contents.get(url);
  if (!label) {
    label = fetch(`${url}.map`)
      .then(async (response) => {
        const map = (await response.json()) as { sources: string[]; sourcesContent?: (string | null)[] };
        const sizes = new Map<string, number>();
        map.sources.forEach((source, index) => {
          const owner = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1] ?? 'app code';
          sizes.set(owner, (sizes.get(owner) ?? 0) + (map.sourcesContent?.[index]?.length ?? 1));
        });
        return [...sizes].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '?';
      })
      .catch(() => '?');
    contents.set(url, label);
  }
  return label;
}

async function profiledClick(context: BrowserContext, url: string, variant: Variant): Promise<Sampled> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(url + FROM.notLoaded);
  await page.getByTestId('dashboard').waitFor();
  await idlePrefetchSettled(page);
  if (variant === 'list drawn before') {
    await goInApp(page, LIST_DRAWN);
    await firstRowOf(page, LIST_DRAWN).waitFor();
    await goInApp(page, FROM.notLoaded);
  }
  await page.waitForTimeout(1_000);
  const item = await menuItem(page, TARGET.group, TARGET.title);
  await item.hover();
  await page.waitForTimeout(300);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  const at = await clickNow(item);
  const shown = await page.waitForFunction(
    (pagePath) => {
      const row = document.querySelector<HTMLElement>(`.console-page[data-path="${pagePath}"] .ant-table-tbody .ant-table-row`);
      return row?.checkVisibility() ? performance.now() : 0;
    },
    TARGET.path,
    { polling: 'raf' },
  );
  const ms = ((await shown.jsonValue()) as number) - at;
  const { profile } = await cdp.send('Profiler.stop');
  const self = new Map<number, number>();
  profile.samples?.forEach((id, index) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas?.[index] ?? 0) / 1000));
  const byScript = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const time = self.get(node.id);
    if (!time) continue;
    const file = scriptName(node.callFrame.url);
    const script = node.callFrame.url ? `${file} (${await contentOf(node.callFrame.url)})` : node.callFrame.functionName || file;
    byScript.set(script, (byScript.get(script) ?? 0) + time);
    const fn = `${node.callFrame.functionName || '(anonymous)'} ${file}:${node.callFrame.lineNumber}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + time);
  }
  await page.close();
  return { ms, byScript, byFunction };
}

await withPlatform(async (url) => {
  const browser = await launch();
  const storageState = await adminSession(browser, url);
  const samples = new Map<Variant, Sampled[]>(VARIANTS.map((variant) => [variant, []]));
  for (let run = 0; run < runs; run++) {
    // Interleaved, each run in the other order.
    for (const variant of run % 2 ? [...VARIANTS].reverse() : VARIANTS) {
      const context = await browser.newContext({ storageState, viewport: { width: 1600, height: 900 } });
      samples.get(variant)!.push(await profiledClick(context, url, variant));
      await context.close();
    }
  }
  await browser.close();

  const mean = (variant: Variant, key: 'byScript' | 'byFunction') => {
    const sums = new Map<string, number>();
    for (const sample of samples.get(variant)!) for (const [name, time] of sample[key]) sums.set(name, (sums.get(name) ?? 0) + time / runs);
    return sums;
  };
  console.info(`click into ${TARGET.title} from ${FROM.notLoaded}, profiled, ${runs} interleaved cold run(s); ms from the click to the first row:`);
  for (const variant of VARIANTS) {
    const times = samples.get(variant)!.map((sample) => sample.ms);
    console.info(`  ${variant.padEnd(18)} median ${median(times)!.toFixed(0)}  (${times.map((time) => time.toFixed(0)).join(' ')})`);
  }
  const [cold, warm] = VARIANTS as [Variant, Variant];
  for (const key of ['byScript', 'byFunction'] as const) {
    const a = mean(cold, key);
    const b = mean(warm, key);
    const rows = [...new Set([...a.keys(), ...b.keys()])]
      .map((name) => ({ name, cold: a.get(name) ?? 0, warm: b.get(name) ?? 0 }))
      .sort((x, y) => y.cold - y.warm - (x.cold - x.warm));
    console.info(`\nself time per click, mean ms, ${key === 'byScript' ? 'per script' : 'per function'} (largest differences first)`);
    console.info(`${'difference'.padStart(10)} ${cold.padStart(12)} ${warm.padStart(18)}  name`);
    for (const row of rows.slice(0, 15)) {
      console.info(`${(row.cold - row.warm).toFixed(1).padStart(10)} ${row.cold.toFixed(1).padStart(12)} ${row.warm.toFixed(1).padStart(18)}  ${row.name}`);
    }
  }
});
