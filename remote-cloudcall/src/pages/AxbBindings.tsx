import { createResourcePage, DATE_TIME_FORMAT } from '@console/sdk/kit';
import dayjs from 'dayjs';
import { axbApi, axbBindings } from '../contract';

/** AXB bindings (/AXBBinding, admin): A and B bound to a middle number until their end; 解绑 frees the number. */
export default createResourcePage(() => ({
  resource: axbBindings,
  noun: 'AXB绑定',
  list: axbApi.bindingList,
  filters: ['xNumber', 'aPhone', 'bPhone', 'companyName', 'state', 'boundAt', 'expiresAt'],
  form: {
    fields: ['xNumber', 'aPhone', 'bPhone', 'expiresAt'],
    add: {
      call: axbApi.bind,
      label: '新增绑定',
      // A week from now unless the user sets another end.
      initialValues: { expiresAt: dayjs().add(7, 'day').format(DATE_TIME_FORMAT) },
    },
  },
  rowActions: [
    {
      label: '解绑',
      call: axbApi.unbind,
      visible: (row) => row.state === '绑定中',
      confirm: (row) => `确定解除 ${row.aPhone} 与 ${row.bPhone} 在中间号 ${row.xNumber} 上的绑定吗？`,
      run: (row) => axbApi.unbind({ id: row.id }),
      successMessage: '已解绑',
      danger: true,
    },
  ],
  exporter: axbApi.exportBindings,
}));
