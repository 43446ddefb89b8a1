import { call, defineResource, REMARK_FIELD, ENABLED_FIELD, enumOf, type InputOf, type QueryOf, type RowOf } from '@console/sdk/contract';
import { CLOUDCALL_ACCESS } from './access';
import type { CallFamilyKey } from './families';
import { sipServerApi } from './sipServers';

/** How a call is billed: in units of 6 or 60 seconds, a started unit counting whole. */
export const BILLING_UNIT = enumOf([
  { value: 6, label: '6秒', color: 'blue' },
  { value: 60, label: '60秒', color: 'purple' },
]);

export const TEMPLATE_TEXTS = {
  overServer: (max: number) => `并发数不能超过所选服务器的最大并发 ${max}`,
  serverDisabled: '所选服务器已停用',
  inUse: (allocations: number) => `该模板已有 ${allocations} 条分配，不能删除，可改为停用`,
  billed: '该模板已有计费的通话，不能删除，可改为停用',
} as const;

type Option = { value: number; label: string };
/** The family's templates a user may choose (admin: every enabled one; agent and company: those allocated to them). */
const templateOptions = call.get<Option[], { family: CallFamilyKey }>('/api/cloudcall/templateOptions', CLOUDCALL_ACCESS.familyPages);

/**
 * A cloud-call template (/sipTemplate, /JobsipTemplate, /UUtemplate, /trumpetTemplate): a product of one family, its
 * list price per minute, its billing unit, its concurrency and the SIP server it runs on.
 */
export const callTemplates = defineResource({
  name: { label: '模板名称', kind: 'text', filter: true, form: true, required: true, max: 30 },
  serverId: { label: 'SIP服务器', kind: 'ref', options: sipServerApi.sipServerOptions, form: true, required: true },
  serverName: { label: 'SIP服务器', kind: 'text' },
  pricePerMinute: { label: '单价（元/分钟）', kind: 'money', form: true, required: true, min: 0, max: 100 },
  billingUnit: { label: '计费单位', kind: 'enum', values: BILLING_UNIT, form: true, required: true },
  concurrency: { label: '并发数', kind: 'number', whole: true, form: true, required: true, min: 1, max: 100000 },
  allocations: { label: '分配数', kind: 'number', sort: false },
  enabled: ENABLED_FIELD,
  remark: { ...REMARK_FIELD, column: false },
  createdAt: { label: '创建时间', kind: 'dateTime' },
});
export type CallTemplateRow = RowOf<typeof callTemplates>;

type OfFamily<P> = P & { family: CallFamilyKey };

/** Templates: `/api/cloudcall/<verb>`, each with the route's `family`. */
export const templateApi = {
  templateList: call.list('/api/cloudcall/templateList', CLOUDCALL_ACCESS.templates, callTemplates, 'POST'),
  /** Adds a template of the family, or edits one (`id`; its family stays). */
  templateSave: call.save<typeof callTemplates, { id: number }, OfFamily<InputOf<typeof callTemplates> & { id?: number }>>(
    '/api/cloudcall/templateSave',
    CLOUDCALL_ACCESS.templates,
    callTemplates,
    '保存云呼模板',
  ),
  /** Refused (TEMPLATE_TEXTS.inUse) while it is allocated. */
  templateDelete: call.post<null, { id: number }>('/api/cloudcall/templateDelete', CLOUDCALL_ACCESS.templates, '删除云呼模板'),
  exportTemplates: call.sheet<OfFamily<QueryOf<typeof callTemplates>>>('/api/cloudcall/exportTemplates', CLOUDCALL_ACCESS.templates, callTemplates),
  templateOptions,
};
