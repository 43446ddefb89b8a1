import { createResourcePage } from '@console/sdk/kit';
import { userPhoneApi, userPhone } from '../contract';

/** 员工手机 (/userPhone). */
export default createResourcePage({
  resource: userPhone,
  noun: '员工手机',
  list: userPhoneApi.list,
  form: {
    add: { call: userPhoneApi.add },
    edit: { call: userPhoneApi.update },
  },
  remove: { call: userPhoneApi.delete, confirm: (row) => `确定删除「${row.phoneNumber}」吗？` },
  exporter: userPhoneApi.export,
});
