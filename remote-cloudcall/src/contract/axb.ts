import { call, defineResource, enumOf, enumOfLabels, MOBILE, REMARK_FIELD, type InputOf, type QueryOf, type RowOf } from '@console/sdk/contract';
import { COMPANY_FIELD } from '@console/sdk/contract/parties';
import { CLOUDCALL_ACCESS } from './access';

export const AXB_OPERATOR = enumOfLabels(['移动', '联通', '电信']);
export const AXB_NUMBER_STATUS = enumOf([
  { value: '启用', label: '启用', color: 'green' },
  { value: '停用', label: '停用', color: 'red' },
]);
/** Where an X number is: in the platform's stock, or allocated to a company. */
export const AXB_NUMBER_PLACE = enumOf([
  { value: '库存', label: '库存', color: 'default' },
  { value: '已分配', label: '已分配', color: 'blue' },
]);
/** An X number's binding right now: a live binding whose period has not ended, or none. */
export const AXB_LINE_STATE = enumOf([
  { value: '绑定中', label: '绑定中', color: 'green' },
  { value: '空闲', label: '空闲', color: 'default' },
]);
/** A binding: live, past its period (closed by the next bind of its number), or released. */
export const AXB_BINDING_STATE = enumOf([
  { value: '绑定中', label: '绑定中', color: 'green' },
  { value: '已过期', label: '已过期', color: 'orange' },
  { value: '已解绑', label: '已解绑', color: 'default' },
]);
export const AXB_DIRECTION = enumOf([
  { value: 'A呼B', label: 'A呼B', color: 'blue' },
  { value: 'B呼A', label: 'B呼A', color: 'purple' },
]);

export const AXB_TEXTS = {
  numberDuplicate: (number: string) => `中间号 ${number} 已存在`,
  numberAllocated: '该中间号已分配给企业，请先回收',
  numberInStock: '该中间号在库存中，无需回收',
  numberBound: '该中间号正在绑定中，请先解绑',
  numberHasBindings: '该中间号已有绑定记录，不能删除，可将其停用',
  numberMissing: (number: string) => `中间号 ${number} 不存在`,
  numberDisabled: '该中间号已停用，不能绑定',
  numberNotAllocated: '该中间号未分配给企业，不能绑定',
  noQuota: '该企业没有生效中的套餐或套餐的号码数量已用完，请先购买套餐',
  privateDuplicate: (phone: string) => `隐私号 ${phone} 已登记`,
  privateHasBindings: '该隐私号正在绑定中，请先解绑',
  aNotRegistered: (phone: string) => `A号码 ${phone} 不是该企业启用中的隐私号，请先在隐私号中登记`,
  sameAB: 'A号码和B号码不能相同',
  expiresPast: '到期时间应晚于当前时间',
  expiresTooLate: '绑定期限最长 365 天',
  notLive: '该绑定已解除或已过期',
  phoneMissing: '请输入号码',
} as const;

/** The X-number inventory (/AXBinventory, admin): every middle number, in stock or allocated. */
export const axbNumbers = defineResource({
  number: {
    label: '中间号',
    kind: 'code',
    filter: true,
    form: 'add',
    required: true,
    max: 20,
    pattern: { regex: /^\d{7,20}$/, message: '中间号应为 7 到 20 位数字' },
  },
  city: { label: '归属地', kind: 'text', filter: true, form: true, required: true, max: 20 },
  operator: { label: '运营商', kind: 'enum', values: AXB_OPERATOR, form: true, required: true },
  status: { label: '状态', kind: 'enum', values: AXB_NUMBER_STATUS, form: true, required: true },
  place: { label: '库存状态', kind: 'enum', values: AXB_NUMBER_PLACE },
  companyName: { label: '企业', kind: 'text', filter: true, max: 50 },
  agentName: { label: '代理商', kind: 'text' },
  allocatedAt: { label: '分配时间', kind: 'dateTime' },
  createdAt: { label: '入库时间', kind: 'dateTime' },
});
export type AxbNumberRow = RowOf<typeof axbNumbers>;

