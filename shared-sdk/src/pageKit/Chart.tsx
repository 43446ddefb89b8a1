import type { EChartsCoreOption } from 'echarts/core';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef } from 'react';
import { platformStore } from '../store';
import { chartTheme } from '../theme/chartTheme';
import { themeAtom } from '../theme/themeAtom';

/**
 * A chart of the page kit, in the console's theme (light or dark, drawn again on a switch).
 * ECharts is fetched on the first chart, once for the whole console.
 */
export function Chart({ option, height = 300, label }: { option: EChartsCoreOption; height?: number; label?: string }) {
  const container = useRef<HTMLDivElement>(null);
  const { mode } = useAtomValue(themeAtom, { store: platformStore });
  const themed = useMemo(() => chartTheme(option as Record<string, unknown>, mode), [option, mode]);

  // One ECharts instance for the chart's life: a new option (a live figure, a theme switch) is set on it,
  // so a chart updated several times a second (the data wall) does not rebuild its canvas each time.
  const chart = useRef<{ setOption: (option: unknown, notMerge?: boolean) => void } | null>(null);
  const latest = useRef(themed);
  latest.current = themed;

  useEffect(() => {
    let disposed = false;
    let cleanup = () => {};
    void import('./echartsSetup').then(({ echarts }) => {
      const element = container.current;
      if (disposed || !element) return;
      const instance = echarts.init(element);
      instance.setOption(latest.current);
      chart.current = instance;
      const observer = new ResizeObserver(() => {
        if (element.clientWidth > 0) instance.resize();
      });
      observer.observe(element);
      cleanup = () => {
        observer.disconnect();
        instance.dispose();
      };
    });
    return () => {
      disposed = true;
      chart.current = null;
      cleanup();
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(themed, true);
  }, [themed]);

  return <div ref={container} role="img" aria-label={label} data-chart-mode={mode} style={{ height, width: '100%' }} />;
}
