import { call, defineResource, enumOf, pickFields, type RowOf, type ValuesOf } from '@console/sdk/contract';
import { COMPANY_FIELD } from '@console/sdk/contract/parties';
import { ADMIN_ACCESS } from './access';
import { TOP_UP_KIND, TOP_UP_STATUS } from './dashboard';

/**
 * Money (/prestore, /flowManagement, /addReturns; /woniuRecharge handles what /addReturns applies for).
 * A company's pre-stored balance (`companies.balance`) moves only here, and every move writes one flow
 * row with the balance after it, in the same transaction: the flow list is the balance's ledger.
 */

/** What moved a balance: a recharge by the admin or an application handled on /woniuRecharge (充值), a refund (退款). */
export const FLOW_KIND = enumOf([
  { value: 'recharge', label: '充值', color: 'green' },
  { value: 'refund', label: '退款', color: 'red' },
]);

/** The texts the money calls answer with (the backend's refusals, the pages' confirmations). */
export const MONEY_TEXTS = {
  refundOverBalance: (amount: string, balance: string) => `退款金额 ${amount} 元超过企业当前预存余额 ${balance} 元，无法退款`,
  amountPositive: '金额必须大于 0',
  companyOutOfScope: '无权为该企业申请充值',
  noCompany: '当前账号不属于任何企业，请选择企业',
};

/** 流水管理 (/flowManagement): one row per balance move, newest first; admin only. */
export const flowManagement = defineResource({
  companyName: { label: '企业', kind: 'text', filter: true, max: 50 },
  agentName: { label: '代理商', kind: 'text' },
  kind: { label: '类型', kind: 'enum', values: FLOW_KIND, filter: true },
  amount: { label: '金额（元）', kind: 'money', sort: true },
  balanceAfter: { label: '变动后余额（元）', kind: 'money' },
  operator: { label: '操作人', kind: 'text', filter: true, max: 50 },
  remark: { label: '备注', kind: 'text' },
  createdAt: { label: '时间', kind: 'dateTime', sort: true, filter: true },
});
export type FlowManagementRow = RowOf<typeof flowManagement>;

/** 预存管理 (/prestore): each company's pre-stored balance, which the admin recharges or refunds. */
export const prestore = defineResource({
  name: { label: '企业', kind: 'text', filter: true, max: 50 },
  agentName: { label: '代理商', kind: 'text' },
  balance: { label: '预存余额（元）', kind: 'money', sort: true },
  pendingTopUps: { label: '待处理充值', kind: 'number', sort: false },
  createdAt: { label: '创建时间', kind: 'dateTime', sort: true },
});
export type PrestoreRow = RowOf<typeof prestore>;

/** A balance move's form: the amount (yuan, two decimals) and a remark. */
const moves = defineResource({
  amount: { label: '金额（元）', kind: 'money', form: true, required: true, min: 0.01, max: 10_000_000 },
  remark: { label: '备注', kind: 'text', form: true, max: 100 },
});
export const moveFields = pickFields(moves, ['amount', 'remark']);
export type MoveValues = ValuesOf<typeof moveFields>;

export const flowManagementApi = {
  list: call.list('/api/admin/flowManagement/list', ADMIN_ACCESS.topUps, flowManagement, 'POST'),
  export: call.sheet('/api/admin/flowManagement/export', ADMIN_ACCESS.topUps, flowManagement),
};

export const prestoreApi = {
  list: call.list('/api/admin/prestore/list', ADMIN_ACCESS.topUps, prestore, 'POST'),
  /** Adds `amount` to the company's balance and writes a 充值 flow row, in one transaction. */
  recharge: call.post<{ balance: number }, MoveValues & { companyId: number }>('/api/admin/prestore/recharge', ADMIN_ACCESS.topUps, '预存余额充值'),
  /** Takes `amount` from the company's balance and writes a 退款 flow row; refused past the balance (MONEY_TEXTS.refundOverBalance). */
  refund: call.post<{ balance: number }, MoveValues & { companyId: number }>('/api/admin/prestore/refund', ADMIN_ACCESS.topUps, '预存余额退款'),
};

/**
 * 充值申请 (/addReturns, spec section 2 "recharge", a common route): the top-ups a user applied for, for a
 * company in its reach, rows scoped by role. An application is a pending row of `top_ups`: the admin's
 * bell counts it and /woniuRecharge handles it, which credits the company's pre-stored balance.
 */
export const rechargeApplications = defineResource({
  companyId: { ...COMPANY_FIELD, required: true, form: true, filter: false, column: false },
  companyName: { label: '企业', kind: 'text', filter: true, max: 50 },
  agentName: { label: '代理商', kind: 'text' },
  amount: { label: '金额（元）', kind: 'money', required: true, form: true, min: 0.01, max: 10_000_000, sort: true },
  kind: { label: '类型', kind: 'enum', values: TOP_UP_KIND, required: true, form: true, filter: true },
  status: { label: '状态', kind: 'enum', values: TOP_UP_STATUS, filter: true },
  createdAt: { label: '申请时间', kind: 'dateTime', sort: true, filter: true },
});
export type RechargeApplicationRow = RowOf<typeof rechargeApplications>;

export const rechargeApi = {
  /** The applications of the companies in the user's reach (admin all, an agent its sub-tree's, a company its own), pending first. */
  list: call.list('/api/admin/recharge/list', 'loggedIn', rechargeApplications, 'POST'),
  /** Applies for a top-up of a company in reach: a pending `top_ups` row (the bell's count rises by one). */
  apply: call.save<typeof rechargeApplications, { id: number }>('/api/admin/recharge/apply', ADMIN_ACCESS.rechargeApplicants, rechargeApplications, '申请充值'),
};
