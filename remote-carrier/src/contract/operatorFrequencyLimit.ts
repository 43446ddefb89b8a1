import { call, defineResource, enumOf, type RowOf } from '@console/sdk/contract';
import { COMPANY_FIELD } from '@console/sdk/contract/parties';
import { CARRIER_ACCESS } from './access';

/** 状态: only a rule 生效中 is asked by the gate. */
export const OPERATOR_FREQUENCY_LIMIT_ENABLED = enumOf([
  { value: '生效中', label: '生效中', color: 'green' },
  { value: '已停用', label: '已停用', color: 'default' },
]);

export const OPERATOR_FREQUENCY_LIMIT_TEXTS = {
  hourOverDay: '单号每小时上限不能大于单号每日上限',
  duplicate: '该企业在此运营商已有频次规则',
  defaultDuplicate: '此运营商已有默认规则',
} as const;

/**
 * 频次限制: the frequencyLimit page of every member of OPERATORS (/frequencyLimit, /frequencyLimitCY),
 * its member sent as `operator`. How often a number on the operator's line may call: a rule without a
 * company is the operator's default, a company's own rule replaces it for the company's numbers.
 */
export const operatorFrequencyLimit = defineResource({
  companyId: { ...COMPANY_FIELD, form: 'add', extra: '不选为该运营商的默认规则' },
  perDay: { label: '单号每日上限', kind: 'number', whole: true, required: true, form: true, max: 1000, min: 1 },
  perHour: { label: '单号每小时上限', kind: 'number', whole: true, required: true, form: true, max: 200, min: 1 },
  calleePerDay: { label: '同一被叫每日上限', kind: 'number', whole: true, required: true, form: true, max: 20, min: 1 },
  enabled: { label: '状态', kind: 'enum', values: OPERATOR_FREQUENCY_LIMIT_ENABLED, required: true, form: true },
  remark: { label: '备注', kind: 'text', form: true, max: 100 },
  companyName: { label: '企业', kind: 'text' },
  agentName: { label: '代理商', kind: 'text' },
  updatedAt: { label: '更新时间', kind: 'dateTime' },
});
export type OperatorFrequencyLimitRow = RowOf<typeof operatorFrequencyLimit>;

/** `/api/carrier/operatorFrequencyLimit/<verb>`, each with `operator`. */
export const operatorFrequencyLimitApi = {
  list: call.list('/api/carrier/operatorFrequencyLimit/list', CARRIER_ACCESS.numberControl, operatorFrequencyLimit, 'POST'),
  add: call.save<typeof operatorFrequencyLimit, { id: number }>(
    '/api/carrier/operatorFrequencyLimit/add',
    CARRIER_ACCESS.numberControl,
    operatorFrequencyLimit,
    '新增频次限制',
  ),
  update: call.save('/api/carrier/operatorFrequencyLimit/update', CARRIER_ACCESS.numberControl, operatorFrequencyLimit, '修改频次限制'),
  delete: call.post<null, { id: number }>('/api/carrier/operatorFrequencyLimit/delete', CARRIER_ACCESS.numberControl, '删除频次限制'),
  export: call.sheet('/api/carrier/operatorFrequencyLimit/export', CARRIER_ACCESS.numberControl, operatorFrequencyLimit),
};
