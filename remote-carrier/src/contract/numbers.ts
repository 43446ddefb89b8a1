import { call, defineResource, enumOf, enumOfLabels, type RowOf } from '@console/sdk/contract';
import { COMPANY_FIELD } from '@console/sdk/contract/parties';
import { CARRIER_ACCESS } from './access';
import { OPERATORS } from './operators';

/** The operator brands a number can be on (`carrier_numbers.operator`): the keys of `OPERATORS`. */
export type OperatorKey = (typeof OPERATORS.keys)[number];

/** The brands as a filter and a column (运营商). */
export const OPERATOR = enumOf(OPERATORS.keys.map((key) => ({ value: key, label: OPERATORS.variants[key].label })));

/**
 * The states of a virtual-operator number (`carrier_numbers.state`). reviewing: the opening is
 * submitted and under review; rejected: the opening was refused; suspended: stopped by the reseller
 * (restorable); frozen: stopped on the line (DJ, unfreezable); closed: final.
 */
export const NUMBER_STATE = enumOf([
  // Preset colours: the theme sets each preset's tag text to its accessible shade (antdTheme.ts), the status colours it does not.
  { value: 'reviewing', label: '审核中', color: 'blue' },
  { value: 'open', label: '已开通', color: 'green' },
  { value: 'rejected', label: '已驳回', color: 'red' },
  { value: 'suspended', label: '已停机', color: 'orange' },
  { value: 'frozen', label: '已冻结', color: 'purple' },
  { value: 'closed', label: '已销户', color: 'default' },
]);
export type NumberState = (typeof NUMBER_STATE.values)[number];

/** The monthly packages a number is opened on. */
export const NUMBER_PACKAGE = enumOfLabels(['月租 19 元 100 分钟', '月租 39 元 300 分钟', '月租 69 元 800 分钟', '月租 99 元 1500 分钟', '按分钟计费 0.1 元']);

/** A virtual-operator number: 11 digits (the virtual segments start with 1). */
export const NUMBER_PATTERN = { regex: /^1\d{10}$/, message: '请输入 11 位号码' } as const;

/**
 * What may happen to a number, declared once: the states it may start from, the state it ends in,
 * whether a reason is required, and the brands whose line has it (none: every brand). The backend
 * refuses any other start with `号码 <号码> 当前<状态>，不能<动作>`; each move is recorded with
 * who, when and why (`carrier_number_events`).
 */
export const NUMBER_ACTIONS = {
  approve: { label: '审核通过', from: ['reviewing'], to: 'open', reason: false },
  reject: { label: '驳回', from: ['reviewing'], to: 'rejected', reason: true },
  suspend: { label: '停机', from: ['open'], to: 'suspended', reason: true },
  restore: { label: '复机', from: ['suspended'], to: 'open', reason: true },
  freeze: { label: '冻结', from: ['open', 'suspended'], to: 'frozen', reason: true, operators: ['DJ'] },
  unfreeze: { label: '解冻', from: ['frozen'], to: 'open', reason: true, operators: ['DJ'] },
  close: { label: '销户', from: ['open', 'suspended'], to: 'closed', reason: false },
  /** Restarts the number on its line: its state stays. The brands with restart records. */
  restart: { label: '重启', from: ['open'], to: 'open', reason: true, operators: ['WN', 'CY', 'DJ', 'CC'] },
} as const satisfies Record<string, { label: string; from: readonly NumberState[]; to: NumberState; reason: boolean; operators?: readonly OperatorKey[] }>;
export type NumberAction = keyof typeof NUMBER_ACTIONS;

/** What a recorded move was (`carrier_number_events.action`): a submitted opening, or one of `NUMBER_ACTIONS`. */
export const EVENT_ACTION = enumOf([
  { value: 'submit', label: '提交开户' },
  ...(Object.keys(NUMBER_ACTIONS) as NumberAction[]).map((action) => ({ value: action, label: NUMBER_ACTIONS[action].label })),
]);

/** The refusal of an action a number's state does not allow. */
export const refusedMove = (phoneNumber: string, state: string, action: NumberAction) =>
  `号码 ${phoneNumber} 当前${NUMBER_STATE.label(state)}，不能${NUMBER_ACTIONS[action].label}`;
