import { call, defineResource, REMARK_FIELD, ENABLED_FIELD, type InputOf, type QueryOf, type RowOf } from '@console/sdk/contract';
import { COMPANY_FIELD } from '@console/sdk/contract/parties';
import { CLOUDCALL_ACCESS } from './access';
import { templateApi } from './callTemplates';
import type { CallFamilyKey } from './families';

export const SPECIAL_NUMBER_TEXTS = {
  duplicate: (number: string) => `特服号码 ${number} 已存在`,
  notAllocated: '该企业未分配此模板，请先在企业分配中分配',
} as const;

/**
 * A special service number a company calls out from (/specialServiceNumber, /JobspecialServiceNumber,
 * /trumpetspecialServiceNumber), bound to a template of the family that the company holds.
 */
export const specialNumbers = defineResource({
  number: {
    label: '特服号码',
    kind: 'code',
    filter: true,
    form: true,
    required: true,
    max: 20,
    pattern: { regex: /^\d{3,20}$/, message: '特服号码应为 3 到 20 位数字' },
  },
  companyId: { ...COMPANY_FIELD, form: true, required: true, filter: false },
  companyName: { label: '企业', kind: 'text', filter: true, max: 50 },
  agentName: { label: '代理商', kind: 'text' },
  templateId: { label: '模板', kind: 'ref', options: templateApi.templateOptions, form: true, required: true },
  templateName: { label: '模板', kind: 'text' },
  enabled: ENABLED_FIELD,
  remark: { ...REMARK_FIELD, column: false },
  createdAt: { label: '创建时间', kind: 'dateTime' },
});
export type SpecialNumberRow = RowOf<typeof specialNumbers>;

type OfFamily<P> = P & { family: CallFamilyKey };

/** Special service numbers: `/api/cloudcall/<verb>`, each with the route's `family`. */
export const specialNumberApi = {
  specialNumberList: call.list('/api/cloudcall/specialNumberList', CLOUDCALL_ACCESS.familyPages, specialNumbers, 'POST'),
  /** Adds a number, or edits one (`id`). */
  specialNumberSave: call.save<typeof specialNumbers, { id: number }, OfFamily<InputOf<typeof specialNumbers> & { id?: number }>>(
    '/api/cloudcall/specialNumberSave',
    CLOUDCALL_ACCESS.familyWrite,
    specialNumbers,
    '保存特殊号码',
  ),
  specialNumberDelete: call.post<null, { id: number }>('/api/cloudcall/specialNumberDelete', CLOUDCALL_ACCESS.familyWrite, '删除特殊号码'),
  exportSpecialNumbers: call.sheet<OfFamily<QueryOf<typeof specialNumbers>>>(
    '/api/cloudcall/exportSpecialNumbers',
    CLOUDCALL_ACCESS.familyPages,
    specialNumbers,
  ),
};
