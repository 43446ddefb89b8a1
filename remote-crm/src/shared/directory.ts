import { type FilterOption } from '@console/sdk/kit';
import { leadFindingApi, type LeadFindingFilters } from '../contract';
import { asOptions } from '@console/sdk/kit';

let pending: Promise<LeadFindingFilters> | null = null;

/** The directory's provinces, industries, statuses, platforms and categories, fetched once. */
export function directoryFilters(): Promise<LeadFindingFilters> {
  pending ??= leadFindingApi.filters().then((envelope) => envelope.data);
  pending.catch(() => {
    pending = null;
  });
  return pending;
}

const pick = (key: keyof LeadFindingFilters) => async (): Promise<FilterOption[]> => asOptions((await directoryFilters())[key]);
export const PROVINCE_OPTIONS = pick('provinces');
export const INDUSTRY_OPTIONS = pick('industries');
export const STATUS_OPTIONS = pick('statuses');
