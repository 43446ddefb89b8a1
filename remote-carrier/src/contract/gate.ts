import { call, defineResource, enumOf, type RowOf } from '@console/sdk/contract';
import { COMPANY_FIELD } from '@console/sdk/contract/parties';
import { CARRIER_ACCESS } from './access';

/**
 * The rules of the dialling gate, in the order it asks them (CONTRACT.md "The dialling gate"): the
 * first that refuses is the one named. A callee on the company's whitelist passes every rule after
 * 黑名单 (the calling windows and the limits), never those before it.
 */
export const GATE_RULE = enumOf([
  { value: 'numberState', label: '号码状态', color: 'purple' },
  { value: 'numberStop', label: '号码管控', color: 'red' },
  { value: 'enterpriseStop', label: '企业限呼', color: 'red' },
  { value: 'blacklist', label: '黑名单', color: 'volcano' },
  { value: 'callingWindow', label: '呼叫时段', color: 'gold' },
  { value: 'numberRate', label: '号码限速', color: 'orange' },
  { value: 'enterpriseDaily', label: '企业限量', color: 'orange' },
  { value: 'operatorFrequency', label: '运营商频次', color: 'blue' },
  { value: 'platformFrequency', label: '平台频次', color: 'cyan' },
]);
export type GateRule = (typeof GATE_RULE.values)[number];

/** Where a call was about to be placed. */
export const GATE_SOURCE = enumOf([
  { value: '批次启动', label: '批次启动', color: 'blue' },
  { value: '批次外呼', label: '批次外呼', color: 'geekblue' },
  { value: '点击拨号', label: '点击拨号', color: 'green' },
]);
export type GateSource = (typeof GATE_SOURCE.values)[number];

/** The gate's refusals, each naming what refused (the message a user reads, and the log's reason). */
export const GATE_TEXTS = {
  numberState: (phone: string, state: string) => `号码 ${phone} 当前${state}，不能外呼`,
  numberStop: (phone: string, reason: string) => `号码 ${phone} 已被管控停止外呼（${reason}）`,
  enterpriseStop: (reason: string) => `企业已被限呼，停止外呼（${reason}）`,
  blacklist: (phone: string) => `被叫号码 ${phone} 在黑名单中`,
  callingWindow: (window: string, where: string) => `当前不在允许呼叫时段（${where} ${window}）`,
  numberRate: (phone: string, limit: number) => `号码 ${phone} 已限速，今日已达 ${limit} 次上限`,
  enterpriseDaily: (limit: number) => `企业今日外呼已达 ${limit} 次上限`,
  operatorPerDay: (phone: string, limit: number) => `号码 ${phone} 今日外呼已达运营商上限 ${limit} 次`,
  operatorPerHour: (phone: string, limit: number) => `号码 ${phone} 近一小时外呼已达运营商上限 ${limit} 次`,
  operatorCallee: (callee: string, limit: number) => `今日呼叫被叫 ${callee} 已达运营商上限 ${limit} 次`,
  platformPerDay: (phone: string, limit: number) => `主叫 ${phone} 今日外呼已达平台上限 ${limit} 次`,
  platformPerHour: (phone: string, limit: number) => `主叫 ${phone} 近一小时外呼已达平台上限 ${limit} 次`,
  platformRedial: (callee: string, minutes: number) => `被叫 ${callee} 在 ${minutes} 分钟内已被呼叫过，请稍后再拨`,
} as const;

/** A refused attempt (外呼拦截记录): when, where from, which rule and why; scoped to the user's agent or company. */
export const gateRefusals = defineResource({
  createdAt: { label: '拦截时间', kind: 'dateTime' },
  source: { label: '来源', kind: 'enum', values: GATE_SOURCE },
  rule: { label: '拦截规则', kind: 'enum', values: GATE_RULE },
  reason: { label: '原因', kind: 'text', width: 260 },
  caller: { label: '主叫号码', kind: 'code', filter: true, max: 20 },
  callee: { label: '被叫号码', kind: 'code', filter: true, max: 20 },
  reference: { label: '批次号', kind: 'code', filter: 'exact', max: 20 },
  companyId: { ...COMPANY_FIELD },
  companyName: { label: '企业', kind: 'text' },
  agentName: { label: '代理商', kind: 'text' },
  userName: { label: '操作人', kind: 'text' },
});
export type GateRefusalRow = RowOf<typeof gateRefusals>;

/** The dialling gate: `/api/gate/<verb>`. */
export const gateApi = {
  refusals: call.list('/api/gate/refusals', CARRIER_ACCESS.numberControl, gateRefusals, 'POST'),
  refusalsExport: call.sheet('/api/gate/refusalsExport', CARRIER_ACCESS.numberControl, gateRefusals),
};

const HH_MM = { regex: /^([01]\d|2[0-3]):[0-5]\d$/, message: '请输入 HH:mm 格式的时间' };

export const REGION_WINDOW_ENABLED = enumOf([
  { value: 1, label: '生效中', color: 'green' },
  { value: 0, label: '已停用', color: 'default' },
]);

export const REGION_WINDOW_TEXTS = {
  badWindow: '开始时间须早于结束时间',
  duplicate: (prefix: string) => `号段 ${prefix} 已有呼叫时段规则`,
} as const;

/**
 * A callee region's calling window (/callingWindows): callees whose number starts with `prefix` (a
 * number segment, 3–7 digits; the longest enabled match is the callee's region) may be called only
 * between `startTime` and `endTime`, whatever the company's window allows (the gate's rule 呼叫时段).
 */
export const regionWindows = defineResource({
  prefix: { label: '号段', kind: 'code', filter: true, required: true, form: true, max: 7, pattern: { regex: /^\d{3,7}$/, message: '号段为 3 到 7 位数字' } },
  region: { label: '地区', kind: 'text', filter: true, required: true, form: true, max: 20 },
  startTime: { label: '允许呼叫开始', kind: 'text', required: true, form: true, max: 5, placeholder: 'HH:mm', pattern: HH_MM },
  endTime: { label: '允许呼叫结束', kind: 'text', required: true, form: true, max: 5, placeholder: 'HH:mm', pattern: HH_MM },
  enabled: { label: '状态', kind: 'enum', values: REGION_WINDOW_ENABLED, required: true, form: true },
  remark: { label: '备注', kind: 'text', form: true, max: 100 },
  updatedAt: { label: '更新时间', kind: 'dateTime' },
});
export type RegionWindowRow = RowOf<typeof regionWindows>;

/** The callee regions' windows: platform-wide, set by the admin. */
export const regionWindowApi = {
  list: call.list('/api/gate/regionWindowList', CARRIER_ACCESS.adminLines, regionWindows, 'POST'),
  export: call.sheet('/api/gate/regionWindowExport', CARRIER_ACCESS.adminLines, regionWindows),
  save: call.save<typeof regionWindows, { id: number }>('/api/gate/regionWindowSave', CARRIER_ACCESS.adminLines, regionWindows, '保存呼叫时段规则'),
  delete: call.post<null, { id: number }>('/api/gate/regionWindowDelete', CARRIER_ACCESS.adminLines, '删除呼叫时段规则'),
};
