/**
 * Memory of kept-alive pages: visits every page the admin can open, one after another (each a
 * tab), and after each visit prints the JS heap (after a forced GC) and the DOM node count. The
 * slope while every visited page is still mounted is the cost of one hidden page; the flat part
 * after HIDDEN_PAGE_LIMIT shows the bound at work.
 *
 *   pnpm build && pnpm --filter @console/bench keep-alive
 */
import { adminMenuPaths, goInApp, launch, loginAs, withPlatform } from './support/platform';

await withPlatform(async (shellUrl) => {
  const browser = await launch();
  const page = await browser.newPage({ viewport: { width: 1600, height: 900 } });
  await loginAs(page, shellUrl, 'admin');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');

  const measure = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    return { heapMb: usedSize / 1024 / 1024, nodes: metrics.find((metric) => metric.name === 'Nodes')?.value ?? 0 };
  };

  const paths = await adminMenuPaths(page);

  const base = await measure();
  console.log(`基线（仅首页）：堆 ${base.heapMb.toFixed(1)} MB，DOM 节点 ${base.nodes}`);
  console.log('访问页数\t堆 (MB)\t较基线 (MB)\tDOM 节点');
  const samples: { visited: number; heapMb: number }[] = [];
  for (const [index, path] of paths.entries()) {
    await goInApp(page, path);
    // Navigations are transitions: the dashboard stays on screen until the new page has rendered.
    await page.locator('.console-page:visible:not(:has([data-testid="dashboard"])) .ant-card').first().waitFor();
    await page.waitForLoadState('networkidle');
    // Back to the dashboard, so the visited page becomes a hidden, kept page.
    await goInApp(page, '/dashboard');
    await page.getByTestId('dashboard').waitFor();
    const sample = await measure();
    samples.push({ visited: index + 1, heapMb: sample.heapMb });
    console.log(`${index + 1}\t${sample.heapMb.toFixed(1)}\t${(sample.heapMb - base.heapMb).toFixed(1)}\t${sample.nodes}\t${path}`);
  }
  await browser.close();
  console.log(`共访问 ${paths.length} 个页面`);
});
