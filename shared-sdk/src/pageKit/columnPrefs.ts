import { useCallback, useState } from 'react';
import { STORAGE_KEYS } from '../session/storageKeys';

/** Table density of antd's sizes: 宽松, 中等, 紧凑. */
export type Density = 'large' | 'middle' | 'small';
export const DENSITY_LABELS: Record<Density, string> = { large: '宽松', middle: '中等', small: '紧凑' };

export interface ColumnPrefs {
  /** Keys of the columns this user hid. */
  hidden: string[];
  density: Density;
}

const DEFAULTS: ColumnPrefs = { hidden: [], density: 'large' };

/** Kept per user and per list in this browser. */
export const columnPrefsKey = (list: string) => `console.list.${localStorage.getItem(STORAGE_KEYS.userId) ?? ''}.${list}`;

export function readColumnPrefs(list: string): ColumnPrefs {
  try {
    const stored = JSON.parse(localStorage.getItem(columnPrefsKey(list)) ?? 'null') as Partial<ColumnPrefs> | null;
    return { ...DEFAULTS, ...stored };
  } catch {
    return DEFAULTS;
  }
}

export function useColumnPrefs(list: string): [ColumnPrefs, (next: ColumnPrefs) => void] {
  const [prefs, setPrefs] = useState(() => readColumnPrefs(list));
  const save = useCallback(
    (next: ColumnPrefs) => {
      setPrefs(next);
      localStorage.setItem(columnPrefsKey(list), JSON.stringify(next));
    },
    [list],
  );
  return [prefs, save];
}
