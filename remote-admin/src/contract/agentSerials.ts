import { call, defineResource, enumOf, type InputOf, type QueryOf, type RowOf } from '@console/sdk/contract';
import { ADMIN_ACCESS } from './access';
import { fetchInitAgent } from './agents';

/** 未使用 -> 已使用 (a company activated a seat with it) or 已作废 (voided by the admin). */
export const SERIAL_STATUS = enumOf([
  { value: '未使用', label: '未使用', color: 'blue' },
  { value: '已使用', label: '已使用', color: 'green' },
  { value: '已作废', label: '已作废', color: 'default' },
]);

export const SERIAL_LIMITS = { maxBatch: 500 } as const;

export const SERIAL_TEXTS = {
  overSeats: (free: number) => `超过该代理商的可分配坐席：未使用的序列号不能多于 ${free} 个`,
  notVoidable: '只有未使用的序列号可以作废',
  subAgent: '序列号只发给一级代理商，子代理的坐席由其上级代理分配',
} as const;

/**
 * 代理商序列号 (/agentSerial): the activation serials the platform issues to an agent, one per seat it
 * may open for a company; a serial is used once.
 */
export const agentSerials = defineResource({
  serial: { label: '序列号', kind: 'code', filter: true, max: 30 },
  agentId: { label: '代理商', kind: 'ref', options: fetchInitAgent, form: true, required: true },
  agentName: { label: '代理商', kind: 'text' },
  companyName: { label: '使用企业', kind: 'text', filter: true, max: 50 },
  status: { label: '状态', kind: 'enum', values: SERIAL_STATUS },
  createdAt: { label: '生成时间', kind: 'dateTime' },
  usedAt: { label: '使用时间', kind: 'dateTime' },
  /** How many to make (a parameter of 生成序列号, not a value of a row). */
  count: {
    label: '生成数量',
    kind: 'number',
    row: false,
    form: 'add',
    required: true,
    whole: true,
    min: 1,
    max: SERIAL_LIMITS.maxBatch,
    extra: '未使用的序列号不能多于代理商的可分配坐席',
  },
});
export type AgentSerialRow = RowOf<typeof agentSerials>;

const ADMIN = ADMIN_ACCESS.platform;

/** `/api/agent/<verb>` (not in the spec): the serials of agents. */
export const agentSerialApi = {
  /** The agents serials go to (top-level, active), searched by name. */
  fetchInitAgent,
  serialList: call.list('/api/agent/serialList', ADMIN, agentSerials, 'POST'),
  /** Issues `count` new serials to an agent, within its free seats. */
  serialGenerate: call.post<{ serials: string[] }, InputOf<typeof agentSerials>>('/api/agent/serialGenerate', ADMIN, '生成代理商序列号'),
  serialVoid: call.post<null, { id: number }>('/api/agent/serialVoid', ADMIN, '作废代理商序列号'),
  serialExport: call.sheet<QueryOf<typeof agentSerials>>('/api/agent/serialExport', ADMIN, agentSerials),
};
