import { createResourcePage } from '@console/sdk/kit';
import { addressApi, addressErrors } from '../contract';

/** Companies whose registered address failed verification (/addressErrList, admin). */
export default createResourcePage({
  resource: addressErrors,
  noun: '地址异常企业',
  list: addressApi.errList,
});
