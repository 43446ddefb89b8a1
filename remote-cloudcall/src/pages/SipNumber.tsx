import { createResourcePage, searchOptions, type FormField } from '@console/sdk/kit';
import { SIP_NUMBER_TEXTS, sipNumber, sipNumberApi, type SipNumberRow } from '../contract';

/**
 * 测试注册: the backend registers with the row's credentials and answers what came of it; a failure
 * is shown as the error it is. wss:// on a page served over https, as the phone itself connects.
 */
export async function testRegistration(row: Pick<SipNumberRow, 'id'>, pageProtocol = window.location.protocol): Promise<void> {
  const { data } = await sipNumberApi.test({ id: row.id, secure: pageProtocol === 'https:' ? 1 : 0 });
  if (!data.ok) throw new Error(data.message);
}

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
  rowActions: [
    {
      label: '测试注册',
      call: sipNumberApi.test,
      confirm: (row) => `用 SIP 账号 ${row.account} 的密码向 ${row.fsUrl}:${row.sslPort} 发送一次注册？不影响话机当前的注册`,
      run: (row) => testRegistration(row),
      successMessage: SIP_NUMBER_TEXTS.probe.ok,
    },
  ],
  remove: { call: sipNumberApi.delete, confirm: (row) => `确定删除 ${row.username} 的 SIP 账号 ${row.account} 吗？删除后其话机不再注册` },
  exporter: sipNumberApi.export,
});
