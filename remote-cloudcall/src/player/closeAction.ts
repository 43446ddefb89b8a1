import { rowAction, type ResourceRowAction } from '@console/sdk/kit';
import { CLOSE_FIELDS, CLOSE_TEXTS, recordApi } from '../contract';

/**
 * 关闭录音 on a row that offers the player (/record, /record2, /recording, /riskList2): danger, a dialog asking the
 * reason and saying it cannot be undone, offered to the roles of `recordApi.close` only (not staff, oem, gm).
 */
export function closeRecordingAction<Row extends { id: number }>(visible?: (row: Row) => boolean): ResourceRowAction<Row, never> {
  return rowAction<Row, typeof CLOSE_FIELDS>({
    label: CLOSE_TEXTS.action,
    call: recordApi.close,
    danger: true,
    visible,
    form: { title: (row) => `${CLOSE_TEXTS.action} #${row.id}`, fields: CLOSE_FIELDS },
    run: (row, _context, values) => recordApi.close({ id: row.id, reason: values.reason }),
    successMessage: CLOSE_TEXTS.done,
  });
}