/** The middle numbers the companies hold (/middleNumber, admin), each with its live binding. */
export const middleNumbers = defineResource({
  number: { label: '中间号', kind: 'code', filter: true, max: 20 },
  companyName: { label: '企业', kind: 'text', filter: true, max: 50 },
  agentName: { label: '代理商', kind: 'text' },
  city: { label: '归属地', kind: 'text' },
  operator: { label: '运营商', kind: 'enum', values: AXB_OPERATOR },
  status: { label: '状态', kind: 'enum', values: AXB_NUMBER_STATUS },
  lineState: { label: '绑定状态', kind: 'enum', values: AXB_LINE_STATE },
  aPhone: { label: '当前A号码', kind: 'code', filter: false },
  bPhone: { label: '当前B号码', kind: 'code', filter: false },
  expiresAt: { label: '绑定到期', kind: 'dateTime', filter: false },
  bindingCount: { label: '累计绑定', kind: 'number' },
  allocatedAt: { label: '分配时间', kind: 'dateTime' },
});
export type MiddleNumberRow = RowOf<typeof middleNumbers>;

/** A company's registered A numbers (/privateNumber, admin): only these may be the A side of its bindings. */
export const privateNumbers = defineResource({
  phone: { label: '隐私号', kind: 'code', filter: true, form: true, required: true, max: 11, pattern: MOBILE },
  holder: { label: '使用人', kind: 'text', filter: true, form: true, required: true, max: 20 },
  companyId: { ...COMPANY_FIELD, form: 'add', required: true, filter: false },
  companyName: { label: '企业', kind: 'text', filter: true, max: 50 },
  agentName: { label: '代理商', kind: 'text' },
  status: { label: '状态', kind: 'enum', values: AXB_NUMBER_STATUS, form: true, required: true },
  bindingCount: { label: '绑定中', kind: 'number' },
  remark: { ...REMARK_FIELD, column: false },
  createdAt: { label: '登记时间', kind: 'dateTime' },
});
export type PrivateNumberRow = RowOf<typeof privateNumbers>;

/** A binding of an A and a B number to a middle number for a period (/AXBBinding, admin). */
export const axbBindings = defineResource({
  xNumber: { label: '中间号', kind: 'code', filter: true, form: true, required: true, max: 20, extra: '已分配给企业、启用且空闲的中间号' },
  aPhone: { label: 'A号码', kind: 'code', filter: true, form: true, required: true, max: 11, pattern: MOBILE, extra: '该企业登记且启用的隐私号' },
  bPhone: { label: 'B号码', kind: 'code', filter: true, form: true, required: true, max: 11, pattern: MOBILE },
  companyName: { label: '企业', kind: 'text', filter: true, max: 50 },
  agentName: { label: '代理商', kind: 'text' },
  state: { label: '状态', kind: 'enum', values: AXB_BINDING_STATE },
  boundAt: { label: '绑定时间', kind: 'dateTime' },
  expiresAt: { label: '到期时间', kind: 'dateTime', form: true, required: true, extra: '最长 365 天，到期后中间号自动释放' },
  releasedAt: { label: '解除时间', kind: 'dateTime', filter: false },
  callCount: { label: '通话次数', kind: 'number' },
});
export type AxbBindingRow = RowOf<typeof axbBindings>;

