import type { ThemeSettings } from './theme';

/** The colours a chart draws its frame with, per mode: muted grid lines, readable labels and legend. */
export const CHART_COLOURS = {
  light: { text: 'rgba(0, 0, 0, 0.88)', label: 'rgba(0, 0, 0, 0.65)', axis: 'rgba(0, 0, 0, 0.25)', grid: 'rgba(0, 0, 0, 0.06)', tooltip: '#ffffff' },
  dark: {
    text: 'rgba(255, 255, 255, 0.85)',
    label: 'rgba(255, 255, 255, 0.65)',
    axis: 'rgba(255, 255, 255, 0.25)',
    grid: 'rgba(255, 255, 255, 0.12)',
    tooltip: '#1f1f1f',
  },
} as const;

/** Height kept above the plot for the legend: axis labels start below it. */
export const LEGEND_BAND = 36;

type Options = Record<string, unknown>;
const asList = (value: unknown): Options[] => (Array.isArray(value) ? value : value ? [value] : []) as Options[];
const each = (value: unknown, change: (item: Options) => Options) => (Array.isArray(value) ? value.map(change) : value ? change(value as Options) : value);

/**
 * A page's chart option in the console's theme: the frame's colours of the mode (transparent
 * background, so the card's surface shows), and the legend in a band of its own at the top, with
 * the axis labels kept inside the plot below it, so the two never overlap. What a page says about
 * its data (series, axes' data, formatters) is left as it is.
 */
export function chartTheme<T extends Options>(option: T, mode: ThemeSettings['mode']): T {
  const colours = CHART_COLOURS[mode];
  const hasLegend = asList(option.legend).length > 0;
  const axis = (item: Options): Options => ({
    ...item,
    axisLabel: { ...(item.axisLabel as Options), color: colours.label },
    axisLine: { ...(item.axisLine as Options), lineStyle: { ...((item.axisLine as Options)?.lineStyle as Options), color: colours.axis } },
    splitLine: { ...(item.splitLine as Options), lineStyle: { ...((item.splitLine as Options)?.lineStyle as Options), color: colours.grid } },
    nameTextStyle: { ...(item.nameTextStyle as Options), color: colours.label },
  });
  const grids = asList(option.grid).length > 0 ? option.grid : option.xAxis || option.yAxis ? {} : undefined;
  return {
    ...option,
    backgroundColor: 'transparent',
    textStyle: { ...(option.textStyle as Options), color: colours.label },
    ...(hasLegend && {
      legend: each(option.legend, (legend) => {
        const { bottom: _bottom, ...rest } = legend;
        return {
          type: 'scroll',
          ...rest,
          top: 0,
          textStyle: { ...(legend.textStyle as Options), color: colours.text },
          pageTextStyle: { color: colours.text },
        };
      }),
    }),
    ...(grids !== undefined && {
      grid: each(grids, (grid) => ({
        ...grid,
        ...(hasLegend && { top: Math.max(Number(grid.top ?? 0) || 0, LEGEND_BAND) }),
        // Axis labels inside the grid's box (ECharts 6: what containLabel was).
        outerBoundsMode: 'same',
        outerBoundsContain: 'axisLabel',
      })),
    }),
    ...(option.xAxis !== undefined && { xAxis: each(option.xAxis, axis) }),
    ...(option.yAxis !== undefined && { yAxis: each(option.yAxis, axis) }),
    ...(option.tooltip !== undefined && {
      tooltip: { ...(option.tooltip as Options), backgroundColor: colours.tooltip, borderColor: colours.axis, textStyle: { color: colours.text } },
    }),
    series: asList(option.series).map((series) =>
      series.type === 'pie' ? { ...series, label: { color: colours.text, ...(series.label as Options) } } : series,
    ),
  };
}
