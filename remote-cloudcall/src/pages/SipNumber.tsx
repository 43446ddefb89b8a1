import { createResourcePage, searchOptions, type FormField } from '@console/sdk/kit';
import { SIP_NUMBER_TEXTS, sipNumber, sipNumberApi } from '../contract';

const ACCOUNT = ['account', 'ip', 'fsUrl', 'sslPort'] as const;
const userField: FormField = { name: 'userId', label: '所属用户', kind: 'select', required: true, search: searchOptions(sipNumberApi.userOptions) };
/** A new account needs a password; an edit sets a new one only when one is typed. */
const { regex, message } = sipNumber.fields.password.pattern;
const password: FormField = { name: 'password', label: '密码', kind: 'password', maxLength: 32, rules: [{ pattern: regex, message }] };
const newPassword: FormField = { ...password, required: true, requiredMessage: SIP_NUMBER_TEXTS.passwordMissing };
const changedPassword: FormField = { ...password, label: '新密码', extra: '留空则保持原密码', placeholder: '留空则不修改' };

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
    fields: (row) => (row ? [...ACCOUNT, changedPassword] : [userField, ...ACCOUNT, newPassword]),
    add: { call: sipNumberApi.add, initialValues: { sslPort: '7443' } },
    edit: { call: sipNumberApi.update, toValues: (row) => ({ account: row.account, ip: row.ip, fsUrl: row.fsUrl, sslPort: row.sslPort, password: '' }) },
  },
  remove: { call: sipNumberApi.delete, confirm: (row) => `确定删除 ${row.username} 的 SIP 账号 ${row.account} 吗？删除后其话机不再注册` },
  exporter: sipNumberApi.export,
});
