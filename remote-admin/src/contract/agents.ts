import { ADMIN_ACCESS } from './access';
import { call, defineResource, enumOf } from '@console/sdk/contract';

/** Whether an account (an agent, a user) may log in and call: the list's filter and tag. */
export const ACCOUNT_STATUS = enumOf([
  { value: 1, label: '正常', color: 'green' },
  { value: 0, label: '停用', color: 'default' },
]);

export const AGENT_LEVEL = enumOf([
  { value: 'agent', label: '代理商' },
  { value: 'subAgent', label: '子代理' },
]);

/** An agent (/agent), admin and oem. */
export const agents = defineResource({
  name: { label: '代理商名称', kind: 'text', filter: true, max: 50 },
  contact: { label: '联系人', kind: 'text' },
  phone: { label: '联系电话', kind: 'code', filter: true, max: 20 },
  level: { label: '级别', kind: 'enum', values: AGENT_LEVEL },
  parentName: { label: '上级代理', kind: 'text' },
  balance: { label: '余额（元）', kind: 'money' },
  seats: { label: '坐席数', kind: 'number' },
  status: { label: '状态', kind: 'enum', values: ACCOUNT_STATUS },
  validDate: { label: '有效期', kind: 'dateTime' },
  createdAt: { label: '创建时间', kind: 'dateTime' },
});

/** Agents (spec section 7). */
export const agentApi = {
  list: call.list('/api/agent/list', ADMIN_ACCESS.agents, agents, 'POST'),
};
