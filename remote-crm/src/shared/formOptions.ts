import { readSession } from '@console/sdk';
import { type FilterOption } from '@console/sdk/kit';
import { intentionCustomerApi, type CustomerFormOptions } from '../contract';
import { asOptions } from '@console/sdk/kit';

const cache = new Map<string, Promise<CustomerFormOptions>>();

/** The user's sources, stages, tags and customer columns, fetched once per user and page session. */
export function loadFormOptions(): Promise<CustomerFormOptions> {
  const key = readSession().userId;
  let pending = cache.get(key);
  if (!pending) {
    pending = intentionCustomerApi.formOptions().then((envelope) => envelope.data);
    pending.catch(() => cache.delete(key));
    cache.set(key, pending);
  }
  return pending;
}

/** After a source, stage, tag or field changes, the next page to ask gets the new lists. */
export function forgetFormOptions(): void {
  cache.clear();
}

const optionsOf = (pick: (options: CustomerFormOptions) => string[]) => async (): Promise<FilterOption[]> => asOptions(pick(await loadFormOptions()));
/** The choices of a search form's source, progress and tag selects. */
export const SOURCE_OPTIONS = optionsOf((options) => options.sources);
export const PROGRESS_OPTIONS = optionsOf((options) => options.progress);
export const TAG_OPTIONS = optionsOf((options) => options.tags);
