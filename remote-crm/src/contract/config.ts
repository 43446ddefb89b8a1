import { call, defineResource, REMARK_FIELD, ENABLED, type InputOf, type RowOf } from '@console/sdk/contract';
import { CRM_ACCESS, DICTIONARY_KINDS, DICTIONARY_LABELS, FIELD_KIND, FIELD_ORIGIN, FIELD_REQUIRED, FIELD_VISIBLE, TAG_COLORS, TEMPLATE_TYPE } from './domain';
import type { DictionaryKind } from './domain';

/** One list of a company's (its sources, tags or progress stages): the name is called by the list's own word. */
const dictionaryOf = (kind: DictionaryKind) => {
  const name = `${DICTIONARY_LABELS[kind]}名称`;
  return defineResource({
    name: { label: name, kind: 'text', filter: true, form: true, required: true, max: 20, pattern: { regex: /^[^,，]*$/, message: `${name}不能包含逗号` } },
    // The name is drawn as a tag of this colour.
    color: { label: '颜色', kind: 'enum', values: TAG_COLORS, form: true, filter: false, column: false },
    sort: { label: '排序', kind: 'number', form: true, min: 0, max: 9999, extra: '数字越小越靠前' },
    /** Customers of the company using this source, stage or tag. */
    customerCount: { label: '使用客户数', kind: 'number' },
    remark: { ...REMARK_FIELD, max: 100 },
    companyId: { label: '企业编号', kind: 'number', filter: 'exact', column: false, sort: false },
    companyName: { label: '所属企业', kind: 'text' },
    createdAt: { label: '创建时间', kind: 'dateTime' },
  });
};
/** Sources (/CRMsource), tags (/tag), progress stages (/followProgress): one resource each, alike but for their words. */
export const DICTIONARY = Object.fromEntries(DICTIONARY_KINDS.map((kind) => [kind, dictionaryOf(kind)])) as Record<
  DictionaryKind,
  ReturnType<typeof dictionaryOf>
>;
export type DictionaryRow = RowOf<(typeof DICTIONARY)['source']>;

/** A customer field (/customTag): built-in ones are renamed, hidden and reordered; custom ones choose a type. */
export const customField = defineResource({
  label: { label: '字段名称', kind: 'text', filter: true, form: true, required: true, max: 20 },
  kind: { label: '字段类型', kind: 'enum', values: FIELD_KIND, form: true, required: true },
  /** Comma-separated choices of a select field. */
  options: { label: '下拉选项', kind: 'text', form: true, max: 300, placeholder: '类型为下拉选项时填写，用逗号分隔，如：A类,B类,C类' },
  required: { label: '必填', kind: 'boolean', values: FIELD_REQUIRED, form: true, filter: false },
  visible: { label: '列表显示', kind: 'boolean', values: FIELD_VISIBLE, form: true, filter: false },
  sort: { label: '排序', kind: 'number', form: true, min: 0, max: 9999, extra: '数字越小越靠前' },
  builtin: { label: '字段来源', kind: 'boolean', values: FIELD_ORIGIN },
  companyId: { label: '企业编号', kind: 'number', filter: 'exact', column: false, sort: false },
  companyName: { label: '所属企业', kind: 'text' },
  createdAt: { label: '创建时间', kind: 'dateTime' },
});
export type CustomFieldRow = RowOf<typeof customField>;

/** A script, SMS or mail template (/modou). */
export const crmTemplate = defineResource({
  name: { label: '模板名称', kind: 'text', filter: true, form: true, required: true, max: 30 },
  type: { label: '模板类型', kind: 'enum', values: TEMPLATE_TYPE, form: true, required: true },
  content: { label: '模板内容', kind: 'longText', filter: true, form: true, required: true, max: 500, width: 360, extra: '可使用 {公司}、{品牌} 等占位符' },
  enabled: { label: '状态', kind: 'boolean', values: ENABLED, form: true },
  creatorName: { label: '创建人', kind: 'text' },
  companyName: { label: '所属企业', kind: 'text' },
  updatedAt: { label: '更新时间', kind: 'dateTime' },
});
export type CrmTemplateRow = RowOf<typeof crmTemplate>;

/** Sources (/CRMsource), tags (/tag), progress stages (/followProgress); the list's `kind` says which. */
export const crmDictionaryApi = {
  list: call.list('/api/crmDictionary/list', 'loggedIn', DICTIONARY.source, 'POST'),
  save: call.save<(typeof DICTIONARY)['source'], { id: number }, InputOf<(typeof DICTIONARY)['source']> & { id?: number; kind: DictionaryKind }>(
    '/api/crmDictionary/save',
    CRM_ACCESS.configurers,
    DICTIONARY.source,
    '保存CRM字典',
  ),
  delete: call.post<null, { id: number }>('/api/crmDictionary/delete', CRM_ACCESS.configurers, '删除CRM字典'),
};

/** Customer field configuration (/customTag); the columns themselves come from getColumn. */
export const customFieldApi = {
  list: call.list('/api/customField/list', 'loggedIn', customField, 'POST'),
  save: call.save<typeof customField, { id: number }>('/api/customField/save', CRM_ACCESS.configurers, customField, '保存自定义字段'),
  delete: call.post<null, { id: number }>('/api/customField/delete', CRM_ACCESS.configurers, '删除自定义字段'),
};

/** Script, SMS and mail templates (/modou). */
export const crmTemplateApi = {
  list: call.list('/api/crmTemplate/list', 'loggedIn', crmTemplate, 'POST'),
  save: call.save<typeof crmTemplate, { id: number }>('/api/crmTemplate/save', CRM_ACCESS.configurers, crmTemplate, '保存CRM模板'),
  delete: call.post<null, { id: number }>('/api/crmTemplate/delete', CRM_ACCESS.configurers, '删除CRM模板'),
};
