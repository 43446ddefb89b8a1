/**
 * Colour contrast as WCAG 2.1 defines it (relative luminance, ratio (L1 + 0.05) / (L2 + 0.05)), so
 * the theme can hold every text colour to AA: 4.5:1 against what it is drawn on.
 */
export const AA_TEXT = 4.5;

type Rgb = [number, number, number];

/** `#rgb`, `#rrggbb`, `#rrggbbaa` (alpha dropped: callers flatten first) or `rgb(a)(...)`. */
export function parseColour(colour: string): { rgb: Rgb; alpha: number } {
  const hex = /^#([0-9a-f]{3,8})$/i.exec(colour.trim());
  if (hex) {
    let digits = hex[1];
    if (digits.length === 3 || digits.length === 4) digits = [...digits].map((d) => d + d).join('');
    const value = (i: number) => parseInt(digits.slice(i, i + 2), 16);
    return { rgb: [value(0), value(2), value(4)], alpha: digits.length === 8 ? value(6) / 255 : 1 };
  }
  const fn = /^rgba?\(([^)]+)\)$/i.exec(colour.trim());
  if (fn) {
    const [r, g, b, a] = fn[1]
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    return { rgb: [r, g, b], alpha: a ?? 1 };
  }
  throw new Error(`不是颜色：${colour}`);
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** The opaque colour `colour` shows over `background` (an rgba text colour over its surface). */
export function flatten(colour: string, background: string): string {
  const { rgb, alpha } = parseColour(colour);
  const under = parseColour(background).rgb;
  return toHex(rgb.map((c, i) => c * alpha + under[i] * (1 - alpha)) as Rgb);
}

function luminance(colour: string): number {
  const [r, g, b] = parseColour(colour).rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two opaque colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
}

const passes = (colour: string, against: readonly string[], target: number) => against.every((background) => contrastRatio(colour, background) >= target);

/**
 * The colour closest to `colour` that reaches `target` against every one of `against`: mixed step
 * by step towards black (on light surfaces) or white (on dark ones). Unchanged if it already does.
 */
export function readableOn(colour: string, against: readonly string[], target = AA_TEXT): string {
  const opaque = flatten(colour, against[0]);
  if (passes(opaque, against, target)) return opaque;
  const lightSurface = luminance(against[0]) > 0.18;
  const towards: Rgb = lightSurface ? [0, 0, 0] : [255, 255, 255];
  const rgb = parseColour(opaque).rgb;
  for (let step = 1; step <= 100; step++) {
    const mixed = toHex(rgb.map((c, i) => c + (towards[i] - c) * (step / 100)) as Rgb);
    if (passes(mixed, against, target)) return mixed;
  }
  return toHex(towards);
}

/** A ratio as the console shows it: 4.1:1. */
export const formatRatio = (ratio: number) => `${Math.floor(ratio * 10) / 10}:1`;
