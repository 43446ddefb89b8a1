import { createResourcePage } from '@console/sdk/kit';
import { axbApi, axbUsers } from '../contract';

/** Each company's callback service in one row (/GSAxb, admin, POST /api/xsAxb/userList): its numbers, live bindings, calls and spend. */
export default createResourcePage({
  resource: axbUsers,
  noun: 'AXB用户',
  list: axbApi.userList,
  exporter: axbApi.exportUsers,
});
