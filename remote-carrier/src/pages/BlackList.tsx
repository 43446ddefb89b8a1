import { createResourcePage, dateTimeColumn, textColumn } from '@console/sdk/kit';
import { BLACKLIST_MEANS, blackListApi, type BlackListRow } from '../contract';

/** Blacklist query (spec section 3): phoneNumber, means, scoped by the backend to the user; numbers are added in bulk. */
export default createResourcePage<BlackListRow>({
  noun: '黑名单',
  rowKey: 'id',
  list: blackListApi.list,
  filters: [
    { kind: 'text', name: 'phoneNumber', label: '号码' },
    { kind: 'select', name: 'means', label: '方式', options: BLACKLIST_MEANS.options },
  ],
  columns: [
    textColumn('号码', 'phoneNumber'),
    textColumn('方式', 'means'),
    textColumn('原因', 'reason'),
    textColumn('企业', 'companyName'),
    textColumn('代理商', 'agentName'),
    dateTimeColumn('添加时间', 'createdAt'),
  ],
  form: {
    fields: [
      { name: 'phoneNumbers', label: '号码', kind: 'textarea', required: true, extra: '每行一个，或用逗号分隔', placeholder: '13800000000' },
      { name: 'means', label: '方式', kind: 'select', options: BLACKLIST_MEANS.options },
      { name: 'reason', label: '原因', maxLength: 100 },
    ],
    add: {
      call: blackListApi.bulkAdd,
      label: '添加黑名单',
      initialValues: { means: '手动添加' },
      successMessage: (result) => `已添加 ${(result as { data: { added: number } }).data.added} 个号码`,
    },
  },
  remove: { call: blackListApi.delete, confirm: (row) => `确定要将 ${row.phoneNumber} 移出黑名单吗?` },
});
