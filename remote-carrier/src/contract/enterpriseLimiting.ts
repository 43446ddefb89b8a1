import { call, defineResource, enumOf, type RowOf } from '@console/sdk/contract';
import { COMPANY_FIELD } from '@console/sdk/contract/parties';
import { CARRIER_ACCESS } from './access';

/** 限呼方式: 停止外呼 stops every call of the company; 限量 lets the company place at most `dailyLimit` calls a day. */
export const ENTERPRISE_LIMITING_MODE = enumOf([
  { value: '停止外呼', label: '停止外呼', color: 'red' },
  { value: '限量', label: '限量', color: 'orange' },
]);

/** 状态: only a rule 生效中 is asked by the gate. */
export const ENTERPRISE_LIMITING_STATUS = enumOf([
  { value: '生效中', label: '生效中', color: 'green' },
  { value: '已解除', label: '已解除', color: 'default' },
]);

export const ENTERPRISE_LIMITING_TEXTS = {
  limitMissing: '限量时请填写企业每日呼叫上限',
  duplicate: (company: string) => `企业「${company}」已有限呼规则，请编辑该规则`,
} as const;

/**
 * 企业限呼 (/enterpriseLimiting): one rule per company, on every call the company places (its batches,
 * its staff's click-to-call and its numbers' lines), asked by the dialling gate.
 */
export const enterpriseLimiting = defineResource({
  companyId: { ...COMPANY_FIELD, form: 'add', required: true },
  mode: { label: '限呼方式', kind: 'enum', values: ENTERPRISE_LIMITING_MODE, required: true, form: true },
  dailyLimit: { label: '企业每日呼叫上限', kind: 'number', whole: true, form: true, max: 1000000, min: 1, extra: '限量时必填' },
  reason: { label: '原因', kind: 'text', required: true, form: true, max: 100 },
  status: { label: '状态', kind: 'enum', values: ENTERPRISE_LIMITING_STATUS, required: true, form: true },
  companyName: { label: '企业', kind: 'text' },
  agentName: { label: '代理商', kind: 'text' },
  updatedAt: { label: '更新时间', kind: 'dateTime' },
});
export type EnterpriseLimitingRow = RowOf<typeof enterpriseLimiting>;

/** `/api/carrier/enterpriseLimiting/<verb>`. */
export const enterpriseLimitingApi = {
  list: call.list('/api/carrier/enterpriseLimiting/list', CARRIER_ACCESS.numberControl, enterpriseLimiting, 'POST'),
  add: call.save<typeof enterpriseLimiting, { id: number }>(
    '/api/carrier/enterpriseLimiting/add',
    CARRIER_ACCESS.numberControl,
    enterpriseLimiting,
    '新增企业限呼',
  ),
  update: call.save('/api/carrier/enterpriseLimiting/update', CARRIER_ACCESS.numberControl, enterpriseLimiting, '修改企业限呼'),
  delete: call.post<null, { id: number }>('/api/carrier/enterpriseLimiting/delete', CARRIER_ACCESS.numberControl, '删除企业限呼'),
  export: call.sheet('/api/carrier/enterpriseLimiting/export', CARRIER_ACCESS.numberControl, enterpriseLimiting),
};
