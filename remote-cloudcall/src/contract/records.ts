import { call, defineResource, enumOf } from '@console/sdk/contract';
import { CALL_FAMILY } from './families';

/** How a call ended (filter, tag colour; the seed's values). */
export const CALL_STATUS = enumOf([
  { value: '已接通', label: '已接通', color: 'green' },
  { value: '未接通', label: '未接通', color: 'default' },
  { value: '忙线', label: '忙线', color: 'orange' },
  { value: '拒接', label: '拒接', color: 'red' },
  { value: '空号', label: '空号', color: 'volcano' },
]);
export const CALL_RISK = enumOf([
  { value: 1, label: '风险', color: 'red' },
  { value: 0, label: '正常', color: 'green' },
]);
export const RISK_LEVEL = enumOf([
  { value: '高', label: '高', color: 'red' },
  { value: '中', label: '中', color: 'orange' },
  { value: '低', label: '低', color: 'blue' },
]);
export const RISK_HANDLED = enumOf([
  { value: 0, label: '未处理', color: 'orange' },
  { value: 1, label: '已处理', color: 'green' },
]);
export const RISK_KIND = enumOf([
  { value: '号码', label: '号码', color: 'blue' },
  { value: '客户', label: '客户', color: 'purple' },
]);

/** A call record (/record), with its bill when it is a cloud call: scoped by the backend to the user's agent, company or self. */
export const callRecords = defineResource({
  caller: { label: '主叫号码', kind: 'code', filter: true, max: 20 },
  callee: { label: '被叫号码', kind: 'code', filter: true, max: 20 },
  username: { label: '坐席', kind: 'text' },
  companyName: { label: '企业', kind: 'text' },
  startTime: { label: '呼叫时间', kind: 'dateTime' },
  durationSeconds: { label: '通话时长', kind: 'duration' },
  status: { label: '通话状态', kind: 'enum', values: CALL_STATUS },
  risk: { label: '风险', kind: 'enum', values: CALL_RISK },
  // A cloud call's bill, the figures its family's consumption page shows (billCall).
  family: { label: '云呼类型', kind: 'enum', values: CALL_FAMILY },
  templateName: { label: '模板', kind: 'text' },
  units: { label: '计费次数', kind: 'number' },
  unitPrice: { label: '单价（元/计费单位）', kind: 'number', sort: false },
  charge: { label: '费用（元）', kind: 'money' },
});

/** A risky call found by inspection (/riskList). */
export const riskCalls = defineResource({
  callee: { label: '被叫号码', kind: 'code', filter: true, max: 20 },
  caller: { label: '主叫号码', kind: 'code' },
  username: { label: '坐席', kind: 'text' },
  companyName: { label: '企业', kind: 'text' },
  keyword: { label: '命中关键词', kind: 'text' },
  level: { label: '风险等级', kind: 'enum', values: RISK_LEVEL },
  handled: { label: '处理状态', kind: 'enum', values: RISK_HANDLED },
  createdAt: { label: '发现时间', kind: 'dateTime' },
  // Numbers and customers; handling an entry writes who and when (issue 62, contract/inspection.ts).
  kind: { label: '名单类型', kind: 'enum', values: RISK_KIND },
  customerName: { label: '客户名称', kind: 'text', filter: true, max: 30 },
  handledBy: { label: '处理人', kind: 'text' },
  handledAt: { label: '处理时间', kind: 'dateTime' },
  handleNote: { label: '处理说明', kind: 'text', width: 180 },
});

/** Records and inspection (spec section 7). */
export const recordApi = {
  queryRequest: call.list('/api/record/queryRequest', 'loggedIn', callRecords, 'POST'),
  riskList: call.list('/api/record/riskList', 'loggedIn', riskCalls, 'POST'),
};
