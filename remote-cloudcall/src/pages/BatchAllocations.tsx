import { createResourcePage, currentUser, formField } from '@console/sdk/kit';
import { batchAllocations, batchApi } from '../contract';

/**
 * Allocations of batch types (/cdrBatchAllocation): the platform gives an agent a quota and a price,
 * the agent gives its companies part of it; the backend refuses what exceeds the agent's holding.
 */
export default createResourcePage(() => {
  // The platform chooses an agent or a company; an agent chooses among its companies.
  const target =
    currentUser().role === 'admin'
      ? (['agentId', 'companyId'] as const)
      : ([{ ...formField('companyId', batchAllocations.fields.companyId), required: true }] as const);
  return {
    resource: batchAllocations,
    noun: '分配',
    list: batchApi.allocationList,
    filters: ['typeId', 'level', 'agentName', 'companyName', 'updatedAt'],
    form: {
      fields: (row) => (row ? ['quota', 'unitPrice'] : ['typeId', ...target, 'quota', 'unitPrice']),
      add: { call: batchApi.allocationSave, label: '新增分配' },
      edit: { call: batchApi.allocationSave, title: (row) => `编辑分配：${row.companyName || row.agentName} · ${row.typeName}` },
    },
    remove: { call: batchApi.allocationDelete, confirm: (row) => `确定收回「${row.companyName || row.agentName}」的「${row.typeName}」分配吗？` },
    exporter: batchApi.allocationExport,
  };
});
