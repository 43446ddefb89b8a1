import { ADMIN_ACCESS } from './access';
import {
  call,
  defineResource,
  enumOf,
  MOBILE_FIELD,
  pickFields,
  USERNAME_FIELD,
  type InputOf,
  type QueryOf,
  type RowOf,
  type ValuesOf,
} from '@console/sdk/contract';

/** Whether an account (an agent, a user) may log in and call: the list's filter and tag. */
export const ACCOUNT_STATUS = enumOf([
  { value: 1, label: '正常', color: 'green' },
  { value: 0, label: '停用', color: 'default' },
]);

export const AGENT_LEVEL = enumOf([
  { value: 'agent', label: '代理商' },
  { value: 'subAgent', label: '子代理' },
]);
export type AgentLevel = (typeof AGENT_LEVEL.values)[number];

/** Limits of the agent calls, one place for the forms and the backend. */
export const AGENT_LIMITS = { maxMonths: 36, maxSeats: 100_000, maxMinutes: 10_000_000 } as const;

/** The backend's refusals of the agent calls (Chinese, shown as they are). */
export const AGENT_TEXTS = {
  parentRequired: '请选择上级代理',
  parentNotAgent: '上级代理必须是一级代理商',
  seatsOverParent: (free: number) => `坐席数超过上级代理的可分配坐席（剩余 ${free} 个）`,
  seatsBelowAllocated: (used: number) => `坐席数不能少于已分配给下级企业和子代理的 ${used} 个`,
  balanceOverParent: (free: string) => `上级代理余额不足（可用 ${free} 元）`,
  /** A purchase (months, minutes) is paid from the buying agent's balance. */
  balanceShort: (amount: string, balance: string) => `代理商余额不足：需支付 ${amount} 元，当前余额 ${balance} 元，请先充值`,
  validDateOverParent: (date: string) => `有效期不能晚于上级代理的有效期（${date}）`,
  validDateBelowChildren: (date: string) => `有效期不能早于其子代理的有效期（${date}）`,
  minutesOverParent: (free: number) => `上级代理的通话时长不足（剩余 ${free} 分钟）`,
  hasChildren: '该代理商下还有企业或子代理，不能删除',
  hasAccounts: '该代理商下还有登录账号，请先删除账号',
  usernameTaken: '用户名已存在',
  notAgentAccount: '该账号不属于代理商或平台',
  protectedAccount: '不能停用或删除自己的账号及 root、admin 账号',
  stopped: '该代理商已停用',
} as const;

/** fetchInitAgent: the agents a sub-agent may be put under, with what they can still hand out. */
export interface AgentOption {
  value: number;
  label: string;
}
export const fetchInitAgent = Object.assign(call.post<AgentOption[], { name?: string }>('/api/agent/fetchInitAgent', ADMIN_ACCESS.platform), {
  /** Asked by name as one types (a form's reference to it searches). */
  searched: true as const,
});

/** An agent (/agent) or a sub-agent (/subagent): `level` says which, the route fixes it. */
export const agents = defineResource({
  name: { label: '代理商名称', kind: 'text', filter: true, max: 50, form: true, required: true },
  contact: { label: '联系人', kind: 'text', form: true, required: true, max: 20 },
  phone: { ...MOBILE_FIELD, label: '联系电话', filter: true, required: true },
  level: { label: '级别', kind: 'enum', values: AGENT_LEVEL },
  /** Set when a sub-agent is added: its place in the tree stays. */
  parentId: { label: '上级代理', kind: 'ref', options: fetchInitAgent, form: 'add' },
  parentName: { label: '上级代理', kind: 'text' },
  balance: { label: '余额（元）', kind: 'money', form: true, min: 0, max: 100_000_000 },
  seats: { label: '坐席数', kind: 'number', whole: true, form: true, required: true, min: 0, max: AGENT_LIMITS.maxSeats },
  /** Seats handed to its companies and sub-agents. */
  usedSeats: { label: '已分配坐席', kind: 'number' },
  callMinutes: { label: '通话时长（分钟）', kind: 'number' },
  status: { label: '状态', kind: 'enum', values: ACCOUNT_STATUS, form: true },
  validDate: { label: '有效期', kind: 'dateTime', form: true, required: true },
  createdAt: { label: '创建时间', kind: 'dateTime' },
});
export type AgentRow = RowOf<typeof agents>;
export type AgentInput = InputOf<typeof agents> & { id?: number; level?: AgentLevel };