/** A call through a binding (/consumptionDetails, admin), billed by started minute. */
export const axbCalls = defineResource({
  xNumber: { label: '中间号', kind: 'code', filter: true, max: 20 },
  caller: { label: '主叫', kind: 'code', filter: true, max: 11 },
  callee: { label: '被叫', kind: 'code', filter: true, max: 11 },
  direction: { label: '方向', kind: 'enum', values: AXB_DIRECTION },
  companyName: { label: '企业', kind: 'text', filter: true, max: 50 },
  agentName: { label: '代理商', kind: 'text' },
  startedAt: { label: '通话时间', kind: 'dateTime' },
  durationSeconds: { label: '通话时长', kind: 'duration' },
  billedMinutes: { label: '计费分钟', kind: 'number' },
  rate: { label: '单价（元/分钟）', kind: 'money' },
  fee: { label: '费用（元）', kind: 'money' },
});
export type AxbCallRow = RowOf<typeof axbCalls>;

/** The sums of a /consumptionDetails search: what its rows add up to. */
export interface AxbCallTotals {
  calls: number;
  seconds: number;
  minutes: number;
  fee: number;
}
/** One day of a /consumptionDetails search: its calls and fee. */
export interface AxbCallDay {
  day: string;
  calls: number;
  fee: number;
}

/** /GSAxb (POST /api/axb/userList): each company's callback service in one row. */
export const axbUsers = defineResource({
  companyName: { label: '企业', kind: 'text', filter: true, max: 50 },
  agentName: { label: '代理商', kind: 'text' },
  numberCount: { label: '中间号数', kind: 'number' },
  liveBindings: { label: '绑定中', kind: 'number' },
  callCount: { label: '通话次数', kind: 'number' },
  billedMinutes: { label: '计费分钟', kind: 'number' },
  fee: { label: '消费（元）', kind: 'money' },
  packageExpiresAt: { label: '套餐到期', kind: 'dateTime', filter: false },
});
export type AxbUserRow = RowOf<typeof axbUsers>;

/** A live binding of a phone, as GET /api/axb/phoneInfo answers it (/GSAxb 号码查询). */
export const axbPhoneBindings = defineResource({
  xNumber: { label: '中间号', kind: 'code' },
  aPhone: { label: 'A号码', kind: 'code' },
  bPhone: { label: 'B号码', kind: 'code' },
  companyName: { label: '企业', kind: 'text' },
  expiresAt: { label: '到期时间', kind: 'dateTime' },
});
export type AxbPhoneBinding = Omit<RowOf<typeof axbPhoneBindings>, 'id'>;
/** What GET /api/axb/phoneInfo answers for a phone: its live bindings. */
export interface AxbPhoneInfo {
  phone: string;
  bindings: AxbPhoneBinding[];
}

/** The import file's columns (CSV): the template has this header. */
export const AXB_NUMBER_IMPORT_COLUMNS = ['中间号', '归属地', '运营商'] as const;
export const AXB_NUMBER_IMPORT_MAX = 5000;
export const AXB_IMPORT_TEXTS = {
  unreadable: '文件内容无法识别，请使用下载的导入模板',
  missing: (titles: string[]) => `模板缺少列：${titles.join('、')}`,
  empty: '导入文件中没有中间号',
  tooMany: `一次最多导入 ${AXB_NUMBER_IMPORT_MAX} 个中间号`,
  repeated: (number: string) => `中间号 ${number} 在文件中重复`,
  city: '请填写归属地（最多 20 字）',
  operator: `运营商须为 ${AXB_OPERATOR.values.join('、')}`,
  /** What the import says: how many came in, and each refused line with its reason (the first five). */
  done: (imported: number, refused: readonly { line: number; reason: string }[]) =>
    `导入完成：新增 ${imported} 个` +
    (refused.length
      ? `，未导入 ${refused.length} 个：${refused
          .slice(0, 5)
          .map((item) => `第 ${item.line} 行 ${item.reason}`)
          .join('；')}${refused.length > 5 ? ' 等' : ''}`
      : ''),
} as const;

const ADMIN = CLOUDCALL_ACCESS.axb;

