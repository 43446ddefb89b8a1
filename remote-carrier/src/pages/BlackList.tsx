import { createResourcePage } from '@console/sdk/kit';
import { BLACKLIST_PARTY_FILTERS, BLACKLIST_TEXTS, blacklist, blackListApi, type BlacklistAdded } from '../contract';

const PARTIES = Object.keys(BLACKLIST_PARTY_FILTERS) as (keyof typeof BLACKLIST_PARTY_FILTERS)[];

/**
 * Blacklist (spec section 3), on /blackList and /blackNameList: numbers are added in bulk (the
 * valid ones kept, the invalid ones named) and removed one by one; the party filters go to the
 * roles that may choose among several.
 */
export default createResourcePage({
  resource: blacklist,
  noun: '黑名单',
  list: blackListApi.list,
  filters: (user) => ['phoneNumber', 'means', ...PARTIES.filter((key) => (BLACKLIST_PARTY_FILTERS[key] as readonly string[]).includes(user.role)), 'createdAt'],
  form: {
    fields: ['phoneNumbers', 'means', 'reason'],
    add: {
      call: blackListApi.bulkAdd,
      label: '添加黑名单',
      initialValues: { means: '手动添加' },
      successMessage: (result) => BLACKLIST_TEXTS.added((result as { data: BlacklistAdded }).data),
    },
  },
  remove: { call: blackListApi.delete, confirm: (row) => `确定要将 ${row.phoneNumber} 移出黑名单吗?` },
});
