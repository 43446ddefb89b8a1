import { call, defineResource, enumOf, type RowOf } from '@console/sdk/contract';
import { COMPANY_FIELD } from '@console/sdk/contract/parties';
import { CARRIER_ACCESS } from './access';

/** The rules that flag a call of a virtual-operator number (CONTRACT.md "Abnormal calls"). */
export const ABNORMAL_RULE = enumOf([
  { value: '投诉风险', label: '投诉风险', color: 'red' },
  { value: '短时通话', label: '短时通话', color: 'orange' },
  { value: '高频外呼', label: '高频外呼', color: 'volcano' },
  { value: '健康分过低', label: '健康分过低', color: 'purple' },
]);

export const ABNORMAL_HANDLED = enumOf([
  { value: 0, label: '未处理', color: 'red' },
  { value: 1, label: '已处理', color: 'green' },
]);

export const ABNORMAL_TEXTS = {
  /** Short calls: a connected call under this many seconds. */
  shortSeconds: 10,
  /** Hard calling: a number's calls of one day from this one on. */
  callsPerDay: 8,
  handledAlready: (count: number) => `所选记录中有 ${count} 条已处理，请只选择未处理的记录`,
  handledDone: (count: number) => `已处理 ${count} 条记录`,
} as const;

/**
 * An abnormal call (/WNAbnormalCallList, /WNAbnormalCallListCY, /DJAbnormalCallList, /gmAbnormalCallList,
 * /CCWNAbnormalCallList: the abnormalCalls page of every OPERATORS member that has it, its member sent as
 * `operator`): a call record of one of the brand's numbers flagged by a rule, until someone handles it.
 */
export const abnormalCalls = defineResource({
  phoneNumber: { label: '号码', kind: 'code', filter: true, max: 11 },
  callee: { label: '被叫号码', kind: 'code', filter: true, max: 11 },
  rule: { label: '异常类型', kind: 'enum', values: ABNORMAL_RULE },
  reason: { label: '异常说明', kind: 'text', width: 220 },
  startTime: { label: '通话时间', kind: 'dateTime' },
  durationSeconds: { label: '通话时长', kind: 'duration' },
  callStatus: { label: '呼叫结果', kind: 'text' },
  companyId: { ...COMPANY_FIELD, column: false },
  companyName: { label: '企业', kind: 'text' },
  agentName: { label: '代理商', kind: 'text' },
  handled: { label: '处理状态', kind: 'enum', values: ABNORMAL_HANDLED },
  handledBy: { label: '处理人', kind: 'text' },
  handledAt: { label: '处理时间', kind: 'dateTime' },
  remark: { label: '处理说明', kind: 'text', max: 200 },
});
export type AbnormalCallRow = RowOf<typeof abnormalCalls>;

/** The abnormal calls of a brand: `/api/carrier/abnormalCall/<verb>` with `operator`, and the spec's AbnormalCallCheck. */
export const abnormalCallApi = {
  list: call.list('/api/carrier/abnormalCall/list', CARRIER_ACCESS.numberControl, abnormalCalls, 'POST'),
  export: call.sheet('/api/carrier/abnormalCall/export', CARRIER_ACCESS.numberControl, abnormalCalls),
  /** Marks items handled (spec section 7), with a remark; all or none: an item handled already refuses the batch. */
  check: call.post<{ handled: number }, { ids: number[]; remark?: string; operator: string }>(
    '/api/record/AbnormalCallCheck',
    CARRIER_ACCESS.numberControl,
    '处理异常通话',
  ),
};

/**
 * An abnormal number (/gmAbnormalNumber): one of GM's numbers whose health score (HEALTH) is below the
 * threshold, with the signals that cost it most, computed from its recent calls on every request.
 */
export const abnormalNumbers = defineResource({
  phoneNumber: { label: '号码', kind: 'code', filter: true, max: 11 },
  healthScore: { label: '健康分', kind: 'number', sort: true },
  reasons: { label: '异常原因', kind: 'text', width: 280 },
  calls: { label: '近30天呼叫', kind: 'number', sort: true },
  connectRate: { label: '接通率（%）', kind: 'number', sort: true },
  shortShare: { label: '短通话占比（%）', kind: 'number', sort: true },
  complaints: { label: '投诉', kind: 'number', sort: true },
  markers: { label: '标记次数', kind: 'number', sort: true },
  companyId: { ...COMPANY_FIELD, column: false },
  companyName: { label: '企业', kind: 'text' },
  agentName: { label: '代理商', kind: 'text' },
});
export type AbnormalNumberRow = RowOf<typeof abnormalNumbers>;

export const abnormalNumberApi = {
  list: call.list('/api/carrier/abnormalNumber/list', CARRIER_ACCESS.adminLines, abnormalNumbers, 'POST'),
  export: call.sheet('/api/carrier/abnormalNumber/export', CARRIER_ACCESS.adminLines, abnormalNumbers),
};

/**
 * /cjabnormalCall (one brand only: 讯呼通): the abnormal calls of every line, read by every role with
 * business rows within its own scope (an agent its companies', a company and its people their company's),
 * on the spec's calls.
 */
export const cjAbnormalApi = {
  list: call.list('/api/record/cycjErrRecord', CARRIER_ACCESS.cjAbnormal, abnormalCalls, 'POST'),
  export: call.sheet('/api/record/exportCJErrRecord', CARRIER_ACCESS.cjAbnormal, abnormalCalls),
};
