import { createResourcePage } from '@console/sdk/kit';
import { CALL_FAMILIES, callTemplates, templateApi } from '../contract';

/** A family's templates (/sipTemplate, /JobsipTemplate, /UUtemplate, /trumpetTemplate): admin only. */
export default createResourcePage((params: Record<string, unknown>) => {
  const family = CALL_FAMILIES.of(params);
  return {
    resource: callTemplates,
    noun: `${family.label}模板`,
    list: templateApi.templateList,
    params: { family: family.key },
    form: {
      add: { call: templateApi.templateSave, initialValues: { billingUnit: 6, enabled: 1 } },
      edit: { call: templateApi.templateSave },
    },
    remove: { call: templateApi.templateDelete, confirm: (row) => `确定删除模板「${row.name}」吗？` },
    exporter: templateApi.exportTemplates,
  };
});
