import { call, defineResource, enumOf, enumOfLabels, type InputOf, type RowOf } from '@console/sdk/contract';
import { CLOUDCALL_ACCESS } from './access';

const ADMIN = CLOUDCALL_ACCESS.sip;

/** How a call's length is rounded up before it is priced. */
export const SIP_BILLING_UNIT = enumOfLabels(['6秒', '60秒']);
export const SIP_PRICE_STATUS = enumOf([
  { value: '启用', label: '启用', color: 'green' },
  { value: '停用', label: '停用', color: 'default' },
]);

export const SIP_PRICE_TEXTS = {
  companyMissing: '请选择企业',
  duplicate: '该企业已设置 SIP 账号价格，请编辑原记录',
} as const;

/**
 * The price of a company's SIP accounts (SIP账号价格, /sipAccountPrice, admin only): a monthly fee per
 * account and a per-minute price billed by its unit; one price per company. 账号数 counts the
 * company's SIP accounts (/sipNumber) and 月租合计 is that count times the monthly fee, so the
 * figures agree with the accounts behind them.
 */
export const sipAccountPrice = defineResource({
  companyName: { label: '企业', kind: 'text', filter: true },
  agentName: { label: '代理商', kind: 'text' },
  monthlyFee: { label: '月租（元/个/月）', kind: 'money', required: true, form: true, min: 0, max: 1000 },
  perMinute: { label: '通话单价（元/分钟）', kind: 'money', required: true, form: true, min: 0.01, max: 10 },
  billingUnit: { label: '计费单位', kind: 'enum', values: SIP_BILLING_UNIT, required: true, form: true },
  accountCount: { label: 'SIP账号数', kind: 'number' },
  monthlyTotal: { label: '月租合计（元）', kind: 'money' },
  status: { label: '状态', kind: 'enum', values: SIP_PRICE_STATUS, required: true, form: true },
  updatedAt: { label: '更新时间', kind: 'dateTime' },
});
export type SipAccountPriceRow = RowOf<typeof sipAccountPrice>;
type SipAccountPriceInput = Partial<InputOf<typeof sipAccountPrice>> & { id?: number; companyId?: number };

/** `/api/cloudcall/sipAccountPrice/<verb>`. */
export const sipAccountPriceApi = {
  list: call.list('/api/cloudcall/sipAccountPrice/list', ADMIN, sipAccountPrice, 'POST'),
  /** Sets the price of `companyId` (one per company). */
  add: call.save<typeof sipAccountPrice, { id: number }, SipAccountPriceInput>('/api/cloudcall/sipAccountPrice/add', ADMIN, sipAccountPrice, '新增SIP账号价格'),
  /** Changes a price (`id`); its company stays. */
  update: call.save<typeof sipAccountPrice, null, SipAccountPriceInput>('/api/cloudcall/sipAccountPrice/update', ADMIN, sipAccountPrice, '修改SIP账号价格'),
  delete: call.post<null, { id: number }>('/api/cloudcall/sipAccountPrice/delete', ADMIN, '删除SIP账号价格'),
  export: call.sheet('/api/cloudcall/sipAccountPrice/export', ADMIN, sipAccountPrice),
};
