import { createResourcePage } from '@console/sdk/kit';
import { remoteLoginApi, remoteLogins } from '../contract';

/**
 * 远程登录记录 (/remoteLogin, admin): every login with its address and whether it differs from the
 * account's previous one; 强制下线 ends the account's sessions.
 */
export default createResourcePage({
  resource: remoteLogins,
  noun: '登录记录',
  list: remoteLoginApi.list,
  filters: ['username', 'realName', 'role', 'companyName', 'ip', 'changed', 'online', 'at'],
  rowActions: [
    {
      label: '强制下线',
      call: remoteLoginApi.kick,
      danger: true,
      visible: (row) => row.online === 1,
      confirm: (row) => `确定让「${row.username}」下线吗？其所有登录会话将立即失效。`,
      run: (row) => remoteLoginApi.kick({ userId: row.userId }),
      successMessage: '已强制下线',
    },
  ],
  exporter: remoteLoginApi.export,
});