/** fetchAgent / fetchAgentById: an agent with what it holds and what it has handed out. */
export interface AgentHolding {
  id: number;
  name: string;
  level: AgentLevel;
  parentId: number | null;
  balance: number;
  seats: number;
  usedSeats: number;
  callMinutes: number;
  validDate: string;
  status: number;
  companies: number;
  subAgents: number;
}

/** A login account: a platform account (/administratorAccount: admin, oem, gm) or an agent's (agent, subAgent). */
export const ACCOUNT_ROLE = enumOf([
  { value: 'admin', label: '管理员' },
  { value: 'oem', label: 'OEM' },
  { value: 'gm', label: '录音专员' },
  { value: 'agent', label: '代理商' },
  { value: 'subAgent', label: '子代理' },
]);
export const PLATFORM_ROLES = ['admin', 'oem', 'gm'] as const;

export const accounts = defineResource({
  username: USERNAME_FIELD,
  password: {
    label: '密码',
    kind: 'password',
    form: true,
    required: 'add',
    max: 30,
    pattern: { regex: /^.{6,}$/s, message: '密码至少 6 位' },
    onEdit: { label: '新密码', extra: '留空则不修改' },
  },
  realName: { label: '姓名', kind: 'text', filter: true, form: true, required: true, max: 20 },
  phone: { ...MOBILE_FIELD, filter: true },
  role: { label: '角色', kind: 'enum', values: ACCOUNT_ROLE, form: true },
  agentName: { label: '所属代理商', kind: 'text' },
  status: { label: '状态', kind: 'enum', values: ACCOUNT_STATUS },
  validDate: { label: '有效期', kind: 'dateTime' },
  lastLoginAt: { label: '最近登录', kind: 'dateTime', filter: false, sort: false },
  createdAt: { label: '创建时间', kind: 'dateTime' },
});
export type AccountRow = RowOf<typeof accounts>;
/** `id` of an agent: its accounts; none: the platform's accounts. */
export type AccountQuery = QueryOf<typeof accounts> & { id?: number };

export const BUY_KIND = enumOf([
  { value: 'months', label: '包月续期', color: 'blue' },
  { value: 'minutes', label: '通话时长', color: 'purple' },
]);

/** A purchase: months of validity bought or call minutes added, with the term before and after. */
export const buyRecords = defineResource({
  agentName: { label: '代理商', kind: 'text', filter: true, max: 50 },
  kind: { label: '类型', kind: 'enum', values: BUY_KIND },
  months: { label: '月数', kind: 'number', form: true, whole: true, min: 1, max: AGENT_LIMITS.maxMonths },
  minutes: { label: '时长（分钟）', kind: 'number', form: true, whole: true, min: 1, max: AGENT_LIMITS.maxMinutes },
  amount: { label: '金额（元）', kind: 'money', form: true, min: 0, max: 10_000_000 },
  validFrom: { label: '原有效期', kind: 'dateTime', filter: false, sort: false },
  validTo: { label: '新有效期', kind: 'dateTime', filter: false, sort: false },
  operatorName: { label: '操作人', kind: 'text' },
  remark: { label: '备注', kind: 'text', form: true, max: 100 },
  createdAt: { label: '购买时间', kind: 'dateTime' },
});
export type BuyRecordRow = RowOf<typeof buyRecords>;
/** What buying months asks: the months (from the term's end, or from today when past) and what was paid. */
export const buyMonthsFields = pickFields(buyRecords, ['months', 'amount', 'remark'], {
  months: { label: '购买月数', required: true, extra: '从当前有效期（已过期则从今天）起顺延' },
});
/** What adding call minutes asks: the minutes and what was paid. */
export const addMinutesFields = pickFields(buyRecords, ['minutes', 'amount', 'remark'], { minutes: { label: '通话时长（分钟）', required: true } });