/** `/api/axb/<verb>`: the inventory, the companies' middle and private numbers, the bindings and their calls (spec section 7's `/api/xsAxb/*` are the carrier line queries: remote-carrier's lineQuery). */
export const axbApi = {
  numberList: call.list('/api/axb/numberList', ADMIN, axbNumbers, 'POST'),
  numberSave: call.save<typeof axbNumbers, { id: number }, Partial<InputOf<typeof axbNumbers>> & { id?: number }>(
    '/api/axb/numberSave',
    ADMIN,
    axbNumbers,
    '保存中间号',
  ),
  numberDelete: call.post<null, { id: number }>('/api/axb/numberDelete', ADMIN, '删除中间号'),
  /** Allocates a stocked number to a company within its valid packages' number count. */
  numberAllocate: call.post<null, { id: number; companyId: number }>('/api/axb/numberAllocate', ADMIN, '分配中间号'),
  /** Takes an allocated number back to stock (refused while it is bound). */
  numberRecycle: call.post<null, { id: number }>('/api/axb/numberRecycle', ADMIN, '回收中间号'),
  exportNumbers: call.sheet('/api/axb/exportNumbers', ADMIN, axbNumbers),
  /**
   * The import file as parsed in the browser (header AXB_NUMBER_IMPORT_COLUMNS): the valid lines enter the stock
   * (启用), each invalid one is named with its line (the header is line 1) and reason.
   */
  numberImport: call.postJson<{ imported: number; refused: { line: number; number: string; reason: string }[] }, { header: string[]; rows: string[][] }>(
    '/api/axb/numberImport',
    ADMIN,
    '导入中间号',
  ),
  numberTemplate: call.file<never>('/api/axb/numberTemplate', ADMIN, 'GET'),
  middleNumberList: call.list('/api/axb/middleNumberList', ADMIN, middleNumbers, 'POST'),
  exportMiddleNumbers: call.sheet('/api/axb/exportMiddleNumbers', ADMIN, middleNumbers),
  privateList: call.list('/api/axb/privateList', ADMIN, privateNumbers, 'POST'),
  privateSave: call.save<typeof privateNumbers, { id: number }, Partial<InputOf<typeof privateNumbers>> & { id?: number }>(
    '/api/axb/privateSave',
    ADMIN,
    privateNumbers,
    '保存隐私号',
  ),
  privateDelete: call.post<null, { id: number }>('/api/axb/privateDelete', ADMIN, '删除隐私号'),
  exportPrivate: call.sheet('/api/axb/exportPrivate', ADMIN, privateNumbers),
  bindingList: call.list('/api/axb/bindingList', ADMIN, axbBindings, 'POST'),
  /** Binds A and B to a middle number until `expiresAt`. */
  bind: call.save<typeof axbBindings, { id: number }>('/api/axb/bind', ADMIN, axbBindings, '新增AXB绑定'),
  unbind: call.post<null, { id: number }>('/api/axb/unbind', ADMIN, '解除AXB绑定'),
  exportBindings: call.sheet('/api/axb/exportBindings', ADMIN, axbBindings),
  callList: call.list('/api/axb/callList', ADMIN, axbCalls, 'POST'),
  exportCalls: call.sheet('/api/axb/exportCalls', ADMIN, axbCalls),
  /** The search's sums (the same filters as callList). */
  callTotals: call.post<AxbCallTotals, QueryOf<typeof axbCalls>>('/api/axb/callTotals', ADMIN, '查询回拨通话统计'),
  /** The search's calls and fee per day, its latest 31 days with calls, oldest first. */
  callTrend: call.post<AxbCallDay[], QueryOf<typeof axbCalls>>('/api/axb/callTrend', ADMIN, '查询回拨通话趋势'),
  /** Each company's callback service (defined here). */
  userList: call.list('/api/axb/userList', ADMIN, axbUsers, 'POST'),
  exportUsers: call.sheet('/api/axb/exportUsers', ADMIN, axbUsers),
  /** A phone's live bindings (defined here). */
  phoneInfo: call.get<AxbPhoneInfo, { phone: string }>('/api/axb/phoneInfo', ADMIN),
};
