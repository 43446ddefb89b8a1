import { type FilterOption } from '@console/sdk/kit';
import { leadFindingApi, type IndustryTemplateRow, type LeadFindingFilters } from '../contract';
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

/** A template's filters as a directory search request. */
export function templateQuery(row: IndustryTemplateRow): Record<string, unknown> {
  const query: Record<string, unknown> = { industry: row.industry };
  if (row.province) query.province = row.province;
  if (row.capitalMin !== null) query.capitalMin = row.capitalMin;
  if (row.capitalMax !== null) query.capitalMax = row.capitalMax;
  if (row.foundedFrom) query.foundedAtFrom = row.foundedFrom;
  if (row.foundedTo) query.foundedAtTo = row.foundedTo;
  return query;
}
