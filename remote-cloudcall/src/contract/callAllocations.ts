import { call, defineResource, ENABLED_FIELD, enumOf, type InputOf, type QueryOf, type RowOf } from '@console/sdk/contract';
import { AGENT_FIELD, COMPANY_FIELD } from '@console/sdk/contract/parties';
import { CLOUDCALL_ACCESS } from './access';
import { templateApi } from './callTemplates';
import type { CallFamilyKey } from './families';

/** Whom an allocation is for: an agent (what it may pass on) or a company (what it uses). */
export const ALLOCATION_TARGET = enumOf([
  { value: 'agent', label: '代理商', color: 'blue' },
  { value: 'company', label: '企业', color: 'green' },
]);

/** Refusals of the allocation rules: a refused allocation says why. */
export const ALLOCATION_TEXTS = {
  noTarget: '请选择代理商或企业',
  notItsAgent: '所选企业不属于所选代理商',
  agentLacks: '该企业所属代理商未分配此模板，请先为代理商分配',
  templateDisabled: '该模板已停用，不能分配',
  duplicate: '该对象已分配此模板，请编辑原分配',
  /** A company's share of its agent's concurrency or lines, summed over the agent's companies. */
  overAgent: (what: '并发数' | '线路数', held: number, used: number, wanted: number) =>
    `${what}超出代理商可分配额度：代理商分配 ${held}，已分配给其他企业 ${used}，本次 ${wanted}`,
  belowCompanies: (what: '并发数' | '线路数', used: number) => `${what}不能低于已分配给企业的 ${used}`,
  overTemplate: (concurrency: number) => `并发数不能超过模板并发 ${concurrency}`,
  belowAgentPrice: (price: number) => `企业单价不能低于代理商单价 ${price.toFixed(2)} 元/分钟`,
  belowTemplatePrice: (price: number) => `代理商单价不能低于模板单价 ${price.toFixed(2)} 元/分钟`,
  hasCompanies: (count: number) => `该代理商分配下还有 ${count} 家企业的分配，不能删除`,
  hasNumbers: (count: number) => `该企业还有 ${count} 个绑定此模板的特服号码，不能删除`,
} as const;

/**
 * A template allocated to an agent or a company (/enterpriseAllocation, /JobenterpriseAllocation,
 * /trumpetenterpriseAllocation): its own price, concurrency and lines. A company's allocation is
 * bounded by its agent's allocation of the same template.
 */
export const callAllocations = defineResource({
  templateId: { label: '模板', kind: 'ref', options: templateApi.templateOptions, form: true, required: true },
  templateName: { label: '模板', kind: 'text' },
  target: { label: '分配对象', kind: 'enum', values: ALLOCATION_TARGET },
  agentId: { ...AGENT_FIELD, form: true, filter: false },
  agentName: { label: '代理商', kind: 'text', filter: true, max: 50 },
  companyId: { ...COMPANY_FIELD, form: true, filter: false },
  companyName: { label: '企业', kind: 'text', filter: true, max: 50 },
  pricePerMinute: { label: '单价（元/分钟）', kind: 'money', form: true, required: true, min: 0, max: 100 },
  concurrency: { label: '并发数', kind: 'number', whole: true, form: true, required: true, min: 1, max: 100000 },
  lines: { label: '线路数', kind: 'number', whole: true, form: true, required: true, min: 1, max: 100000 },
  enabled: ENABLED_FIELD,
  operatorName: { label: '操作人', kind: 'text' },
  createdAt: { label: '分配时间', kind: 'dateTime' },
});
export type CallAllocationRow = RowOf<typeof callAllocations>;

type OfFamily<P> = P & { family: CallFamilyKey };

/** Allocations: `/api/cloudcall/<verb>`, each with the route's `family`. */
export const allocationApi = {
  allocationList: call.list('/api/cloudcall/allocationList', CLOUDCALL_ACCESS.familyPages, callAllocations, 'POST'),
  /** Allocates a template (`templateId` and `agentId` or `companyId`), or edits an allocation (`id`: price, concurrency, lines, state). */
  allocationSave: call.save<typeof callAllocations, { id: number }, OfFamily<InputOf<typeof callAllocations> & { id?: number }>>(
    '/api/cloudcall/allocationSave',
    CLOUDCALL_ACCESS.familyWrite,
    callAllocations,
  ),
  allocationDelete: call.post<null, { id: number }>('/api/cloudcall/allocationDelete', CLOUDCALL_ACCESS.familyWrite),
  exportAllocations: call.sheet<OfFamily<QueryOf<typeof callAllocations>>>('/api/cloudcall/exportAllocations', CLOUDCALL_ACCESS.familyPages, callAllocations),
};
