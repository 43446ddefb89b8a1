import { createResourcePage } from '@console/sdk/kit';
import { axbApi, middleNumbers } from '../contract';

/** The middle numbers the companies hold (/middleNumber, admin), each with its live binding; 回收 returns a free one to stock. */
export default createResourcePage({
  resource: middleNumbers,
  noun: '中间号',
  list: axbApi.middleNumberList,
  filters: ['number', 'companyName', 'lineState', 'operator', 'status', 'allocatedAt'],
  rowActions: [
    {
      label: '回收',
      call: axbApi.numberRecycle,
      visible: (row) => row.lineState === '空闲',
      confirm: (row) => `确定从「${row.companyName}」回收中间号 ${row.number} 吗？`,
      run: (row) => axbApi.numberRecycle({ id: row.id }),
      successMessage: '已回收到库存',
    },
  ],
  exporter: axbApi.exportMiddleNumbers,
});
