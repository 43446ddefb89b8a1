import { createResourcePage, dateTimeColumn, enumColumn, labelled, listFetch, textColumn, type FilterField, type FormField } from '@console/sdk/kit';
import { customFieldApi, FIELD_KIND_LABELS, FIELD_KINDS, FIELD_ORIGIN, FIELD_REQUIRED, FIELD_VISIBLE, type CustomFieldRow } from '../contract';
import { forgetFormOptions } from '../shared/formOptions';

export const FIELD_FILTERS: FilterField[] = [
  { kind: 'text', name: 'label', label: '字段名称' },
  { kind: 'select', name: 'kind', label: '字段类型', options: labelled(FIELD_KIND_LABELS) },
  { kind: 'select', name: 'builtin', label: '字段来源', options: [{ value: 1, label: '内置字段' }, { value: 0, label: '自定义字段' }] },
];

export const fieldFetch = listFetch<CustomFieldRow>(customFieldApi.list);

/** The dialog's fields: a built-in field keeps its type; only custom fields choose one. */
export function fieldFormFields(builtin: boolean): FormField[] {
  const common: FormField[] = [
    { name: 'label', label: '字段名称', required: true, maxLength: 20 },
    { name: 'visible', label: '在列表中显示', kind: 'switch' },
    { name: 'sort', label: '排序', kind: 'number', min: 0, max: 9999, extra: '数字越小越靠前' },
  ];
  if (builtin) return common;
  return [
    ...common.slice(0, 1),
    { name: 'kind', label: '字段类型', kind: 'select', required: true, options: labelled(FIELD_KIND_LABELS) },
    { name: 'options', label: '下拉选项', placeholder: '类型为下拉选项时填写，用逗号分隔，如：A类,B类,C类', maxLength: 300 },
    { name: 'required', label: '必填', kind: 'switch' },
    ...common.slice(1),
  ];
}

/** Customer field configuration (/customTag): what getColumn answers and the customer form asks. */
export default createResourcePage<CustomFieldRow>({
  noun: '字段',
  rowKey: 'id',
  list: customFieldApi.list,
  filters: FIELD_FILTERS,
  onChanged: forgetFormOptions,
  columns: ({ user }) => [
    textColumn('字段名称', 'label'),
    { title: '字段类型', dataIndex: 'kind', key: 'kind', render: (kind: CustomFieldRow['kind']) => FIELD_KIND_LABELS[kind] ?? kind },
    textColumn('下拉选项', 'options'),
    enumColumn('必填', 'required', FIELD_REQUIRED),
    enumColumn('列表显示', 'visible', FIELD_VISIBLE),
    textColumn('排序', 'sort'),
    enumColumn('字段来源', 'builtin', FIELD_ORIGIN),
    ...(user.insideCompany ? [] : [textColumn<CustomFieldRow>('所属企业', 'companyName')]),
    dateTimeColumn('创建时间', 'createdAt'),
  ],
  form: {
    fields: (row) => fieldFormFields(row?.builtin === 1),
    add: { call: customFieldApi.save, initialValues: { kind: FIELD_KINDS[0], visible: true, required: false, sort: 100 } },
    edit: {
      call: customFieldApi.save,
      toValues: (row) => ({ label: row.label, kind: row.kind, options: row.options, required: row.required === 1, visible: row.visible === 1, sort: row.sort }),
    },
  },
  // Built-in fields are renamed, hidden and reordered, never deleted.
  remove: { call: customFieldApi.delete, visible: (row) => row.builtin === 0, confirm: (row) => `确定删除字段「${row.label}」吗?已填写的值将不再显示` },
});
