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
// First: it sets the platform's ports (BENCH_PORT_OFFSET) before the browser tests' platform module reads them.
import { goInApp, launch, loginAs, withPlatform } from './support/platform';
import { platformEnv } from '../e2e/support/platform';

const { values } = parseArgs({
  options: { rate: { type: 'string', default: '25' }, seconds: { type: 'string', default: '15' }, batches: { type: 'string', default: '20' } },
});
const seconds = Number(values.seconds);
platformEnv.CONSOLE_BATCH_CALLS_PER_SECOND = values.rate;

const percentile = (list: number[], p: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]! : NaN;
};
const describe = (name: string, list: number[]) =>
  console.log(
    list.length
      ? `${name}\t${list.length}\t${percentile(list, 50).toFixed(1)}\t${percentile(list, 95).toFixed(1)}\t${Math.max(...list).toFixed(1)}`
      : `${name}\t0\t-\t-\t-`,
  );

await withPlatform(async (shellUrl) => {
  const browser = await launch();
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  await loginAs(page, shellUrl, 'admin');
  await goInApp(page, '/panelData');
  const wall = page.getByTestId('panel-data');
  await wall.getByText('实时').waitFor();
  await wall.locator('.ant-statistic').first().waitFor();

  // The seeded running batches are called out in seconds: new ones, started now, keep the calls coming while measuring.
  const api = async <T>(url: string, form: Record<string, string | number>) => {
    const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
    const answer = (await (await page.request.post(`${shellUrl}${url}`, { headers: { Authorization: token }, form })).json()) as {
      code: number;
      message: string;
      data: T;
    };
    if (answer.code !== 200) throw new Error(`${url}: ${answer.message}`);
    return answer.data;
  };
  const perBatch = Math.ceil(Number(values.rate) * seconds * 1.5);
  const [server] = (
    await (
      await page.request.get(`${shellUrl}/api/cloudcall/batchServerOptions`, {
        headers: { Authorization: await page.evaluate(() => localStorage.getItem('token') ?? '') },
      })
    ).json()
  ).data as { value: number }[];
  const allocations = (
    await api<{ list: { typeId: number; companyId: number; level: string; quota: number; used: number }[] }>('/api/cloudcall/batchAllocationList', {
      pageIndex: 1,
      pageSize: 100,
    })
  ).list.filter((row) => row.level === '企业' && row.quota - row.used >= perBatch);
  let started = 0;
  for (const [index, allocation] of allocations.slice(0, Number(values.batches)).entries()) {
    const numbers = Array.from({ length: perBatch }, (_, i) => `139${String(index * 100_000 + i).padStart(8, '0')}`).join('\n');
    const { id } = await api<{ id: number }>('/api/cloudcall/batchCreate', {
      name: `大屏压测${index + 1}`,
      typeId: allocation.typeId,
      serverId: server!.value,
      companyId: allocation.companyId,
      numbers,
    });
    await api('/api/cloudcall/batchState', { id, action: 'start' });
    started++;
  }

  const todayCalls = () =>
    wall
      .locator('.ant-statistic')
      .filter({ hasText: /^今日呼叫/ })
      .locator('.ant-statistic-content-value')
      .innerText()
      .then((text) => Number(text.replace(/,/g, '')));
  const before = await todayCalls();
  // As text: tsx would wrap the named functions of a page function in a helper the page lacks.
  await page.evaluate(`(() => {
    const record = { frames: [], updates: [], longTasks: [], stop: false };
    window.wallBench = record;
    let last = performance.now();
    const loop = (now) => {
      record.frames.push(now - last);
      last = now;
      if (!record.stop) requestAnimationFrame(loop);
    };
    requestAnimationFrame(loop);
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => record.longTasks.push(entry.duration))).observe({ type: 'longtask' });
    new PerformanceObserver((list) =>
      list.getEntries().forEach((entry) => entry.name === 'panel-data-update' && record.updates.push(entry.duration)),
    ).observe({ type: 'measure' });
  })()`);
  await page.waitForTimeout(seconds * 1000);
  const record = await page.evaluate(() => {
    const bench = (window as unknown as { wallBench: { frames: number[]; updates: number[]; longTasks: number[]; stop: boolean } }).wallBench;
    bench.stop = true;
    return bench;
  });
  const after = await todayCalls();
  await browser.close();

  console.log(
    `${started} 个批次、每批次每秒呼叫 ${values.rate}，测量 ${seconds} 秒：大屏计入 ${after - before} 通（${((after - before) / seconds).toFixed(0)} 通/秒）`,
  );
  console.log('指标\t个数\tp50 (ms)\tp95 (ms)\t最大 (ms)');
  describe('帧间隔', record.frames);
  describe('单次更新', record.updates);
  describe('长任务', record.longTasks);
  console.log(`更新 ${(record.updates.length / seconds).toFixed(1)} 次/秒`);
});
