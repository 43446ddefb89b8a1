import { createResourcePage } from '@console/sdk/kit';
import { userApi, users } from '../contract';

/** Staff (`POST /api/user/list`); the export has the list's columns. */
export default createResourcePage({
  resource: users,
  noun: '员工',
  list: userApi.list,
  exporter: userApi.downloadUsers,
});
