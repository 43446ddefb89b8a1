import { CARRIER_ACCESS } from './access';
import { call, defineResource, enumOf, enumOfLabels, type InputOf, type QueryOf, type RowOf } from '@console/sdk/contract';

/** What a number was marked as (filter, column and the seed's values). */
export const MARK_TYPE = enumOfLabels(['骚扰电话', '广告推销', '房产中介', '诈骗电话', '快递外卖', '无标记']);

/** A marker query (/tagQuery), scoped by the backend to the user's agent; the export has the list's columns. */
export const markerRecords = defineResource({
  phoneNumber: { label: '号码', kind: 'code', filter: true, max: 20 },
  markType: { label: '标记类型', kind: 'enum', values: MARK_TYPE },
  markCount: { label: '标记次数', kind: 'number' },
  agentName: { label: '代理商', kind: 'text' },
  queriedBy: { label: '查询人', kind: 'text' },
  createdAt: { label: '查询时间', kind: 'dateTime' },
});

/** At most this many numbers per marker query. */
export const MARKER_MAX_NUMBERS = 1000;
/** A query of at most this many valid numbers is answered at once; a bigger one joins the marker query queue. */
export const MARKER_INSTANT_MAX = 20;
/** 加急 (JumpQueue) of a queued query of `n` numbers costs this many extra queries of its agent. */
export const MARKER_URGENT_FEE = (n: number) => Math.ceil(n / 10);

/** A queued marker query's state: waiting, being answered, answered. */
export const MARKER_QUEUE_STATUS = enumOf([
  { value: '排队中', label: '排队中', color: 'gold' },
  { value: '查询中', label: '查询中', color: 'blue' },
  { value: '已完成', label: '已完成', color: 'green' },
]);

export const MARKER_TEXTS = {
  noAgent: '该账号不属于任何代理商，不能查询标记',
  tooMany: `一次最多查询 ${MARKER_MAX_NUMBERS} 个号码`,
  noValid: (invalid: number) => `没有可查询的号码（格式不正确 ${invalid} 个）`,
  short: (balance: number, wanted: number) => `标记查询余额不足：剩余 ${balance} 次，本次需要 ${wanted} 次，请先充值`,
  /** What addQuery answered: the numbers answered at once, or the query queued and its place. */
  queried: (result: MarkerQueried) =>
    [
      result.position === undefined
        ? `已查询 ${result.queried} 个号码，剩余 ${result.balance} 次`
        : `已加入查询队列（第 ${result.position} 位），共 ${result.queried} 个号码，已扣除 ${result.queried} 次，剩余 ${result.balance} 次`,
      result.invalid.length ? `格式不正确：${result.invalid.slice(0, 5).join('、')}` : '',
    ]
      .filter(Boolean)
      .join('；'),
  toppedUp: (result: { balance: number }) => `充值成功，当前余额 ${result.balance} 次`,
  notWaiting: '只有排队中的查询可以加急',
  alreadyUrgent: '该查询已加急',
  urgentConfirm: (total: number) => `加急后该查询排在所有未加急的查询之前，需额外扣除 ${MARKER_URGENT_FEE(total)} 次查询，确定加急吗？`,
  urgentDone: '加急成功',
  optionDisabled: '该方案已停用，不能购买',
  notOwnOption: '只能购买本代理商的方案',
} as const;

export interface MarkerQueried {
  /** The valid numbers taken (answered at once, or queued). */
  queried: number;
  invalid: string[];
  /** The agent's queries left. */
  balance: number;
  /** A queued query (more than MARKER_INSTANT_MAX numbers): its id and its place in the queue (1 = next). */
  queryId?: number;
  position?: number;
}

/**
 * A number reported for a marker query (/reportNumber): the same marker records /tagQuery lists, here
 * by the company and staff who asked; each costs the agent one query of its marker balance.
 */
export const reportedNumbers = defineResource({
  phoneNumber: { label: '号码', kind: 'code', filter: true, max: 20 },
  markType: { label: '标记类型', kind: 'enum', values: MARK_TYPE },
  markCount: { label: '标记次数', kind: 'number' },
  companyName: { label: '企业', kind: 'text' },
  queriedBy: { label: '查询人', kind: 'text' },
  createdAt: { label: '查询时间', kind: 'dateTime' },
  phoneNumbers: {
    label: '号码',
    kind: 'longText',
    row: false,
    form: true,
    required: true,
    max: 20_000,
    extra: '每行一个，或用逗号分隔；每个号码扣除 1 次查询',
  },
});

/**
 * A queued marker query (/reportNumber's 查询队列): more than MARKER_INSTANT_MAX numbers, paid when
 * accepted, answered by the backend a few numbers a second, urgent ones first.
 */
export const markerQueries = defineResource({
  total: { label: '号码数', kind: 'number', sort: false },
  answered: { label: '已查询', kind: 'number', sort: false },
  status: { label: '状态', kind: 'enum', values: MARKER_QUEUE_STATUS },
  position: { label: '排队位置', kind: 'number', sort: false },
  urgent: {
    label: '加急',
    kind: 'boolean',
    filter: false,
    values: enumOf([
      { value: 1, label: '已加急', color: 'red' },
      { value: 0, label: '普通', color: 'default' },
    ]),
  },
  urgentFee: { label: '加急扣除（次）', kind: 'number', sort: false },
  companyName: { label: '企业', kind: 'text' },
  queriedBy: { label: '查询人', kind: 'text' },
  queuedAt: { label: '提交时间', kind: 'dateTime', filter: false, sort: false },
  finishedAt: { label: '完成时间', kind: 'dateTime', filter: false, sort: false },
});

