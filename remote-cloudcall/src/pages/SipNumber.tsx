import { createResourcePage } from '@console/sdk/kit';
import { sipNumberApi, sipNumber } from '../contract';

/** SIP号码 (/sipNumber). */
export default createResourcePage({
  resource: sipNumber,
  noun: 'SIP号码',
  list: sipNumberApi.list,
  form: {
    add: { call: sipNumberApi.add },
    edit: { call: sipNumberApi.update },
  },
  remove: { call: sipNumberApi.delete, confirm: (row) => `确定删除「${row.account}」吗？` },
  exporter: sipNumberApi.export,
});
