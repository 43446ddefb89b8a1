import { createResourcePage } from '@console/sdk/kit';
import { userPhoneApi, userPhone } from '../contract';

/** 员工手机 (/userPhone, admin): the work phones staff call from; binding one in use stops the member's previous phone. */
export default createResourcePage({
  resource: userPhone,
  noun: '员工手机',
  list: userPhoneApi.list,
  form: {
    add: { call: userPhoneApi.add, label: '绑定手机', initialValues: { status: '在用' } },
    edit: { call: userPhoneApi.update },
  },
  remove: { call: userPhoneApi.delete, confirm: (row) => `确定删除「${row.realName}」的手机 ${row.phoneNumber} 吗？` },
  exporter: userPhoneApi.export,
});
