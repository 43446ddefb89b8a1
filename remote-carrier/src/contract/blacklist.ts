import { call, defineResource, enumOfLabels, type RowOf } from '@console/sdk/contract';
import { AGENT_FIELD, COMPANY_FIELD, STAFF_FIELD } from '@console/sdk/contract/parties';
import type { Role } from '@console/sdk/manifest';
import { CARRIER_ACCESS } from './access';

/** How a number came onto the blacklist (filter, form and the seed's values). */
export const BLACKLIST_MEANS = enumOfLabels(['手动添加', '批量导入', '风控拦截', '投诉']);

/** One bulk add takes at most this many numbers. */
export const BLACKLIST_MAX_NUMBERS = 10_000;

/** What the blacklist answers and refuses, declared once (page and backend). */
export const BLACKLIST_TEXTS = {
  tooMany: `一次最多添加 ${BLACKLIST_MAX_NUMBERS} 个号码`,
  noValid: (invalid: number) => `没有可添加的号码（格式不正确 ${invalid} 个）`,
  /** The bulk add's answer: the valid numbers kept, the invalid ones named. */
  added: (result: BlacklistAdded) =>
    [
      `已添加 ${result.added} 个号码`,
      result.duplicate ? `${result.duplicate} 个已在黑名单中` : '',
      result.invalid.length
        ? `格式不正确未添加：${result.invalid.slice(0, 5).join('、')}${result.invalid.length > 5 ? ` 等 ${result.invalid.length} 个` : ''}`
        : '',
    ]
      .filter(Boolean)
      .join('；'),
} as const;

/**
 * Who may choose each party filter of the list (spec section 3: userId, agentId, companyId): the
 * roles whose scope holds more than one of them. The backend scopes the rows anyway.
 */
export const BLACKLIST_PARTY_FILTERS = {
  agentId: ['admin', 'agent'],
  companyId: ['admin', 'agent', 'subAgent'],
  userId: ['admin', 'agent', 'subAgent', 'company', 'department'],
} as const satisfies Record<string, readonly Role[]>;

/**
 * A blacklisted number (spec section 3): scoped by the backend to the user's agent, company or self.
 * A row added by a company user holds for its company; by an agent (no company), for every company
 * of the agent; by admin (neither), for the whole platform.
 */
export const blacklist = defineResource({
  phoneNumber: { label: '号码', kind: 'code', filter: true, max: 20 },
  means: { label: '方式', kind: 'enum', values: BLACKLIST_MEANS, form: true },
  reason: { label: '原因', kind: 'text', max: 100, form: true },
  agentId: { ...AGENT_FIELD, row: false },
  companyId: { ...COMPANY_FIELD, row: false },
  userId: { ...STAFF_FIELD, label: '添加人', row: false },
  companyName: { label: '企业', kind: 'text' },
  agentName: { label: '代理商', kind: 'text' },
  userName: { label: '添加人', kind: 'text' },
  createdAt: { label: '添加时间', kind: 'dateTime' },
  /** Numbers added at once: one per line or comma-separated. */
  phoneNumbers: {
    label: '号码',
    kind: 'longText',
    row: false,
    form: true,
    required: true,
    max: 200_000,
    extra: '每行一个，或用逗号分隔；格式不正确的号码不添加，会列出',
    placeholder: '13800000000',
  },
});
export type BlackListRow = RowOf<typeof blacklist>;

/** A bulk add's answer: how many were added, the numbers refused by format, how many were already listed. */
export interface BlacklistAdded {
  added: number;
  invalid: string[];
  duplicate: number;
}

/** Blacklist (spec section 7). */
export const blackListApi = {
  list: call.list('/api/blackList/list', 'loggedIn', blacklist),
  delete: call.post<null, { id: number }>('/api/blackList/delete', CARRIER_ACCESS.blacklistManagers, '删除黑名单'),
  bulkAdd: call.save<typeof blacklist, BlacklistAdded>('/api/blackList/bulkAdd', CARRIER_ACCESS.blacklistManagers, blacklist, '批量加入黑名单'),
  riskTel: call.post('/api/blackList/riskTel', 'loggedIn', '查询风险号码'),
};
