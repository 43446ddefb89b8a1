import { createResourcePage } from '@console/sdk/kit';
import { callsNumberApi, callsNumber } from '../contract';

/** 外呼号码 (/callsNumber). */
export default createResourcePage({
  resource: callsNumber,
  noun: '外呼号码',
  list: callsNumberApi.list,
  form: {
    add: { call: callsNumberApi.add },
    edit: { call: callsNumberApi.update },
  },
  remove: { call: callsNumberApi.delete, confirm: (row) => `确定删除「${row.phoneNumber}」吗？` },
  exporter: callsNumberApi.export,
});
