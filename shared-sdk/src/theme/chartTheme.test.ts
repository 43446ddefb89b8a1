import { describe, expect, it } from 'vitest';
import { CHART_COLOURS, chartTheme, LEGEND_BAND } from './chartTheme';

/** The dashboard's trend as the page declares it. */
const trend = {
  tooltip: { trigger: 'axis' },
  legend: { data: ['呼叫量', '接通量'], bottom: 0 },
  grid: { left: 40, right: 16, top: 8, bottom: 24 },
  xAxis: { type: 'category', data: ['11-01'] },
  yAxis: { type: 'value' },
  series: [{ name: '呼叫量', type: 'line', data: [1] }],
};

/** Relative luminance of an rgba()/hex colour drawn over a grey surface (`under`: its 0-255 level). */
function luminance(colour: string, under: number): number {
  const rgba = /rgba\((\d+), (\d+), (\d+), ([\d.]+)\)/.exec(colour);
  const [r, g, b, a] = rgba
    ? rgba.slice(1).map(Number)
    : [parseInt(colour.slice(1, 3), 16), parseInt(colour.slice(3, 5), 16), parseInt(colour.slice(5, 7), 16), 1];
  const channel = (value: number) => ((value * a! + under * (1 - a!)) / 255) ** 2.2;
  return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
}
const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

describe('chartTheme', () => {
  it('puts the legend in a band of its own above the plot, whose axis labels stay inside it', () => {
    const themed = chartTheme(trend, 'light') as any;
    expect(themed.legend).toMatchObject({ top: 0, data: ['呼叫量', '接通量'] });
    expect(themed.legend.bottom).toBeUndefined();
    expect(themed.grid).toMatchObject({ top: LEGEND_BAND, left: 40, outerBoundsMode: 'same', outerBoundsContain: 'axisLabel' });
    expect((chartTheme({ ...trend, grid: { top: 60 } }, 'light') as any).grid.top).toBe(60);
    // No legend: the page's grid is left where it is.
    expect((chartTheme({ ...trend, legend: undefined }, 'light') as any).grid.top).toBe(8);
  });

  it('draws dark mode with muted grid lines and a readable legend and labels on the dark surface', () => {
    const themed = chartTheme(trend, 'dark') as any;
    const level = 0x14;
    const surface = luminance('#141414', level);
    expect(themed.backgroundColor).toBe('transparent');
    expect(themed.yAxis.splitLine.lineStyle.color).toBe(CHART_COLOURS.dark.grid);
    expect(contrast(luminance(themed.yAxis.splitLine.lineStyle.color, level), surface)).toBeLessThan(1.6);
    expect(contrast(luminance(themed.legend.textStyle.color, level), surface)).toBeGreaterThan(7);
    expect(contrast(luminance(themed.xAxis.axisLabel.color, level), surface)).toBeGreaterThan(4.5);
    expect(themed.series).toEqual(trend.series);
  });

  it('draws light mode with the light colours, and follows a switch of mode', () => {
    const surface = luminance('#ffffff', 255);
    const light = chartTheme(trend, 'light') as any;
    expect(contrast(luminance(light.legend.textStyle.color, 255), surface)).toBeGreaterThan(7);
    expect(contrast(luminance(light.xAxis.axisLabel.color, 255), surface)).toBeGreaterThan(4.5);
    expect(light.xAxis.axisLabel.color).not.toBe((chartTheme(trend, 'dark') as any).xAxis.axisLabel.color);
  });
});
