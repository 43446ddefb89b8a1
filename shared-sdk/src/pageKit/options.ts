import type { FilterOption, OptionSearch } from './filters';

export const asOptions = (values: readonly string[]): FilterOption[] => values.map((value) => ({ value, label: value }));

export const labelled = <K extends string>(labels: Record<K, string>): FilterOption[] =>
  (Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label }));

type OptionsCall<P> = (params?: P) => Promise<{ data: FilterOption[] }>;
const loaders = new Map<unknown, Map<string, () => Promise<FilterOption[]>>>();

/**
 * Choices from a contract entry that answers `[{ value, label }]` (goods of a line, agents with
 * warnings): a loader for a filter's or a form field's `options`. The same call and parameters give
 * the same loader, so a page declared again does not ask again.
 */
export function callOptions<P extends object>(entry: OptionsCall<P>, params?: P): () => Promise<FilterOption[]> {
  const byParams = loaders.get(entry) ?? new Map<string, () => Promise<FilterOption[]>>();
  loaders.set(entry, byParams);
  const key = JSON.stringify(params ?? {});
  let loader = byParams.get(key);
  if (!loader) {
    loader = async () => (await entry(params)).data;
    byParams.set(key, loader);
  }
  return loader;
}

/**
 * A searched field's `search` from a contract entry that takes `{ [param]: keyword }` and answers
 * `[{ value, label }]`. An entry that says `searched` (a party picker) also takes `{ id }`: the
 * search then asks it for the label of a value given from outside (`OptionSearch.byValue`).
 */
export function searchOptions<P extends object>(entry: OptionsCall<P>, param = 'name'): OptionSearch {
  const search: OptionSearch = async (keyword) => (await entry({ [param]: keyword } as P)).data;
  if ((entry as { searched?: boolean }).searched) search.byValue = async (value) => (await entry({ id: value } as P)).data;
  return search;
}
