import { ListPage, listFetch, resourceColumns, rowAction, type ResourceRowAction } from '@console/sdk/kit';
import { useMemo } from 'react';
import {
  NUMBER_ACTIONS,
  numberApi,
  numberEvent,
  optionalReasonFields,
  reasonFields,
  type CarrierNumberRow,
  type NumberAction,
  type NumberEventRow,
} from '../contract';

type Move = Exclude<NumberAction, 'close' | 'restart'>;

/**
 * A row action that moves a number's state (停机, 复机, 冻结 …): offered on the rows whose state
 * allows it (`NUMBER_ACTIONS`), asking first in a dialog that names the number and takes the reason.
 */
export function moveAction(action: Move, operator?: string): ResourceRowAction<CarrierNumberRow, never> {
  const rule = NUMBER_ACTIONS[action];
  return rowAction({
    label: rule.label,
    call: numberApi[action],
    visible: (row: CarrierNumberRow) => (rule.from as readonly string[]).includes(row.state),
    danger: rule.to !== 'open',
    form: {
      fields: rule.reason ? reasonFields : optionalReasonFields,
      title: (row) => `确定${rule.label}号码 ${row.phoneNumber} 吗？`,
    },
    run: (row, _context, values) =>
      numberApi[action]({ ids: String(row.id), reason: (values as { reason?: string }).reason ?? '', ...(operator ? { operator } : {}) }),
    successMessage: `已${rule.label}`,
  });
}

/** A number's moves, newest first: who, when and why. */
function NumberHistory({ numberId }: { numberId: number }) {
  const events = useMemo(() => listFetch<NumberEventRow>(numberApi.events, { numberId }), [numberId]);
  return (
    <ListPage<NumberEventRow>
      rowKey="id"
      ownState
      fetch={events}
      columns={resourceColumns(numberEvent, ['fromState', 'toState', 'reason', 'userName', 'at'])}
    />
  );
}

/** 状态记录: the row's history in a side panel. */
export const historyAction: ResourceRowAction<CarrierNumberRow, never> = {
  label: '状态记录',
  call: numberApi.events,
  drawer: { title: (row) => `状态记录：${row.phoneNumber}`, content: (row) => <NumberHistory numberId={row.id} />, size: 900 },
};
