import { createResourcePage } from '@console/sdk/kit';
import { agentSerialApi, agentSerials } from '../contract';

/** 代理商序列号 (/agentSerial, admin): serials issued to agents, one per seat they may open; unused ones can be voided. */
export default createResourcePage({
  resource: agentSerials,
  noun: '序列号',
  list: agentSerialApi.serialList,
  filters: ['serial', 'agentId', 'companyName', 'status', 'createdAt', 'usedAt'],
  columns: ['serial', 'agentName', 'companyName', 'status', 'createdAt', 'usedAt'],
  form: {
    fields: ['agentId', 'count'],
    add: {
      call: agentSerialApi.serialGenerate,
      label: '生成序列号',
      successMessage: (result) => `已生成 ${(result as { data: { serials: string[] } }).data.serials.length} 个序列号`,
    },
  },
  rowActions: [
    {
      label: '作废',
      call: agentSerialApi.serialVoid,
      danger: true,
      visible: (row) => row.status === '未使用',
      confirm: (row) => `确定作废序列号 ${row.serial} 吗？作废后不能再使用。`,
      run: (row) => agentSerialApi.serialVoid({ id: row.id }),
      successMessage: '已作废',
    },
  ],
  exporter: agentSerialApi.serialExport,
});
