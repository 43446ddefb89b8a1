import { asOptions, createResourcePage, dateTimeColumn, labelled, listFetch, textColumn, type FilterField } from '@console/sdk/kit';
import { intentionCustomerApi, LOG_ACTIONS, POOL_LABELS, type CrmLogRow } from '../contract';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PoolTag } from '../shared/tags';

export type RecordKind = 'release' | 'all';

const ACTION_COLORS: Record<string, string> = { 新增: 'green', 删除: 'red', 释放: 'orange', 自动回收: 'volcano', 领取: 'blue', 转移: 'purple', 分配: 'cyan', 回收: 'gold' };

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

export function recordColumns(kind: RecordKind, insideCompany: boolean): ColumnsType<CrmLogRow> {
  return [
    ...(kind === 'all'
      ? [
          textColumn<CrmLogRow>('对象', 'target'),
          { title: '操作', dataIndex: 'action', key: 'action', render: (action: string) => <Tag color={ACTION_COLORS[action] ?? 'default'}>{action}</Tag> },
        ]
      : []),
    textColumn('名称', 'recordName'),
    textColumn('手机号', 'recordPhone'),
    { title: '原客户池', dataIndex: 'fromPool', key: 'fromPool', render: (pool: string) => <PoolTag pool={pool} /> },
    { title: kind === 'release' ? '释放到' : '目标客户池', dataIndex: 'toPool', key: 'toPool', render: (pool: string) => <PoolTag pool={pool} /> },
    textColumn(kind === 'release' ? '原负责人' : '相关员工', 'targetUserName'),
    textColumn(kind === 'release' ? '释放原因' : '说明', 'detail'),
    textColumn('操作人', 'operatorName'),
    ...(insideCompany ? [] : [textColumn<CrmLogRow>('所属企业', 'companyName')]),
    dateTimeColumn('操作时间', 'createdAt'),
  ];
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
