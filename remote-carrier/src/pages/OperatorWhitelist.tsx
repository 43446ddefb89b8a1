import { createResourcePage, type ResourcePageConfig } from '@console/sdk/kit';
import { OPERATORS, operatorWhitelistApi, operatorWhitelist, type OperatorWhitelistRow } from '../contract';

/** 白名单: one page for every member of OPERATORS with a whitelist page; its member from the route. */
export default createResourcePage((params): ResourcePageConfig<OperatorWhitelistRow, typeof operatorWhitelist> => {
  const member = OPERATORS.of(params);
  return {
    resource: operatorWhitelist,
    noun: '白名单号码',
    params: { operator: member.key },
    list: operatorWhitelistApi.list,
    form: {
      add: { call: operatorWhitelistApi.add },
      edit: { call: operatorWhitelistApi.update },
    },
    // The kit sends the page's params with a list, an export, an add and an edit, not with a delete: the brand is named here.
    remove: {
      call: operatorWhitelistApi.delete,
      confirm: (row) => `确定删除「${row.phoneNumber}」吗？`,
      toRequest: (row) => ({ id: row.id, operator: member.key }),
    },
    exporter: operatorWhitelistApi.export,
  };
});
