import { createResourcePage, currentUser } from '@console/sdk/kit';
import { CALL_FAMILIES, specialNumberApi, specialNumbers } from '../contract';
import { companyField, templateField } from './familyFields';

/** A family's special service numbers (/specialServiceNumber …), each bound to a template its company holds. */
export default createResourcePage((params: Record<string, unknown>) => {
  const family = CALL_FAMILIES.of(params);
  const template = templateField(family.key);
  return {
    resource: specialNumbers,
    noun: '特服号码',
    list: specialNumberApi.specialNumberList,
    params: { family: family.key },
    filters: ['number', 'companyName', template, 'enabled', 'createdAt'],
    // A company only reads: no form, so none of its choices are asked for.
    form: currentUser().can(specialNumberApi.specialNumberSave)
      ? {
          // A number stays with its company; its template may change among those the company holds.
          fields: (row) => ['number', ...(row ? [] : [{ ...companyField(), required: true }]), { ...template, required: true }, 'enabled', 'remark'],
          add: { call: specialNumberApi.specialNumberSave, initialValues: { enabled: 1 } },
          edit: { call: specialNumberApi.specialNumberSave, toRequest: (values, row) => ({ ...values, id: row.id, companyId: row.companyId }) },
        }
      : undefined,
    remove: { call: specialNumberApi.specialNumberDelete, confirm: (row) => `确定删除特服号码 ${row.number} 吗？` },
    exporter: specialNumberApi.exportSpecialNumbers,
  };
});
