import type { KeyOf, Resource } from '@console/sdk/contract';

/**
 * A resource's columns but `omit` (a company member needs no company column, a pool no assignee):
 * the declaration's order, as keys the kit draws.
 */
export const columnsBut = <R extends Resource>(resource: R, ...omit: (KeyOf<R> | false)[]): KeyOf<R>[] =>
  resource.columns.map((column) => column.key as KeyOf<R>).filter((key) => !omit.includes(key));
