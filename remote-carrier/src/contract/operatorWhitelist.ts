import { call, defineResource, MOBILE, type RowOf } from '@console/sdk/contract';
import { COMPANY_FIELD } from '@console/sdk/contract/parties';
import { CARRIER_ACCESS } from './access';

export const OPERATOR_WHITELIST_TEXTS = {
  duplicate: (phone: string) => `被叫号码 ${phone} 已在该企业的白名单中`,
} as const;

/**
 * 白名单: the whitelist page of every member of OPERATORS (/WNWhitelist, /WNWhitelistCY), its member
 * sent as `operator`. A callee reported by a company as consenting: the dialling gate lets the company's
 * calls to it pass the calling windows and the frequency limits (never a blacklist, a stop or a frozen number).
 */
export const operatorWhitelist = defineResource({
  phoneNumber: { label: '被叫号码', kind: 'code', filter: true, required: true, form: true, max: 11, pattern: MOBILE },
  companyId: { ...COMPANY_FIELD, form: 'add', required: true },
  remark: { label: '备注', kind: 'text', form: true, max: 100 },
  companyName: { label: '企业', kind: 'text' },
  agentName: { label: '代理商', kind: 'text' },
  createdAt: { label: '添加时间', kind: 'dateTime' },
});
export type OperatorWhitelistRow = RowOf<typeof operatorWhitelist>;

/** `/api/carrier/operatorWhitelist/<verb>`, each with `operator`. */
export const operatorWhitelistApi = {
  list: call.list('/api/carrier/operatorWhitelist/list', CARRIER_ACCESS.numberControl, operatorWhitelist, 'POST'),
  add: call.save<typeof operatorWhitelist, { id: number }>('/api/carrier/operatorWhitelist/add', CARRIER_ACCESS.numberControl, operatorWhitelist, '新增白名单'),
  update: call.save('/api/carrier/operatorWhitelist/update', CARRIER_ACCESS.numberControl, operatorWhitelist, '修改白名单'),
  delete: call.post<null, { id: number }>('/api/carrier/operatorWhitelist/delete', CARRIER_ACCESS.numberControl, '删除白名单'),
  export: call.sheet('/api/carrier/operatorWhitelist/export', CARRIER_ACCESS.numberControl, operatorWhitelist),
};
