import { createResourcePage } from '@console/sdk/kit';
import { HISTORY_RECORD_KINDS } from '@console/sdk/history';
import { operationLog, operationLogApi } from '../contract';

/**
 * 操作日志 (/operationLog): who did what, to what, what it changed, when and from where; filtered by who,
 * what, time and record (a kind of record, and its 编号), and exported with the changes.
 */
export default createResourcePage({
  resource: operationLog,
  noun: '操作日志',
  list: operationLogApi.getOperationRecord,
  filters: [
    'username',
    'role',
    'operation',
    'createdAt',
    { kind: 'select', name: 'recordTable', label: '记录类型', options: HISTORY_RECORD_KINDS.options },
    { kind: 'number', name: 'recordId', label: '记录编号', min: 1 },
  ],
  exporter: operationLogApi.export,
});
