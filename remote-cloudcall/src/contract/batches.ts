import {
  call,
  defineResource,
  REMARK_FIELD,
  ENABLED_FIELD,
  enumOf,
  MOBILE_DIGITS,
  type InputOf,
  type QueryOf,
  type Resource,
  type RowOf,
} from '@console/sdk/contract';
import { AGENT_FIELD, COMPANY_FIELD } from '@console/sdk/contract/parties';
import { CLOUDCALL_ACCESS } from './access';
import { toFen } from './billing';

/**
 * Call batches: a batch is a list of numbers a company calls out to, of a batch type (its billing
 * unit and price) and run on a batch server. The platform allocates a type to an agent (a quota of
 * numbers at a unit price), the agent to its companies within what it holds; a company imports its
 * numbers into batches within its quota. A called number that connected is billed: its billed units
 * at the company's unit price plus any premium on the number's range. Endpoints: `/api/cloudcall/batch*`
 * (CONTRACT.md, "Call batches").
 */
const READ = CLOUDCALL_ACCESS.batches;
const SETTINGS = CLOUDCALL_ACCESS.batchSettings;
const ALLOCATE = CLOUDCALL_ACCESS.batchAllocate;

export const BATCH_STATUS = enumOf([
  { value: '待启动', label: '待启动', color: 'default' },
  { value: '进行中', label: '进行中', color: 'blue' },
  { value: '已暂停', label: '已暂停', color: 'orange' },
  { value: '已停止', label: '已停止', color: 'red' },
  { value: '已完成', label: '已完成', color: 'green' },
]);
export type BatchStatus = (typeof BATCH_STATUS.values)[number];

/** What became of a number of a batch. */
export const NUMBER_RESULT = enumOf([
  { value: '待呼叫', label: '待呼叫', color: 'default' },
  { value: '已接通', label: '已接通', color: 'green' },
  { value: '未接通', label: '未接通', color: 'default' },
  { value: '忙线', label: '忙线', color: 'orange' },
  { value: '拒接', label: '拒接', color: 'red' },
  { value: '空号', label: '空号', color: 'volcano' },
  /** Refused by the dialling gate for this callee (blacklist, redial interval): never dialled, the batch moves on. */
  { value: '已拦截', label: '已拦截', color: 'purple' },
]);

/** A batch's state changes: from which states each is allowed, and the state it leads to. */
export const BATCH_ACTIONS = {
  start: { label: '启动', from: ['待启动', '已暂停'], to: '进行中' },
  pause: { label: '暂停', from: ['进行中'], to: '已暂停' },
  stop: { label: '停止', from: ['待启动', '进行中', '已暂停'], to: '已停止' },
} as const satisfies Record<string, { label: string; from: readonly BatchStatus[]; to: BatchStatus }>;
export type BatchAction = keyof typeof BATCH_ACTIONS;
export const BATCH_ACTION = enumOf(
  (Object.keys(BATCH_ACTIONS) as BatchAction[]).map((key) => ({ value: key, label: BATCH_ACTIONS[key].label, color: 'blue' as const })),
);

/** At most this many numbers per import. */
export const BATCH_MAX_NUMBERS = 5000;
/** A number a batch may call: a mobile, or a landline with its area code. */
export const CALLABLE_NUMBER = new RegExp(`^(${MOBILE_DIGITS}|0\\d{9,11})$`);

/** What a billed call costs, in yuan to the cent: its billed units times the unit price (in fen: billing.ts). */
export const batchCharge = (units: number, unitPrice: number): number => (units * toFen(unitPrice)) / 100;

/**
 * The numbers of an import, one a line (or separated by commas, spaces): the callable ones kept once
 * each, the others named. The page and the backend split the same way.
 */
export function splitNumbers(text: string): { valid: string[]; invalid: string[]; duplicate: number } {
  const valid = new Set<string>();
  const invalid: string[] = [];
  let duplicate = 0;
  for (const raw of text.split(/[\s,，;；]+/)) {
    const number = raw.trim();
    if (!number) continue;
    if (!CALLABLE_NUMBER.test(number)) invalid.push(number);
    else if (valid.has(number)) duplicate++;
    else valid.add(number);
  }
  return { valid: [...valid], invalid, duplicate };
}

