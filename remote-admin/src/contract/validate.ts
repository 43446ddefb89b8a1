import { call, defineResource, enumOf, type RowOf } from '@console/sdk/contract';

export const CHECK_RESULT = enumOf([
  { value: 'pass', label: '通过', color: 'green' },
  { value: 'warn', label: '需关注', color: 'orange' },
  { value: 'fail', label: '未通过', color: 'red' },
]);

/**
 * 账号核验 (/validate): the logged-in account checked item by item (status, its term, its agent's term,
 * its last login), so a user sees why a login would be refused before it is. The spec names the page only.
 */
export const accountChecks = defineResource({
  item: { label: '核验项', kind: 'text' },
  detail: { label: '核验结果', kind: 'text' },
  result: { label: '结论', kind: 'enum', values: CHECK_RESULT, filter: false },
});
export type AccountCheckRow = RowOf<typeof accountChecks> & { id: number };

/** This project's call (CONTRACT.md, "Rights and records"): every logged-in role checks its own account. */
export const validateApi = {
  account: call.get<AccountCheckRow[]>('/api/validate/account', 'loggedIn'),
};
