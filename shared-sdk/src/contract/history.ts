import { enumOf } from './enums';
import { HISTORY_ACCESS, HISTORY_TABLES } from './historyTables';
import { call } from './index';

export { HISTORY_ACCESS, HISTORY_TABLES };

/**
 * The audit trail's contract (CONTRACT.md, "The audit trail"): a record's history and which lists
 * have one. It lives with the contracts, not with the shell's own calls, so the page kit (bundled in
 * every remote) reaches the shell's client through the shared SDK like any area's entry.
 * `@console/sdk/history`.
 */

/** One field of a change: its label, and its old and new values as text (a secret: that it changed, no values). */
export interface FieldChange {
  field: string;
  label: string;
  old?: string;
  new?: string;
  secret?: true;
}

const blank = (value: string | undefined) => (value === undefined || value === '' ? '（空）' : value);

/** One field's change as read: `状态：正常 → 停用`, a value given or removed alone, a secret only as changed. */
export function changeText(change: FieldChange): string {
  if (change.secret) return `${change.label}：已修改`;
  if (change.old === undefined) return `${change.label}：${blank(change.new)}`;
  if (change.new === undefined) return `${change.label}：${blank(change.old)}`;
  return `${change.label}：${blank(change.old)} → ${blank(change.new)}`;
}

/** One write to a record (变更记录): who, when, through which operation, and what it changed. */
export interface ChangeEntry {
  id: number;
  /** YYYY-MM-DD HH:mm:ss */
  createdAt: string;
  username: string;
  role: string;
  operation: string;
  action: 'insert' | 'update' | 'delete';
  changes: FieldChange[];
}

/** The kinds of record with a history, by table: the operation log's filter by record. */
export const HISTORY_RECORD_KINDS = enumOf([
  ...new Map(Object.values(HISTORY_TABLES).map(({ table, noun }) => [table, { value: table, label: noun }])).values(),
]);

/**
 * A record's history (CONTRACT.md, "Audit trail"): the record is named by its page's list call (`list`,
 * the path; the backend knows which table it lists) and its `id`. Newest first.
 */
export const historyApi = {
  getHistory: call.post<ChangeEntry[], { list: string; id: number }>('/api/operationLog/getHistory', HISTORY_ACCESS),
};