/** The refusals of the batch rules: the backend answers them, the tests hold both sides to them. */
export const BATCH_TEXTS = {
  notHeld: (type: string) => `代理商未分配批次类型「${type}」，不能分配给企业`,
  overAgent: (held: number, allocated: number, wanted: number) => `超出代理商可分配额度：代理商额度 ${held}，已分配给企业 ${allocated}，本次 ${wanted}`,
  belowAgentPrice: (price: string) => `企业单价不能低于代理商单价 ${price} 元`,
  belowAllocated: (allocated: number) => `代理商额度不能小于已分配给企业的 ${allocated}`,
  belowUsed: (used: number) => `企业额度不能小于已占用的号码数 ${used}`,
  allocationExists: '该对象已分配此批次类型，请编辑原分配',
  allocationInUse: '该分配已被使用，不能删除',
  oneTarget: '请选择代理商或企业（二选一）',
  notAllocated: (type: string) => `企业未分配批次类型「${type}」，请先分配`,
  overQuota: (quota: number, used: number, wanted: number) => `超出企业批次额度：额度 ${quota}，已占用 ${used}，本次 ${wanted}`,
  noValid: (invalid: number) => `没有可导入的号码（无效号码 ${invalid} 个）`,
  tooMany: `一次最多导入 ${BATCH_MAX_NUMBERS} 个号码`,
  badState: (status: string, action: string) => `批次当前为「${status}」，不能${action}`,
  disabled: (what: string, name: string) => `${what}「${name}」已停用`,
  onlyPending: '只有待启动的批次可以删除',
  /** The stop's confirmation: a stopped batch never starts again, and its never-called numbers go back to the company's quota. */
  stopConfirm: (name: string, uncalled: number) =>
    `确定停止批次「${name}」吗？停止后不能再启动${uncalled ? `，其 ${uncalled} 个未呼叫的号码将释放回企业的批次额度` : ''}`,
  settingInUse: (what: string, count: number) => `该${what}已被 ${count} 个批次使用，不能删除，可改为停用`,
} as const;

const typeOptions = call.get<{ value: number; label: string }[]>('/api/cloudcall/batchTypeOptions', READ);
const serverOptions = call.get<{ value: number; label: string }[]>('/api/cloudcall/batchServerOptions', READ);

/** A batch type (/cdrBatchType): the billing unit and the platform's unit price. */
export const batchTypes = defineResource({
  name: { label: '类型名称', kind: 'text', filter: true, form: true, required: true, max: 30 },
  billingSeconds: { label: '计费单位（秒）', kind: 'number', whole: true, form: true, required: true, min: 1, max: 60, extra: '不足一个计费单位按一个计' },
  unitPrice: { label: '单价（元/计费单位）', kind: 'money', form: true, required: true, min: 0, max: 10 },
  enabled: ENABLED_FIELD,
  batchCount: { label: '批次数', kind: 'number' },
  remark: REMARK_FIELD,
  createdAt: { label: '创建时间', kind: 'dateTime' },
});

