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

  useEffect(() => {
    let disposed = false;
    let cleanup = () => {};
    void import('./echartsSetup').then(({ echarts }) => {
      const element = container.current;
      if (disposed || !element) return;
      const chart = echarts.init(element);
      chart.setOption(themed);
      const observer = new ResizeObserver(() => {
        if (element.clientWidth > 0) chart.resize();
      });
      observer.observe(element);
      cleanup = () => {
        observer.disconnect();
        chart.dispose();
      };
    });
    return () => {
      disposed = true;
      cleanup();
    };
  }, [themed]);

  return <div ref={container} role="img" aria-label={label} data-chart-mode={mode} style={{ height, width: '100%' }} />;
}
