/**
 * The data wall (/panelData) under hundreds of calls a second: the local backend's batch simulation
 * calls every running batch at --rate calls a second (CONSOLE_BATCH_CALLS_PER_SECOND, per batch), the
 * admin's wall is open, and for --seconds the page's frames (requestAnimationFrame intervals, long tasks)
 * and its updates (User Timing `panel-data-update`: from the frame an update is drawn in to its commit)
 * are recorded, with how many calls the wall counted meanwhile.
 *
 *   pnpm build && pnpm --filter @console/bench panel-data [--rate 25] [--seconds 15]
 */
import { parseArgs } from 'node:util';
import { platformEnv } from '../e2e/support/platform';
import { goInApp, launch, loginAs, withPlatform } from './support/platform';

const { values } = parseArgs({ options: { rate: { type: 'string', default: '25' }, seconds: { type: 'string', default: '15' } } });
const seconds = Number(values.seconds);
platformEnv.CONSOLE_BATCH_CALLS_PER_SECOND = values.rate;

const percentile = (list: number[], p: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]! : NaN;
};
const describe = (name: string, list: number[]) =>
  console.log(`${name}\t${list.length}\t${percentile(list, 50).toFixed(1)}\t${percentile(list, 95).toFixed(1)}\t${Math.max(...list).toFixed(1)}`);

await withPlatform(async (shellUrl) => {
  const browser = await launch();
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  await loginAs(page, shellUrl, 'admin');
  await goInApp(page, '/panelData');
  const wall = page.getByTestId('panel-data');
  await wall.getByText('实时').waitFor();
  await wall.locator('.ant-statistic').first().waitFor();

  const todayCalls = () =>
    wall
      .locator('.ant-statistic')
      .filter({ hasText: /^今日呼叫/ })
      .locator('.ant-statistic-content-value')
      .innerText()
      .then((text) => Number(text.replace(/,/g, '')));
  const before = await todayCalls();
  await page.evaluate(() => {
    const record = { frames: [] as number[], updates: [] as number[], longTasks: [] as number[], stop: false };
    (window as unknown as { wallBench: typeof record }).wallBench = record;
    let last = performance.now();
    const loop = (now: number) => {
      record.frames.push(now - last);
      last = now;
      if (!record.stop) requestAnimationFrame(loop);
    };
    requestAnimationFrame(loop);
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => record.longTasks.push(entry.duration))).observe({ type: 'longtask' });
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => entry.name === 'panel-data-update' && record.updates.push(entry.duration))).observe({
      type: 'measure',
    });
  });
  await page.waitForTimeout(seconds * 1000);
  const record = await page.evaluate(() => {
    const bench = (window as unknown as { wallBench: { frames: number[]; updates: number[]; longTasks: number[]; stop: boolean } }).wallBench;
    bench.stop = true;
    return bench;
  });
  const after = await todayCalls();
  await browser.close();

  console.log(`每批次每秒呼叫 ${values.rate}，测量 ${seconds} 秒：大屏计入 ${after - before} 通（${((after - before) / seconds).toFixed(0)} 通/秒）`);
  console.log('指标\t个数\tp50 (ms)\tp95 (ms)\t最大 (ms)');
  describe('帧间隔', record.frames);
  describe('单次更新', record.updates);
  describe('长任务', record.longTasks.length ? record.longTasks : [0]);
  console.log(`更新 ${(record.updates.length / seconds).toFixed(1)} 次/秒`);
});
