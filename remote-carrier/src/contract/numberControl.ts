import { call, defineResource, enumOf, MOBILE, type InputOf, type RowOf } from '@console/sdk/contract';
import { COMPANY_FIELD } from '@console/sdk/contract/parties';
import { CARRIER_ACCESS } from './access';

/** 管控方式: 停止外呼 stops the number calling; 限速 lets it place at most `dailyLimit` calls a day (the dialling gate). */
export const NUMBER_CONTROL_MODE = enumOf([
  { value: '停止外呼', label: '停止外呼', color: 'red' },
  { value: '限速', label: '限速', color: 'orange' },
]);

/** 状态: only a rule 生效中 is asked by the gate; 已解除 keeps its record. */
export const NUMBER_CONTROL_STATUS = enumOf([
  { value: '生效中', label: '生效中', color: 'green' },
  { value: '已解除', label: '已解除', color: 'default' },
]);

/** Who set a rule: a person on the page, or the health score's threshold (`健康分`). */
export const NUMBER_CONTROL_SOURCE = enumOf([
  { value: '人工', label: '人工', color: 'blue' },
  { value: '健康分', label: '健康分', color: 'purple' },
]);

export const NUMBER_CONTROL_TEXTS = {
  limitMissing: '限速时请填写每日呼叫上限',
  duplicate: (phone: string) => `号码 ${phone} 已有生效中的管控规则，请编辑该规则`,
} as const;

/**
 * 号码管控 (/numberControl): a rule on a calling number (the line a call goes out on), set for the
 * number's company. The dialling gate (CONTRACT.md "The dialling gate") refuses a number 停止外呼,
 * and one 限速 once it has placed `dailyLimit` calls that day. One rule 生效中 per number.
 */
export const numberControl = defineResource({
  phoneNumber: { label: '号码', kind: 'code', filter: true, required: true, form: 'add', max: 11, pattern: MOBILE },
  companyId: { ...COMPANY_FIELD, form: 'add', required: true },
  mode: { label: '管控方式', kind: 'enum', values: NUMBER_CONTROL_MODE, required: true, form: true },
  dailyLimit: { label: '每日呼叫上限', kind: 'number', whole: true, form: true, max: 10000, min: 1, extra: '限速时必填' },
  reason: { label: '原因', kind: 'text', form: true, required: true, max: 100 },
  status: { label: '状态', kind: 'enum', values: NUMBER_CONTROL_STATUS, required: true, form: true },
  source: { label: '来源', kind: 'enum', values: NUMBER_CONTROL_SOURCE },
  companyName: { label: '企业', kind: 'text' },
  agentName: { label: '代理商', kind: 'text' },
  createdAt: { label: '创建时间', kind: 'dateTime' },
  updatedAt: { label: '更新时间', kind: 'dateTime' },
});
export type NumberControlRow = RowOf<typeof numberControl>;
export type NumberControlInput = InputOf<typeof numberControl> & { id?: number };

/** `/api/carrier/numberControl/<verb>`. */
export const numberControlApi = {
  list: call.list('/api/carrier/numberControl/list', CARRIER_ACCESS.numberControl, numberControl, 'POST'),
  add: call.save<typeof numberControl, { id: number }>('/api/carrier/numberControl/add', CARRIER_ACCESS.numberControl, numberControl, '新增号码管控'),
  update: call.save('/api/carrier/numberControl/update', CARRIER_ACCESS.numberControl, numberControl, '修改号码管控'),
  delete: call.post<null, { id: number }>('/api/carrier/numberControl/delete', CARRIER_ACCESS.numberControl, '删除号码管控'),
  export: call.sheet('/api/carrier/numberControl/export', CARRIER_ACCESS.numberControl, numberControl),
};
