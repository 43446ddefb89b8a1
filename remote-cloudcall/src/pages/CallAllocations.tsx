import { AGENT_FIELD } from '@console/sdk/contract/parties';
import { createResourcePage, currentUser, formField } from '@console/sdk/kit';
import { allocationApi, CALL_FAMILIES, callAllocations } from '../contract';
import { companyField, templateField } from './familyFields';

const TERMS = ['pricePerMinute', 'concurrency', 'lines', 'enabled'] as const;

/**
 * A family's allocations (/enterpriseAllocation, /JobenterpriseAllocation, /trumpetenterpriseAllocation): the
 * platform allocates a template to an agent or a company, an agent to its companies within what it holds;
 * a company reads its own.
 */
export default createResourcePage((params: Record<string, unknown>) => {
  const family = CALL_FAMILIES.of(params);
  const template = templateField(family.key);
  const user = currentUser();
  const platform = user.role === 'admin';
  const agent = formField('agentId', { ...AGENT_FIELD, extra: '分配给代理商时选择' });
  // The platform names an agent or a company; an agent one of its companies.
  const target = platform ? [agent, companyField('留空即分配给代理商本身；选择企业时在其代理商的分配额度内')] : [{ ...companyField(), required: true }];
  return {
    resource: callAllocations,
    noun: `${family.label}分配`,
    list: allocationApi.allocationList,
    params: { family: family.key },
    filters: [template, 'target', 'agentName', 'companyName', 'enabled', 'createdAt'],
    // A company only reads: no form, so none of its choices are asked for.
    form: user.can(allocationApi.allocationSave)
      ? {
          fields: (row) => (row ? TERMS : [{ ...template, required: true }, ...target, ...TERMS]),
          add: { call: allocationApi.allocationSave, label: '分配模板', initialValues: { enabled: 1 }, successMessage: '分配成功' },
          edit: { call: allocationApi.allocationSave, visible: (row) => platform || row.target === 'company', title: (row) => `编辑分配：${row.templateName}` },
        }
      : undefined,
    remove: {
      call: allocationApi.allocationDelete,
      visible: (row) => platform || row.target === 'company',
      confirm: (row) => `确定取消「${row.companyName || row.agentName}」的模板「${row.templateName}」分配吗？`,
    },
    exporter: allocationApi.exportAllocations,
  };
});
