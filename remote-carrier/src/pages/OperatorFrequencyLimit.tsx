import { createResourcePage, type ResourcePageConfig } from '@console/sdk/kit';
import { OPERATORS, operatorFrequencyLimitApi, operatorFrequencyLimit, type OperatorFrequencyLimitRow } from '../contract';

/** 频次限制: one page for every member of OPERATORS with a frequencyLimit page; its member from the route. */
export default createResourcePage((params): ResourcePageConfig<OperatorFrequencyLimitRow, typeof operatorFrequencyLimit> => {
  const member = OPERATORS.of(params);
  return {
    resource: operatorFrequencyLimit,
    noun: '频次规则',
    params: { operator: member.key },
    list: operatorFrequencyLimitApi.list,
    form: {
      add: { call: operatorFrequencyLimitApi.add, initialValues: { enabled: '生效中', perDay: 300, perHour: 60, calleePerDay: 3 } },
      edit: { call: operatorFrequencyLimitApi.update },
    },
    // The kit sends the page's params with a list, an export, an add and an edit, not with a delete: the brand is named here.
    remove: {
      call: operatorFrequencyLimitApi.delete,
      confirm: (row) => `确定删除「${row.companyName}」的频次规则吗？`,
      toRequest: (row) => ({ id: row.id, operator: member.key }),
    },
    exporter: operatorFrequencyLimitApi.export,
  };
});
