import path from 'node:path';

/** The worlds `pnpm seed --scale` and `CONSOLE_SCALE` build (their sizes in `scale.ts`); without one the seeded small world. */
export const SCALE_NAMES = ['small', 'tiny', 'medium', 'large'] as const;

export type ScaleName = (typeof SCALE_NAMES)[number];

export const isScaleName = (value: string): value is ScaleName => (SCALE_NAMES as readonly string[]).includes(value);

/** A scale's name as given, checked: undefined for none, an error in Chinese for an unknown one. */
export function readScale(value: string | undefined, from: string): ScaleName | undefined {
  const name = value?.trim();
  if (!name) return undefined;
  if (!isScaleName(name)) throw new Error(`未知的数据规模 ${from}=${name}（可选 ${SCALE_NAMES.join('、')}）`);
  return name;
}

/** Where a scale's world is kept: `.run/scale/<scale>.db` at the repository's root. */
export const scaleFile = (scale: ScaleName) => path.resolve(import.meta.dirname, '../../..', '.run', 'scale', `${scale}.db`);