/** Use of an agent's companies per month, counted from the call records. */
export const useRecords = defineResource({
  month: { label: '月份', kind: 'text', filter: 'exact', max: 7, placeholder: 'YYYY-MM' },
  companyName: { label: '企业', kind: 'text', filter: true, max: 50 },
  agentName: { label: '代理商', kind: 'text' },
  calls: { label: '通话次数', kind: 'number' },
  connected: { label: '接通次数', kind: 'number' },
  minutes: { label: '通话时长（分钟）', kind: 'number' },
});
export type UseRecordRow = RowOf<typeof useRecords>;

const PLATFORM = ADMIN_ACCESS.platform;
const VIEWERS = ADMIN_ACCESS.agents;

/** Agents (spec section 7, `/api/agent/*`). */
export const agentApi = {
  /** The current user's agent and what it holds (null for a user of no agent). */
  fetchAgent: call.get<AgentHolding | null, { currentUserId: string | number }>('/api/agent/fetchAgent', ADMIN_ACCESS.agentHolders),
  list: call.list('/api/agent/list', VIEWERS, agents, 'POST'),
  add: call.save<typeof agents, { id: number }, AgentInput>('/api/agent/add', PLATFORM, agents, '新增代理商'),
  update: call.save<typeof agents, null, AgentInput>('/api/agent/update', PLATFORM, agents, '修改代理商'),
  fetchAgentById: call.get<AgentHolding, { agentId: number }>('/api/agent/fetchAgentById', VIEWERS),
  fetchInitAgent,
  delete: call.get<null, { id: number }>('/api/agent/delete', PLATFORM, '删除代理商'),
  account: call.list('/api/agent/account', PLATFORM, accounts, 'GET'),
  addAccount: call.save<typeof accounts, { id: number }, InputOf<typeof accounts> & { agentId?: number }>(
    '/api/agent/addAccount',
    PLATFORM,
    accounts,
    '新增代理商账号',
  ),
  updateAccount: call.save('/api/agent/updateAccount', PLATFORM, accounts, '修改代理商账号'),
  /** Stops (status 0) or restarts (status 1) an account: a stopped account cannot log in. */
  stopAccount: call.post<null, { id: number; status: 0 | 1 }>('/api/agent/stopAccount', PLATFORM, '停用代理商账号'),
  deleteAccount: call.post<null, { id: number }>('/api/agent/deleteAccount', PLATFORM, '删除代理商账号'),
  useRecord: call.list('/api/agent/useRecord', VIEWERS, useRecords, 'POST'),
  buyRecord: call.list('/api/agent/buyRecord', VIEWERS, buyRecords, 'POST'),
  /** Extends an agent's term by `months` from its end (or from now, when past), debits `amount` from its balance and writes a buy record. */
  buyMonths: call.post<{ validDate: string }, ValuesOf<typeof buyMonthsFields> & { agentId: number }>('/api/agent/buyMonths', PLATFORM, '购买月数'),
  /** Adds call minutes to an agent (a sub-agent's come out of its agent's), debits `amount` from its balance and writes a buy record. */
  addValidCallTime: call.post<{ callMinutes: number }, ValuesOf<typeof addMinutesFields> & { agentId: number }>(
    '/api/agent/addValidCallTime',
    PLATFORM,
    '增加有效通话时长',
  ),
  exportAgents: call.sheet<QueryOf<typeof agents>>('/api/agent/export', VIEWERS, agents),
};
