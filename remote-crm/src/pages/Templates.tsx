import { createResourcePage, dateTimeColumn, enumColumn, textColumn, type FilterField, type FormField } from '@console/sdk/kit';
import { crmTemplateApi, ENABLED, TEMPLATE_TYPE, type CrmTemplateRow } from '../contract';

export const TEMPLATE_FILTERS: FilterField[] = [
  { kind: 'text', name: 'name', label: '模板名称' },
  { kind: 'select', name: 'type', label: '模板类型', options: TEMPLATE_TYPE.options },
  { kind: 'select', name: 'enabled', label: '状态', options: ENABLED.options },
  { kind: 'text', name: 'content', label: '内容' },
];

export const TEMPLATE_FIELDS: FormField[] = [
  { name: 'name', label: '模板名称', required: true, maxLength: 30 },
  { name: 'type', label: '模板类型', kind: 'select', required: true, options: TEMPLATE_TYPE.options },
  { name: 'content', label: '模板内容', kind: 'textarea', required: true, maxLength: 500, extra: '可使用 {公司}、{品牌} 等占位符' },
  { name: 'enabled', label: '启用', kind: 'switch' },
];

/** Template management (/modou): follow-up scripts, SMS and mail templates of the company. */
export default createResourcePage<CrmTemplateRow>({
  noun: '模板',
  rowKey: 'id',
  list: crmTemplateApi.list,
  filters: TEMPLATE_FILTERS,
  columns: ({ user }) => [
    textColumn('模板名称', 'name'),
    enumColumn('模板类型', 'type', TEMPLATE_TYPE),
    { title: '模板内容', dataIndex: 'content', key: 'content', ellipsis: true, width: 360 },
    enumColumn('状态', 'enabled', ENABLED),
    textColumn('创建人', 'creatorName'),
    ...(user.insideCompany ? [] : [textColumn<CrmTemplateRow>('所属企业', 'companyName')]),
    dateTimeColumn('更新时间', 'updatedAt'),
  ],
  form: {
    fields: TEMPLATE_FIELDS,
    add: { call: crmTemplateApi.save, initialValues: { type: TEMPLATE_TYPE.values[0], enabled: true } },
    edit: { call: crmTemplateApi.save, toValues: ({ name, type, content, enabled }) => ({ name, type, content, enabled: enabled === 1 }) },
  },
  remove: { call: crmTemplateApi.delete, confirm: (row) => `确定删除模板「${row.name}」吗?` },
});
