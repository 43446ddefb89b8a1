import { call, defineResource, enumOf, type RowOf } from '@console/sdk/contract';
import { ADMIN_ACCESS } from './access';
import { USER_ROLE } from './organisation';

/** The account business a reseller platform bills and audits. */
export const BUSINESS_KIND = enumOf([
  { value: 'open', label: '开户', color: 'green' },
  { value: 'renew', label: '续期', color: 'blue' },
  { value: 'close', label: '停用/删除', color: 'red' },
  { value: 'restore', label: '恢复', color: 'orange' },
]);

/**
 * 业务记录 (/businessRecords): the accounts opened, renewed, closed and restored on the platform. The
 * spec names the page only; its rows are the operation log's account business (one record of each
 * write, never a second), so every area's account calls show here as soon as they are made.
 */
export const businessRecords = defineResource({
  kind: { label: '业务类型', kind: 'enum', values: BUSINESS_KIND },
  operation: { label: '操作', kind: 'text' },
  target: { label: '业务对象', kind: 'text', filter: true, max: 50 },
  username: { label: '经办人', kind: 'text', filter: true, max: 50 },
  role: { label: '经办人角色', kind: 'enum', values: USER_ROLE, filter: false },
  agentName: { label: '所属代理商', kind: 'text' },
  createdAt: { label: '办理时间', kind: 'dateTime', sort: true },
});
export type BusinessRecordRow = RowOf<typeof businessRecords>;

/** This project's calls (CONTRACT.md, "Rights and records"). */
export const businessRecordApi = {
  list: call.list('/api/businessRecord/list', ADMIN_ACCESS.businessRecords, businessRecords, 'POST'),
  export: call.sheet('/api/businessRecord/export', ADMIN_ACCESS.businessRecords, businessRecords),
};
