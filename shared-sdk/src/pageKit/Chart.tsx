import type { EChartsCoreOption } from 'echarts/core';
import { useEffect, useRef } from 'react';

/** A chart of the page kit. ECharts is fetched on the first chart, once for the whole console. */
export function Chart({ option, height = 300, label }: { option: EChartsCoreOption; height?: number; label?: string }) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let disposed = false;
    let cleanup = () => {};
    void import('./echartsSetup').then(({ echarts }) => {
      const element = container.current;
      if (disposed || !element) return;
      const chart = echarts.init(element);
      chart.setOption(option);
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
  }, [option]);

  return <div ref={container} role="img" aria-label={label} style={{ height, width: '100%' }} />;
}