/** The refusal of an action a brand's line does not have. */
export const refusedOnLine = (operator: string, action: NumberAction) => `${OPERATOR.label(operator)}线路的号码不能${NUMBER_ACTIONS[action].label}`;

/** The numbers of every brand (/userInfo; one brand's on its virtual-commerce, opening and freeze pages, `operator` sent). */
export const carrierNumber = defineResource({
  phoneNumber: { label: '号码', kind: 'code', filter: true, max: 11, pattern: NUMBER_PATTERN, form: 'add', required: true, placeholder: '17012345678' },
  operator: { label: '运营商', kind: 'enum', values: OPERATOR },
  state: { label: '状态', kind: 'enum', values: NUMBER_STATE },
  holderName: { label: '机主', kind: 'text', filter: true, max: 30, form: 'add', required: true },
  package: { label: '套餐', kind: 'enum', values: NUMBER_PACKAGE, form: 'add', required: true },
  balance: { label: '余额（元）', kind: 'money' },
  /** The number's health score (HEALTH, contract/health.ts): 0–100, computed from its recent calls; sortable. */
  healthScore: { label: '健康分', kind: 'number', sort: true },
  /** The score now less the score 7 days ago (HEALTH.trendDays): below 0 it is getting worse; sortable. */
  healthTrend: { label: '健康分趋势（较7天前）', kind: 'number', sort: true },
  /** When the stored score and trend were computed (refreshHealth; empty: a number added since, not yet computed). */
  healthComputedAt: { label: '健康分计算时间', kind: 'dateTime' },
  companyId: { ...COMPANY_FIELD, form: 'add', required: true, filter: false },
  companyName: { label: '企业', kind: 'text', filter: true, max: 50 },
  agentName: { label: '代理商', kind: 'text' },
  validUntil: { label: '有效期至', kind: 'dateTime' },
  createdAt: { label: '申请时间', kind: 'dateTime' },
  updatedAt: { label: '状态变更时间', kind: 'dateTime' },
});
export type CarrierNumberRow = RowOf<typeof carrierNumber>;

/** A reason, asked by every action that requires one. */
export const reasonFields = { reason: { label: '原因', kind: 'longText', required: true, max: 200 } } as const;
export const optionalReasonFields = { reason: { label: '备注', kind: 'longText', max: 200 } } as const;

/** One move of a number's state: what /activationList lists (the openings) and a number's 状态记录. */
export const numberEvent = defineResource({
  phoneNumber: { label: '号码', kind: 'code', filter: true, max: 11 },
  operator: { label: '运营商', kind: 'enum', values: OPERATOR },
  action: { label: '操作', kind: 'enum', values: EVENT_ACTION },
  fromState: { label: '原状态', kind: 'enum', values: NUMBER_STATE, filter: false },
  toState: { label: '新状态', kind: 'enum', values: NUMBER_STATE },
  reason: { label: '原因', kind: 'text' },
  companyName: { label: '企业', kind: 'text', filter: true, max: 50 },
  userName: { label: '操作人', kind: 'text' },
  at: { label: '时间', kind: 'dateTime' },
});
export type NumberEventRow = RowOf<typeof numberEvent>;

/** Many numbers at once (/batchAccountClosure): pasted one per line, or separated by commas or spaces. */
export const closureFields = {
  phoneNumbers: {
    label: '号码',
    kind: 'longText',
    required: true,
    max: 120_000,
    extra: '每行一个，或用逗号、空格分隔；最多 10000 个',
    placeholder: '17012345678',
  },
  ...optionalReasonFields,
} as const;
/** A restart (/WNrestartRecordList …): the number, and why. */
export const restartFields = {
  phoneNumber: { label: '号码', kind: 'code', required: true, max: 11, pattern: NUMBER_PATTERN, placeholder: '17012345678' },
  ...reasonFields,
} as const;

/** What a batch closure answers: how many were closed, and each number that was not, with why. */
export interface ClosureResult {
  closed: number;
  refused: { phoneNumber: string; reason: string }[];
}

const moves = (roles: typeof CARRIER_ACCESS.numbers | typeof CARRIER_ACCESS.numberReviewers, action: NumberAction) =>
  call.post<{ moved: number }, { ids: string; reason?: string; operator?: string }>(`/api/carrier/number/${action}`, roles, NUMBER_ACTIONS[action].label);

