import { call, defineResource, enumOf, type RowOf } from '@console/sdk/contract';
import { ADMIN_ACCESS } from './access';
import { USER_ROLE } from './organisation';

/** An account expiring within this many days is highlighted (the list's 即将到期). */
export const EXPIRING_SOON_DAYS = 30;

/** Where an account's term stands, computed by the backend from its valid date. */
export const TERM_STATE = enumOf([
  { value: 'expired', label: '已过期', color: 'red' },
  { value: 'soon', label: '即将到期', color: 'orange' },
  { value: 'valid', label: '有效', color: 'green' },
]);

/**
 * 有效期管理 (/termOfValidity): the login accounts in the caller's scope with their terms. An account past
 * its term cannot log in (the login says why); an admin, agent or sub-agent extends an account's term,
 * an agent and a sub-agent no further than its own.
 */
export const termsOfValidity = defineResource({
  username: { label: '用户名', kind: 'text', filter: true, max: 50 },
  realName: { label: '姓名', kind: 'text', filter: true, max: 20 },
  role: { label: '角色', kind: 'enum', values: USER_ROLE },
  companyName: { label: '企业', kind: 'text' },
  agentName: { label: '所属代理商', kind: 'text' },
  state: { label: '状态', kind: 'enum', values: TERM_STATE },
  validDate: { label: '有效期至', kind: 'dateTime', sort: true },
  agentValidDate: { label: '代理商有效期至', kind: 'dateTime', filter: false, sort: false },
});
export type TermOfValidityRow = RowOf<typeof termsOfValidity>;

/** This project's calls (CONTRACT.md, "Rights and records"): the spec names the page, not its calls. */
export const validityApi = {
  list: call.list('/api/validity/list', ADMIN_ACCESS.rights, termsOfValidity, 'POST'),
  export: call.sheet('/api/validity/export', ADMIN_ACCESS.rights, termsOfValidity),
  /** A later valid date for an account in the caller's scope; an agent's and sub-agent's no later than their own. */
  extend: call.post<{ validDate: string }, { userId: number; validDate: string }>('/api/validity/extend', ADMIN_ACCESS.rights, '延长有效期'),
};
