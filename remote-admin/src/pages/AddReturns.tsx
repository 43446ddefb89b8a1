import { createResourcePage } from '@console/sdk/kit';
import { rechargeApi, rechargeApplications } from '../contract';

/**
 * 充值申请 (/addReturns): a user applies for a top-up of a company in its reach; the application waits
 * (待处理) in the admin's bell and on /woniuRecharge, where handling it credits the company's balance.
 */
export default createResourcePage({
  resource: rechargeApplications,
  noun: '充值',
  list: rechargeApi.list,
  form: {
    add: { call: rechargeApi.apply, label: '申请充值', title: '申请充值', initialValues: { kind: 'data' }, successMessage: '已提交充值申请，待平台处理' },
  },
});
