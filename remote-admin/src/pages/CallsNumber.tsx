import { createResourcePage } from '@console/sdk/kit';
import { callsNumberApi, callsNumber } from '../contract';

/** 外呼号码 (/callsNumber, admin): the calling numbers given to companies, with a daily limit; a number is one company's. */
export default createResourcePage({
  resource: callsNumber,
  noun: '外呼号码',
  list: callsNumberApi.list,
  filters: ['phoneNumber', 'operator', 'city', 'companyId', 'status', 'createdAt'],
  form: {
    add: { call: callsNumberApi.add, initialValues: { status: '正常', dailyLimit: 500 } },
    edit: { call: callsNumberApi.update },
  },
  remove: { call: callsNumberApi.delete, confirm: (row) => `确定删除外呼号码「${row.phoneNumber}」吗？` },
  exporter: callsNumberApi.export,
});
