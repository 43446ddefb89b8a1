import { createResourcePage, searchOptions, type FormField } from '@console/sdk/kit';
import { sipNumber, sipNumberApi } from '../contract';

const userField: FormField = { name: 'userId', label: '所属用户', kind: 'select', required: true, search: searchOptions(sipNumberApi.userOptions) };

/**
 * SIP号码 (/sipNumber, admin only): the staff members' SIP accounts, which the shell's phone registers
 * with at its next login. The password is never listed or exported.
 */
export default createResourcePage({
  resource: sipNumber,
  noun: 'SIP账号',
  list: sipNumberApi.list,
  form: {
    // The account belongs to one staff member, given when it is opened.
    fields: (row) => [...(row ? [] : [userField]), ...sipNumber.formKeys],
    add: { call: sipNumberApi.add, initialValues: { sslPort: '7443' } },
    edit: { call: sipNumberApi.update },
  },
  remove: { call: sipNumberApi.delete, confirm: (row) => `确定删除 ${row.username} 的 SIP 账号 ${row.account} 吗？删除后其话机不再注册` },
  exporter: sipNumberApi.export,
});
