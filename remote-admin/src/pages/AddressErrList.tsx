import { createResourcePage, ResourcePage } from '@console/sdk/kit';
import { addressApi, addressChanges, addressErrors, userControlApi, type AddressChangeRow } from '../contract';

/** Staff whose last login came from another address than the one before it: a second list, in the toolbar's dialog. */
export function AddressChangeList() {
  return (
    <ResourcePage<AddressChangeRow, typeof addressChanges> resource={addressChanges} noun="登录地址异常员工" list={userControlApi.addressErrList} ownState />
  );
}

/** Companies whose registered address failed verification (/addressErrList, admin), and staff whose login address changed. */
export default createResourcePage({
  resource: addressErrors,
  noun: '地址异常企业',
  list: addressApi.errList,
  panels: [{ label: '登录地址异常员工', call: userControlApi.addressErrList, width: 1100, content: () => <AddressChangeList /> }],
});
