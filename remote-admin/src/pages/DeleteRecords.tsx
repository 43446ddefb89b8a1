import { createResourcePage } from '@console/sdk/kit';
import { deletedUsers, userApi } from '../contract';

/** Deleted staff (/deleteRecords, admin): each restorable with its company, department, role and status. */
export default createResourcePage({
  resource: deletedUsers,
  noun: '删除记录',
  list: userApi.deleteLog,
  rowActions: [
    {
      label: '恢复',
      call: userApi.restoreDeleted,
      confirm: (row) => `确定恢复员工「${row.realName}」（${row.username}）吗？恢复后可重新登录`,
      run: (row) => userApi.restoreDeleted({ id: row.id }),
      successMessage: '已恢复',
    },
  ],
});
