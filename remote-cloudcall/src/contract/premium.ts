import { call, defineResource, enumOf, type InputOf, type RowOf } from '@console/sdk/contract';
import { CLOUDCALL_ACCESS } from './access';

/** What a surcharge applies to: every number of the company, or one range of its numbers. */
export const PREMIUM_SCOPE = enumOf([
  { value: '企业全部号码', label: '企业全部号码', color: 'blue' },
  { value: '号段', label: '号段', color: 'purple' },
]);
export type PremiumScope = (typeof PREMIUM_SCOPE.values)[number];

/** A range bound: a number prefix of 3 to 20 digits (a 7-digit 号段 covers every number that starts with it). */
export const RANGE_BOUND = /^\d{3,20}$/;

export const PREMIUM_TEXTS = {
  badBound: '号段须为 3 到 20 位数字',
  rangeMissing: '按号段收费时请填写号段起始和结束',
  lengthMismatch: '号段起始和结束的位数须相同',
  reversed: '号段起始不能大于号段结束',
  overlaps: (start: string, end: string) => `与该企业已有号段 ${start}-${end} 重叠`,
  wholeExists: '该企业已设置全部号码的附加费，请编辑原记录',
  companyMissing: '请选择企业',
} as const;

/**
 * A surcharge (附加费, /premium) on the calls of a company, per minute on top of its price: either
 * on every number of the company (at most one such row) or on a range of its numbers (ranges of one
 * company never overlap, so a call's surcharge is never ambiguous). The company is given once, when
 * the surcharge is added.
 */
export const premium = defineResource({
  companyName: { label: '企业', kind: 'text', filter: true },
  agentName: { label: '代理商', kind: 'text' },
  scope: { label: '适用范围', kind: 'enum', values: PREMIUM_SCOPE, required: true, form: true },
  rangeStart: {
    label: '号段起始',
    kind: 'code',
    filter: true,
    form: true,
    max: 20,
    pattern: { regex: RANGE_BOUND, message: PREMIUM_TEXTS.badBound },
    extra: '按号段收费时填写，号码前缀，如 1380013',
  },
  rangeEnd: { label: '号段结束', kind: 'code', form: true, max: 20, pattern: { regex: RANGE_BOUND, message: PREMIUM_TEXTS.badBound } },
  surcharge: { label: '附加费（元/分钟）', kind: 'money', required: true, form: true, min: 0.01, max: 10 },
  remark: { label: '备注', kind: 'text', form: true, max: 100 },
  updatedAt: { label: '更新时间', kind: 'dateTime' },
});
export type PremiumRow = RowOf<typeof premium>;
type PremiumInput = Partial<InputOf<typeof premium>> & { id?: number; companyId?: number };

/** `/api/cloudcall/premium/<verb>`: admin and agents (an agent for its own companies). */
export const premiumApi = {
  list: call.list('/api/cloudcall/premium/list', CLOUDCALL_ACCESS.premium, premium, 'POST'),
  /** Adds a surcharge for `companyId`. */
  add: call.save<typeof premium, { id: number }, PremiumInput>('/api/cloudcall/premium/add', CLOUDCALL_ACCESS.premium, premium, '新增附加费'),
  /** Changes a surcharge's scope, range, amount and remark (`id`); its company stays. */
  update: call.save<typeof premium, null, PremiumInput>('/api/cloudcall/premium/update', CLOUDCALL_ACCESS.premium, premium, '修改附加费'),
  delete: call.post<null, { id: number }>('/api/cloudcall/premium/delete', CLOUDCALL_ACCESS.premium, '删除附加费'),
  export: call.sheet('/api/cloudcall/premium/export', CLOUDCALL_ACCESS.premium, premium),
};
