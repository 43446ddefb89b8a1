/**
 * Where a menu click's time goes, in order: the click into 黑名单 from its own area (/tagQuery) and
 * from /dashboard (area not loaded, prefetched), each traced by the devtools timeline and profiled by
 * V8's sampling profiler in the same clock. It prints, in ms from the click, the requests (the area's
 * scripts and the list's call) and every main-thread task over 25 ms, with the functions that took its
 * time (self and inclusive, named from the source maps). The trace and the profiler slow the page:
 * read the order and the shares, not the totals (`pnpm bench` times the click).
 *
 *   pnpm --filter @console/bench click-trace [--runs 2]
 */
import { parseArgs } from 'node:util';
import { SourceMapConsumer } from 'source-map-js';
import { clickNow, FROM, idlePrefetchSettled, menuItem, TARGET } from './support/clicks';
import { adminSession, firstRowOf, goInApp, launch, withPlatform } from './support/platform';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '2' } } });
const runs = Number(args.runs);
if (!(runs > 0)) throw new Error('用法：clickTrace.ts [--runs 次数]');

const LONG_TASK_US = 25_000;

interface TraceEvent {
  name: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { type?: string; url?: string } };
}
interface CallFrame {
  url: string;
  functionName: string;
  lineNumber: number;
  columnNumber: number;
}

const maps = new Map<string, Promise<SourceMapConsumer | null>>();
function mapOf(url: string): Promise<SourceMapConsumer | null> {
  let map = maps.get(url);
  if (!map) {
    map = fetch(`${url}.map`)
      .then(async (response) => new SourceMapConsumer(await response.json()))
      .catch(() => null);
    maps.set(url, map);
  }
  return map;
}

/** A frame by its original name and place (package or source file, and line). */
async function frameName(frame: CallFrame): Promise<string> {
  if (!frame.url) return frame.functionName || '(native)';
  const position = (await mapOf(frame.url))?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  const source = String(position?.source ?? frame.url)
    .replace(/.*node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, '')
    .replace(/^webpack:\/\/[^/]*\//, '');
  return `${position?.name ?? frame.functionName ?? '?'} ${source}:${position?.line ?? frame.lineNumber}`;
}

const pathOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');
const ms = (us: number) => (us / 1000).toFixed(0).padStart(5);

await withPlatform(async (url) => {
  const browser = await launch();
  const storageState = await adminSession(browser, url);
  for (let run = 0; run < runs; run++) {
    for (const from of [FROM.ownArea, FROM.notLoaded]) {
      const context = await browser.newContext({ storageState, viewport: { width: 1600, height: 900 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await page.goto(url + FROM.notLoaded);
      await page.getByTestId('dashboard').waitFor();
      await idlePrefetchSettled(page);
      if (from !== FROM.notLoaded) {
        await goInApp(page, from);
        await firstRowOf(page, from).waitFor();
      }
      await page.waitForTimeout(1_000);
      const item = await menuItem(page, TARGET.group, TARGET.title);
      await item.hover();
      await page.waitForTimeout(300);
      await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      await clickNow(item);
      await firstRowOf(page, TARGET.path).waitFor();
      const { profile } = await cdp.send('Profiler.stop');
      const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
      await context.close();

      const click = traceEvents.find((event) => event.name === 'EventDispatch' && event.args?.data?.type === 'click');
      if (!click) throw new Error('跟踪中没有点击事件');
      const main = traceEvents.filter((event) => event.pid === click.pid && event.tid === click.tid && event.ts >= click.ts);
      console.info(`\n== run ${run + 1}: click into ${TARGET.title} from ${from}, ms from the click`);
      // What happened, in order: each entry at its time.
      const lines: { at: number; text: string[] }[] = [];
      for (const event of main.filter((e) => e.name === 'ResourceSendRequest' && /\.js|\/api\//.test(e.args?.data?.url ?? ''))) {
        lines.push({ at: event.ts, text: [`${ms(event.ts - click.ts)}  request ${pathOf(event.args!.data!.url!)}`] });
      }

      // Each sample at its time (the profile's clock is the trace's), with its stack.
      const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
      const parents = new Map<number, number>();
      for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
      let at = profile.startTime;
      const samples = (profile.samples ?? []).map((id, index) => ({ id, at: (at += profile.timeDeltas?.[index] ?? 0) }));
      const profiled = samples.at(-1)?.at ?? 0;
      for (const task of main.filter((event) => event.name === 'RunTask' && (event.dur ?? 0) > LONG_TASK_US && event.ts < profiled)) {
        const inTask = samples.filter((sample) => sample.at >= task.ts && sample.at <= task.ts + task.dur!);
        const self = new Map<string, number>();
        const inclusive = new Map<string, number>();
        for (const sample of inTask) {
          const leaf = await frameName(nodes.get(sample.id)!.callFrame);
          self.set(leaf, (self.get(leaf) ?? 0) + 1);
          const seen = new Set<string>();
          for (let id: number | undefined = sample.id; id !== undefined; id = parents.get(id)) {
            const name = await frameName(nodes.get(id)!.callFrame);
            if (!seen.has(name)) inclusive.set(name, (inclusive.get(name) ?? 0) + 1);
            seen.add(name);
          }
        }
        const share = (count: number) => ((count / Math.max(inTask.length, 1)) * (task.dur! / 1000)).toFixed(1).padStart(6);
        const top = (counts: Map<string, number>, keep: (name: string) => boolean) =>
          [...counts]
            .filter(([name]) => keep(name))
            .sort((a, b) => b[1] - a[1])
            .slice(0, 10);
        lines.push({
          at: task.ts,
          text: [
            `${ms(task.ts - click.ts)}  task of ${ms(task.dur!).trim()} ms (${inTask.length} samples); self, then inclusive in components:`,
            ...top(self, () => true).map(([name, count]) => `        ${share(count)}  ${name}`),
            ...top(inclusive, (name) => /shared-sdk|remote-|host-shell|antd\/|@rc-component/.test(name)).map(
              ([name, count]) => `      ∑ ${share(count)}  ${name}`,
            ),
          ],
        });
      }
      for (const line of lines.sort((a, b) => a.at - b.at)) console.info(line.text.join('\n'));
    }
  }
  await browser.close();
});
