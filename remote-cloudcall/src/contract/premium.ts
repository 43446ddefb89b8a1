import { call, defineResource, enumOfLabels, type RowOf } from '@console/sdk/contract';
import { CLOUDCALL_ACCESS } from './access';

/** 适用范围: the filter's, the form's and the seed's values. */
export const PREMIUM_SCOPE = enumOfLabels(['企业全部号码', '号段']);

/**
 * 附加费 (/premium).
 * Each row belongs to a company and its agent: the backend shows a user only the rows of its scope.
 */
export const premium = defineResource({
  scope: { label: '适用范围', kind: 'enum', values: PREMIUM_SCOPE, required: true, form: true },
  rangeStart: { label: '号段起始', kind: 'code', filter: true, form: true, max: 20 },
  rangeEnd: { label: '号段结束', kind: 'code', form: true, max: 20 },
  surcharge: { label: '附加费（元/分钟）', kind: 'money', required: true, form: true, min: 0 },
  remark: { label: '备注', kind: 'text', form: true, max: 100 },
  companyName: { label: '企业', kind: 'text' },
  agentName: { label: '代理商', kind: 'text' },
  updatedAt: { label: '更新时间', kind: 'dateTime' },
});
export type PremiumRow = RowOf<typeof premium>;

/** `/api/cloudcall/premium/<verb>`. */
export const premiumApi = {
  list: call.list('/api/cloudcall/premium/list', CLOUDCALL_ACCESS.premium, premium, 'POST'),
  add: call.save<typeof premium, { id: number }>('/api/cloudcall/premium/add', CLOUDCALL_ACCESS.premium, premium),
  update: call.save('/api/cloudcall/premium/update', CLOUDCALL_ACCESS.premium, premium),
  delete: call.post<null, { id: number }>('/api/cloudcall/premium/delete', CLOUDCALL_ACCESS.premium),
  export: call.sheet('/api/cloudcall/premium/export', CLOUDCALL_ACCESS.premium, premium),
};
