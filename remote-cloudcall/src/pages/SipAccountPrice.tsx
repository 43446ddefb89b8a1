import { createResourcePage } from '@console/sdk/kit';
import { SIP_BILLING_UNIT, sipAccountPrice, sipAccountPriceApi } from '../contract';
import { companyField } from './familyFields';

const FIELDS = ['monthlyFee', 'perMinute', 'billingUnit', 'status'] as const;

/** SIP账号价格 (/sipAccountPrice, admin only): a company's monthly fee per SIP account and its per-minute price. */
export default createResourcePage({
  resource: sipAccountPrice,
  noun: 'SIP账号价格',
  list: sipAccountPriceApi.list,
  form: {
    fields: (row) => (row ? FIELDS : [{ ...companyField(), required: true }, ...FIELDS]),
    add: { call: sipAccountPriceApi.add, initialValues: { billingUnit: SIP_BILLING_UNIT.values[1], status: '启用' } },
    edit: { call: sipAccountPriceApi.update },
  },
  remove: { call: sipAccountPriceApi.delete, confirm: (row) => `确定删除「${row.companyName}」的 SIP 账号价格吗？` },
  exporter: sipAccountPriceApi.export,
});
