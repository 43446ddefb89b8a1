import { createResourcePage } from '@console/sdk/kit';
import { customField, customFieldApi, FIELD_KINDS } from '../contract';
import { columnsFor } from '../shared/companyColumn';
import { forgetFormOptions } from '../shared/formOptions';

const FIELD_FILTERS = ['label', 'kind', 'builtin', 'createdAt'] as const;

/** The dialog's fields: a built-in field keeps its type; only custom fields choose one. */
const fieldFormFields = (builtin: boolean) =>
  builtin ? (['label', 'visible', 'sort'] as const) : (['label', 'kind', 'options', 'required', 'visible', 'sort'] as const);

/** Customer field configuration (/customTag): what getColumn answers and the customer form asks. */
export default createResourcePage({
  resource: customField,
  noun: '字段',
  list: customFieldApi.list,
  filters: FIELD_FILTERS,
  onChanged: forgetFormOptions,
  columns: ({ user }) => columnsFor(customField, user),
  form: {
    fields: (row) => fieldFormFields(Boolean(row?.builtin)),
    add: { call: customFieldApi.save, initialValues: { kind: FIELD_KINDS[0], visible: true, required: false, sort: 100 } },
    edit: { call: customFieldApi.save },
  },
  // Built-in fields are renamed, hidden and reordered, never deleted.
  remove: { call: customFieldApi.delete, visible: (row) => !row.builtin, confirm: (row) => `确定删除字段「${row.label}」吗?已填写的值将不再显示` },
});
