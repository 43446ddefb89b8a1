import type { KeyOf, PageUser, Resource } from '@console/sdk/kit';

/** A resource's columns in declaration order, less 所属企业 inside a company (whose rows are all its own). */
export const columnsFor = <R extends Resource>(resource: R, user: PageUser): KeyOf<R>[] =>
  resource.columns.map((column) => column.key as KeyOf<R>).filter((key) => key !== 'companyName' || !user.insideCompany);
