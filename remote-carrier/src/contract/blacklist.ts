import { call, defineResource, enumOfLabels, type RowOf } from '@console/sdk/contract';
import { CARRIER_ACCESS } from './access';

/** How a number came onto the blacklist (filter, form and the seed's values). */
export const BLACKLIST_MEANS = enumOfLabels(['手动添加', '批量导入', '风控拦截', '投诉']);

/** A blacklisted number (spec section 3): scoped by the backend to the user's agent, company or self. */
export const blacklist = defineResource({
  phoneNumber: { label: '号码', kind: 'code', filter: true, max: 20 },
  means: { label: '方式', kind: 'enum', values: BLACKLIST_MEANS, form: true },
  reason: { label: '原因', kind: 'text', max: 100, form: true },
  companyName: { label: '企业', kind: 'text' },
  agentName: { label: '代理商', kind: 'text' },
  createdAt: { label: '添加时间', kind: 'dateTime' },
  /** Numbers added at once: one per line or comma-separated. */
  phoneNumbers: {
    label: '号码',
    kind: 'longText',
    row: false,
    form: true,
    required: true,
    max: 200_000,
    extra: '每行一个，或用逗号分隔',
    placeholder: '13800000000',
  },
});
export type BlackListRow = RowOf<typeof blacklist>;

/** Blacklist (spec section 7). */
export const blackListApi = {
  list: call.list('/api/blackList/list', 'loggedIn', blacklist),
  delete: call.post<null, { id: number }>('/api/blackList/delete', CARRIER_ACCESS.blacklistManagers),
  bulkAdd: call.save<typeof blacklist, { added: number }>('/api/blackList/bulkAdd', CARRIER_ACCESS.blacklistManagers, blacklist),
  riskTel: call.post('/api/blackList/riskTel', 'loggedIn'),
};
