import { call, defineResource, enumOfLabels, type RowOf } from '@console/sdk/contract';
import { CLOUDCALL_ACCESS } from './access';

/** 计费单位: the filter's, the form's and the seed's values. */
export const SIP_ACCOUNT_PRICE_BILLING_UNIT = enumOfLabels(['6秒', '60秒']);

/** 状态: the filter's, the form's and the seed's values. */
export const SIP_ACCOUNT_PRICE_STATUS = enumOfLabels(['启用', '停用']);

/**
 * SIP账号价格 (/sipAccountPrice).
 * Each row belongs to a company and its agent: the backend shows a user only the rows of its scope.
 */
export const sipAccountPrice = defineResource({
  monthlyFee: { label: '月租（元/个/月）', kind: 'money', required: true, form: true, max: 1000, min: 0 },
  perMinute: { label: '通话单价（元/分钟）', kind: 'money', required: true, form: true, max: 10, min: 0 },
  billingUnit: { label: '计费单位', kind: 'enum', values: SIP_ACCOUNT_PRICE_BILLING_UNIT, required: true, form: true },
  accountCount: { label: 'SIP账号数', kind: 'number' },
  monthlyTotal: { label: '月租合计（元）', kind: 'money' },
  status: { label: '状态', kind: 'enum', values: SIP_ACCOUNT_PRICE_STATUS, required: true, form: true },
  companyName: { label: '企业', kind: 'text' },
  agentName: { label: '代理商', kind: 'text' },
  updatedAt: { label: '更新时间', kind: 'dateTime' },
});
export type SipAccountPriceRow = RowOf<typeof sipAccountPrice>;

/** `/api/cloudcall/sipAccountPrice/<verb>`. */
export const sipAccountPriceApi = {
  list: call.list('/api/cloudcall/sipAccountPrice/list', CLOUDCALL_ACCESS.sipNumber, sipAccountPrice, 'POST'),
  add: call.save<typeof sipAccountPrice, { id: number }>('/api/cloudcall/sipAccountPrice/add', CLOUDCALL_ACCESS.sipNumber, sipAccountPrice),
  update: call.save('/api/cloudcall/sipAccountPrice/update', CLOUDCALL_ACCESS.sipNumber, sipAccountPrice),
  delete: call.post<null, { id: number }>('/api/cloudcall/sipAccountPrice/delete', CLOUDCALL_ACCESS.sipNumber),
  export: call.sheet('/api/cloudcall/sipAccountPrice/export', CLOUDCALL_ACCESS.sipNumber, sipAccountPrice),
};
