/** The median of `values` (the upper of the two middle ones when there is an even count); undefined for none. */
export const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** `values` turned `by` places: each run of the bench starts at another one. */
export const rotated = <T>(values: readonly T[], by: number): T[] => values.map((_, index) => values[(index + by) % values.length]!);

/** How far a ratio of two medians can be trusted (ratioInterval). */
export interface Interval {
  low: number;
  high: number;
}

/** mulberry32: a small seeded generator of uniform numbers in [0, 1). */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The fewest samples a side needs for an interval: a resample of one or two values can only
 * repeat them, so their interval would be a point (or two) that says nothing of the spread.
 */
export const MIN_SAMPLES = 3;

/**
 * How far a ratio of two medians can be trusted, from the samples themselves: a percentile
 * bootstrap. Each resample draws as many values from each side as it had, with replacement, and
 * takes the ratio of their medians; the interval holds the middle `level` of those ratios. Seeded,
 * so the same samples always print the same interval. Undefined when a side has fewer than
 * MIN_SAMPLES: such a run cannot tell.
 */
export function ratioInterval(
  numerator: readonly number[],
  denominator: readonly number[],
  { level = 0.9, resamples = 2000, seed = 1 } = {},
): Interval | undefined {
  if (numerator.length < MIN_SAMPLES || denominator.length < MIN_SAMPLES) return undefined;
  const random = generator(seed);
  const draw = (values: readonly number[]) => Array.from(values, () => values[Math.floor(random() * values.length)]!);
  const ratios = Array.from({ length: resamples }, () => median(draw(numerator))! / median(draw(denominator))!).sort((a, b) => a - b);
  const at = (share: number) => ratios[Math.min(ratios.length - 1, Math.max(0, Math.round(share * (ratios.length - 1))))]!;
  return { low: at((1 - level) / 2), high: at((1 + level) / 2) };
}

/** The verdict on `value` against `limit`, and whether the interval (none: too few samples) says the run could tell. */
export function verdict(value: number, limit: number, interval: Interval | undefined): string {
  const met = value <= limit ? '达标' : '未达标';
  if (!interval) return `${met}（样本少于 ${MIN_SAMPLES} 个：本次测量分不出）`;
  return interval.low <= limit && limit < interval.high ? `${met}（区间含界限：本次测量分不出）` : met;
}
