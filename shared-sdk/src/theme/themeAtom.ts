import { atom } from 'jotai';
import { readTheme, writeTheme, type ThemeSettings } from './theme';

const current = atom<ThemeSettings>(readTheme());

/** The theme every federated module reads; writing it persists it (spec storage keys). */
export const themeAtom = atom(
  (get) => get(current),
  (_get, set, next: ThemeSettings) => {
    writeTheme(next);
    set(current, next);
  },
);