/** `/api/carrier/number/<verb>`: the number lines' calls. A list or a move may name `operator` (one brand's page). */
export const numberApi = {
  list: call.list('/api/carrier/number/list', CARRIER_ACCESS.numbers, carrierNumber, 'POST'),
  export: call.sheet('/api/carrier/number/export', CARRIER_ACCESS.numbers, carrierNumber),
  /** Submits an opening: the number is under review (`reviewing`) until approved or rejected. */
  open: call.save<typeof carrierNumber, { id: number }>('/api/carrier/number/open', CARRIER_ACCESS.numbers, carrierNumber, '申请开户'),
  /** One brand's openings of the last 90 days, newest first (/accountOpeningProgress). */
  openingList: call.list('/api/carrier/number/openingList', CARRIER_ACCESS.numbers, carrierNumber, 'POST'),
  /** The openings under review and decided, of every role's own rows (/accountReview, a Common route). */
  reviewList: call.list('/api/carrier/number/reviewList', 'loggedIn', carrierNumber, 'POST'),
  /** A number's moves, or (without `numberId`) every move of the filters (/activationList: `toState=open`). */
  events: call.list('/api/carrier/number/events', CARRIER_ACCESS.numbers, numberEvent, 'POST'),
  eventsExport: call.sheet('/api/carrier/number/eventsExport', CARRIER_ACCESS.numbers, numberEvent),
  approve: moves(CARRIER_ACCESS.numberReviewers, 'approve'),
  reject: moves(CARRIER_ACCESS.numberReviewers, 'reject'),
  suspend: moves(CARRIER_ACCESS.numbers, 'suspend'),
  restore: moves(CARRIER_ACCESS.numbers, 'restore'),
  freeze: moves(CARRIER_ACCESS.numbers, 'freeze'),
  unfreeze: moves(CARRIER_ACCESS.numbers, 'unfreeze'),
  /** Restarts one number of the page's brand, by its digits (`operator`, `phoneNumber`, `reason`). */
  restart: call.post<{ moved: number }, { operator: string; phoneNumber: string; reason: string }>(
    '/api/carrier/number/restart',
    CARRIER_ACCESS.numbers,
    '重启号码',
  ),
  /** Closes many numbers by their digits: the valid ones are closed, the others named (`ClosureResult`). */
  batchClose: call.post<ClosureResult, { phoneNumbers: string; reason?: string; operator: string }>(
    '/api/carrier/number/batchClose',
    CARRIER_ACCESS.numbers,
    '批量销户',
  ),
};

/** The states in which a number takes a recharge (a suspended or frozen one too: arrears are paid before it is restored). */
export const RECHARGE_STATES = ['open', 'suspended', 'frozen'] as const satisfies readonly NumberState[];
/** The refusal of a recharge the number's state does not allow. */
export const refusedRecharge = (phoneNumber: string, state: string) => `号码 ${phoneNumber} 当前${NUMBER_STATE.label(state)}，不能充值`;

/** A recharge of a number (/wnRecharge, /djRecharge, /gmRecharge): the amount, and the balance it left. */
export const numberRecharge = defineResource({
  phoneNumber: { label: '号码', kind: 'code', filter: true, max: 11, pattern: NUMBER_PATTERN, form: true, required: true, placeholder: '17012345678' },
  amount: { label: '充值金额（元）', kind: 'money', min: 0.01, max: 100_000, form: true, required: true },
  balanceAfter: { label: '充值后余额（元）', kind: 'money' },
  remark: { label: '备注', kind: 'text', max: 100, form: true },
  companyName: { label: '企业', kind: 'text', filter: true, max: 50 },
  userName: { label: '操作人', kind: 'text' },
  at: { label: '充值时间', kind: 'dateTime' },
});
export type NumberRechargeRow = RowOf<typeof numberRecharge>;

/** `/api/carrier/recharge/<verb>`: the admin's recharges of one brand's numbers (`operator`). */
export const rechargeApi = {
  list: call.list('/api/carrier/recharge/list', CARRIER_ACCESS.adminLines, numberRecharge, 'POST'),
  export: call.sheet('/api/carrier/recharge/export', CARRIER_ACCESS.adminLines, numberRecharge),
  add: call.save<typeof numberRecharge, { id: number; balance: number }>(
    '/api/carrier/recharge/add',
    CARRIER_ACCESS.adminLines,
    numberRecharge,
    '新增虚商充值',
  ),
};
