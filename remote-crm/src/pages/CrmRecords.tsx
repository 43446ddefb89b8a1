import { asOptions, createResourcePage, labelled, listFetch, specColumns, type FilterField } from '@console/sdk/kit';
import { intentionCustomerApi, LOG_ACTIONS, LOG_COLUMNS, POOL_LABELS, type CrmLogRow } from '../contract';
import type { ColumnsType } from 'antd/es/table';

export type RecordKind = 'release' | 'all';

export function recordFilters(kind: RecordKind): FilterField[] {
  const common: FilterField[] = [
    { kind: 'text', name: 'recordName', label: '名称' },
    { kind: 'text', name: 'recordPhone', label: '手机号' },
    { kind: 'text', name: 'operatorName', label: '操作人' },
    { kind: 'dateRange', name: 'created', label: '操作时间' },
  ];
  if (kind === 'release') return [...common.slice(0, 2), { kind: 'select', name: 'toPool', label: '释放到', options: labelled({ high: POOL_LABELS.high, department: POOL_LABELS.department }) }, ...common.slice(2)];
  return [
    { kind: 'select', name: 'target', label: '对象', options: asOptions(['客户', '线索']) },
    { kind: 'select', name: 'action', label: '操作', options: asOptions(LOG_ACTIONS) },
    ...common,
  ];
}

/** /release lists the releases only; /operationRecord every operation. */
export const recordFetch = (kind: RecordKind) => listFetch<CrmLogRow>(intentionCustomerApi.operationRecord, kind === 'release' ? { action: '释放' } : {});

/** /release shows the releases in their own words; a company member needs no company column. */
export function recordColumns(kind: RecordKind, insideCompany: boolean): ColumnsType<CrmLogRow> {
  const release = kind === 'release';
  return specColumns(LOG_COLUMNS, {
    omit: [...(release ? ['target', 'action'] : []), ...(insideCompany ? ['companyName'] : [])],
    overrides: release ? { toPool: { title: '释放到' }, targetUserName: { title: '原负责人' }, detail: { title: '释放原因' } } : {},
  });
}

/** Release records (/release) and operation records (/operationRecord): one page, `kind` from the manifest. */
export default createResourcePage<CrmLogRow>(({ kind = 'all' }) => ({
  noun: '操作记录',
  rowKey: 'id',
  list: intentionCustomerApi.operationRecord,
  params: kind === 'release' ? { action: '释放' } : {},
  filters: recordFilters(kind as RecordKind),
  columns: ({ user }) => recordColumns(kind as RecordKind, user.insideCompany),
  exporter: intentionCustomerApi.exportOperationRecord,
}));
