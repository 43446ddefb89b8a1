import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';

export interface FilterOption {
  label: string;
  value: string | number;
}

/**
 * Choices among too many to list (thousands of companies), asked from the server by what the user
 * typed (`SearchSelect`). `byValue`, where the call takes one (a party picker's `id`), answers the
 * choice of a value given from outside (a list restored from its URL, an edit form), so that its
 * label shows, not its id.
 */
export type OptionSearch = ((keyword: string) => Promise<FilterOption[]>) & { byValue?: (value: string | number) => Promise<FilterOption[]> };

/** Choices given as a list, or loaded (once per mount) from a call. */
export type Options = FilterOption[] | (() => Promise<FilterOption[]>);

/** Options given as a list, or loaded once from an endpoint. */
export function useOptions(options: Options): FilterOption[] {
  const [loaded, setLoaded] = useState<FilterOption[]>([]);
  useEffect(() => {
    if (Array.isArray(options)) return;
    let current = true;
    options()
      .then((list) => current && setLoaded(list))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [options]);
  return Array.isArray(options) ? options : loaded;
}

/** A search-form field of the page kit. */
export type FilterField =
  | { kind: 'text'; name: string; label: string; placeholder?: string }
  /** With `search`, its choices are asked as the user types (a party's picker) and `options` is unused. */
  | { kind: 'select'; name: string; label: string; options: FilterOption[] | (() => Promise<FilterOption[]>); search?: OptionSearch }
  /** Several values, sent comma-separated (`status=a,b`). */
  | { kind: 'multiSelect'; name: string; label: string; options: FilterOption[] | (() => Promise<FilterOption[]>) }
  | { kind: 'number'; name: string; label: string; min?: number; placeholder?: string }
  /** Sent as `<name>From` / `<name>To`, whole days, `YYYY-MM-DD HH:mm:ss`. */
  | { kind: 'dateRange'; name: string; label: string };

/**
 * Search-form values -> request parameters: strings trimmed, empty values dropped, date ranges
 * split into whole-day bounds.
 */
export function toQueryParams(fields: FilterField[], values: Record<string, unknown>): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (value === undefined || value === null) continue;
    if (field.kind === 'dateRange') {
      const [from, to] = (Array.isArray(value) ? value : []) as (Dayjs | null)[];
      if (from) params[`${field.name}From`] = dayjs(from).startOf('day').format('YYYY-MM-DD HH:mm:ss');
      if (to) params[`${field.name}To`] = dayjs(to).endOf('day').format('YYYY-MM-DD HH:mm:ss');
      continue;
    }
    if (Array.isArray(value)) {
      if (value.length) params[field.name] = value.join(',');
      continue;
    }
    const cleaned = typeof value === 'string' ? value.trim() : value;
    if (cleaned === '') continue;
    params[field.name] = cleaned;
  }
  return params;
}
