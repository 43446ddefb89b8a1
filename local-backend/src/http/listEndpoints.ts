import type { CallSpec, ColumnSpec } from '@console/sdk/contract';
import { type AuthedContext, define, type Endpoints } from './endpoint';
import { exportRows } from './exportRows';
import { type ListQuery, pageOf } from './page';
import { paging } from './params';
import { sendSheet } from './sheet';

/**
 * A list and its spreadsheet export over one query: the list answers a page of it, the export every
 * row (read in chunks as the file streams, `exportRows`) with the columns its entry declares, in a file named `fileName`.
 */
export function listEndpoints(pair: {
  list: CallSpec;
  sheet: CallSpec & { columns: readonly ColumnSpec[] };
  fileName: string;
  query: (context: AuthedContext) => ListQuery;
  /** What a row holds beyond its query (the operation log's 变更内容), given to the list's page and the export alike. */
  complete?: (context: AuthedContext, rows: Record<string, unknown>[]) => Record<string, unknown>[];
}): Endpoints {
  const { list, sheet, fileName, query, complete = (_context, rows) => rows } = pair;
  return [
    define({
      call: list,
      handler: (context) => {
        const page = pageOf(context.db, query(context), paging(context.params));
        return { ...page, list: complete(context, page.list as Record<string, unknown>[]) };
      },
    }),
    define({
      call: sheet,
      handler: (context) =>
        sendSheet(
          context.reply,
          context.params,
          fileName,
          sheet.columns,
          exportRows(context.db, query(context), { complete: (rows) => complete(context, rows) }),
        ),
    }),
  ];
}
