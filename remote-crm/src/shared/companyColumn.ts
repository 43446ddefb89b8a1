import type { KeyOf, PageUser, Resource } from '@console/sdk/kit';
import { columnsBut } from './columns';

/** A resource's columns in declaration order, less 所属企业 inside a company (whose rows are all its own). */
export const columnsFor = <R extends Resource>(resource: R, user: PageUser): KeyOf<R>[] =>
  columnsBut(resource, user.insideCompany && ('companyName' as KeyOf<R>));
