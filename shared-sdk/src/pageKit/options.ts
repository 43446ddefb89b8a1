import type { FilterOption } from './filters';

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

/** A form field's `search` from a contract entry that takes `{ [param]: keyword }` and answers `[{ value, label }]`. */
export const searchOptions =
  <P extends object>(entry: OptionsCall<P>, param = 'name') =>
  async (keyword: string): Promise<FilterOption[]> =>
    (await entry({ [param]: keyword } as P)).data;
