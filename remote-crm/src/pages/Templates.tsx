import { createResourcePage } from '@console/sdk/kit';
import { crmTemplate, crmTemplateApi, TEMPLATE_TYPE } from '../contract';
import { columnsFor } from '../shared/companyColumn';

export const TEMPLATE_FILTERS = ['name', 'type', 'enabled', 'content', 'updatedAt'] as const;

/** Template management (/modou): follow-up scripts, SMS and mail templates of the company. */
export default createResourcePage({
  resource: crmTemplate,
  noun: '模板',
  list: crmTemplateApi.list,
  filters: TEMPLATE_FILTERS,
  columns: ({ user }) => columnsFor(crmTemplate, user),
  columnOverrides: { content: { ellipsis: true } },
  form: {
    add: { call: crmTemplateApi.save, initialValues: { type: TEMPLATE_TYPE.values[0], enabled: true } },
    edit: { call: crmTemplateApi.save },
  },
  remove: { call: crmTemplateApi.delete, confirm: (row) => `确定删除模板「${row.name}」吗?` },
});