/** A batch server (/cdrBatchServer): the machine a batch's calls go out from. */
export const batchServers = defineResource({
  name: { label: '服务器名称', kind: 'text', filter: true, form: true, required: true, max: 30 },
  ip: {
    label: 'IP 地址',
    kind: 'code',
    filter: true,
    form: true,
    required: true,
    max: 15,
    pattern: { regex: /^((25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(25[0-5]|2[0-4]\d|1?\d?\d)$/, message: '请输入正确的 IPv4 地址' },
  },
  port: { label: '端口', kind: 'number', whole: true, form: true, required: true, min: 1, max: 65535, sort: false },
  concurrency: { label: '最大并发', kind: 'number', whole: true, form: true, required: true, min: 1, max: 10000 },
  enabled: ENABLED_FIELD,
  running: { label: '进行中批次', kind: 'number' },
  remark: REMARK_FIELD,
  createdAt: { label: '创建时间', kind: 'dateTime' },
});

/** A premium (/cdrBatchPremium): a surcharge per billed unit on a company's calls of a type, all of them or a number range (prefix). */
export const batchPremiums = defineResource({
  companyId: { ...COMPANY_FIELD, form: true, required: true, filter: false },
  companyName: { label: '企业', kind: 'text', filter: true, max: 50 },
  agentName: { label: '代理商', kind: 'text' },
  typeId: { label: '批次类型', kind: 'ref', options: typeOptions, form: true, required: true },
  typeName: { label: '批次类型', kind: 'text' },
  numberPrefix: {
    label: '号段',
    kind: 'code',
    filter: true,
    form: true,
    max: 7,
    pattern: { regex: /^\d{1,7}$/, message: '号段为 1 到 7 位数字' },
    extra: '号码以此开头时加价；留空表示该企业的全部号码',
  },
  surcharge: { label: '加价（元/计费单位）', kind: 'money', form: true, required: true, min: 0, max: 5 },
  remark: REMARK_FIELD,
  createdAt: { label: '创建时间', kind: 'dateTime' },
});

/**
 * An allocation (/cdrBatchAllocation): a batch type given to an agent (no company: what the agent
 * holds) or by it to one of its companies, with a quota of numbers and a unit price.
 */
export const batchAllocations = defineResource({
  typeId: { label: '批次类型', kind: 'ref', options: typeOptions, form: true, required: true },
  typeName: { label: '批次类型', kind: 'text' },
  level: {
    label: '分配对象',
    kind: 'enum',
    values: enumOf([
      { value: '代理商', label: '代理商', color: 'purple' },
      { value: '企业', label: '企业', color: 'blue' },
    ]),
  },
  agentId: { ...AGENT_FIELD, form: true, filter: false, extra: '分配给代理商时选择' },
  agentName: { label: '代理商', kind: 'text', filter: true, max: 50 },
  companyId: { ...COMPANY_FIELD, form: true, filter: false, extra: '分配给企业时选择' },
  companyName: { label: '企业', kind: 'text', filter: true, max: 50 },
  quota: { label: '号码额度', kind: 'number', whole: true, form: true, required: true, min: 1, max: 1_000_000 },
  used: { label: '已使用', kind: 'number', extra: '代理商：已分配给企业的额度；企业：已导入的号码' },
  unitPrice: { label: '单价（元/计费单位）', kind: 'money', form: true, required: true, min: 0, max: 10 },
  updatedAt: { label: '更新时间', kind: 'dateTime' },
});

/** A call batch (/cdrBatchManagement). `numbers` is the import when creating: one a line. */
export const batches = defineResource({
  batchNo: { label: '批次号', kind: 'code', filter: true, max: 20 },
  name: { label: '批次名称', kind: 'text', filter: true, form: true, required: true, max: 30 },
  typeId: { label: '批次类型', kind: 'ref', options: typeOptions, form: true, required: true },
  typeName: { label: '批次类型', kind: 'text' },
  serverId: { label: '服务器', kind: 'ref', options: serverOptions, form: true, required: true },
  serverName: { label: '服务器', kind: 'text' },
  companyId: { ...COMPANY_FIELD, filter: false },
  companyName: { label: '企业', kind: 'text', filter: true, max: 50 },
  agentName: { label: '代理商', kind: 'text' },
  status: { label: '状态', kind: 'enum', values: BATCH_STATUS },
  total: { label: '号码总数', kind: 'number' },
  called: { label: '已呼叫', kind: 'number' },
  /** Called of total, in percent (drawn as a bar). */
  progress: { label: '进度', kind: 'number', width: 180 },
  numbers: {
    label: '号码',
    kind: 'longText',
    row: false,
    filter: false,
    form: true,
    required: true,
    max: BATCH_MAX_NUMBERS * 13,
    extra: `每行一个号码（手机号或带区号的固话），最多 ${BATCH_MAX_NUMBERS} 个；无效号码不导入并列出`,
  },
  operatorName: { label: '创建人', kind: 'text' },
  createdAt: { label: '创建时间', kind: 'dateTime' },
  updatedAt: { label: '更新时间', kind: 'dateTime' },
});
export type BatchRow = RowOf<typeof batches>;

/** A state change of a batch: who, when, from and to. */
export const batchEvents = defineResource({
  createdAt: { label: '时间', kind: 'dateTime', filter: false },
  action: { label: '操作', kind: 'enum', values: BATCH_ACTION, filter: false },
  fromStatus: { label: '原状态', kind: 'enum', values: BATCH_STATUS, filter: false },
  toStatus: { label: '新状态', kind: 'enum', values: BATCH_STATUS, filter: false },
  operatorName: { label: '操作人', kind: 'text' },
});

/** A number of a batch and its call result (/cdrBatchList). */
export const batchNumbers = defineResource({
  phone: { label: '号码', kind: 'code', filter: true, max: 12 },
  batchNo: { label: '批次号', kind: 'code', filter: 'exact', max: 20 },
  batchName: { label: '批次名称', kind: 'text' },
  companyName: { label: '企业', kind: 'text', filter: true, max: 50 },
  agentName: { label: '代理商', kind: 'text' },
  result: { label: '呼叫结果', kind: 'enum', values: NUMBER_RESULT },
  calledAt: { label: '呼叫时间', kind: 'dateTime' },
  durationSeconds: { label: '通话时长', kind: 'duration' },
});

/** A billed call of a batch (/cdrBatchConsumptionDetails): charge = billed units × unit price. */
export const batchConsumption = defineResource({
  phone: { label: '被叫号码', kind: 'code', filter: true, max: 12 },
  batchNo: { label: '批次号', kind: 'code', filter: 'exact', max: 20 },
  typeName: { label: '批次类型', kind: 'text' },
  typeId: { label: '批次类型', kind: 'ref', options: typeOptions, row: false },
  companyName: { label: '企业', kind: 'text', filter: true, max: 50 },
  agentName: { label: '代理商', kind: 'text' },
  calledAt: { label: '呼叫时间', kind: 'dateTime' },
  durationSeconds: { label: '通话时长', kind: 'duration' },
  billedUnits: { label: '计费单位数', kind: 'number' },
  unitPrice: { label: '单价（元）', kind: 'money' },
  charge: { label: '费用（元）', kind: 'money' },
});

/** The totals of the current search above the consumption list. */
export interface BatchConsumptionTotals {
  calls: number;
  durationSeconds: number;
  billedUnits: number;
  charge: number;
}

type Filters<R extends Resource> = QueryOf<R>;
type Settings<R extends Resource> = {
  list: ReturnType<typeof call.list<R>>;
  save: ReturnType<typeof call.save<R, { id: number }, InputOf<R> & { id?: number }>>;
  delete: ReturnType<typeof call.post<null, { id: number }>>;
  export: ReturnType<typeof call.sheet<Filters<R>>>;
};

/** The settings pages' titles (BATCH_SETTINGS): their writes are named by them (保存批次类型). */
const SETTING_TITLES = { type: '批次类型', server: '批次服务器', premium: '批次加价' } as const;

/** The four calls of a settings list (types, servers, premiums): read by the batch roles, written by admin. */
function settingsCalls<R extends Resource>(noun: string, resource: R, title: string): Settings<R> {
  const path = `/api/cloudcall/batch${noun}`;
  return {
    list: call.list(`${path}List`, READ, resource, 'POST'),
    save: call.save<R, { id: number }, InputOf<R> & { id?: number }>(`${path}Save`, SETTINGS, resource, `保存${title}`),
    delete: call.post<null, { id: number }>(`${path}Delete`, SETTINGS, `删除${title}`),
    export: call.sheet<Filters<R>>(`${path}Export`, READ, resource),
  };
}

/** The call-batch calls: defined by this project as `/api/cloudcall/batch*` (CONTRACT.md, "Call batches"). */
export const batchApi = {
  typeOptions,
  serverOptions,
  types: settingsCalls('Type', batchTypes, SETTING_TITLES.type),
  servers: settingsCalls('Server', batchServers, SETTING_TITLES.server),
  premiums: settingsCalls('Premium', batchPremiums, SETTING_TITLES.premium),

  allocationList: call.list('/api/cloudcall/batchAllocationList', READ, batchAllocations, 'POST'),
  /** Adds (`agentId` or `companyId`, admin) or edits (`id`: quota and price) an allocation; refused with BATCH_TEXTS when over what the agent holds. */
  allocationSave: call.save<typeof batchAllocations, { id: number }, Partial<InputOf<typeof batchAllocations>> & { id?: number }>(
    '/api/cloudcall/batchAllocationSave',
    ALLOCATE,
    batchAllocations,
    '保存批量外呼分配',
  ),
  allocationDelete: call.post<null, { id: number }>('/api/cloudcall/batchAllocationDelete', ALLOCATE, '删除批量外呼分配'),
  allocationExport: call.sheet<Filters<typeof batchAllocations>>('/api/cloudcall/batchAllocationExport', READ, batchAllocations),

  list: call.list('/api/cloudcall/batchList', READ, batches, 'POST'),
  /** Creates a batch with its numbers: the valid ones kept, the invalid ones answered by name. */
  create: call.save<
    typeof batches,
    { id: number; batchNo: string; imported: number; invalid: string[]; duplicate: number },
    InputOf<typeof batches> & { companyId?: number }
  >('/api/cloudcall/batchCreate', READ, batches, '新增批量外呼任务'),
  /** Renames a batch or moves it to another server (not once stopped or done). */
  update: call.save<typeof batches, null, Pick<InputOf<typeof batches>, 'name' | 'serverId'> & { id: number }>(
    '/api/cloudcall/batchUpdate',
    READ,
    batches,
    '修改批量外呼任务',
  ),
  delete: call.post<null, { id: number }>('/api/cloudcall/batchDelete', READ, '删除批量外呼任务'),
  /** Starts, pauses or stops a batch; recorded with who and when. Answers the new status. */
  state: call.post<{ status: BatchStatus }, { id: number; action: BatchAction }>('/api/cloudcall/batchState', READ, '启停批量外呼任务'),
  events: call.get<RowOf<typeof batchEvents>[], { id: number }>('/api/cloudcall/batchEvents', READ, '查询批量外呼动态'),
  export: call.sheet<Filters<typeof batches>>('/api/cloudcall/batchExport', READ, batches),

  numberList: call.list('/api/cloudcall/batchNumberList', READ, batchNumbers, 'POST'),
  numberExport: call.sheet<Filters<typeof batchNumbers>>('/api/cloudcall/batchNumberExport', READ, batchNumbers),

  consumptionList: call.list('/api/cloudcall/batchConsumptionList', READ, batchConsumption, 'POST'),
  consumptionTotals: call.post<BatchConsumptionTotals, Filters<typeof batchConsumption>>('/api/cloudcall/batchConsumptionTotals', READ, '查询批量外呼消费合计'),
  consumptionExport: call.sheet<Filters<typeof batchConsumption>>('/api/cloudcall/batchConsumptionExport', READ, batchConsumption),
};

/** The three settings pages: one page definition (BatchSettings), its route's kind chosen by the manifest's `params.kind`. */
export const BATCH_SETTINGS = {
  type: { route: '/cdrBatchType', title: SETTING_TITLES.type, noun: '批次类型', resource: batchTypes, api: batchApi.types },
  server: { route: '/cdrBatchServer', title: SETTING_TITLES.server, noun: '服务器', resource: batchServers, api: batchApi.servers },
  premium: { route: '/cdrBatchPremium', title: SETTING_TITLES.premium, noun: '加价', resource: batchPremiums, api: batchApi.premiums },
} as const;
export type BatchSettingKind = keyof typeof BATCH_SETTINGS;
