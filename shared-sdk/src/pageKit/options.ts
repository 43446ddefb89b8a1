import type { FilterOption } from './filters';

export const asOptions = (values: readonly string[]): FilterOption[] => values.map((value) => ({ value, label: value }));

export const labelled = <K extends string>(labels: Record<K, string>): FilterOption[] =>
  (Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label }));