export type MarkerQueryRow = RowOf<typeof markerQueries>;

export const TOPUP_KIND = enumOf([
  { value: '购买方案', label: '购买方案', color: 'blue' },
  { value: '平台赠送', label: '平台赠送', color: 'green' },
]);

/** A marker programme (/programmeManagement): a number of queries an agent sells for an amount. */
export const markerOptions = defineResource({
  agentName: { label: '代理商', kind: 'text' },
  name: { label: '方案名称', kind: 'text', filter: true, max: 30, form: true, required: true },
  queries: { label: '查询次数', kind: 'number', min: 1, max: 1_000_000, whole: true, form: true, required: true },
  amount: { label: '价格（元）', kind: 'money', min: 0, max: 1_000_000, form: true, required: true },
  enabled: {
    label: '状态',
    kind: 'boolean',
    values: enumOf([
      { value: 1, label: '启用', color: 'green' },
      { value: 0, label: '停用', color: 'default' },
    ]),
    form: true,
  },
  createdAt: { label: '创建时间', kind: 'dateTime' },
});

/** A top-up of an agent's marker balance: a programme bought, or queries the platform gave. */
export const markerTopups = defineResource({
  agentName: { label: '代理商', kind: 'text' },
  kind: { label: '类型', kind: 'enum', values: TOPUP_KIND },
  optionName: { label: '方案', kind: 'text' },
  queries: { label: '次数', kind: 'number' },
  amount: { label: '金额（元）', kind: 'money' },
  balanceAfter: { label: '充值后余额（次）', kind: 'number' },
  operatorName: { label: '操作人', kind: 'text' },
  createdAt: { label: '充值时间', kind: 'dateTime' },
});

/** An agent's marker account: its price per query and the queries it has left. */
export interface MarkerAccount {
  agentId: number | null;
  price: number;
  balance: number;
}

const MARKERS = CARRIER_ACCESS.markers;
const REPORTERS = CARRIER_ACCESS.markerReporters;

/** Markers (spec section 7). The spec names the calls but not their base path: `/api/marker/`. */
export const markerApi = {
  record: call.list('/api/marker/record', MARKERS, markerRecords, 'POST'),
  export: call.sheet<QueryOf<typeof markerRecords>>('/api/marker/export', MARKERS, markerRecords),
  /** /reportNumber's list: the marker records of the caller's scope (company, department, own), beside /tagQuery's agent view. */
  reportList: call.list('/api/marker/reportList', REPORTERS, reportedNumbers, 'POST'),
  reportExport: call.sheet<QueryOf<typeof reportedNumbers>>('/api/marker/reportExport', REPORTERS, reportedNumbers),
  /** Queries numbers: each answered at once and recorded, the agent's balance debited by one per number, or refused when short. */
  addQuery: call.save<typeof reportedNumbers, MarkerQueried, InputOf<typeof reportedNumbers>>(
    '/api/marker/addQuery',
    REPORTERS,
    reportedNumbers,
    '新增标记查询',
  ),
  /** The caller's agent's price per query and queries left. */
  getAgentMarkerPrice: call.get<MarkerAccount>('/api/marker/getAgentMarkerPrice', REPORTERS),
  /** Sets an agent's price per query (admin). */
  agentMarkerPrice: call.post<null, { agentId: number; price: number }>('/api/marker/agentMarkerPrice', CARRIER_ACCESS.markerAdmin, '设置代理商标记价格'),
  /** The programmes of the caller's agent (admin: every agent's, or `userId`'s agent). */
  agentOption: call.list('/api/marker/agentOption', MARKERS, markerOptions),
  /** Adds (`id` absent) or edits a programme of the caller's agent (the admin's: of agent `agentId`, default 1). */
  agentMarkerOption: call.save<typeof markerOptions, { id: number }, Partial<InputOf<typeof markerOptions>> & { id?: number; agentId?: number }>(
    '/api/marker/agentMarkerOption',
    CARRIER_ACCESS.markerSellers,
    markerOptions,
    '保存标记方案',
  ),
  deleteOption: call.post<null, { id: number }>('/api/marker/deleteOption', CARRIER_ACCESS.markerSellers, '删除标记方案'),
  /** Buys a programme: the agent's balance grows by its queries and the top-up is recorded, together. */
  topup: call.post<{ balance: number }, { optionId: number }>('/api/marker/topup', CARRIER_ACCESS.markerBuyers, '标记充值'),
  /** The platform gives an agent queries (admin): recorded as 平台赠送. */
  adminAdd: call.post<{ balance: number }, { agentId: number; queries: number }>('/api/marker/adminAdd', CARRIER_ACCESS.markerAdmin, '后台增加标记次数'),
  topupList: call.list('/api/marker/topupList', MARKERS, markerTopups, 'POST'),
  /** The queued queries of the caller's scope (as reportList's), waiting ones with their place in the queue. */
  queueList: call.list('/api/marker/queueList', REPORTERS, markerQueries, 'POST'),
  /** 加急: a waiting query goes ahead of every non-urgent one, for MARKER_URGENT_FEE(total) more queries of its agent. */
  JumpQueue: call.post<{ balance: number; position: number }, { id: number }>('/api/marker/JumpQueue', REPORTERS, '加急标记查询'),
};
