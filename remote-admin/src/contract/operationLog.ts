import { call, defineResource, type RowOf } from '@console/sdk/contract';
import { ADMIN_ACCESS } from './access';
import { USER_ROLE } from './organisation';

/**
 * 操作日志 (/operationLog): one row per successful write in the admin area, written by the backend where
 * it binds the area's handlers, never by a page. An agent sees its own and its sub-agents' rows.
 */
export const operationLog = defineResource({
  username: { label: '操作人', kind: 'text', filter: true, max: 50 },
  role: { label: '角色', kind: 'enum', values: USER_ROLE },
  operation: { label: '操作', kind: 'text', filter: true, max: 50 },
  target: { label: '操作对象', kind: 'text', filter: false },
  /** What the write changed, field by field (the audit trail, CONTRACT.md); a secret only as changed. */
  changes: { label: '变更内容', kind: 'longText', filter: false, width: 360 },
  ip: { label: 'IP 地址', kind: 'code', filter: false },
  agentName: { label: '所属代理商', kind: 'text' },
  createdAt: { label: '操作时间', kind: 'dateTime', sort: true },
});
export type OperationLogRow = RowOf<typeof operationLog>;

/** The list is spec section 7's `getOperationRecord`; the export is this project's (CONTRACT.md, "Rights and records"). */
export const operationLogApi = {
  getOperationRecord: call.list('/api/user/getOperationRecord', ADMIN_ACCESS.rights, operationLog, 'POST'),
  export: call.sheet('/api/operationLog/export', ADMIN_ACCESS.rights, operationLog),
};
