import { createResourcePage } from '@console/sdk/kit';
import { blacklist, blackListApi } from '../contract';

/** Blacklist query (spec section 3): numbers are added in bulk and removed one by one. */
export default createResourcePage({
  resource: blacklist,
  noun: '黑名单',
  list: blackListApi.list,
  form: {
    fields: ['phoneNumbers', 'means', 'reason'],
    add: {
      call: blackListApi.bulkAdd,
      label: '添加黑名单',
      initialValues: { means: '手动添加' },
      successMessage: (result) => `已添加 ${(result as { data: { added: number } }).data.added} 个号码`,
    },
  },
  remove: { call: blackListApi.delete, confirm: (row) => `确定要将 ${row.phoneNumber} 移出黑名单吗?` },
});
