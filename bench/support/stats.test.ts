import { describe, expect, it } from 'vitest';
import { median, ratioInterval, verdict } from './stats';

describe('ratioInterval', () => {
  it('is a single point when neither side varies', () => {
    expect(ratioInterval([300, 300, 300], [200, 200, 200])).toEqual({ low: 1.5, high: 1.5 });
  });

  it('holds the ratio of the medians, and is the same for the same samples', () => {
    const a = [505, 402, 558, 412, 417, 513, 709];
    const b = [304, 329, 345, 377, 315, 416, 351];
    const interval = ratioInterval(a, b)!;
    expect(interval.low).toBeLessThanOrEqual(median(a)! / median(b)!);
    expect(interval.high).toBeGreaterThanOrEqual(median(a)! / median(b)!);
    expect(ratioInterval(a, b)).toEqual(interval);
    expect(interval.low).toBeGreaterThan(1);
  });

  it("is none when a side has fewer than three samples (one click, as in CI's smoke run, cannot tell)", () => {
    expect(ratioInterval([448], [346])).toBeUndefined();
    expect(ratioInterval([448, 450], [346, 350, 352])).toBeUndefined();
    expect(ratioInterval([448, 450, 460], [346, 350, 352])).toBeDefined();
  });

  it('narrows as the samples grow', () => {
    const noisy = (n: number, centre: number) => Array.from({ length: n }, (_, i) => centre + ((i * 37) % 11) * 20 - 100);
    const few = ratioInterval(noisy(7, 450), noisy(7, 350))!;
    const many = ratioInterval(noisy(70, 450), noisy(70, 350))!;
    expect(many.high - many.low).toBeLessThan(few.high - few.low);
  });
});

describe('verdict', () => {
  it('says met or not by the ratio, and when the interval holds the limit, that the run could not tell', () => {
    expect(verdict(1.05, 1.1, { low: 1.0, high: 1.08 })).toBe('达标');
    expect(verdict(1.46, 1.1, { low: 1.2, high: 1.7 })).toBe('未达标');
    expect(verdict(1.17, 1.1, { low: 0.95, high: 1.3 })).toBe('未达标（区间含界限：本次测量分不出）');
    expect(verdict(1.05, 1.1, { low: 0.9, high: 1.2 })).toBe('达标（区间含界限：本次测量分不出）');
  });

  it('says the run could not tell when there is no interval (too few samples)', () => {
    expect(verdict(1.3, 1.1, undefined)).toBe('未达标（样本少于 3 个：本次测量分不出）');
    expect(verdict(0.9, 1.1, undefined)).toBe('达标（样本少于 3 个：本次测量分不出）');
  });
});
