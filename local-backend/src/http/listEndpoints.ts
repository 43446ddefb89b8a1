import type { CallSpec, ColumnSpec } from '@console/sdk/contract';
import { type AuthedContext, define, type Endpoints } from './endpoint';
import { allOf, type ListQuery, pageOf } from './page';
import { paging } from './params';
import { sendSheet } from './sheet';

/**
 * A list and its spreadsheet export over one query: the list answers a page of it, the export every
 * row (as many as a sheet holds) with the columns its entry declares, in a file named `fileName`.
 */
export function listEndpoints(pair: {
  list: CallSpec;
  sheet: CallSpec & { columns: readonly ColumnSpec[] };
  fileName: string;
  query: (context: AuthedContext) => ListQuery;
}): Endpoints {
  const { list, sheet, fileName, query } = pair;
  return [
    define({ call: list, handler: (context) => pageOf(context.db, query(context), paging(context.params)) }),
    define({ call: sheet, handler: (context) => sendSheet(context.reply, context.params, fileName, sheet.columns, allOf(context.db, query(context))) }),
  ];
}
