import { createResourcePage } from '@console/sdk/kit';
import { topUpApi, topUps } from '../contract';

/** Top-up list (/woniuRecharge): where the admin's bell leads; handling a top-up clears it from the bell. */
export default createResourcePage({
  resource: topUps,
  noun: '充值',
  list: topUpApi.list,
  rowActions: [
    {
      label: '处理',
      call: topUpApi.handle,
      visible: (row) => row.status === 'pending',
      confirm: (row) => `确认已为「${row.companyName}」处理该笔充值?`,
      run: (row) => topUpApi.handle({ id: row.id }),
      successMessage: '已处理',
    },
  ],
});
